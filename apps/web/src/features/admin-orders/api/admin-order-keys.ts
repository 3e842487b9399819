import type { AdminOrderFilter } from '@kala/contract/admin-orders';

/** Which page of the admin's orders: the status (or work queue) filter is absent for "All Orders". */
export interface AdminOrderListParams {
  page: number;
  limit: number;
  status?: AdminOrderFilter | undefined;
  /** The owner's search (order number, phone, email or name); absent for none. */
  q?: string | undefined;
}

/**
 * Query keys of the admin's order screens. The counts live under ['admin', 'stats'] with the overview's figures
 * (engineer E's prefix), so one invalidation of that prefix refreshes the count cards, the overview's stat cards
 * and its recent orders after a status change.
 */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (params: AdminOrderListParams) =>
    [
      'admin',
      'orders',
      'list',
      { page: params.page, limit: params.limit, status: params.status ?? 'all', q: params.q ?? '' },
    ] as const,
  detail: (orderId: string) => ['admin', 'orders', 'detail', orderId] as const,
  stats: ['admin', 'stats', 'orders'] as const,
  /** Every admin figure: the overview's and the orders tab's counts. */
  allStats: ['admin', 'stats'] as const,
};
