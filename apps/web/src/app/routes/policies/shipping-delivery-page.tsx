import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
  const customExtra = days(CUSTOM_ITEM_EXTRA_DAYS);
  const standard = days(PROCESSING_DAYS.standard);
  const custom = days(PROCESSING_DAYS.custom);
  const bulk = days(PROCESSING_DAYS.bulk);
  const bulkMin = BULK_ORDER_MIN_ITEMS;
  const festivalExtra = days(PROCESSING_DAYS.festivalExtra);
  const damageDays = DAMAGE_REPORT_DAYS;
  usePageMeta(
    t`Shipping & Delivery`,
    t`Delivery times, charges and free-shipping thresholds across India, packaging, tracking and delivery issues.`,
  );
  return (
    <PolicyLayout
      title={t`Shipping & Delivery`}
      intro={t`How we make, pack and ship your order, what it costs, and how long it takes to reach you.`}
    >
      <h2>
        <Trans>Delivery times and charges</Trans>
      </h2>
      <p>
        <Trans>
          Delivery time is counted in business days from the day your order ships, after it has been made and packed.
        </Trans>
      </p>
      <div
        className="not-prose overflow-x-auto rounded-2xl ring-1 ring-stone-200"
        // Scrolls sideways on phones, so it must be reachable by keyboard too.
        tabIndex={0}
        role="region"
        aria-label={t`Delivery zones table`}
      >
        <table className="w-full min-w-[480px] bg-white text-left text-sm">
          <caption className="sr-only">
            <Trans>Delivery zones, times and charges</Trans>
          </caption>
          <thead className="bg-sand/60">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Zone</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Delivery time</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Shipping charge</Trans>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <Trans>Free shipping</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {SHIPPING_ZONES.map((zone) => {
              const transit = days(zone.transitDays);
              const freeAbove = formatRupees(zone.freeAbove);
              return (
                <tr key={zone.id} className="border-t border-stone-100">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    {zone.name}
                    <span className="block text-xs font-normal text-muted">{zone.description}</span>
                  </th>
                  <td className="px-4 py-3">{t`${transit} business days`}</td>
                  <td className="px-4 py-3">{formatRupees(zone.charge)}</td>
                  <td className="px-4 py-3">{t`On orders above ${freeAbove}`}</td>
                </tr>
              );
            })}
            <tr className="border-t border-stone-100">
              <th scope="row" className="px-4 py-3 font-semibold">
                <Trans>International</Trans>
                <span className="block text-xs font-normal text-muted">
                  <Trans>Outside India</Trans>
                </span>
              </th>
              <td className="px-4 py-3" colSpan={3}>
                <Trans>Not available yet. We plan to start in Q4 2025; charges will be announced then.</Trans>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <Trans>
          Custom and commissioned pieces take {customExtra} days longer to deliver. At checkout you see the courier
          options for your PIN code, with their rate and estimate, before you pay.
        </Trans>
      </p>

      <h2>
        <Trans>Order processing</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Ready pieces:</strong> {standard} business days to check, finish and pack.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Custom pieces:</strong> {custom} business days, as each one is made for you.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Bulk orders</strong> ({bulkMin} or more pieces): {bulk} business days.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Festival season</strong> (Diwali, Rakhi, New Year): allow {festivalExtra} extra days.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>Orders placed on Sundays and public holidays are processed the next business day.</Trans>
      </p>

      <h3>
        <Trans>Your order’s journey</Trans>
      </h3>
      <ol>
        <li>
          <Trans>You receive an order confirmation email at once.</Trans>
        </li>
        <li>
          <Trans>Online payments are verified within 1 hour.</Trans>
        </li>
        <li>
          <Trans>Your piece is prepared the next business day and passes a quality check.</Trans>
        </li>
        <li>
          <Trans>It is packed and handed to the courier.</Trans>
        </li>
        <li>
          <Trans>You receive tracking details by SMS and email.</Trans>
        </li>
      </ol>

      <h2>
        <Trans>Packaging</Trans>
      </h2>
      <p>
        <Trans>
          Handmade work is fragile, so we pack it the way we would want to receive it: acid-free tissue against the
          surface, corner guards for canvases and boards, bubble wrap and a double-walled box for terracotta and mirror
          work. We use paper tape and recycled fillers wherever we can. Gift wrapping and a handwritten note are free on
          request at checkout.
        </Trans>
      </p>

      <h2>
        <Trans>Shipping partner</Trans>
      </h2>
      <p>
        <Trans>
          We ship through a logistics aggregator that works with several courier partners across India. For every order
          we choose a courier that serves your PIN code reliably; at checkout you can pick between the options offered
          for your address.
        </Trans>
      </p>

      <h2>
        <Trans>Order tracking</Trans>
      </h2>
      <p>
        <Trans>
          Once your order ships, we send the tracking number by SMS and email, and it appears in{' '}
          <Link to="/orders">your orders</Link>. You will hear from us when your order is confirmed and paid,
          dispatched, in transit, out for delivery, and delivered.
        </Trans>
      </p>

      <h2>
        <Trans>Delivery issues</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Address:</strong> please give your full address with PIN code, a landmark and a phone number the
            courier can reach. We cannot redirect a parcel once it has shipped.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Missed deliveries:</strong> the courier makes 3 delivery attempts. After that the parcel is held at
            the courier centre for 7 days and then returned to us; re-shipping is charged at the zone rate.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Damaged or lost parcels:</strong> please tell us at once, and no later than {damageDays} days after
            delivery, with photos of the piece and the packaging. We replace the piece or refund it in full. If a parcel
            looks damaged on arrival, note it with the courier before you sign.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Delays:</strong> weather, strikes and festivals can slow couriers down. If your parcel has not moved
            for 3 days, write to us and we will chase it.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          For cancellations and refunds, see our <Link to="/cancellation-refund">Cancellation &amp; Refund policy</Link>
          .
        </Trans>
      </p>
    </PolicyLayout>
  );
}
