import { z } from 'zod';
import { limitField, pageField, paginationSchema } from './envelope.ts';

/**
 * Admin analytics and the admin's lists of feedback, newsletter subscribers and contact messages (issue 11 item 6;
 * decision 015). Money here is integer paise (fields end in `Paise`); the screen turns it into rupees once.
 */

/** The store's own calendar: a day, a week and a month are counted in India's time, whatever the server's zone. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

export const ANALYTICS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];

export const GRANULARITY_LABELS: Record<AnalyticsGranularity, string> = { day: 'Day', week: 'Week', month: 'Month' };

/**
 * The longest range each granularity may cover, in days: enough for a year and a bit by day (a chart of more than
 * ~400 bars says nothing), about three years by week and ten by month. It also bounds the work of one request.
 */
export const ANALYTICS_MAX_DAYS: Record<AnalyticsGranularity, number> = { day: 400, week: 1100, month: 3700 };

/** The range shown when the admin has not chosen one: the last 30 days, by day. */
export const ANALYTICS_DEFAULT_DAYS = 30;

/** Dates outside these are typing mistakes, not shop history. */
const EARLIEST_DATE = '2000-01-01';
const LATEST_DATE = '2100-12-31';

export const ANALYTICS_MESSAGES = {
  date: (field: 'from' | 'to') => `'${field}' must be a date written YYYY-MM-DD`,
  dateBounds: `Dates must be between ${EARLIEST_DATE} and ${LATEST_DATE}`,
  granularity: `granularity must be one of ${ANALYTICS_GRANULARITIES.join(', ')}`,
  order: 'The start date must be on or before the end date',
  tooLong: (granularity: AnalyticsGranularity) =>
    `A range shown by ${granularity} can cover at most ${ANALYTICS_MAX_DAYS[granularity]} days` +
    (granularity === 'month' ? '' : `; choose ${granularity === 'day' ? 'Week or Month' : 'Month'} for longer ranges`),
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date (2025-02-30 is not) written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const dateParam = (field: 'from' | 'to') =>
  z
    .string({ error: ANALYTICS_MESSAGES.date(field) })
    .superRefine((text, ctx) => {
      // One message per field: a bad shape says so, and only a real date is checked against the bounds.
      if (!isCalendarDate(text)) ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.date(field) });
      else if (text < EARLIEST_DATE || text > LATEST_DATE) {
        ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.dateBounds });
      }
    })
    .optional();

/** GET /api/admin/analytics: each date optional (the default range fills it), checked together by `rangeProblem`. */
export const analyticsQuerySchema = z.object({
  from: dateParam('from'),
  to: dateParam('to'),
  granularity: z.enum(ANALYTICS_GRANULARITIES, { error: ANALYTICS_MESSAGES.granularity }).default('day'),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** Today's date in the store's calendar, YYYY-MM-DD. */
export function storeToday(now: number | Date = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A YYYY-MM-DD date moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (the same day is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What is wrong with a range as a whole, or null: the screen checks before asking, the server checks again. */
export function rangeProblem(from: string, to: string, granularity: AnalyticsGranularity): string | null {
  if (from > to) return ANALYTICS_MESSAGES.order;
  if (daysInRange(from, to) > ANALYTICS_MAX_DAYS[granularity]) return ANALYTICS_MESSAGES.tooLong(granularity);
  return null;
}

/** The default range ending today: the last `days` days, today included. */
export function lastDays(days: number, now: number | Date = Date.now()): { from: string; to: string } {
  const to = storeToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** One bar of the chart: a day, a week (Monday first) or a month, cut to the range at either end. */
export const analyticsBucketSchema = z.object({
  /** The first day of the bucket inside the range, YYYY-MM-DD. */
  start: z.string(),
  /** The last day of the bucket inside the range, YYYY-MM-DD. */
  end: z.string(),
  revenuePaise: z.number().int(),
  orders: z.number().int(),
});
export type AnalyticsBucket = z.infer<typeof analyticsBucketSchema>;

export const rankedProductSchema = z.object({
  /** Null when the product has since been deleted; the name is the one copied into its orders. */
  productId: z.string().nullable(),
  name: z.string(),
  units: z.number().int(),
  revenuePaise: z.number().int(),
});
export type RankedProduct = z.infer<typeof rankedProductSchema>;

export const rankedCategorySchema = z.object({
  /** The category slug, or null for pieces whose product was deleted. */
  category: z.string().nullable(),
  /** The category's display name, or 'Unknown'. */
  label: z.string(),
  units: z.number().int(),
  revenuePaise: z.number().int(),
});
export type RankedCategory = z.infer<typeof rankedCategorySchema>;

export const UNKNOWN_CATEGORY_LABEL = 'Unknown';
export const NO_REASON_LABEL = 'No reason given';

export const analyticsSchema = z.object({
  range: z.object({
    from: z.string(),
    to: z.string(),
    granularity: z.enum(ANALYTICS_GRANULARITIES),
    timeZone: z.string(),
  }),
  totals: z.object({
    /** Sum of the totals (GST, shipping and COD charges included) of the orders that count as revenue. */
    revenuePaise: z.number().int(),
    /** Orders that count as revenue. */
    orders: z.number().int(),
    /** revenuePaise / orders, rounded to the paisa; 0 without orders. */
    averageOrderValuePaise: z.number().int(),
    /** Orders placed in the range that are now cancelled. */
    cancelledOrders: z.number().int(),
  }),
  series: z.array(analyticsBucketSchema),
  conversion: z.object({
    /** Distinct shoppers who added something to the cart in the range. */
    cartShoppers: z.number().int(),
    /** Of those, the ones who also placed an order that counts as revenue in the range. */
    orderingShoppers: z.number().int(),
    /** orderingShoppers / cartShoppers as a percent with one decimal; null when nobody added to the cart. */
    ratePercent: z.number().nullable(),
  }),
  cancellations: z.object({
    total: z.number().int(),
    /** The most common reasons, most first; a missing reason reads 'No reason given'. */
    reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  }),
  /** Top products by revenue of their lines (goods only, before GST and shipping), and by units sold. */
  topProducts: z.object({ byRevenue: z.array(rankedProductSchema), byUnits: z.array(rankedProductSchema) }),
  topCategories: z.array(rankedCategorySchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** How many products, categories and cancellation reasons the answer ranks. */
export const ANALYTICS_TOP_LIMIT = 10;

// ---- The admin's lists: feedback, newsletter subscribers, contact messages ------------------------------------

export const ADMIN_LIST_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;

export const adminListQuerySchema = z.object({
  page: pageField(),
  limit: limitField(ADMIN_LIST_LIMIT, ADMIN_LIST_MAX_LIMIT),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });

/** Spec §3 Feedback, as the admin reads it. */
export const feedbackEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  starsRating: z.number().int(),
  satisfaction: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;
export const feedbackListSchema = listOf(feedbackEntrySchema);
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** A confirmed newsletter subscriber (decision 022: only confirmed addresses are listed, counted and exported). */
export const subscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  source: z.string(),
  /** When the owner confirmed the address: the day it joined the list. */
  confirmedAt: z.string(),
  /** When the address was first given in a newsletter box. */
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
/** The confirmed subscribers, and how many addresses still wait for their owner to confirm (not subscribers yet). */
export const subscriberListSchema = listOf(subscriberSchema).extend({ awaitingConfirmation: z.number().int() });
export type SubscriberList = z.infer<typeof subscriberListSchema>;

export const contactEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;
export const contactListSchema = listOf(contactEntrySchema);
export type ContactList = z.infer<typeof contactListSchema>;

/** The newsletter export's columns, in order: confirmed addresses only; 'Subscribed at' is when they confirmed. */
export const SUBSCRIBER_CSV_HEADER = ['Email', 'Source', 'Status', 'Subscribed at'] as const;
