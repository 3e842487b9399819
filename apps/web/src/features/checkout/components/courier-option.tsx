import clsx from 'clsx';
import { formatRupees } from '@kala/contract/money';
import { deliverySpeedLabel, reliabilityTone, type CourierOption } from '@kala/contract/shipping';
import { plural } from '../../../lib/format';

/** Spec §9 reliability colours, each with words too, so the colour is never the only sign. */
const RELIABILITY = {
  green: { word: 'High reliability', dot: 'bg-green-600', text: 'text-green-800' },
  yellow: { word: 'Fair reliability', dot: 'bg-amber-400', text: 'text-amber-900' },
  red: { word: 'Low reliability', dot: 'bg-red-600', text: 'text-red-800' },
} as const;

/**
 * What one courier offers this parcel: name, transit days with the spec's speed label, price and on-time record.
 * When the order ships free (the server says so in its preview) the freight shows as Free; a COD charge stays.
 */
export function CourierOptionDetails({
  courier,
  cheapest,
  freeShipping,
}: {
  courier: CourierOption;
  cheapest: boolean;
  freeShipping: boolean;
}) {
  const reliability = RELIABILITY[reliabilityTone(courier.delivery_performance)];
  const speed = deliverySpeedLabel(courier.estimated_delivery_days);
  return (
    <span className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{courier.courier_name}</span>
          {cheapest && (
            <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-clay-dark">Cheapest</span>
          )}
        </span>
        <span className="mt-1 block text-sm text-muted">
          {plural(courier.estimated_delivery_days, 'day')} in transit ·{' '}
          <span className="font-semibold text-ink">{speed}</span>
          {courier.courier_type && <span className="capitalize"> · {courier.courier_type}</span>}
        </span>
        <span className={clsx('mt-1 flex items-center gap-1.5 text-sm font-medium', reliability.text)}>
          <span aria-hidden="true" className={clsx('h-2.5 w-2.5 rounded-full', reliability.dot)} />
          {reliability.word} ({Math.round(courier.delivery_performance)}% on time)
        </span>
      </span>
      <span className="sm:text-right">
        {freeShipping ? (
          <span className="block font-semibold text-green-800">
            Free <span className="sr-only">shipping</span>
            <span className="text-sm font-normal text-muted line-through">
              <span className="sr-only">, was </span>
              {formatRupees(courier.freight_charge)}
            </span>
          </span>
        ) : (
          <span className="block font-semibold tabular-nums text-clay-dark">
            {formatRupees(courier.freight_charge)}
          </span>
        )}
        {courier.cod_charges > 0 && (
          <span className="block text-xs text-muted">+ {formatRupees(courier.cod_charges)} COD charge</span>
        )}
      </span>
    </span>
  );
}
