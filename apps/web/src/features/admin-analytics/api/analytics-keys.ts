import type { AnalyticsGranularity } from '@kala/contract/analytics';

/** The range the analytics screen shows. */
export interface AnalyticsParams {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
}

/** The admin lists below the charts. */
export type AdminListName = 'feedback' | 'newsletter' | 'contact-messages';

/** Query keys of this feature: everything under 'admin-analytics', so one invalidation refreshes the whole tab. */
export const analyticsKeys = {
  all: ['admin-analytics'] as const,
  report: (params: AnalyticsParams) => ['admin-analytics', 'report', params] as const,
  list: (name: AdminListName, page: number) => ['admin-analytics', 'list', name, page] as const,
  /** Cash on delivery (issue 25 item 6): always by week, so only the dates key it. */
  cod: (range: { from: string; to: string }) => ['admin-analytics', 'cod', range.from, range.to] as const,
};
