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

export const successOf = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

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
