import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://kala.example';
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<title>Kala · Handmade Indian art and home decor</title>
<meta name="description" content="Default description" />
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'kala-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ PUBLIC_URL, WEB_DIST_DIR: webDist });
  const db = t.database.db;
  ids.lotus = (
    await insertProduct(db, {
      name: 'Lotus "Dot" Mandala </script><script>alert(1)</script>',
      category: 'mandala',
      subtitles: 'Hand-dotted <b>on</b> MDF & lacquered',
      description: 'Dots of ochre & indigo around a lotus.',
      tags: ['mandala'],
      ratings: 4.7,
      creatorName: 'Meera Joshi',
      sizes: [
        { label: '8 inch', original: 1200, discounted: 950 },
        { label: '12 inch', original: 2400, discounted: 1999, available: false },
      ],
      reviews: [{ username: 'Asha', message: 'Lovely' }],
    })
  ).id;
  ids.retired = (await insertProduct(db, { name: 'Retired Pot', category: 'terracotta', isActive: false })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
};

describe('product pages answered by the server', () => {
  it('carry the product title, description, Open Graph tags and escaped JSON-LD with rupee offers', async () => {
    const response = await get(`/products/${ids.lotus}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;

    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>Lotus &quot;Dot&quot; Mandala &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Kala</title>',
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Hand-dotted on MDF &amp; lacquered. Dots of ochre &amp; indigo around a lotus." />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/products/${ids.lotus}" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/uploads/demo/test.webp" />`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products/${ids.lotus}" />`);
    // The product's name can never close the data block and start a script.
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lotus "Dot" Mandala </script><script>alert(1)</script>',
      brand: { name: 'Kala' },
      aggregateRating: { ratingValue: 4.7, reviewCount: 1 },
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 950, highPrice: 1999, offerCount: 2 },
    });
    expect(ld.offers.offers).toEqual([
      expect.objectContaining({
        name: '8 inch',
        price: 950,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ name: '12 inch', price: 1999, availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('leave the default head on an unknown, inactive or malformed product and on other pages', async () => {
    for (const url of [
      `/products/${ids.retired}`,
      '/products/00000000-0000-0000-0000-000000000000',
      '/products/not-a-product',
      '/categories',
      '/products?page=2',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      // The default head, with only the page's language alternates added (page-language.ts).
      expect(response.body.replace(/<link rel="alternate" hreflang="[^"]+" href="[^"]*" \/>\n/g, ''), url).toBe(
        INDEX_HTML,
      );
      expect(response.body, url).toContain('hreflang="hi"');
    }
  });
});

describe('the first API request of a page, preloaded', () => {
  const preloadOf = (html: string) =>
    /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)" \/>/.exec(html)?.[1];

  it('names the featured products on the landing page and the filtered listing on /products', async () => {
    expect(preloadOf((await get('/')).body)).toBe('/api/products?sort=rating&amp;limit=6');
    expect(preloadOf((await get('/products')).body)).toBe('/api/products?sort=featured&amp;limit=12&amp;page=1');
    expect(preloadOf((await get('/products?category=dot+mandala+art&price=below1000&search=%3Cb%3E')).body)).toBe(
      '/api/products?category=mandala&amp;price=below1000&amp;sort=featured&amp;search=%3Cb%3E&amp;limit=12&amp;page=1',
    );
    expect(preloadOf((await get('/new-arrivals')).body)).toBe('/api/products?sort=newest&amp;limit=12&amp;page=1');
  });

  it('names nothing for a later page or an unknown category', async () => {
    expect(preloadOf((await get('/products?page=3')).body)).toBeUndefined();
    expect(preloadOf((await get('/products?category=pottery')).body)).toBeUndefined();
  });
});

describe('GET /sitemap.xml', () => {
  it('lists home, the static pages and every active product with the public URL', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    for (const page of ['/products', '/categories', '/artists', '/shipping-delivery', '/privacy-policy', '/contact']) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/products/${ids.lotus}`);
    // Every page in Hindi too (issue 28).
    expect(locs).toContain(`${PUBLIC_URL}/hi`);
    expect(locs).toContain(`${PUBLIC_URL}/hi/products/${ids.lotus}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/products/${ids.retired}`);
    expect(locs.some((l) => /admin|cart|checkout/.test(l ?? ''))).toBe(false);
  });

  it('shows a product added later once the catalogue cache is cleared', async () => {
    const { id } = await insertProduct(t.database.db, { name: 'Fresh Lippan Mirror', category: 'lippan-art' });
    t.cache.invalidate();
    const response = await get('/sitemap.xml');
    expect(response.body).toContain(`${PUBLIC_URL}/products/${id}</loc>`);
  });
});

describe('GET /robots.txt', () => {
  it('allows all, keeps crawlers out of private paths and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/cart', '/checkout', '/dashboard', '/orders', '/wishlist']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('pages in Hindi (issue 28)', () => {
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('serves /hi pages as Hindi, with the alternates of both languages', async () => {
    const response = await page('/hi/categories');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('<title>Kala · हाथ से बनी भारतीय कला और होम डेकोर</title>');
    expect(response.body).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/categories" />`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/categories" />`);
    expect(response.body).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/categories" />`);
  });

  it('sends a first visit that prefers Hindi to the Hindi page once, and then follows the cookie', async () => {
    const first = await page('/products?page=2', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/hi/products?page=2');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^kala_lang=hi; Path=\/; Max-Age=31536000/);
    // Back on an English address by choice: the cookie (set by the language switch) keeps it English.
    const chosen = await page('/products', { 'accept-language': 'hi', cookie: 'kala_lang=en' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<html lang="en">');
    // An English-preferring browser stays on English without a redirect.
    expect((await page('/', { 'accept-language': 'en-IN,en;q=0.9' })).statusCode).toBe(200);
  });

  it('keeps the admin panel English: /hi/admin goes to /admin', async () => {
    const response = await page('/hi/admin/orders');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/admin/orders');
  });
});
