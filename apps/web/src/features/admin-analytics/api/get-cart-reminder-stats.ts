import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { CartReminderStats } from '@kala/contract/marketing';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/admin/analytics/cart-reminders (admin only): reminders sent in a range and the orders after them. */
export const getCartReminderStats = (range: { from: string; to: string }, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<CartReminderStats>>('/api/admin/analytics/cart-reminders', {
    query: { from: range.from, to: range.to },
    signal,
  }).then((answer) => answer.data);

/** Keyed under 'admin-analytics' with the rest of the tab, so one invalidation refreshes it too. */
export function useCartReminderStats(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin-analytics', 'cart-reminders', range.from, range.to] as const,
    queryFn: ({ signal }) => getCartReminderStats(range, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export const REMINDERS_LOAD_FAILED = 'Failed to load the cart reminder figures';
