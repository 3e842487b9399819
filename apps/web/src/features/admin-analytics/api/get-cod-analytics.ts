import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CodAnalytics } from '@kala/contract/cod-analytics';
import type { ApiAnswer } from '@kala/contract/envelope';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** The dates of the cash-on-delivery figures (always grouped by week). */
export interface CodRange {
  from: string;
  to: string;
}

/** GET /api/admin/analytics/cod (admin only): cash on delivery over a range, by week; money in paise. */
export const getCodAnalytics = (range: CodRange, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<CodAnalytics>>('/api/admin/analytics/cod', {
    query: { from: range.from, to: range.to },
    signal,
  }).then((answer) => answer.data);

export const codAnalyticsQueryOptions = (range: CodRange) =>
  queryOptions({
    queryKey: analyticsKeys.cod(range),
    queryFn: ({ signal }) => getCodAnalytics(range, signal),
    // As the sales figures: a minute-old figure is fine while the admin flips between ranges.
    staleTime: 60_000,
  });

/** The figures of a range; the previous range stays on screen (dimmed) while the next one loads. */
export function useCodAnalytics(range: CodRange, enabled = true) {
  return useQuery({ ...codAnalyticsQueryOptions(range), placeholderData: keepPreviousData, enabled });
}

export const COD_LOAD_FAILED = 'Failed to load the cash-on-delivery figures';
