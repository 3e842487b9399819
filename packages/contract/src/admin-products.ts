import { z } from 'zod';
import { auditEntrySchema } from './audit.ts';
import { productSchema, sizeSchema } from './catalog.ts';
import { CATEGORY_SLUGS, findCategory, type CategorySlug } from './categories.ts';
import { paginationSchema } from './envelope.ts';
import { GST_MESSAGES, GST_RATES } from './gst.ts';
import { DEFAULT_DELIVERY_TIME, DELIVERY_TIMES, SIZE_LABELS } from './sizes.ts';

/**
 * The admin's product form and product writes (spec §2 Products and Product create/edit form, §5 Product form rules,
 * §7 Products, §9 admin constants). One schema serves the server's validation and the web form's resolver, so both
 * refuse the same input with the same words. Prices travel in rupees (as the catalogue's answers do); the server
 * stores paise.
 */

export const ADMIN_PRODUCT_PAGE_SIZES = [10, 25, 50, 100, 500, 1000] as const;
export const ADMIN_PRODUCT_DEFAULT_PAGE_SIZE = 10;

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_SUBTITLE_MAX = 160;
export const PRODUCT_SHORT_DESCRIPTION_MAX = 2000;
/** The rich description before cleaning; Quill's HTML for a long page of text is far below this. */
export const PRODUCT_RICH_DESCRIPTION_MAX = 50_000;
export const PRODUCT_MAX_GALLERY_IMAGES = 12;
export const PRODUCT_MAX_TAGS = 20;
export const PRODUCT_TAG_MAX = 40;
/** ₹10,00,000: well above any piece the shop sells, and its paise fit a 32-bit integer column. */
export const PRODUCT_MAX_PRICE = 1_000_000;
export const PRODUCT_MAX_STOCK = 100_000;
export const IMAGE_URL_MAX = 500;

/**
 * The product form's fields as the admin sees them labelled: the form, its audit trail and every message about a
 * field (the form's and the API's alike) name a field by these words, never by its key ('isActive').
 */
export const PRODUCT_FIELD_LABELS = {
  name: 'Name',
  subtitles: 'Subtitle',
  category: 'Category',
  description: 'Short description',
  productDescription: 'Detailed description',
  thumbnail: 'Thumbnail',
  sliderImages: 'Gallery',
  tags: 'Tags',
  ratings: 'Rating',
  isActive: 'Active',
  creatorId: 'Artist',
  sizes: 'Sizes',
  size: 'Size',
  estimatedDelivery: 'Delivery time',
  originalPrice: 'Original price',
  discountedPrice: 'Discounted price',
  stock: 'Stock',
  isAvailable: 'Available',
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  subtitleRequired: 'Subtitle is required',
  categoryRequired: 'Please choose a category',
  descriptionRequired: 'Short description is required',
  thumbnailRequired: 'Thumbnail is required',
  imageUrl: 'Images must be uploaded files or http(s) addresses',
  tooLong: (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-IN')} characters`,
  /** A tick box sent as something other than true or false (only an API client can). */
  yesOrNo: (label: string) => `${label} must be true or false`,
  galleryTooMany: `The gallery can hold at most ${PRODUCT_MAX_GALLERY_IMAGES} images`,
  tagsTooMany: `A product can have at most ${PRODUCT_MAX_TAGS} tags`,
  tagTooLong: `A tag can be at most ${PRODUCT_TAG_MAX} characters`,
  rating: 'Rating must be between 0 and 5, in steps of 0.1',
  sizesRequired: 'Please add at least one size for the product',
  sizeFields: 'Please fill in all required fields for each size (size name, original price, and discounted price)',
  sizeChoice: `Size must be one of ${SIZE_LABELS.join(', ')}`,
  sizeTwice: 'Each size can be listed only once',
  sizesTooMany: `A product can have at most ${SIZE_LABELS.length} sizes`,
  discountAboveOriginal: 'Discounted price cannot be more than the original price',
  priceTooHigh: `Prices must be at most ₹${PRODUCT_MAX_PRICE.toLocaleString('en-IN')}`,
  pricePaise: 'Prices can have at most 2 decimal places',
  delivery: `Delivery time must be one of ${DELIVERY_TIMES.join(', ')}`,
  stock: 'Stock must be a whole number of 0 or more, or left empty for made to order',
  artist: 'Please choose an artist from the list',
  unknownArtist: 'That artist does not exist',
  unknownSize: 'A size of this product no longer exists; reload the product and try again',
  noChanges: 'Nothing to update',
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted',
  saveFailed: 'An error occurred while saving the product',
  deleteFailed: 'Failed to delete product',
  deleteConfirm: 'Are you sure you want to delete this product?',
  loadFailed: 'Failed to load product data',
  thumbnailUpload: (reason: string) => `Thumbnail upload error: ${reason}`,
  galleryUpload: (reason: string) => `Gallery upload error: ${reason}`,
} as const;

/**
 * Where a product image may live: a file this server stored (`/uploads/...`, no way out of that folder) or an
 * http(s) address (Cloudinary). Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
const UPLOAD_PATH = /^\/uploads\/(?!.*\.\.)[\w\-./]+$/;
export function isProductImageUrl(value: string): boolean {
  if (UPLOAD_PATH.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const text = (required: string, field: keyof typeof PRODUCT_FIELD_LABELS, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, PRODUCT_MESSAGES.tooLong(PRODUCT_FIELD_LABELS[field], max));

/** Optional Hindi text of a field (issue 28): blank becomes null, and the shopper reading Hindi sees the English. */
const hindi = (label: string, max: number) =>
  z
    .string({ error: `${label} (Hindi) must be text` })
    .trim()
    .max(max, PRODUCT_MESSAGES.tooLong(`${label} (Hindi)`, max))
    .nullable()
    .transform((v) => v || null);

const imageUrl = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(IMAGE_URL_MAX, PRODUCT_MESSAGES.imageUrl)
    .refine(isProductImageUrl, PRODUCT_MESSAGES.imageUrl);

/** Form inputs send numbers as text; the API may send numbers. Empty text is "not given". */
const numberFromInput = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

const price = z.preprocess(
  numberFromInput,
  z
    .number({ error: PRODUCT_MESSAGES.sizeFields })
    .refine(Number.isFinite, PRODUCT_MESSAGES.sizeFields)
    .refine((n) => n > 0, PRODUCT_MESSAGES.sizeFields)
    .refine((n) => n <= PRODUCT_MAX_PRICE, PRODUCT_MESSAGES.priceTooHigh)
    // 12.345 rupees is not a sum of paise; a float such as 0.1 + 0.2 still counts as 0.3.
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, PRODUCT_MESSAGES.pricePaise),
);

/** A count of pieces, or null for made to order (no count kept). */
const stock = z.preprocess(
  (value) => (value === undefined ? null : (numberFromInput(value) ?? null)),
  z
    .number({ error: PRODUCT_MESSAGES.stock })
    .int(PRODUCT_MESSAGES.stock)
    .min(0, PRODUCT_MESSAGES.stock)
    .max(PRODUCT_MAX_STOCK, PRODUCT_MESSAGES.stock)
    .nullable(),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = z.string().regex(UUID, 'Not a valid id');

export const productSizeInputSchema = z
  .object({
    /** An existing size's id (an edit keeps it, so carts holding that size keep their line); absent for a new size. */
    _id: uuid.optional(),
    size: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(SIZE_LABELS, {
        error: (issue) => (issue.input === undefined ? PRODUCT_MESSAGES.sizeFields : PRODUCT_MESSAGES.sizeChoice),
      }),
    ),
    originalPrice: price,
    discountedPrice: price,
    estimatedDelivery: z.enum(DELIVERY_TIMES, { error: PRODUCT_MESSAGES.delivery }).default(DEFAULT_DELIVERY_TIME),
    isAvailable: z.boolean({ error: PRODUCT_MESSAGES.yesOrNo(PRODUCT_FIELD_LABELS.isAvailable) }).default(true),
    stock,
  })
  .superRefine((size, ctx) => {
    if (size.discountedPrice > size.originalPrice) {
      ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: PRODUCT_MESSAGES.discountAboveOriginal });
    }
  });
export type ProductSizeInput = z.output<typeof productSizeInputSchema>;

const sizes = z
  .array(productSizeInputSchema, { error: PRODUCT_MESSAGES.sizesRequired })
  .min(1, PRODUCT_MESSAGES.sizesRequired)
  .max(SIZE_LABELS.length, PRODUCT_MESSAGES.sizesTooMany)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((size, index) => {
      if (seen.has(size.size))
        ctx.addIssue({ code: 'custom', path: [index, 'size'], message: PRODUCT_MESSAGES.sizeTwice });
      seen.add(size.size);
    });
  });

/** Spec §5: tags are trimmed, empty ones dropped and duplicates (ignoring case) kept once. */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

const tags = z
  .array(z.string({ error: 'Tags must be text' }).max(PRODUCT_TAG_MAX * 4, PRODUCT_MESSAGES.tagTooLong), {
    error: 'Tags must be a list of text',
  })
  .max(PRODUCT_MAX_TAGS * 4, PRODUCT_MESSAGES.tagsTooMany)
  .transform(normaliseTags)
  .pipe(
    z
      .array(z.string().max(PRODUCT_TAG_MAX, PRODUCT_MESSAGES.tagTooLong))
      .max(PRODUCT_MAX_TAGS, PRODUCT_MESSAGES.tagsTooMany),
  );

/** Spec §5: rating 0-5 in steps of 0.1. */
const rating = z.preprocess(
  numberFromInput,
  z
    .number({ error: PRODUCT_MESSAGES.rating })
    .min(0, PRODUCT_MESSAGES.rating)
    .max(5, PRODUCT_MESSAGES.rating)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, PRODUCT_MESSAGES.rating)
    .transform((n) => Math.round(n * 10) / 10),
);

/** Any spelling of a category (slug, display or listing name) becomes its slug. */
const category = z
  .string({ error: PRODUCT_MESSAGES.categoryRequired })
  .max(60, PRODUCT_MESSAGES.categoryRequired)
  .transform((value, ctx) => {
    const found = value.trim() ? findCategory(value) : undefined;
    if (!found) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.categoryRequired });
      return z.NEVER;
    }
    return found.slug as CategorySlug;
  });

/** Every field of the form. No defaults here: the update schema below must not fill in what an edit left out. */
const productFields = {
  name: text(PRODUCT_MESSAGES.nameRequired, 'name', PRODUCT_NAME_MAX),
  subtitles: text(PRODUCT_MESSAGES.subtitleRequired, 'subtitles', PRODUCT_SUBTITLE_MAX),
  category,
  description: text(PRODUCT_MESSAGES.descriptionRequired, 'description', PRODUCT_SHORT_DESCRIPTION_MAX),
  /** Rich HTML from the editor; the server cleans it on every write (decision 010). */
  productDescription: z
    .string({ error: `${PRODUCT_FIELD_LABELS.productDescription} must be text` })
    .max(
      PRODUCT_RICH_DESCRIPTION_MAX,
      PRODUCT_MESSAGES.tooLong(PRODUCT_FIELD_LABELS.productDescription, PRODUCT_RICH_DESCRIPTION_MAX),
    ),
  nameHi: hindi(PRODUCT_FIELD_LABELS.name, PRODUCT_NAME_MAX),
  subtitlesHi: hindi(PRODUCT_FIELD_LABELS.subtitles, PRODUCT_SUBTITLE_MAX),
  descriptionHi: hindi(PRODUCT_FIELD_LABELS.description, PRODUCT_SHORT_DESCRIPTION_MAX),
  /** Rich HTML like productDescription, cleaned the same way on every write. */
  productDescriptionHi: hindi(PRODUCT_FIELD_LABELS.productDescription, PRODUCT_RICH_DESCRIPTION_MAX),
  thumbnail: imageUrl(PRODUCT_MESSAGES.thumbnailRequired),
  sliderImages: z
    .array(imageUrl(PRODUCT_MESSAGES.imageUrl), { error: 'Gallery images must be a list of addresses' })
    .max(PRODUCT_MAX_GALLERY_IMAGES, PRODUCT_MESSAGES.galleryTooMany),
  tags,
  ratings: rating,
  isActive: z.boolean({ error: PRODUCT_MESSAGES.yesOrNo(PRODUCT_FIELD_LABELS.isActive) }),
  /** The artist who made the piece; null for the default studio. */
  creatorId: z
    .string({ error: PRODUCT_MESSAGES.artist })
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === '') return null;
      if (!UUID.test(value)) {
        ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.artist });
        return z.NEVER;
      }
      return value;
    }),
  sizes,
  /** The piece's own HSN code (issue 24); blank or null: its category's. */
  hsnCode: z
    .string({ error: GST_MESSAGES.hsn })
    .trim()
    .nullable()
    .transform((v) => v || null)
    .refine((v) => v === null || /^(\d{4}|\d{6}|\d{8})$/.test(v), GST_MESSAGES.hsn),
  /** The piece's own GST rate (0, 5, 18 or 40); null: its category's. */
  gstRate: z
    .union([z.number(), z.string()], { error: GST_MESSAGES.rate })
    .nullable()
    .transform((v) => (v === null || v === '' ? null : Number(v)))
    .refine((v) => v === null || (GST_RATES as readonly number[]).includes(v), GST_MESSAGES.rate),
};

export const productInputSchema = z.object({
  ...productFields,
  productDescription: productFields.productDescription.default(''),
  nameHi: productFields.nameHi.default(null),
  subtitlesHi: productFields.subtitlesHi.default(null),
  descriptionHi: productFields.descriptionHi.default(null),
  productDescriptionHi: productFields.productDescriptionHi.default(null),
  sliderImages: productFields.sliderImages.default([]),
  tags: productFields.tags.default([]),
  ratings: productFields.ratings.default(0),
  isActive: productFields.isActive.default(true),
  creatorId: productFields.creatorId.default(null),
  hsnCode: productFields.hsnCode.default(null),
  gstRate: productFields.gstRate.default(null),
});
/** What the form holds and the API takes (numbers may be text: form inputs). */
export type ProductInput = z.input<typeof productInputSchema>;
/** The checked product, as the server writes it. */
export type ProductValues = z.output<typeof productInputSchema>;

/** PATCH: any of the fields; `sizes`, when sent, is the whole new list. */
export const productPatchSchema = z.object(productFields).partial();
export type ProductPatch = z.output<typeof productPatchSchema>;

export const sizeAvailabilityInputSchema = z
  .object({
    isAvailable: z.boolean({ error: PRODUCT_MESSAGES.yesOrNo(PRODUCT_FIELD_LABELS.isAvailable) }).optional(),
  })
  // No body at all (Fastify hands the route null) flips the size.
  .nullish();

export const productIdParamsSchema = z.object({ id: z.string().max(100) });
export const sizeParamsSchema = z.object({ id: z.string().max(100), sizeId: z.string().max(100) });

/** The admin's product search (name, subtitle, description or tag): at most this many characters. */
export const ADMIN_PRODUCT_SEARCH_MAX = 100;

export const adminProductListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((value, ctx) => {
      if (!value || value.toLowerCase() === 'all') return undefined;
      const found = findCategory(value);
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `Unknown category '${value}'` });
        return z.NEVER;
      }
      return found.slug as CategorySlug;
    }),
  search: z
    .string()
    .trim()
    .max(ADMIN_PRODUCT_SEARCH_MAX, `search must be at most ${ADMIN_PRODUCT_SEARCH_MAX} characters`)
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(1_000_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be one of ${ADMIN_PRODUCT_PAGE_SIZES.join(', ')}` })
    .refine(
      (n) => (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(n),
      `limit must be one of ${ADMIN_PRODUCT_PAGE_SIZES.join(', ')}`,
    )
    .default(ADMIN_PRODUCT_DEFAULT_PAGE_SIZE),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

/** The admin's view of a size: the catalogue's plus the stock count (null = made to order). */
export const adminSizeSchema = sizeSchema.extend({ stock: z.number().int().nullable() });
export const adminProductSchema = productSchema.extend({
  sizes: z.array(adminSizeSchema),
  /** The Hindi text as the admin saved it (issue 28); null: the shopper reading Hindi sees the English. */
  nameHi: z.string().nullable(),
  subtitlesHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  productDescriptionHi: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListSchema = z.object({
  success: z.literal(true),
  data: z.array(adminProductSchema),
  pagination: paginationSchema,
  total: z.number().int(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const productAuditSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEntrySchema),
});

export const creatorOptionSchema = z.object({ _id: z.string(), name: z.string() });
export type CreatorOption = z.infer<typeof creatorOptionSchema>;

export { CATEGORY_SLUGS, DELIVERY_TIMES, SIZE_LABELS, DEFAULT_DELIVERY_TIME };
