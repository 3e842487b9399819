import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList } from '@kala/contract/catalog';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 6, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.lotus = (
    await insertProduct(db, {
      name: 'Dot Mandala Lotus Plate',
      category: 'mandala',
      subtitles: 'Hand-dotted on MDF',
      tags: ['mandala', 'dotwork'],
      ratings: 4.8,
      createdAt: day(1),
      creatorName: 'Meera Joshi',
      sizes: [
        { label: '8 inch', original: 1200, discounted: 950 },
        { label: '12 inch', original: 2400, discounted: 1999, available: false },
      ],
      reviews: [{ username: 'Asha', message: 'Beautiful dots' }],
    })
  ).id;
  ids.arch = (
    await insertProduct(db, {
      name: 'Sunset Arch Canvas',
      category: 'boho-paintings',
      description: 'Warm rainbow arches in ochre',
      ratings: 4.2,
      createdAt: day(5),
      sizes: [{ label: '10 inch', original: 3000, discounted: 2500 }],
    })
  ).id;
  ids.peacock = (
    await insertProduct(db, {
      name: 'Lippan Peacock Panel',
      category: 'lippan-art',
      tags: ['mirror', 'kutch'],
      ratings: 5,
      createdAt: day(3),
      sizes: [{ label: '16 inch', original: 9000, discounted: 7200, available: false }],
    })
  ).id;
  ids.hidden = (
    await insertProduct(db, {
      name: 'Retired Terracotta Pot',
      category: 'terracotta',
      isActive: false,
      createdAt: day(9),
    })
  ).id;
  ids.percent = (
    await insertProduct(db, { name: '100% Clay Sun Face', category: 'terracotta', ratings: 3.9, createdAt: day(2) })
  ).id;
});

afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};
const names = (body: ProductList) => body.data.map((p) => p.name);

describe('GET /api/products', () => {
  it('lists active products newest first with the pagination of the spec', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'Sunset Arch Canvas',
      'Lippan Peacock Panel',
      '100% Clay Sun Face',
      'Dot Mandala Lotus Plate',
    ]);
    expect(body.total).toBe(4);
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      total: 4,
      limit: 12,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it('pages through with page and limit', async () => {
    const { body } = await get('/api/products?limit=3&page=2');
    expect(names(body)).toEqual(['Dot Mandala Lotus Plate']);
    expect(body.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });
  });

  it.each(['mandala', 'dot mandala art', 'Dot-Mandala-Art', 'MANDALA'])(
    'understands the category spelling %s',
    async (c) => {
      const { status, body } = await get(`/api/products?category=${encodeURIComponent(c)}`);
      expect(status).toBe(200);
      expect(names(body)).toEqual(['Dot Mandala Lotus Plate']);
    },
  );

  it('refuses an unknown category, price, sort or limit with a 400 that says why', async () => {
    expect((await get('/api/products?category=pottery')).body).toMatchObject({
      success: false,
      message: "Unknown category 'pottery'",
    });
    const price = await get('/api/products?price=cheap');
    expect(price.status).toBe(400);
    expect(price.body.message).toContain('price must be one of below1000, 1000-5000, above5000');
    expect((await get('/api/products?sort=random')).status).toBe(400);
    const limit = await get('/api/products?limit=101');
    expect(limit.status).toBe(400);
    expect(limit.body.message).toBe('limit must be at most 100');
    expect((await get('/api/products?page=abc')).body.message).toBe('page must be a whole number');
  });

  it('filters price on the lowest discounted size price', async () => {
    expect(names((await get('/api/products?price=below1000')).body).sort()).toEqual([
      '100% Clay Sun Face',
      'Dot Mandala Lotus Plate',
    ]);
    expect(names((await get('/api/products?price=1000-5000')).body)).toEqual(['Sunset Arch Canvas']);
    expect(names((await get('/api/products?price=above5000')).body)).toEqual(['Lippan Peacock Panel']);
  });

  it('searches name, subtitles, tags and description without regard to case', async () => {
    expect(names((await get('/api/products?search=LOTUS')).body)).toEqual(['Dot Mandala Lotus Plate']);
    expect(names((await get('/api/products?search=hand-dotted')).body)).toEqual(['Dot Mandala Lotus Plate']);
    expect(names((await get('/api/products?search=kutch')).body)).toEqual(['Lippan Peacock Panel']);
    expect(names((await get('/api/products?search=ochre')).body)).toEqual(['Sunset Arch Canvas']);
  });

  it('treats search text literally, whatever it holds', async () => {
    expect(names((await get('/api/products?search=100%25')).body)).toEqual(['100% Clay Sun Face']);
    expect(names((await get('/api/products?search=_')).body)).toEqual([]);
    const injection = await get(`/api/products?search=${encodeURIComponent("'; drop table products; --")}`);
    expect(injection.status).toBe(200);
    expect(injection.body.total).toBe(0);
    expect((await get('/api/products')).body.total).toBe(4);
  });

  it.each([
    ['price-low', ['Dot Mandala Lotus Plate', '100% Clay Sun Face', 'Sunset Arch Canvas', 'Lippan Peacock Panel']],
    [
      'discountedPrice',
      ['Dot Mandala Lotus Plate', '100% Clay Sun Face', 'Sunset Arch Canvas', 'Lippan Peacock Panel'],
    ],
    ['price-high', ['Lippan Peacock Panel', 'Sunset Arch Canvas', '100% Clay Sun Face', 'Dot Mandala Lotus Plate']],
    ['rating', ['Lippan Peacock Panel', 'Dot Mandala Lotus Plate', 'Sunset Arch Canvas', '100% Clay Sun Face']],
    ['-ratings', ['Lippan Peacock Panel', 'Dot Mandala Lotus Plate', 'Sunset Arch Canvas', '100% Clay Sun Face']],
    ['newest', ['Sunset Arch Canvas', 'Lippan Peacock Panel', '100% Clay Sun Face', 'Dot Mandala Lotus Plate']],
  ])('sorts by %s', async (sort, expected) => {
    expect(names((await get(`/api/products?sort=${sort}`)).body)).toEqual(expected);
  });

  it('GET /api/products/available keeps products with a size in stock', async () => {
    const { body } = await get('/api/products/available');
    expect(names(body)).not.toContain('Lippan Peacock Panel');
    expect(body.total).toBe(3);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers every field of spec §3 with rupee prices', async () => {
    const { status, body } = await get(`/api/products/${ids.lotus}`);
    expect(status).toBe(200);
    const product = body.data as Product;
    expect(product).toMatchObject({
      _id: ids.lotus,
      name: 'Dot Mandala Lotus Plate',
      subtitles: 'Hand-dotted on MDF',
      category: 'mandala',
      tags: ['mandala', 'dotwork'],
      ratings: 4.8,
      isActive: true,
      createdBy: { name: 'Meera Joshi' },
      thumbnail: expect.any(String),
      sliderImages: expect.any(Array),
      productDescription: expect.any(String),
      description: expect.any(String),
      createdAt: '2026-07-02T00:00:00.000Z',
      reviews: [{ username: 'Asha', message: 'Beautiful dots', createdAt: expect.any(String) }],
    });
    expect(product.sizes).toEqual([
      {
        _id: expect.any(String),
        size: '8 inch',
        originalPrice: 1200,
        discountedPrice: 950,
        isAvailable: true,
        estimatedDelivery: '7-10 working days',
      },
      {
        _id: expect.any(String),
        size: '12 inch',
        originalPrice: 2400,
        discountedPrice: 1999,
        isAvailable: false,
        estimatedDelivery: '7-10 working days',
      },
    ]);
  });

  it('gives the default studio as null createdBy', async () => {
    expect((await get(`/api/products/${ids.arch}`)).body.data.createdBy).toBeNull();
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-an-id'],
    ['an id with SQL in it', encodeURIComponent("1' or '1'='1")],
  ])('answers 404 Product not found for %s', async (_, id) => {
    expect(await get(`/api/products/${id}`)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Product not found' },
    });
  });

  it('hides an inactive product from shoppers', async () => {
    expect((await get(`/api/products/${ids.hidden}`)).status).toBe(404);
  });
});

describe('category and size helpers', () => {
  it('GET /api/products/categories lists the seven categories with both spellings', async () => {
    const { body } = await get('/api/products/categories');
    expect(body.data).toHaveLength(7);
    expect(body.data).toContainEqual({ slug: 'mandala', displayName: 'mandala', listingName: 'dot mandala art' });
  });

  it('GET /api/products/stats/categories counts active products per category', async () => {
    const { body } = await get('/api/products/stats/categories');
    const count = (slug: string) => body.data.find((r: { category: string }) => r.category === slug)?.count;
    expect(body.data).toHaveLength(7);
    expect(count('terracotta')).toBe(1);
    expect(count('mandala')).toBe(1);
    expect(count('indian-art')).toBe(0);
  });

  it('GET /api/products/sizes/{category} gives the five choices and what the category offers', async () => {
    const { status, body } = await get('/api/products/sizes/dot%20mandala%20art');
    expect(status).toBe(200);
    expect(body.data.category).toBe('mandala');
    expect(body.data.sizes.map((s: { size: string }) => s.size)).toEqual([
      '6 inch',
      '8 inch',
      '10 inch',
      '12 inch',
      '16 inch',
    ]);
    expect(body.data.sizes[1]).toEqual({
      size: '8 inch',
      products: 1,
      minPrice: 950,
      maxPrice: 950,
      isAvailable: true,
    });
    expect(body.data.sizes[3]).toMatchObject({ size: '12 inch', isAvailable: false });
    expect((await get('/api/products/sizes/pottery')).status).toBe(404);
  });
});

describe('catalogue cache', () => {
  it('serves a new product once a write invalidates the cache', async () => {
    const before = (await get('/api/products?category=indian-art')).body.total;
    await insertProduct(t.database.db, { name: 'Madhubani Fish Pair', category: 'indian-art' });
    expect((await get('/api/products?category=indian-art')).body.total).toBe(before);
    t.cache.invalidate();
    expect((await get('/api/products?category=indian-art')).body.total).toBe(before + 1);
  });
});

describe('the catalogue cache under made-up queries (issue 30)', () => {
  it('keeps random searches, deep pages and unknown products in the bounded long-tail room, not with the catalogue', async () => {
    t.cache.invalidate();
    const kept = ['/api/products', '/api/products?category=mandala', `/api/products/${ids.lotus}`];
    for (const url of kept) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const catalogue = t.cache.stats().entries;
    // The catalogue's answers and the sales schedule every read checks (modules/sales, decision 041).
    expect(catalogue).toBe(kept.length + 1);

    for (let i = 0; i < 40; i += 1) {
      const word = `zq${i}${Math.random().toString(36).slice(2, 8)}`;
      expect((await t.app.inject({ url: `/api/products?search=${word}` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/products?page=${900 + i}` })).statusCode).toBe(200);
      const unknown = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      expect((await t.app.inject({ url: `/api/products/${unknown}` })).statusCode).toBe(404);
    }
    const stats = t.cache.stats();
    expect(stats.entries).toBe(catalogue);
    expect(stats.longTail.entries).toBeGreaterThan(0);
    expect(stats.longTail.bytes).toBeLessThanOrEqual(stats.longTail.maxBytes);

    // The same search asked again is still answered from the cache (a shopper paging back and forth).
    const again = await t.app.inject({ url: '/api/products?search=lotus' });
    expect(again.statusCode).toBe(200);
    expect(t.cache.stats().longTail.entries).toBe(stats.longTail.entries + 1);
    await t.app.inject({ url: '/api/products?search=lotus' });
    expect(t.cache.stats().longTail.entries).toBe(stats.longTail.entries + 1);
  });
});
