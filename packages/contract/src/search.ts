import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories.ts';

/** The header search's suggestions as a shopper types (issue 28 item 5, decision 045). */

export const SEARCH_PATHS = { suggest: '/api/search/suggest' } as const;

/** The longest query the suggestions (and the listing's `search`) take. */
export const SEARCH_MAX_LENGTH = 100;
/** Fewer characters than this ask for nothing: one letter matches half the catalogue. */
export const SUGGEST_MIN_LENGTH = 2;
/** Pieces a suggestion list shows at most. */
export const SUGGEST_PRODUCTS = 6;

export const suggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`).default(''),
});
export type SuggestQuery = z.input<typeof suggestQuerySchema>;

export const productSuggestionSchema = z.object({
  _id: z.string(),
  /** In the shopper's language (the Hindi name where the piece has one). */
  name: z.string(),
  thumbnail: z.string().optional(),
  /** The price the piece is shown at, in rupees (its cheapest size in stock, at a live sale's price). */
  price: z.number().nullable(),
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;

export const categorySuggestionSchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  /** In the shopper's language. */
  name: z.string(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

export const suggestionsSchema = z.object({
  products: z.array(productSuggestionSchema),
  categories: z.array(categorySuggestionSchema),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
