import type { CodFigures } from '@kala/contract/cod-analytics';
import { countOf, formatPaise } from './analytics-format';
import { durationText, percentText } from './cod-format';

function Card({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-2 break-words font-display text-2xl tabular-nums text-ink">{value}</p>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </li>
  );
}

/** The range's headline COD figures, each with the counts it comes from. */
export function CodCards({ totals }: { totals: CodFigures }) {
  const { confirmation, rtoByPayment, convertedToPrepaid, rtoLoss } = totals;
  const decided = confirmation.needed - confirmation.awaiting;
  const cod = rtoByPayment.cash_on_delivery;
  const prepaid = rtoByPayment.prepaid;
  return (
    <ul aria-label="Cash on delivery for the range" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <Card
        label="COD share"
        value={percentText(totals.codSharePercent)}
        note={`${totals.codOrders} of ${countOf(totals.orders, 'order')} placed as cash on delivery`}
      />
      <Card
        label="Confirmation rate"
        value={percentText(confirmation.ratePercent)}
        note={
          decided === 0
            ? 'No COD order had to be confirmed and was decided'
            : `${confirmation.confirmed} of ${decided} confirmed; ${confirmation.awaiting} still awaiting`
        }
      />
      <Card
        label="Time to confirm"
        value={durationText(confirmation.medianSeconds)}
        note={
          confirmation.p90Seconds === null
            ? 'No confirmations in this range'
            : `Median; 9 in 10 within ${durationText(confirmation.p90Seconds)}`
        }
      />
      <Card
        label="COD parcels returned (RTO)"
        value={percentText(cod.ratePercent)}
        note={`${cod.returned} of ${cod.settled} delivered or returned; paid online: ${percentText(prepaid.ratePercent)}`}
      />
      <Card
        label="Converted to prepaid"
        value={countOf(convertedToPrepaid.orders, 'order')}
        note={`${formatPaise(convertedToPrepaid.valuePaise)} paid online; ${formatPaise(convertedToPrepaid.discountPaise)} discount given`}
      />
      <Card
        label="Shipping lost to RTO"
        value={formatPaise(rtoLoss.shippingPaise)}
        note={
          `${countOf(rtoLoss.orders, 'parcel')} back, shipping paid both ways` +
          (rtoLoss.estimatedOrders > 0 ? `; ${rtoLoss.estimatedOrders} shipped free, at the zone's rate` : '')
        }
      />
    </ul>
  );
}
