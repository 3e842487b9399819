import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResponseCache, stringBytes, type ResponseCache } from '../../lib/response-cache.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pageCacheKey } from './page-cache-key.ts';

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
  const renders: string[] = [];

  /** The app's cache, counting every page it renders. Small: room for a handful of rendered pages. */
  function countingCache(maxBytes: number): ResponseCache {
    const base = createResponseCache(maxBytes);
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
      { cache: countingCache(1_500_000) },
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
});
