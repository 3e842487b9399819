import { eq, sql } from 'drizzle-orm';
import { STORE_TIME_ZONE } from '@kala/contract/analytics';
import { DEFAULT_COD_POLICY, codPolicySchema } from '@kala/contract/cod';
import { ORDER_STATUSES } from '@kala/contract/orders';
import type { Db } from '../../db/client.ts';
import { codPolicySettings, orders, shipments } from '../../db/schema/index.ts';
import type { DayRange } from './analytics.repository.ts';
import { forwardShippingPaise } from './rto-shipping.ts';

/** One group of the COD figures as the database answers it (counts as int8: a string or a number by driver). */
export interface CodGroupRow {
  /** Which grouping the row is: see GROUP below. */
  grouping_set: number | string;
  week: string | null;
  tier: 'low' | 'medium' | 'high' | null;
  state: string | null;
  orders: unknown;
  cod_orders: unknown;
  needed: unknown;
  confirmed: unknown;
  awaiting: unknown;
  median_seconds: unknown;
  p90_seconds: unknown;
  via_link: unknown;
  via_order_page: unknown;
  via_phone: unknown;
  via_payment: unknown;
  settled_cod: unknown;
  returned_cod: unknown;
  settled_converted: unknown;
  returned_converted: unknown;
  settled_prepaid: unknown;
  returned_prepaid: unknown;
  in_transit: unknown;
  converted: unknown;
  converted_value: unknown;
  prepaid_discount: unknown;
  rto_orders: unknown;
  rto_loss: unknown;
  rto_estimated: unknown;
}

/** `grouping(week, tier, state)`: a bit is set for each column the row is NOT grouped by (week 4, tier 2, state 1). */
export const GROUP = { week: 0b011, total: 0b111, tier: 0b101, state: 0b110 } as const;

/**
 * The COD figures (issue 25 item 6) in one statement: one pass over the orders placed in the range, grouped four ways
 * at once (grouping sets: by week, the whole range, by effective risk tier, by state). The range is read through the
 * index on (status, created_at): `status in (every status)` changes no answer but gives the planner the index's first
 * column, so a large orders table is read for the range only.
 */
export function createCodAnalyticsRepository(db: Db) {
  return {
    async figures(range: DayRange): Promise<CodGroupRow[]> {
      const statuses = sql.join(
        ORDER_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      );
      // A refunded delivered order reads 'cancelled' with no RTO: its shipment says it was delivered.
      const shipmentDelivered = sql`exists (
        select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and ${shipments.status} = 'delivered')`;
      const result = await db.execute(sql`
        with facts as (
          select
            to_char(date_trunc('week', ${orders.createdAt} at time zone ${STORE_TIME_ZONE}), 'YYYY-MM-DD') as week,
            coalesce(${orders.riskOverride}, ${orders.riskTier}) as tier,
            coalesce(${orders.placeOfSupplyName}, nullif(btrim(${orders.shippingAddress} ->> 'state'), ''), 'Unknown')
              as state,
            case when ${orders.convertedToPrepaidAt} is not null then 'converted_to_prepaid'
                 when ${orders.paymentMethod} = 'cash_on_delivery' then 'cash_on_delivery'
                 else 'prepaid' end as payment,
            (${orders.paymentMethod} = 'cash_on_delivery' or ${orders.convertedToPrepaidAt} is not null) as cod,
            ${orders.confirmDueAt} is not null as needs_confirmation,
            ${orders.confirmedAt} is not null as confirmed,
            ${orders.confirmedVia} as via,
            ${orders.status} as status,
            extract(epoch from (${orders.confirmedAt} - ${orders.createdAt})) as confirm_seconds,
            ${orders.rtoAt} is not null as returned,
            (${orders.rtoAt} is null and (${orders.status} = 'delivered'
              or (${orders.status} = 'cancelled' and ${shipmentDelivered}))) as delivered,
            ${orders.totalPaise} as total,
            ${orders.prepaidDiscountPaise} as prepaid_discount,
            case when ${orders.rtoAt} is null then 0 else 2 * ${forwardShippingPaise()} end as rto_loss,
            (${orders.rtoAt} is not null and ${orders.shippingPaise} = 0) as rto_estimated
          from ${orders}
          where ${orders.status} in (${statuses})
            and ${orders.createdAt} >= (${range.from}::date)::timestamp at time zone ${STORE_TIME_ZONE}
            and ${orders.createdAt} < (${range.to}::date + 1)::timestamp at time zone ${STORE_TIME_ZONE}
            -- Placed: every COD order, and an online one whose payment went through (an unpaid one never was).
            and (${orders.paymentMethod} = 'cash_on_delivery' or ${orders.convertedToPrepaidAt} is not null
              or ${orders.paymentStatus} in ('completed', 'refunded'))
        )
        select
          grouping(week, tier, state) as grouping_set, week, tier, state,
          count(*) as orders,
          count(*) filter (where cod) as cod_orders,
          count(*) filter (where cod and needs_confirmation) as needed,
          count(*) filter (where cod and needs_confirmation and confirmed) as confirmed,
          count(*) filter (where cod and needs_confirmation and not confirmed and status = 'pending') as awaiting,
          round(percentile_cont(0.5) within group (order by confirm_seconds)
            filter (where cod and needs_confirmation and confirmed))::int8 as median_seconds,
          round(percentile_cont(0.9) within group (order by confirm_seconds)
            filter (where cod and needs_confirmation and confirmed))::int8 as p90_seconds,
          count(*) filter (where cod and needs_confirmation and confirmed and via = 'link') as via_link,
          count(*) filter (where cod and needs_confirmation and confirmed and via = 'order_page') as via_order_page,
          count(*) filter (where cod and needs_confirmation and confirmed and via = 'phone') as via_phone,
          count(*) filter (where cod and needs_confirmation and confirmed and via = 'payment') as via_payment,
          count(*) filter (where payment = 'cash_on_delivery' and (delivered or returned)) as settled_cod,
          count(*) filter (where payment = 'cash_on_delivery' and returned) as returned_cod,
          count(*) filter (where payment = 'converted_to_prepaid' and (delivered or returned)) as settled_converted,
          count(*) filter (where payment = 'converted_to_prepaid' and returned) as returned_converted,
          count(*) filter (where payment = 'prepaid' and (delivered or returned)) as settled_prepaid,
          count(*) filter (where payment = 'prepaid' and returned) as returned_prepaid,
          count(*) filter (where status = 'shipped' and not returned) as in_transit,
          count(*) filter (where payment = 'converted_to_prepaid') as converted,
          coalesce(sum(total) filter (where payment = 'converted_to_prepaid'), 0)::int8 as converted_value,
          coalesce(sum(prepaid_discount) filter (where payment = 'converted_to_prepaid'), 0)::int8 as prepaid_discount,
          count(*) filter (where returned) as rto_orders,
          coalesce(sum(rto_loss), 0)::int8 as rto_loss,
          count(*) filter (where rto_estimated) as rto_estimated
        from facts
        group by grouping sets ((week), (), (tier), (state))`);
      // Both drivers answer `{ rows }`; the generic Db type does not say so.
      return (result as unknown as { rows: CodGroupRow[] }).rows;
    },

    /**
     * The seller's tier thresholds now (modules/cod keeps the policy; until it is saved, the contract's defaults).
     * A row this build cannot read falls back to the defaults: the analytics must answer whatever the settings hold.
     */
    async thresholds(): Promise<{ mediumFromScore: number; highFromScore: number }> {
      const [row] = await db
        .select({ policy: codPolicySettings.policy })
        .from(codPolicySettings)
        .where(eq(codPolicySettings.id, 1));
      const parsed = row ? codPolicySchema.safeParse(row.policy) : undefined;
      const policy = parsed?.success ? parsed.data : DEFAULT_COD_POLICY;
      return { mediumFromScore: policy.mediumFromScore, highFromScore: policy.highFromScore };
    },
  };
}

export type CodAnalyticsRepository = ReturnType<typeof createCodAnalyticsRepository>;
