/**
 * Spec §9's listing constants, without zod, so the storefront's first-load pages (landing, listing, product page) can
 * use them without loading the schema library. catalog.ts re-exports them.
 */
export const LISTING_PAGE_SIZE = 12;
export const LISTING_MAX_PAGE_SIZE = 100;
/** The landing page's featured pieces (highest rated first). */
export const FEATURED_COUNT = 6;
/** The product page's related pieces, from the same category. */
export const RELATED_COUNT = 4;
