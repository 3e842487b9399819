import { sql, type SQL } from 'drizzle-orm';
import { SHIPPING_ZONES } from '@kala/contract/shipping-policy';
import { orders } from '../../db/schema/index.ts';
import { LOCAL_COURIERS, firstKiloFreightPaise } from '../../providers/shipping/local-zone-rates.ts';

/**
 * What the seller paid the courier to take an order out, in paise (decision 015 addendum, "Money lost to RTO").
 *
 * - The order's `shipping_paise` when the shopper paid for shipping: it is the chosen courier's freight as quoted at
 *   order time (pricing.ts passes the quote through unchanged), weight included.
 * - With free shipping the order kept no quote (it charged 0), so the rate is the zone's policy charge
 *   (shipping-policy.ts) times the chosen plan's factor of the local rates (local-zone-rates.ts), for the first
 *   kilogram: a floor, as a heavier parcel costs more. A courier outside those plans (a Shiprocket courier id) takes
 *   the plain policy charge.
 *
 * The courier's COD collection fee is left out: it is charged on cash collected, and a returned parcel collected
 * none (couriers differ on charging it anyway, so the figure is the part every courier bills).
 */
export function forwardShippingPaise(): SQL {
  const planRates = SHIPPING_ZONES.flatMap((zone) =>
    LOCAL_COURIERS.map(
      (plan) =>
        sql`when ${orders.shippingZone} = ${zone.id} and ${orders.courierId} = ${plan.id} then ${firstKiloFreightPaise(zone, plan)}::int8`,
    ),
  );
  const zoneRates = SHIPPING_ZONES.map(
    (zone) =>
      sql`when ${orders.shippingZone} = ${zone.id} then ${firstKiloFreightPaise(zone, { priceFactor: 1 })}::int8`,
  );
  return sql`(case when ${orders.shippingPaise} > 0 then ${orders.shippingPaise}::int8
    ${sql.join([...planRates, ...zoneRates], sql` `)}
    else 0::int8 end)`;
}
