/**
 * Expands the demo product data into the rows the database stores: prices per size in paise, delivery times,
 * stock, ratings, reviews, dates and image URLs. Pure and deterministic (seeded by each slug and fixed dates),
 * so every seed of every server gives the same catalogue, and tests can check it without a database.
 */
import { createHash } from 'node:crypto';
import type { CategorySlug } from '@kala/contract/categories';
import type { DELIVERY_TIMES, SizeLabel } from '@kala/contract/sizes';
import { createRng } from './prng.ts';
import { DEFAULT_STUDIO_NAME, DEMO_ARTISTS, type DemoArtistSlug } from './demo-artists.ts';
import { CATEGORY_DETAILS, DEMO_PRODUCTS, type DemoProductSpec } from './demo-products.ts';
import { CATEGORY_REVIEWS, GENERAL_REVIEWS, REVIEWER_NAMES } from './demo-reviews.ts';
import { type ArtSpec, imageUrls } from './product-images.ts';

/**
 * Dates hang off the moment the demo is seeded (issue 13: a fixed day made 'New arrivals' months old), so a new
 * store opens with pieces listed over the last four months; the order, spacing and everything else are fixed, so
 * every seed gives the same catalogue, shifted in time. Pieces are spread over the 118 days before it, in a shuffled
 * order so "newest first" mixes the categories. Tests pass a fixed moment.
 */
const DAY = 24 * 60 * 60 * 1000;

type DeliveryTime = (typeof DELIVERY_TIMES)[number];
const SPAN_DAYS = 118;

export interface DemoSizeRow {
  label: SizeLabel;
  originalPaise: number;
  discountedPaise: number;
  isAvailable: boolean;
  estimatedDelivery: DeliveryTime;
  position: number;
}

export interface DemoReviewRow {
  username: string;
  message: string;
  /** 1 to 5 stars; the product's rating is the average of its reviews' (issue 26: sample reviews count honestly). */
  rating: number;
  createdAt: Date;
}

export interface DemoProductRow {
  id: string;
  slug: string;
  name: string;
  subtitles: string;
  description: string;
  productDescription: string;
  thumbnail: string;
  sliderImages: string[];
  category: CategorySlug;
  tags: string[];
  ratings: number;
  isActive: boolean;
  artist: DemoArtistSlug | null;
  createdAt: Date;
  sizes: DemoSizeRow[];
  reviews: DemoReviewRow[];
  art: ArtSpec;
}

/** A name-based UUID (version 5 layout over SHA-1), so a product keeps its id, and its URL, across reseeds. */
export function stableUuid(name: string): string {
  const bytes = createHash('sha1').update(`kala-demo:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How a size's price grows with its area-ish effort, relative to 6 inch. */
const SIZE_FACTOR: Record<SizeLabel, number> = {
  '6 inch': 1,
  '8 inch': 1.55,
  '10 inch': 2.2,
  '12 inch': 3,
  '16 inch': 4.4,
};

/** Shop prices end in 49 or 99. */
const shelfPrice = (rupees: number) => Math.max(49, Math.round(rupees / 50) * 50 - 1);
/** Discounted prices end in 9. */
const salePrice = (rupees: number) => Math.max(9, Math.round(rupees / 10) * 10 - 1);

function deliveryFor(spec: DemoProductSpec, label: SizeLabel): DeliveryTime {
  // Made-to-order pieces and big lippan panels take longest; small pieces ship from stock.
  const madeToOrder = spec.fromPrice >= 5000 || (spec.category === 'lippan-art' && label === '16 inch');
  if (madeToOrder) return label === '16 inch' ? '3-4 weeks' : '15-20 working days';
  if (label === '6 inch' || label === '8 inch') return '5-7 working days';
  if (label === '10 inch') return '7-10 working days';
  if (label === '12 inch') return '10-14 working days';
  return '15-20 working days';
}

function sizesFor(spec: DemoProductSpec): DemoSizeRow[] {
  const first = spec.sizes[0];
  if (!first) throw new Error(`${spec.slug} has no sizes`);
  return spec.sizes.map((label, position) => {
    const original =
      position === 0 ? spec.fromPrice : shelfPrice((spec.fromPrice * SIZE_FACTOR[label]) / SIZE_FACTOR[first]);
    const discounted =
      spec.discount > 0 ? Math.min(original, salePrice((original * (100 - spec.discount)) / 100)) : original;
    const soldOut = spec.soldOut === 'all' || (spec.soldOut?.includes(label) ?? false);
    return {
      label,
      originalPaise: original * 100,
      discountedPaise: discounted * 100,
      isAvailable: !soldOut,
      estimatedDelivery: deliveryFor(spec, label),
      position,
    };
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The rich description, in the tags the sanitizer keeps (p, h3, ul, li, strong, em). */
function richDescription(spec: DemoProductSpec): string {
  const details = CATEGORY_DETAILS[spec.category];
  const maker = DEMO_ARTISTS.find((a) => a.slug === spec.artist)?.name ?? DEFAULT_STUDIO_NAME;
  const points = [...spec.highlights, details.point].map((p) => `<li>${escapeHtml(p)}</li>`).join('');
  return [
    `<p>${escapeHtml(spec.story)}</p>`,
    `<h3>Why you will love it</h3><ul>${points}</ul>`,
    `<h3>Materials and finish</h3><p>${escapeHtml(details.materials)}</p>`,
    `<h3>Care</h3><p>${escapeHtml(details.care)}</p>`,
    `<p>Made by <strong>${escapeHtml(maker)}</strong>. <em>Handmade, so small differences in colour and pattern make every piece one of a kind.</em></p>`,
  ].join('');
}

/** Reviews a few days apart after the piece was listed, squeezed in before `seededAt` so none is in the future. */
function reviewsFor(spec: DemoProductSpec, createdAt: Date, seededAt: Date): DemoReviewRow[] {
  const rng = createRng(`reviews:${spec.slug}`);
  // Stars drawn around the piece's seeded rating (its own generator, so names, words and dates stay as they were).
  const target = ratingFor(spec.slug);
  const starsRng = createRng(`review-stars:${spec.slug}`);
  const stars = () => Math.min(5, Math.floor(target) + (starsRng.next() < target - Math.floor(target) ? 1 : 0));
  const count = rng.int(1, 4);
  const messages = rng.shuffle([...CATEGORY_REVIEWS[spec.category], ...GENERAL_REVIEWS]).slice(0, count);
  const names = rng.shuffle(REVIEWER_NAMES).slice(0, count);
  let offset = 0;
  const offsets = messages.map(() => (offset += rng.range(2, 14) * DAY));
  const room = seededAt.getTime() - createdAt.getTime();
  const scale = offset > room ? room / (offset + DAY) : 1;
  return messages.map((message, i) => {
    const at = createdAt.getTime() + (offsets[i] ?? 0) * scale;
    return {
      username: names[i] ?? 'Guest',
      message,
      rating: stars(),
      createdAt: new Date(Math.floor(at / 1000) * 1000),
    };
  });
}

/** A product's rating as modules/reviews keeps it: the mean of its reviews' stars, to two decimals. */
export const averageOf = (reviews: readonly { rating: number }[]) =>
  reviews.length ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 100) / 100 : 0;

/** Ratings between 3.6 and 5.0, one decimal, leaning toward the high end as real shop ratings do. */
function ratingFor(slug: string): number {
  const rng = createRng(`rating:${slug}`);
  return Math.min(5, Math.round((3.6 + 1.4 * Math.pow(rng.next(), 0.55)) * 10) / 10);
}

/** The catalogue as seeded at `seededAt` (the newest piece is listed a few hours before it). */
export function buildDemoCatalogue(
  seededAt: Date,
  products: readonly DemoProductSpec[] = DEMO_PRODUCTS,
): DemoProductRow[] {
  // Whole seconds: the same moment reads back the same from either database.
  const anchor = Math.floor(seededAt.getTime() / 1000) * 1000;
  const order = createRng('kala-demo-order').shuffle(products.map((p) => p.slug));
  const step = order.length > 1 ? SPAN_DAYS / (order.length - 1) : 0;
  return products.map((spec) => {
    const age = order.indexOf(spec.slug);
    const hours = createRng(`hour:${spec.slug}`).int(0, 10);
    const createdAt = new Date(anchor - Math.round(age * step * DAY) - hours * 60 * 60 * 1000);
    const [thumbnail, ...gallery] = imageUrls(spec.slug);
    const reviews = reviewsFor(spec, createdAt, new Date(anchor));
    return {
      id: stableUuid(`product:${spec.slug}`),
      slug: spec.slug,
      name: spec.name,
      subtitles: spec.subtitles,
      description: spec.description,
      productDescription: richDescription(spec),
      thumbnail: thumbnail ?? '',
      // The gallery opens on the same studio shot as the thumbnail, then the room, close-up and shelf shots.
      sliderImages: [thumbnail ?? '', ...gallery],
      category: spec.category,
      tags: [...spec.tags],
      ratings: averageOf(reviews),
      isActive: !spec.inactive,
      artist: spec.artist,
      createdAt,
      sizes: sizesFor(spec),
      reviews,
      art: spec.art,
    };
  });
}
