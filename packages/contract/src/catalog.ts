import { z } from 'zod';
import { CATEGORY_SLUGS, findCategory } from './categories.ts';
import { paginationSchema } from './envelope.ts';

/** Catalogue schemas (spec §3 Product and Size, §7 Products, §9 listing constants). */

export { FEATURED_COUNT, LISTING_MAX_PAGE_SIZE, LISTING_PAGE_SIZE, RELATED_COUNT } from './catalog-constants.ts';
import { LISTING_MAX_PAGE_SIZE, LISTING_PAGE_SIZE } from './catalog-constants.ts';

/** Public sort names and the raw forms of spec §9, each mapped to one ordering. */
export const SORTS = {
  featured: '-createdAt',
  newest: '-createdAt',
  'price-low': 'discountedPrice',
  'price-high': '-discountedPrice',
  rating: '-ratings',
  '-createdAt': '-createdAt',
  discountedPrice: 'discountedPrice',
  '-discountedPrice': '-discountedPrice',
  '-ratings': '-ratings',
} as const;
export type SortName = keyof typeof SORTS;
export type Ordering = (typeof SORTS)[SortName];
export const SORT_NAMES = Object.keys(SORTS) as [SortName, ...SortName[]];

export const PRICE_FILTERS = ['below1000', '1000-5000', 'above5000'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

const positiveInt = (name: string, max?: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max ?? Number.MAX_SAFE_INTEGER, `${name} must be at most ${max}`);

export const productListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value || value.toLowerCase() === 'all') return undefined;
      const category = findCategory(value);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: `Unknown category '${value.slice(0, 60)}'` });
        return z.NEVER;
      }
      return category.slug;
    }),
  price: z.enum(PRICE_FILTERS, { error: `price must be one of ${PRICE_FILTERS.join(', ')}` }).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  sort: z.enum(SORT_NAMES, { error: `sort must be one of ${SORT_NAMES.join(', ')}` }).default('featured'),
  page: positiveInt('page').default(1),
  limit: positiveInt('limit', LISTING_MAX_PAGE_SIZE).default(LISTING_PAGE_SIZE),
});
/** What a client may send to the listing (the schema coerces page and limit from query text). */
export interface ProductListQuery {
  category?: string | undefined;
  price?: PriceFilter | undefined;
  search?: string | undefined;
  sort?: SortName | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}
export type ProductListFilters = z.output<typeof productListQuerySchema>;

export const sizeSchema = z.object({
  _id: z.string(),
  size: z.string(),
  originalPrice: z.number(),
  discountedPrice: z.number(),
  isAvailable: z.boolean(),
  estimatedDelivery: z.string(),
  /**
   * Pieces left of a counted size on sale, present only when few remain (1 to FEW_LEFT, @kala/contract/stock): the
   * page says 'Only 2 left'. Absent: more than that, or made to order (no count), or out of stock (isAvailable).
   */
  piecesLeft: z.number().int().optional(),
  /**
   * The price during the live sale that covers the piece (issue 27, decision 041): `discountedPrice` less the sale's
   * percent (@kala/contract/sale-price#salePricePaise). Absent when no sale is live for it.
   */
  salePrice: z.number().optional(),
});
export type Size = z.infer<typeof sizeSchema>;

export const reviewSchema = z.object({
  username: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** The stars given, 1-5 (issue 26: every review has them; optional for older fixtures). */
  rating: z.number().int().min(1).max(5).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const creatorSchema = z.object({ _id: z.string(), name: z.string() });

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  subtitles: z.string(),
  description: z.string(),
  productDescription: z.string(),
  thumbnail: z.string(),
  sliderImages: z.array(z.string()),
  category: z.enum(CATEGORY_SLUGS),
  tags: z.array(z.string()),
  /** The average rating of the visible reviews (issue 26; 0 with none); stars are shown by floor. */
  ratings: z.number().min(0).max(5),
  /** The newest visible reviews (at most 10); the full list is paged at REVIEW_PATHS.productReviews. */
  reviews: z.array(reviewSchema),
  /** How many visible reviews `ratings` averages (always sent by the server; optional for older fixtures). */
  reviewCount: z.number().int().optional(),
  isActive: z.boolean(),
  /** null means the default studio made it. */
  createdBy: creatorSchema.nullable(),
  createdAt: z.string(),
  sizes: z.array(sizeSchema),
  /** The piece's own HSN code and GST rate (issue 24); null: its category's (GET /api/settings/prices). */
  hsnCode: z.string().nullable(),
  gstRate: z.number().nullable(),
  /** The live sale that prices its sizes (their `salePrice`); absent when none is (issue 27). */
  sale: z.object({ _id: z.string(), name: z.string(), percentOff: z.number(), endsAt: z.string() }).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  success: z.literal(true),
  data: z.array(productSchema),
  pagination: paginationSchema,
  total: z.number().int(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const categoryInfoSchema = z.object({
  slug: z.enum(CATEGORY_SLUGS),
  displayName: z.string(),
  listingName: z.string(),
});

export const categoryStatSchema = z.object({
  category: z.enum(CATEGORY_SLUGS),
  displayName: z.string(),
  count: z.number().int(),
});

export { DEFAULT_STUDIO_NAME } from './studio.ts';
