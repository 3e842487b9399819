import { Trans } from '@lingui/react/macro';
import { Banknote, RotateCcw, Truck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import {
  COD_MIN_PAISE,
  COD_PERCENT,
  DAMAGE_REPORT_DAYS,
  FREE_SHIPPING_ABOVE,
  FREE_SHIPPING_ABOVE_REMOTE,
  PROCESSING_DAYS,
  SHIPPING_ZONES,
} from '@kala/contract/shipping-policy';

const range = ([a, b]: readonly [number, number]) => `${a}–${b}`;

/**
 * What the product page promises, from the shipping policy (architecture §6.4, §6.10, §6.11): the free-shipping
 * thresholds, how a delivery date is made and the returns policy. The date itself is the PIN field's (issue 26
 * item 1, features/delivery-estimate): a fixed range here would contradict it for made-to-order sizes.
 */
export function DeliveryPromise() {
  const freeAbove = formatRupees(FREE_SHIPPING_ABOVE);
  const remoteAbove = formatRupees(FREE_SHIPPING_ABOVE_REMOTE);
  const zoneCharges = SHIPPING_ZONES.map((z) => formatRupees(z.charge)).join(' / ');
  const packDays = range(PROCESSING_DAYS.standard);
  const transitDays = SHIPPING_ZONES.map((z) => range(z.transitDays)).join(', ');
  const codPercent = COD_PERCENT;
  const codMin = formatRupees(COD_MIN_PAISE / 100);
  const damageDays = DAMAGE_REPORT_DAYS;
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
      <li className="flex gap-3 p-4">
        <Truck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>
            <Trans>Free shipping on orders above {freeAbove}</Trans>
          </strong>
          <span className="block text-muted">
            <Trans>
              {remoteAbove} for remote areas; below that, {zoneCharges} by zone.
            </Trans>
          </span>
        </p>
      </li>
      <li className="flex gap-3 p-4">
        <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>
            <Trans>Delivery date by PIN code</Trans>
          </strong>
          <span className="block text-muted">
            <Trans>
              Pieces on the shelf are packed in {packDays} business days, made-to-order sizes take their own making
              time, then {transitDays} days in transit (local, other cities, remote areas). Check your PIN code for the
              date.
            </Trans>
          </span>
        </p>
      </li>
      <li className="flex gap-3 p-4">
        <Banknote aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>
            <Trans>Cash on delivery available</Trans>
          </strong>
          <span className="block text-muted">
            <Trans>
              COD charge: {codPercent}% of the order, at least {codMin}. No charge when you pay online.
            </Trans>
          </span>
        </p>
      </li>
      <li className="flex gap-3 p-4">
        <RotateCcw aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-clay" />
        <p className="text-sm text-ink">
          <strong>
            <Trans>Handmade pieces are not returnable</Trans>
          </strong>
          <span className="block text-muted">
            <Trans>
              A piece that arrives damaged or wrong is replaced or refunded in full when reported with photos within{' '}
              {damageDays} days of delivery.{' '}
              <Link to="/cancellation-refund" className="font-semibold text-clay underline underline-offset-2">
                Read the policy
              </Link>
            </Trans>
          </span>
        </p>
      </li>
    </ul>
  );
}
