import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache, stringBytes, type ResponseCache } from '../../lib/response-cache.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEEPEST_CATALOGUE_PAGE, pageCacheKey, pageCacheRoom } from './page-cache-key.ts';

/*
 * Issue 16 item 9: the rendered-page cache keys on what the page reads (its path and its own query parameters), so
 * tracking and unknown parameters neither render the page again nor push the catalogue's pages out of the cache.
 */

describe('pageCacheKey', () => {
  it('drops tracking and unknown parameters, and parameters of pages that read none', () => {
    expect(pageCacheKey('/products?utm_source=news&utm_medium=mail&fbclid=abc&gclid=x&ref=y&limit=99')).toBe(
      '/products',
    );
    expect(pageCacheKey('/?utm_source=x')).toBe('/');
    expect(pageCacheKey('/products/6f1c1d7e-1f8e-4a3b-9c1d-2b3c4d5e6f70?utm_campaign=z&category=mandala')).toBe(
      '/products/6f1c1d7e-1f8e-4a3b-9c1d-2b3c4d5e6f70',
    );
    expect(pageCacheKey('/about?x=1')).toBe('/about');
  });

  it("keeps the listing's parameters as the listing reads them, sorted", () => {
    expect(pageCacheKey('/products?sort=price-low&utm_source=x&category=MANDALA&price=1000-5000')).toBe(
      pageCacheKey('/products?category=mandala&price=1000-5000&sort=price-low'),
    );
    expect(pageCacheKey('/products?sort=price-low&category=mandala')).toBe('/products?category=mandala&sort=price-low');
    expect(pageCacheKey('/products?search=%20lotus%20&view=list&page=2')).toBe(
      '/products?page=2&search=lotus&view=list',
    );
    // Values the listing ignores are dropped: a bad category, price or sort, page 1, the grid view, the default sort.
    expect(pageCacheKey('/products?category=nope&price=cheap&sort=random&page=1&view=grid&search=%20')).toBe(
      '/products',
    );
    expect(pageCacheKey('/products?sort=featured')).toBe('/products');
    expect(pageCacheKey('/new-arrivals?sort=newest')).toBe('/new-arrivals');
    expect(pageCacheKey('/new-arrivals?sort=featured')).toBe('/new-arrivals?sort=featured');
    expect(pageCacheKey('/products?page=abc')).toBe('/products');
    expect(pageCacheKey('/products?page=3x')).toBe('/products?page=3');
    // The first value counts, as URLSearchParams.get reads it.
    expect(pageCacheKey('/products?price=below1000&price=above5000')).toBe('/products?price=below1000');
    expect(pageCacheKey('/products/?category=mandala')).toBe('/products/?category=mandala');
  });
});

describe('pageCacheKey on Hindi pages (issue 28)', () => {
  it("keeps a Hindi listing's parameters as its English one's, under /hi", () => {
    expect(pageCacheKey('/hi/products?utm_source=x&search=मंडला&category=mandala&page=2')).toBe(
      '/hi/products?category=mandala&page=2&search=%E0%A4%AE%E0%A4%82%E0%A4%A1%E0%A4%B2%E0%A4%BE',
    );
    expect(pageCacheKey('/hi/new-arrivals?sort=newest&price=below1000')).toBe('/hi/new-arrivals?price=below1000');
    expect(pageCacheKey('/hi/about?category=mandala')).toBe('/hi/about');
  });
});

describe('pageCacheRoom', () => {
  it("keeps the store's own links with the catalogue, and what a visitor can vary without end in the long tail", () => {
    for (const key of [
      '/',
      '/about',
      '/products',
      '/products?category=mandala&page=2&price=below1000&sort=price-low&view=list',
      `/new-arrivals?page=${DEEPEST_CATALOGUE_PAGE}`,
      '/products/6f1c1d7e-1f8e-4a3b-9c1d-2b3c4d5e6f70',
    ]) {
      expect(pageCacheRoom(pageCacheKey(key)), key).toBe('catalogue');
    }
    for (const key of [
      '/products?search=lotus',
      '/products?category=mandala&search=x',
      `/products?page=${DEEPEST_CATALOGUE_PAGE + 1}`,
      '/products?page=99999999999999999999999',
      '/About',
      '/about/',
      '/products//',
      '/PRODUCTS?category=mandala',
      '/products/6F1C1D7E-1F8E-4A3B-9C1D-2B3C4D5E6F70',
      '/%61bout',
    ]) {
      expect(pageCacheRoom(pageCacheKey(key)), key).toBe('long-tail');
    }
  });
});

describe('the response cache is bounded by bytes', () => {
  it('counts a two-byte string twice', () => {
    expect(stringBytes('abc')).toBe(3);
    expect(stringBytes('₹12')).toBe(6);
    expect(stringBytes('café')).toBe(4);
  });

  it('evicts by the memory its texts take, not their characters', async () => {
    const cache = createResponseCache(1000);
    const rupees = (c: string) => `₹${c.repeat(399)}`; // 400 characters, 800 bytes
    await cache.get('a', async () => rupees('a'));
    await cache.get('b', async () => rupees('b'));
    let computed = 0;
    await cache.get('a', async () => {
      computed++;
      return rupees('a');
    });
    expect(computed).toBe(1);
  });

  it('keeps long-tail texts in a room of their own, bounded, that never pushes out the others', async () => {
    const cache = createResponseCache(10_000, 1000);
    await cache.get('page:/', async () => 'x'.repeat(4000));
    for (let i = 0; i < 50; i++)
      await cache.get(
        `page:/products?search=${i}`,
        async () => 'y'.repeat(300),
        () => 'long-tail',
      );
    expect(cache.stats()).toEqual({
      entries: 1,
      bytes: 4006,
      longTail: { entries: 3, bytes: expect.any(Number), maxBytes: 1000 },
    });
    expect(cache.stats().longTail.bytes).toBeLessThanOrEqual(1000);
    // The last ones are served from it; an invalidation clears both rooms.
    let computed = 0;
    await cache.get(
      'page:/products?search=49',
      async () => String(++computed),
      () => 'long-tail',
    );
    expect(computed).toBe(0);
    cache.invalidate();
    expect(cache.stats()).toMatchObject({ entries: 0, longTail: { entries: 0 } });
  });

  it('keeps a computed text only when told to', async () => {
    const cache = createResponseCache();
    let computed = 0;
    const compute = async () => String(++computed);
    await cache.get('shell', compute, () => false);
    await cache.get('shell', compute, () => false);
    expect(computed).toBe(2);
  });
});

const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const built =
  existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '../dist-ssr/entry-server.js'));

describe.skipIf(!built)('rendered pages with tracking parameters (needs npm run build)', () => {
  let t: TestApp;
  let id: string;
  let cache: ResponseCache;
  const renders: string[] = [];
  const LONG_TAIL_BYTES = 600_000;

  /**
   * The app's cache, counting every page it renders. Small: room for a handful of rendered pages, and for two or three
   * in the room for one-off pages (searches and the like).
   */
  function countingCache(maxBytes: number, longTailBytes: number): ResponseCache {
    const base = createResponseCache(maxBytes, longTailBytes);
    return {
      ...base,
      get(key, compute, store) {
        if (!key.startsWith('page:')) return base.get(key, compute, store);
        return base.get(
          key,
          () => {
            renders.push(key);
            return compute();
          },
          store,
        );
      },
    };
  }

  beforeAll(async () => {
    t = await createTestApp(
      { WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://kala.example' },
      {},
      { cache: (cache = countingCache(1_500_000, LONG_TAIL_BYTES)) },
    );
    id = (await insertProduct(t.database.db, { name: 'Lotus Dot Mandala', category: 'mandala' })).id;
    await insertProduct(t.database.db, { name: 'Terracotta Sun Pot', category: 'terracotta' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const rendersOf = (page: string) => renders.filter((key) => key === `page:${page}`).length;

  it('renders a listing once for URLs that differ only by tracking or unknown parameters, with the same HTML', async () => {
    const plain = await get('/products?category=terracotta');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Terracotta Sun Pot');
    expect(plain.body).not.toContain('Lotus Dot Mandala');
    for (const url of [
      '/products?category=terracotta&utm_source=newsletter&utm_medium=email',
      '/products?fbclid=IwAR0abc&category=Terracotta',
      '/products?gclid=xyz&category=terracotta&limit=500&sort=featured&page=1',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(plain.body);
      expect(answer.headers['x-page-cache'], url).toBe('hit');
    }
    expect(rendersOf('/products?category=terracotta')).toBe(1);
  });

  it('renders a product page once, whatever its tracking parameters, with its canonical link unchanged', async () => {
    const plain = await get(`/products/${id}`);
    const tracked = await get(`/products/${id}?utm_source=instagram&utm_campaign=diwali&igshid=abc`);
    expect(tracked.body).toBe(plain.body);
    expect(tracked.body).toContain(`<link rel="canonical" href="https://kala.example/products/${id}" />`);
    expect(tracked.body).toMatch(/<h1[^>]*>Lotus Dot Mandala<\/h1>/);
    expect(rendersOf(`/products/${id}`)).toBe(1);
  });

  it('keeps the cached pages through a flood of random parameters', async () => {
    await get('/products');
    await get('/');
    const before = renders.length;
    for (let i = 0; i < 40; i++) {
      const answer = await get(`/products?utm_source=${Math.random().toString(36).slice(2)}&x${i}=${i}`);
      expect(answer.statusCode).toBe(200);
    }
    expect(renders.length).toBe(before);
    expect((await get('/products')).headers['x-page-cache']).toBe('hit');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
    expect(renders.length).toBe(before);
  });

  it('still renders each real filter on its own', async () => {
    const mandala = await get('/products?category=mandala&utm_source=x');
    expect(mandala.body).toContain('Lotus Dot Mandala');
    expect(mandala.body).not.toContain('Terracotta Sun Pot');
    expect(rendersOf('/products?category=mandala')).toBe(1);
  });

  it('does not keep the app shell of pages it does not render', async () => {
    const first = await get('/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('none');
    expect((await get('/login?redirect=/cart')).headers['x-page-cache']).toBe('none');
  });

  it('keeps a flood of random searches, far pages, unknown products and odd spellings out of the catalogue pages', async () => {
    await get('/products');
    await get('/');
    await get(`/products/${id}`);
    const kept = cache.stats('page:').entries;
    const random = () => Math.random().toString(36).slice(2, 10);
    const flood = [
      ...Array.from({ length: 12 }, () => `/products?search=${random()}`),
      ...Array.from({ length: 4 }, (_, i) => `/new-arrivals?search=${random()}&category=mandala&page=${i + 2}`),
      ...Array.from({ length: 4 }, () => `/products?page=${1000 + Math.floor(Math.random() * 1e9)}`),
      ...Array.from({ length: 4 }, () => `/products/${randomUUID()}`),
      `/products/${id.toUpperCase()}`,
      '/About',
      '/about/',
      '/PRODUCTS',
      '/products//',
    ];
    for (const url of flood) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      // Each is rendered for whoever asked: a search still arrives as a page.
      expect(answer.headers['x-page-cache'], url).toBe('miss');
    }
    const after = cache.stats('page:');
    // The catalogue's pages are all still there, and no page of the flood joined them: those that fit are in the
    // long-tail room, which never holds more than its bound.
    expect(after.entries).toBe(kept);
    expect(after.longTail.entries).toBeGreaterThan(0);
    expect(cache.stats().longTail.bytes).toBeLessThanOrEqual(LONG_TAIL_BYTES);
    const before = renders.length;
    for (const page of ['/products', '/', `/products/${id}`]) {
      expect((await get(page)).headers['x-page-cache'], page).toBe('hit');
    }
    expect(renders.length).toBe(before);
  });

  it('serves a search asked again from the bounded room while it is there', async () => {
    const first = await get('/products?search=%20Lotus%20');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.body).toContain('Lotus Dot Mandala');
    const again = await get('/products?search=Lotus&utm_source=x');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(rendersOf('/products?search=Lotus')).toBe(1);
  });
});
