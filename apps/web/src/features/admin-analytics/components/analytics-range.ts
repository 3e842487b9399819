import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_GRANULARITIES,
  isCalendarDate,
  lastDays,
  rangeProblem,
  type AnalyticsGranularity,
} from '@kala/contract/analytics';
import type { AnalyticsParams } from '../api/analytics-keys';

/** The range in the address (?from=&to=&granularity=), or the last 30 days by day when it is missing or unusable. */
export function paramsFrom(search: URLSearchParams): AnalyticsParams {
  const granularity = (ANALYTICS_GRANULARITIES as readonly string[]).includes(search.get('granularity') ?? '')
    ? (search.get('granularity') as AnalyticsGranularity)
    : 'day';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  if (isCalendarDate(from) && isCalendarDate(to) && !rangeProblem(from, to, granularity)) {
    return { from, to, granularity };
  }
  return { ...lastDays(ANALYTICS_DEFAULT_DAYS), granularity };
}
