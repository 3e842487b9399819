import { RISK_TIER_LABELS } from '@kala/contract/cod';
import { PARCEL_PAYMENTS, PARCEL_PAYMENT_LABELS, type CodAnalytics } from '@kala/contract/cod-analytics';
import { countOf, formatPaise } from './analytics-format';
import { CodRow, CodTable } from './cod-table';
import { durationText, percentText, rtoText, weekText } from './cod-format';

/** Each week of the range: share, confirmation, returns, conversion and the shipping lost. */
export function CodWeeksTable({ data }: { data: CodAnalytics }) {
  return (
    <CodTable
      label="Cash on delivery by week"
      caption="Cash on delivery by week; returns as a share of the parcels delivered or returned"
      minWidth={880}
      headings={[
        'Week',
        'Orders',
        'COD share',
        'Confirmed',
        'Median time to confirm',
        'COD returned',
        'Prepaid returned',
        'Converted',
        'Shipping lost',
      ]}
    >
      {data.weeks.map((week) => (
        <CodRow
          key={week.start}
          name={weekText(week.start, week.end)}
          cells={[
            String(week.orders),
            percentText(week.codSharePercent),
            percentText(week.confirmation.ratePercent),
            durationText(week.confirmation.medianSeconds),
            rtoText(week.rtoByPayment.cash_on_delivery),
            rtoText(week.rtoByPayment.prepaid),
            String(week.convertedToPrepaid.orders),
            formatPaise(week.rtoLoss.shippingPaise),
          ]}
        />
      ))}
    </CodTable>
  );
}

/** Returns by effective risk tier (the admin's override wins). */
export function CodTierTable({ data }: { data: CodAnalytics }) {
  return (
    <CodTable
      label="Returns by risk tier"
      caption="Parcels returned by risk tier (the admin's override wins)"
      minWidth={300}
      headings={['Tier', 'Orders', 'Returned']}
    >
      {data.byTier.map((row) => (
        <CodRow key={row.tier} name={RISK_TIER_LABELS[row.tier]} cells={[String(row.orders), rtoText(row.rto)]} />
      ))}
    </CodTable>
  );
}

/** Returns by how the parcel was paid. */
export function CodPaymentTable({ data }: { data: CodAnalytics }) {
  return (
    <CodTable
      label="Returns by payment"
      caption="Parcels returned by how they were paid"
      minWidth={300}
      headings={['Paid by', 'Returned']}
    >
      {PARCEL_PAYMENTS.map((payment) => (
        <CodRow
          key={payment}
          name={PARCEL_PAYMENT_LABELS[payment]}
          cells={[rtoText(data.totals.rtoByPayment[payment])]}
        />
      ))}
    </CodTable>
  );
}

/** Returns by the delivery's state, the most orders first. */
export function CodStateTable({ data }: { data: CodAnalytics }) {
  if (data.byState.length === 0) return <p className="text-sm text-muted">No orders in this range.</p>;
  return (
    <CodTable
      label="Returns by state"
      caption="Orders and parcels returned by the delivery's state, the most orders first"
      minWidth={520}
      headings={['State', 'Orders', 'COD orders', 'All returned', 'COD returned']}
    >
      {data.byState.map((row) => (
        <CodRow
          key={row.state}
          name={row.state}
          cells={[String(row.orders), String(row.codOrders), rtoText(row.rto), rtoText(row.codRto)]}
        />
      ))}
    </CodTable>
  );
}

/** How to read the rates: what counts, and what is not counted yet. */
export function readingNote(data: CodAnalytics): string {
  const { inTransit } = data.totals;
  return (
    "Orders count in the week they were placed, in India's time. A return rate is of the parcels delivered or " +
    `returned; ${countOf(inTransit, 'parcel')} still with the courier ${inTransit === 1 ? 'is' : 'are'} in no rate yet.`
  );
}
