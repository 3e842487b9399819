import type { Locale } from './locale.ts';
/**
 * The one registry of product categories (architecture §6.3).
 * The specification names the same seven categories two ways (the categories page and the listing filter);
 * each entry keeps both spellings so `?category=` understands either, and the slug is what the database stores.
 */
export interface Category {
  slug: string;
  /** The name the categories page shows and links with. */
  displayName: string;
  /** The name the product listing's filter uses. */
  listingName: string;
  /** The name in Hindi (issue 28). */
  nameHi: string;
}

export const CATEGORIES = [
  { slug: 'boho-paintings', displayName: 'boho paintings', listingName: 'boho painting', nameHi: 'बोहो पेंटिंग' },
  { slug: 'boho-art', displayName: 'boho art', listingName: 'boho circle', nameHi: 'बोहो आर्ट' },
  {
    slug: 'circle-minimal-art',
    displayName: 'circle minimal art',
    listingName: 'minimal art',
    nameHi: 'सर्कल मिनिमल आर्ट',
  },
  { slug: 'mandala', displayName: 'mandala', listingName: 'dot mandala art', nameHi: 'मंडला आर्ट' },
  { slug: 'indian-art', displayName: 'indian', listingName: 'indian art', nameHi: 'भारतीय कला' },
  { slug: 'terracotta', displayName: 'terracotta', listingName: 'terracotta art', nameHi: 'टेराकोटा' },
  { slug: 'lippan-art', displayName: 'lippan art', listingName: 'lippan art', nameHi: 'लिप्पन आर्ट' },
] as const satisfies readonly Category[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const bySpelling = new Map<string, Category>();
for (const category of CATEGORIES) {
  for (const spelling of [category.slug, category.displayName, category.listingName]) {
    bySpelling.set(normalise(spelling), category);
  }
}

/** Finds a category by any of its spellings (slug, display name, listing name), ignoring case and separators. */
export function findCategory(spelling: string): Category | undefined {
  return bySpelling.get(normalise(spelling));
}

/** Title Case for showing a category name ("circle minimal art" → "Circle Minimal Art"). */
export function categoryTitle(slug: string): string {
  const name = findCategory(slug)?.displayName ?? slug;
  return name.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A category's name in the shopper's language: the Hindi name for 'hi', the title-cased display name otherwise. */
export function categoryName(category: string, locale: Locale): string {
  const found = findCategory(category);
  return locale === 'hi' && found ? found.nameHi : categoryTitle(category);
}
