import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORY_SLUGS } from '@kala/contract/categories';
import { DELIVERY_TIMES, SIZE_LABELS } from '@kala/contract/sizes';
import { IMAGE_WIDTHS, variantName } from '@kala/contract/images';
import type { Database } from '../client.ts';
import { creators, productSizes, products, reviews } from '../schema/index.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEMO_ARTISTS, renderProductImages, seedDemoCatalogue } from './demo-catalogue.ts';
import { buildDemoCatalogue } from './build-demo-catalogue.ts';
import { imageBaseNames } from './product-images.ts';

/** Sizes grouped by product (Map.groupBy needs ES2024 typings, which the server does not load). */
function byProduct<T extends { productId: string }>(rows: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.productId, [...(groups.get(row.productId) ?? []), row]);
  return [...groups.values()];
}

/** Lowest discounted price of each product, in paise: what the listing's price filters judge. */
async function lowestPrices(database: Database): Promise<number[]> {
  const rows = await database.db
    .select({ lowest: sql<number>`min(${productSizes.discountedPaise})` })
    .from(productSizes)
    .groupBy(productSizes.productId);
  return rows.map((r) => Number(r.lowest));
}

describe('demo catalogue seed', () => {
  let database: Database;
  const log: string[] = [];
  let firstSeed: boolean;

  beforeAll(async () => {
    database = await openTestDatabase();
    firstSeed = await seedDemoCatalogue(database.db, {
      uploadsDir: '/nonexistent-uploads',
      images: false,
      logger: { info: (msg) => log.push(msg) },
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds an empty database with at least 40 products across all seven categories', async () => {
    expect(firstSeed).toBe(true);
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORY_SLUGS));
    for (const slug of CATEGORY_SLUGS) expect(rows.filter((r) => r.category === slug).length).toBeGreaterThanOrEqual(6);
    expect(log.some((line) => line.includes('Seeded the demo catalogue'))).toBe(true);
  });

  it('has three inactive products and a product with every size out of stock', async () => {
    const inactive = await database.db.select({ n: count() }).from(products).where(eq(products.isActive, false));
    expect(inactive[0]?.n).toBe(3);
    const sizes = await database.db.select().from(productSizes);
    expect(sizes.some((s) => !s.isAvailable)).toBe(true);
    expect(byProduct(sizes).some((list) => list.every((s) => !s.isAvailable))).toBe(true);
  });

  it('prices sizes sensibly and covers all three price filters', async () => {
    const sizes = await database.db.select().from(productSizes);
    for (const s of sizes) {
      expect(SIZE_LABELS).toContain(s.label);
      expect(DELIVERY_TIMES).toContain(s.estimatedDelivery);
      expect(s.discountedPaise).toBeGreaterThan(0);
      expect(s.discountedPaise).toBeLessThanOrEqual(s.originalPaise);
      expect(s.originalPaise % 100).toBe(0);
    }
    for (const list of byProduct(sizes)) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(list.map((s) => s.position).sort((a, b) => a - b)).toEqual(list.map((_, i) => i));
    }
    const lowest = await lowestPrices(database);
    expect(lowest.some((p) => p < 100_000)).toBe(true);
    expect(lowest.some((p) => p >= 100_000 && p <= 500_000)).toBe(true);
    expect(lowest.some((p) => p > 500_000)).toBe(true);
  });

  it('fills ratings, reviews, tags, images and creators', async () => {
    const rows = await database.db.select().from(products);
    const reviewRows = await database.db.select().from(reviews);
    const creatorRows = await database.db.select().from(creators);
    expect(creatorRows.map((c) => c.slug).sort()).toEqual(DEMO_ARTISTS.map((a) => a.slug).sort());
    expect(rows.some((r) => r.creatorId === null)).toBe(true);
    for (const r of rows) {
      // Issue 26: the rating is the average of the product's sample reviews, each marked as a sample.
      const stars = reviewRows.filter((v) => v.productId === r.id);
      expect(stars.every((v) => v.sample && v.userId === null && v.rating >= 1 && v.rating <= 5)).toBe(true);
      const mean = stars.reduce((sum, v) => sum + v.rating, 0) / stars.length;
      expect(r.ratings).toBeCloseTo(mean, 2);
      expect(r.reviewCount).toBe(stars.length);
      expect(r.ratings).toBeGreaterThanOrEqual(3);
      expect(r.tags.length).toBeGreaterThanOrEqual(3);
      expect(r.tags.length).toBeLessThanOrEqual(5);
      for (const tag of r.tags) expect(tag).toBe(tag.toLowerCase());
      expect(r.thumbnail).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.webp$/);
      expect(r.sliderImages.length).toBeGreaterThanOrEqual(3);
      expect(r.productDescription).not.toMatch(/<(?!\/?(p|h3|ul|li|strong|em)>)/);
      const mine = reviewRows.filter((v) => v.productId === r.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(4);
    }
    // Spread over about four months, so "newest first" means something.
    const times = rows.map((r) => r.createdAt.getTime());
    expect((Math.max(...times) - Math.min(...times)) / 86_400_000).toBeGreaterThan(100);
    // The newest pieces are new on the day the store is seeded.
    expect(Date.now() - Math.max(...times)).toBeLessThan(86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });

  it('does nothing the second time', async () => {
    const before = await database.db.select({ n: count() }).from(products);
    expect(await seedDemoCatalogue(database.db, { uploadsDir: '/nonexistent-uploads', images: false })).toBe(false);
    const after = await database.db.select({ n: count() }).from(products);
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('demo catalogue under concurrent starts', () => {
  it('seeds exactly once when two servers start together', async () => {
    const database = await openTestDatabase();
    try {
      const results = await Promise.all([
        seedDemoCatalogue(database.db, { uploadsDir: '/nonexistent-uploads', images: false }),
        seedDemoCatalogue(database.db, { uploadsDir: '/nonexistent-uploads', images: false }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const rows = await database.db.select({ n: count() }).from(products);
      expect(rows[0]?.n).toBe(buildDemoCatalogue(new Date()).length);
    } finally {
      await database.close();
    }
  });
});

describe('demo catalogue data', () => {
  const seededAt = new Date('2027-03-10T09:15:00Z');

  it('is the same on every build', () => {
    expect(buildDemoCatalogue(seededAt)).toEqual(buildDemoCatalogue(seededAt));
  });

  it('dates the pieces over the four months before the seed, none and no review in the future', () => {
    const rows = buildDemoCatalogue(seededAt);
    const times = rows.map((r) => r.createdAt.getTime());
    const newest = Math.max(...times);
    // 'New arrivals' of a store seeded today are from today, not from a fixed day months ago.
    expect(newest).toBeLessThanOrEqual(seededAt.getTime());
    expect(seededAt.getTime() - newest).toBeLessThan(86_400_000);
    expect((seededAt.getTime() - Math.min(...times)) / 86_400_000).toBeGreaterThan(100);
    for (const row of rows) {
      for (const review of row.reviews) {
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
        expect(review.createdAt.getTime()).toBeLessThanOrEqual(seededAt.getTime());
      }
    }
  });

  it('is the same catalogue seeded on another day, shifted in time', () => {
    const later = new Date(seededAt.getTime() + 40 * 86_400_000);
    const strip = (rows: ReturnType<typeof buildDemoCatalogue>) =>
      rows.map(({ createdAt: _c, reviews, ...rest }) => ({ ...rest, reviews: reviews.map((r) => r.message) }));
    expect(strip(buildDemoCatalogue(later))).toEqual(strip(buildDemoCatalogue(seededAt)));
    const shift = buildDemoCatalogue(later).map(
      (r, i) => r.createdAt.getTime() - (buildDemoCatalogue(seededAt)[i]?.createdAt.getTime() ?? 0),
    );
    expect(new Set(shift)).toEqual(new Set([40 * 86_400_000]));
  });
});

describe('demo pictures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kala-demo-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('renders WebP files at the three widths, and skips them the next time', async () => {
    const product = buildDemoCatalogue(new Date()).find((p) => p.category === 'lippan-art');
    if (!product) throw new Error('no lippan product');
    expect(await renderProductImages(product, dir)).toBe(4);
    for (const name of imageBaseNames(product.slug)) {
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(path.join(dir, variantName(name, width))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width);
      }
    }
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(await renderProductImages(product, dir)).toBe(0);
  });
});
