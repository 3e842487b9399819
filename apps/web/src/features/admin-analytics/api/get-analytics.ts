import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '@kala/contract/analytics';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys, type AnalyticsParams } from './analytics-keys';
import type { ApiAnswer } from '@kala/contract/envelope';

/** GET /api/admin/analytics (admin only): the figures of one range, money in paise. */
export const getAnalytics = (params: AnalyticsParams, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<Analytics>>('/api/admin/analytics', {
    query: { from: params.from, to: params.to, granularity: params.granularity },
    signal,
  }).then((answer) => answer.data);

export const analyticsQueryOptions = (params: AnalyticsParams) =>
  queryOptions({
    queryKey: analyticsKeys.report(params),
    queryFn: ({ signal }) => getAnalytics(params, signal),
    // Orders keep arriving; a minute-old figure is fine while the admin flips between ranges.
    staleTime: 60_000,
  });

/** The figures of a range; the previous range stays on screen (dimmed) while the next one loads. */
export function useAnalytics(params: AnalyticsParams) {
  return useQuery({ ...analyticsQueryOptions(params), placeholderData: keepPreviousData });
}

/** What the screen says when the figures could not be loaded (no spec wording exists for this new screen). */
export const ANALYTICS_LOAD_FAILED = 'Failed to load analytics';
