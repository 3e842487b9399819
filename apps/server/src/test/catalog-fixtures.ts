import type { Db } from '../db/client.ts';
import { creators, productSizes, products, reviews } from '../db/schema/index.ts';

export interface SizeFixture {
  label?: string;
  original: number;
  discounted: number;
  available?: boolean;
}

export interface ProductFixture {
  name: string;
  category?: string;
  subtitles?: string;
  description?: string;
  tags?: string[];
  ratings?: number;
  isActive?: boolean;
  createdAt?: Date;
  creatorName?: string;
  sizes?: SizeFixture[];
  /** Sample reviews (as the demo catalogue's), 5 stars unless said. */
  reviews?: { username: string; message: string; rating?: number }[];
}

/** Inserts a product with its sizes (prices in rupees) and returns its id and size ids. */
export async function insertProduct(db: Db, fixture: ProductFixture) {
  let creatorId: string | null = null;
  if (fixture.creatorName) {
    const slug = fixture.creatorName.toLowerCase().replace(/\W+/g, '-');
    const [creator] = await db
      .insert(creators)
      .values({ slug, name: fixture.creatorName })
      .onConflictDoUpdate({ target: creators.slug, set: { name: fixture.creatorName } })
      .returning();
    creatorId = creator?.id ?? null;
  }
  const [product] = await db
    .insert(products)
    .values({
      name: fixture.name,
      subtitles: fixture.subtitles ?? '',
      description: fixture.description ?? `${fixture.name}, made by hand.`,
      productDescription: '<p>Made by hand.</p>',
      thumbnail: '/uploads/demo/test.webp',
      sliderImages: ['/uploads/demo/test.webp'],
      category: fixture.category ?? 'mandala',
      tags: fixture.tags ?? [],
      ratings: fixture.ratings ?? 4,
      // As modules/reviews keeps it: the count of the visible reviews the fixture inserts.
      reviewCount: fixture.reviews?.length ?? 0,
      isActive: fixture.isActive ?? true,
      creatorId,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  if (!product) throw new Error('insert failed');
  const sizes = fixture.sizes ?? [{ original: 1200, discounted: 999 }];
  const sizeRows = await db
    .insert(productSizes)
    .values(
      sizes.map((s, position) => ({
        productId: product.id,
        label: s.label ?? ['6 inch', '8 inch', '10 inch', '12 inch', '16 inch'][position] ?? `${position} inch`,
        originalPaise: Math.round(s.original * 100),
        discountedPaise: Math.round(s.discounted * 100),
        isAvailable: s.available ?? true,
        estimatedDelivery: '7-10 working days',
        position,
      })),
    )
    .returning();
  if (fixture.reviews?.length) {
    await db
      .insert(reviews)
      .values(fixture.reviews.map((r) => ({ ...r, rating: r.rating ?? 5, sample: true, productId: product.id })));
  }
  return { id: product.id, sizeIds: sizeRows.map((s) => s.id) };
}
