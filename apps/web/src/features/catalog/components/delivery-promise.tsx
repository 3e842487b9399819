import { RotateCcw, Truck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Size } from '@kala/contract/catalog';
import { formatRupees } from '@kala/contract/money';
import {
  DAMAGE_REPORT_DAYS,
  FREE_SHIPPING_ABOVE,
  FREE_SHIPPING_ABOVE_REMOTE,
  PROCESSING_DAYS,
  SHIPPING_ZONES,
} from '@kala/contract/shipping-policy';

const range = ([a, b]: readonly [number, number]) => `${a}–${b}`;
const rupees = (n: number) => formatRupees(n).replace(/\.00$/, '');

/**
 * What the product page promises, from the shipping policy (architecture §6.4, §6.10, §6.11): the free-shipping
 * thresholds, the delivery estimate (the size's own, else processing plus transit) and the returns policy.
 */
export function DeliveryPromise({ size }: { size: Size | undefined }) {
  const transitMin = Math.min(...SHIPPING_ZONES.map((z) => z.transitDays[0]));
  const transitMax = Math.max(...SHIPPING_ZONES.map((z) => z.transitDays[1]));
  const computed = `${PROCESSING_DAYS.standard[0] + transitMin}–${PROCESSING_DAYS.standard[1] + transitMax} business days`;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
      <li className="flex gap-3 p-4">
        <Truck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>Free shipping on orders above {rupees(FREE_SHIPPING_ABOVE)}</strong>
          <span className="block text-muted">
            {rupees(FREE_SHIPPING_ABOVE_REMOTE)} for remote areas; below that,{' '}
            {SHIPPING_ZONES.map((z) => rupees(z.charge)).join(' / ')} by zone.
          </span>
        </p>
      </li>
      <li className="flex gap-3 p-4">
        <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>Estimated delivery: {size?.estimatedDelivery || computed}</strong>
          <span className="block text-muted">
            Made and packed in {range(PROCESSING_DAYS.standard)} business days, then{' '}
            {SHIPPING_ZONES.map((z) => range(z.transitDays)).join(', ')} days in transit (local, other cities, remote
            areas).
          </span>
        </p>
      </li>
      <li className="flex gap-3 p-4">
        <RotateCcw aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>Handmade pieces are not returnable</strong>
          <span className="block text-muted">
            A piece that arrives damaged or wrong is replaced or refunded in full when reported with photos within{' '}
            {DAMAGE_REPORT_DAYS} days of delivery.{' '}
            <Link to="/cancellation-refund" className="font-semibold text-clay underline underline-offset-2">
              Read the policy
            </Link>
          </span>
        </p>
      </li>
    </ul>
  );
}
