import { z } from 'zod';

/**
 * The answer envelope of architecture §4: `{ success: true, data, pagination?, message? }` on success and
 * `{ success: false, message, errors? }` on failure.
 */
export const errorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A successful answer carrying `T` (the web types its fetchers with it). */
export type ApiAnswer<T> = { success: true; data: T; message?: string; pagination?: Pagination };

export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

/** The `page` query field of every paged list: a whole number from 1, 1 by default. */
export const pageField = () =>
  z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page must be at most 100000')
    .default(1);

/** The `limit` query field of a paged list that takes any size from 1 to `max`. */
export const limitField = (defaultLimit: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(defaultLimit);

export function paginate(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    currentPage: page,
    totalPages,
    total,
    limit,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}
