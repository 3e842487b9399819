import { Link } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import {
  BULK_ORDER_MIN_ITEMS,
  CUSTOM_ITEM_EXTRA_DAYS,
  DAMAGE_REPORT_DAYS,
  PROCESSING_DAYS,
  SHIPPING_ZONES,
} from '@kala/contract/shipping-policy';
import { PolicyLayout } from '../../../features/policies/components/policy-layout';
import { usePageMeta } from '../../../lib/use-page-meta';

const days = ([a, b]: readonly [number, number]) => `${a}–${b}`;

/** Spec §9 shipping policy with architecture §6.4, §6.10 and §6.11 decisions. */
export default function ShippingDeliveryPage() {
  usePageMeta(
    'Shipping & Delivery',
    'Delivery times, charges and free-shipping thresholds across India, packaging, tracking and delivery issues.',
  );
  return (
    <PolicyLayout
      title="Shipping & Delivery"
      intro="How we make, pack and ship your order, what it costs, and how long it takes to reach you."
    >
      <h2>Delivery times and charges</h2>
      <p>Delivery time is counted in business days from the day your order ships, after it has been made and packed.</p>
      <div
        className="not-prose overflow-x-auto rounded-2xl ring-1 ring-stone-200"
        // Scrolls sideways on phones, so it must be reachable by keyboard too.
        tabIndex={0}
        role="region"
        aria-label="Delivery zones table"
      >
        <table className="w-full min-w-[480px] bg-white text-left text-sm">
          <caption className="sr-only">Delivery zones, times and charges</caption>
          <thead className="bg-sand/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Zone
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Delivery time
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Shipping charge
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Free shipping
              </th>
            </tr>
          </thead>
          <tbody>
            {SHIPPING_ZONES.map((zone) => (
              <tr key={zone.id} className="border-t border-stone-100">
                <th scope="row" className="px-4 py-3 font-semibold">
                  {zone.name}
                  <span className="block text-xs font-normal text-muted">{zone.description}</span>
                </th>
                <td className="px-4 py-3">{days(zone.transitDays)} business days</td>
                <td className="px-4 py-3">{formatRupees(zone.charge)}</td>
                <td className="px-4 py-3">On orders above {formatRupees(zone.freeAbove)}</td>
              </tr>
            ))}
            <tr className="border-t border-stone-100">
              <th scope="row" className="px-4 py-3 font-semibold">
                International
                <span className="block text-xs font-normal text-muted">Outside India</span>
              </th>
              <td className="px-4 py-3" colSpan={3}>
                Not available yet. We plan to start in Q4 2025; charges will be announced then.
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Custom and commissioned pieces take {days(CUSTOM_ITEM_EXTRA_DAYS)} days longer to deliver. At checkout you see
        the courier options for your PIN code, with their rate and estimate, before you pay.
      </p>

      <h2>Order processing</h2>
      <ul>
        <li>
          <strong>Ready pieces:</strong> {days(PROCESSING_DAYS.standard)} business days to check, finish and pack.
        </li>
        <li>
          <strong>Custom pieces:</strong> {days(PROCESSING_DAYS.custom)} business days, as each one is made for you.
        </li>
        <li>
          <strong>Bulk orders</strong> ({BULK_ORDER_MIN_ITEMS} or more pieces): {days(PROCESSING_DAYS.bulk)} business
          days.
        </li>
        <li>
          <strong>Festival season</strong> (Diwali, Rakhi, New Year): allow {days(PROCESSING_DAYS.festivalExtra)} extra
          days.
        </li>
      </ul>
      <p>Orders placed on Sundays and public holidays are processed the next business day.</p>

      <h3>Your order’s journey</h3>
      <ol>
        <li>You receive an order confirmation email at once.</li>
        <li>Online payments are verified within 1 hour.</li>
        <li>Your piece is prepared the next business day and passes a quality check.</li>
        <li>It is packed and handed to the courier.</li>
        <li>You receive tracking details by SMS and email.</li>
      </ol>

      <h2>Packaging</h2>
      <p>
        Handmade work is fragile, so we pack it the way we would want to receive it: acid-free tissue against the
        surface, corner guards for canvases and boards, bubble wrap and a double-walled box for terracotta and mirror
        work. We use paper tape and recycled fillers wherever we can. Gift wrapping and a handwritten note are free on
        request at checkout.
      </p>

      <h2>Shipping partner</h2>
      <p>
        We ship through a logistics aggregator that works with several courier partners across India. For every order we
        choose a courier that serves your PIN code reliably; at checkout you can pick between the options offered for
        your address.
      </p>

      <h2>Order tracking</h2>
      <p>
        Once your order ships, we send the tracking number by SMS and email, and it appears in{' '}
        <Link to="/orders">your orders</Link>. You will hear from us when your order is confirmed and paid, dispatched,
        in transit, out for delivery, and delivered.
      </p>

      <h2>Delivery issues</h2>
      <ul>
        <li>
          <strong>Address:</strong> please give your full address with PIN code, a landmark and a phone number the
          courier can reach. We cannot redirect a parcel once it has shipped.
        </li>
        <li>
          <strong>Missed deliveries:</strong> the courier makes 3 delivery attempts. After that the parcel is held at
          the courier centre for 7 days and then returned to us; re-shipping is charged at the zone rate.
        </li>
        <li>
          <strong>Damaged or lost parcels:</strong> please tell us at once, and no later than {DAMAGE_REPORT_DAYS} days
          after delivery, with photos of the piece and the packaging. We replace the piece or refund it in full. If a
          parcel looks damaged on arrival, note it with the courier before you sign.
        </li>
        <li>
          <strong>Delays:</strong> weather, strikes and festivals can slow couriers down. If your parcel has not moved
          for 3 days, write to us and we will chase it.
        </li>
      </ul>
      <p>
        For cancellations and refunds, see our <Link to="/cancellation-refund">Cancellation &amp; Refund policy</Link>.
      </p>
    </PolicyLayout>
  );
}
