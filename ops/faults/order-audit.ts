import pg from 'pg';
import type { OrderAttempt, Shop } from './order-load.ts';

/**
 * What the database holds after a fault, against what the shoppers were told (issue 12 item 2): every order answered
 * 2xx exists, no order is half written (an order without its items, or stock taken without an order), and no key
 * made two orders.
 */
export interface OrderAudit {
  /** Orders of the run's shoppers in the database. */
  orders: number;
  /** Orders answered 2xx (first tries and settled retries), by distinct order id. */
  answeredOrders: number;
  /** Orders answered 2xx that the database does not hold. Must be 0. */
  lost: number;
  /** Orders in the database that no 2xx answer named (placed, but the shopper never heard). Must be 0 once settled. */
  unanswered: number;
  /** Orders without a single item. Must be 0. */
  withoutItems: number;
  /** Pieces taken from the size's stock count. */
  stockTaken: number;
  /** Pieces in the items of the orders that took stock. Must equal stockTaken. */
  piecesOrdered: number;
  /** Idempotency keys naming more than one order. Must be 0 (a unique index, checked anyway). */
  keysWithTwoOrders: number;
}

export async function auditOrders(databaseUrl: string, shop: Shop, answered: readonly OrderAttempt[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = shop.shoppers.map((shopper) => shopper.id);
    const orderIds = (
      await client.query<{ id: string }>('select id from orders where user_id = any($1::uuid[])', [users])
    ).rows.map((row) => row.id);
    const held = new Set(orderIds);
    const named = new Set(
      answered
        .filter((attempt) => attempt.status >= 200 && attempt.status < 300 && attempt.orderId)
        .map((attempt) => attempt.orderId!),
    );
    const withoutItems = await client.query<{ n: number }>(
      `select count(*)::int as n from orders o
        where o.user_id = any($1::uuid[]) and not exists (select 1 from order_items i where i.order_id = o.id)`,
      [users],
    );
    const stock = await client.query<{ stock: number }>('select stock from product_sizes where id = $1', [shop.sizeId]);
    const pieces = await client.query<{ n: number }>(
      `select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
        where i.size_id = $1 and i.stock_taken and o.status <> 'cancelled'`,
      [shop.sizeId],
    );
    const twice = await client.query<{ n: number }>(
      `select count(*)::int as n from (
         select user_id, scope, key from idempotency_keys where user_id = any($1::uuid[])
          group by user_id, scope, key having count(distinct order_id) > 1) twice`,
      [users],
    );
    const audit: OrderAudit = {
      orders: orderIds.length,
      answeredOrders: named.size,
      lost: [...named].filter((id) => !held.has(id)).length,
      unanswered: orderIds.filter((id) => !named.has(id)).length,
      withoutItems: withoutItems.rows[0]!.n,
      stockTaken: shop.initialStock - (stock.rows[0]?.stock ?? shop.initialStock),
      piecesOrdered: pieces.rows[0]!.n,
      keysWithTwoOrders: twice.rows[0]!.n,
    };
    return audit;
  } finally {
    await client.end();
  }
}

/** The audit's rules, as sentences for whatever broke them (empty when the database is whole). */
export function auditProblems(audit: OrderAudit): string[] {
  const problems: string[] = [];
  if (audit.lost > 0) problems.push(`${audit.lost} orders answered 2xx are missing from the database`);
  if (audit.unanswered > 0) problems.push(`${audit.unanswered} orders exist that no answer (or retry) named`);
  if (audit.withoutItems > 0) problems.push(`${audit.withoutItems} orders have no items`);
  if (audit.stockTaken !== audit.piecesOrdered) {
    problems.push(`stock taken (${audit.stockTaken}) differs from pieces ordered (${audit.piecesOrdered})`);
  }
  if (audit.keysWithTwoOrders > 0) problems.push(`${audit.keysWithTwoOrders} idempotency keys made two orders`);
  return problems;
}
