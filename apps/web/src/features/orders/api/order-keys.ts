import type { OrderStatus } from '@kala/contract/orders';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** Which page of the history: the status filter is absent for "all". */
export interface OrderListParams {
  page: number;
  limit: number;
  status?: OrderStatus | undefined;
}

/**
 * Query keys of the orders, per signed-in user, so one account never sees another's after a switch. Invalidating
 * `lists(userId)` refreshes every page and filter of the history (and the dashboard, which reads its first page).
 */
export const orderKeys = {
  all: (userId: string | undefined) => ['orders', userId ?? 'guest'] as const,
  lists: (userId: string | undefined) => ['orders', userId ?? 'guest', 'list'] as const,
  list: (userId: string | undefined, params: OrderListParams) =>
    [
      'orders',
      userId ?? 'guest',
      'list',
      { page: params.page, limit: params.limit, status: params.status ?? 'all' },
    ] as const,
  detail: (userId: string | undefined, orderId: string) => ['orders', userId ?? 'guest', 'detail', orderId] as const,
};

/**
 * The server's message when it refused the request (4xx, spec §8: server message preferred); a 5xx, an answer
 * without a message or a lost connection get the spec's fallback for the call.
 */
export const orderErrorText = errorMessage;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
