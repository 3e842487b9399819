import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories.ts';
import { auditEntrySchema } from './audit.ts';
import { fromIndiaLocal, SALE_PERCENT_MAX, SALE_PERCENT_MIN, SALE_STATES, type SaleState } from './sale-price.ts';

/** Scheduled sales (issue 27 items 2 and 5): the admin's input, the admin's list and the shoppers' /sale answer. */

export * from './sale-price.ts';

export const SALE_MESSAGES = {
  endBeforeStart: 'The sale must end after it starts',
  nothingCovered: 'Choose at least one category or piece for the sale',
  dateFormat: 'Enter the date and time in India time, as 2026-10-20T18:30',
  percent: `Percent off must be a whole number from ${SALE_PERCENT_MIN} to ${SALE_PERCENT_MAX}`,
  name: 'Give the sale a name of 1 to 80 characters',
  notFound: 'Sale not found',
  alreadyEnded: 'This sale has already ended',
  unknownProducts: 'Some of the chosen pieces do not exist',
} as const;

/** A date and time as India's wall clock shows it (the admin's datetime-local field). */
const indiaLocal = z
  .string({ error: SALE_MESSAGES.dateFormat })
  .refine((value) => !Number.isNaN(fromIndiaLocal(value)), SALE_MESSAGES.dateFormat);

const saleFields = z.object({
  name: z.string({ error: SALE_MESSAGES.name }).trim().min(1, SALE_MESSAGES.name).max(80, SALE_MESSAGES.name),
  percentOff: z
    .number({ error: SALE_MESSAGES.percent })
    .int(SALE_MESSAGES.percent)
    .min(SALE_PERCENT_MIN, SALE_MESSAGES.percent)
    .max(SALE_PERCENT_MAX, SALE_MESSAGES.percent),
  categories: z
    .array(z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }))
    .max(20)
    .default([]),
  productIds: z
    .array(z.uuid({ error: 'A piece id is not valid' }))
    .max(500)
    .default([]),
  /** India time, e.g. '2026-10-20T00:00'. */
  startsAt: indiaLocal,
  endsAt: indiaLocal,
});

/** Create or replace a sale. The end must come after the start; it must cover something. */
export const saleInputSchema = saleFields.superRefine((sale, ctx) => {
  if (fromIndiaLocal(sale.endsAt) <= fromIndiaLocal(sale.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SALE_MESSAGES.endBeforeStart });
  }
  if (sale.categories.length === 0 && sale.productIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['categories'], message: SALE_MESSAGES.nothingCovered });
  }
});
export type SaleInput = z.input<typeof saleInputSchema>;
export type SaleInputParsed = z.output<typeof saleInputSchema>;

export const saleStateSchema = z.enum(SALE_STATES as [SaleState, ...SaleState[]]);

export const saleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  percentOff: z.number().int(),
  categories: z.array(z.string()),
  productIds: z.array(z.string()),
  /** ISO instants (UTC); the admin's form shows them in India time (toIndiaLocal). */
  startsAt: z.string(),
  endsAt: z.string(),
  pausedAt: z.string().nullable(),
  state: saleStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sale = z.infer<typeof saleSchema>;

/** A sale in the admin's list, with what it did: orders with a sale line, their revenue, the discount given. */
export const adminSaleSchema = saleSchema.extend({
  uses: z.number().int(),
  revenue: z.number(),
  discountGiven: z.number(),
});
export type AdminSale = z.infer<typeof adminSaleSchema>;

export const adminSaleDetailSchema = adminSaleSchema.extend({ history: z.array(auditEntrySchema) });
export type AdminSaleDetail = z.infer<typeof adminSaleDetailSchema>;

/** GET /api/sales/current: the sale on now (the first to end when several are), and the next to start. */
export const currentSalesSchema = z.object({
  live: z.array(z.object({ _id: z.string(), name: z.string(), percentOff: z.number(), endsAt: z.string() })),
  next: z.object({ _id: z.string(), name: z.string(), percentOff: z.number(), startsAt: z.string() }).nullable(),
});
export type CurrentSales = z.infer<typeof currentSalesSchema>;
