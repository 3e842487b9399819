import { paginate } from '@kala/contract/envelope';
import type { OrderStatus, SavedAddress } from '@kala/contract/orders';
import { isUuid } from '../../lib/ids.ts';
import type { Actor, OrderContext } from './order-context.ts';
import type { OrderRow } from './orders.repository.ts';

/** Addresses offered at checkout: the last few used, the latest first. */
const SAVED_ADDRESSES = 5;

/** The shopper's reads of their orders (spec §7 Orders), and the order lookups the payments module needs. */
export function orderReads(ctx: OrderContext) {
  const { repository, db } = ctx;
  return {
    async list(user: Actor, query: { page: number; limit: number; status?: OrderStatus | undefined }) {
      const { rows, total } = await repository.listOrders({
        userId: user.id,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        orders: await ctx.viewsOf(db, rows),
        pagination: { ...paginate(total, query.page, query.limit), totalOrders: total },
      };
    },

    /** A shopper's own order; anyone else's is "not found" (never 403: it does not exist for them). */
    get: (user: Actor, orderId: string) => ctx.viewById(orderId, user.id),

    /** Spec §7 order count: a shopper's own, or all orders for an admin. */
    async count(user: Actor) {
      const scope = user.role === 'admin' ? ('all' as const) : ('user' as const);
      return { totalOrders: await repository.countOrders(scope === 'all' ? null : user.id), scope };
    },

    async savedAddresses(user: Actor): Promise<SavedAddress[]> {
      const rows = await repository.savedAddresses(user.id, SAVED_ADDRESSES);
      return rows.map((row) => ({
        ...row.address,
        lastUsedAt: new Date(row.lastUsedAt ?? 0).toISOString(),
      })) as SavedAddress[];
    },

    /** The order row and its view, for the payments module (no owner check: the caller has done it). */
    async find(orderId: string, userId: string | null) {
      const row = isUuid(orderId) ? await repository.findOrder(db, orderId, userId) : undefined;
      return row && { row, view: await ctx.viewOf(db, row) };
    },

    viewOf: (row: OrderRow) => ctx.viewOf(db, row),
  };
}
