import clsx from 'clsx';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatRupees } from '@kala/contract/money';
import { deliverySpeedLabel, reliabilityTone, type CourierOption } from '@kala/contract/shipping';
import { translateContractMessage } from '../../../lib/i18n';

/** Spec §9 reliability colours, each with words too (reliabilityText), so the colour is never the only sign. */
const RELIABILITY = {
  green: { dot: 'bg-green-600', text: 'text-green-800' },
  yellow: { dot: 'bg-amber-400', text: 'text-amber-900' },
  red: { dot: 'bg-red-600', text: 'text-red-800' },
} as const;

/** 'High reliability (94% on time)', in the page's language. */
function reliabilityText(tone: keyof typeof RELIABILITY, performance: number): string {
  const onTime = Math.round(performance);
  if (tone === 'green') return t`High reliability (${onTime}% on time)`;
  if (tone === 'yellow') return t`Fair reliability (${onTime}% on time)`;
  return t`Low reliability (${onTime}% on time)`;
}

/** '3 days in transit', in the page's language. */
export function transitText(days: number): string {
  return plural(days, { one: '# day in transit', other: '# days in transit' });
}

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
  const tone = reliabilityTone(courier.delivery_performance);
  const reliability = RELIABILITY[tone];
  const speed = translateContractMessage(deliverySpeedLabel(courier.estimated_delivery_days));
  const freightCharge = formatRupees(courier.freight_charge);
  const codCharge = formatRupees(courier.cod_charges);
  return (
    <span className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <span className="min-w-0">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{courier.courier_name}</span>
          {cheapest && (
            <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-clay-dark">
              <Trans>Cheapest</Trans>
            </span>
          )}
        </span>
        <span className="mt-1 block text-sm text-muted">
          {transitText(courier.estimated_delivery_days)} · <span className="font-semibold text-ink">{speed}</span>
          {courier.courier_type && <span className="capitalize"> · {courier.courier_type}</span>}
        </span>
        <span className={clsx('mt-1 flex items-center gap-1.5 text-sm font-medium', reliability.text)}>
          <span aria-hidden="true" className={clsx('h-2.5 w-2.5 rounded-full', reliability.dot)} />
          {reliabilityText(tone, courier.delivery_performance)}
        </span>
      </span>
      <span className="sm:text-right">
        {freeShipping ? (
          <span className="block font-semibold text-green-800">
            <Trans>
              Free <span className="sr-only">shipping</span>
              <span className="text-sm font-normal text-muted line-through">
                <span className="sr-only">, was </span>
                {freightCharge}
              </span>
            </Trans>
          </span>
        ) : (
          <span className="block font-semibold tabular-nums text-clay-dark">
            {formatRupees(courier.freight_charge)}
          </span>
        )}
        {courier.cod_charges > 0 && <span className="block text-xs text-muted">{t`+ ${codCharge} COD charge`}</span>}
      </span>
    </span>
  );
}
