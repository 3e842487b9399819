import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The real web build and its server renderer (apps/web/dist and dist-ssr, from `npm run build`): public pages arrive
 * rendered by the web's own components, with the query state as JSON for hydration.
 */
const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const built =
  existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '../dist-ssr/entry-server.js'));

let t: TestApp;
const ids: Record<string, string> = {};

const STATE = /<script type="application\/json" id="kala-state">([\s\S]*?)<\/script>/;
const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The scripts a rendered page names for its app (kala-scripts). */
const scriptsOf = async (url: string) => {
  const text = /<script type="application\/json" id="kala-scripts">([\s\S]*?)<\/script>/.exec(
    (await get(url)).body,
  )?.[1];
  return JSON.parse(text ?? 'null') as string[];
};

describe.skipIf(!built)('server-rendered pages (needs npm run build)', () => {
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDist });
    const db = t.database.db;
    ids.lotus = (
      await insertProduct(db, {
        name: 'Lotus Dot Mandala </script><script>alert(1)</script>',
        category: 'mandala',
        ratings: 4.9,
        sizes: [{ label: '8 inch', original: 1200, discounted: 950 }],
      })
    ).id;
    ids.pot = (await insertProduct(db, { name: 'Terracotta Sun Pot', category: 'terracotta', ratings: 4.1 })).id;
    ids.retired = (await insertProduct(db, { name: 'Retired Pot', category: 'terracotta', isActive: false })).id;
  });
  afterAll(() => t?.close());

  it('renders the listing with its products and the state the browser hydrates from', async () => {
    const response = await get('/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('Handmade collection');
    expect(html).toContain('Terracotta Sun Pot');
    expect(html).toContain('Lotus Dot Mandala &lt;/script&gt;');
    const state = STATE.exec(html)?.[1];
    expect(state).toBeDefined();
    // No product text can end the JSON script early.
    expect(state).not.toContain('</script');
    const parsed = JSON.parse(state ?? '') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(parsed.queries.some((q) => q.queryKey[0] === 'products')).toBe(true);
    // No inline executable script (the CSP allows only 'self').
    expect(html.match(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/g)).toBeNull();
  });

  it("names the scripts a rendered page's app needs, each one the server serves", async () => {
    const listing = await scriptsOf('/products');
    // React, the router and the query cache, the app, and the listing's own chunk; the product page's is not needed.
    for (const chunk of [/\/react-/, /\/shell-/, /\/main-/, /\/products-page-/]) {
      expect(listing.some((url) => chunk.test(url))).toBe(true);
    }
    expect(listing.some((url) => /\/product-page-/.test(url))).toBe(false);
    expect(new Set(listing).size).toBe(listing.length);
    for (const url of listing) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('javascript');
    }
    expect((await scriptsOf(`/products/${ids.pot}`)).some((url) => /\/product-page-/.test(url))).toBe(true);
    // Every server-rendered route names its page module as the build knows it (entry-server.tsx): a renamed page
    // would otherwise name no scripts, and its app would find them stage by stage again.
    const rendered = [
      ...['/', '/new-arrivals', '/sale', '/categories', '/artists', '/about', '/contact', '/size-guide'],
      ...['/shipping-delivery', '/cancellation-refund', '/terms-and-conditions', '/privacy-policy', '/faq'],
      ...['/care-instructions', '/cookie-policy'],
    ];
    for (const url of rendered) expect((await scriptsOf(url)).length, url).toBeGreaterThan(5);
    // A page sent as the app shell names none: its scripts are found as it loads them.
    expect((await get('/cart')).body).not.toContain('kala-scripts');
  });

  it("fetches a first visit's own code in few files, and the boot script alone before the first paint", async () => {
    for (const url of ['/', '/products', `/products/${ids.pot}`]) {
      const scripts = await scriptsOf(url);
      // The header, the footer, the session and what the arrival pages share are one storefront chunk
      // (apps/web/scripts/storefront-chunk.ts): 12-17 files where Rolldown's own splitting made 31-36.
      expect(
        scripts.some((script) => /\/storefront-/.test(script)),
        url,
      ).toBe(true);
      // The product page's modules that the cart, checkout or the admin panel also import are one `product-shared`
      // chunk: 17 files on the product page, where they alone made ten more (27 after issue 27), 13 on the listing.
      expect(scripts.length, url).toBeLessThanOrEqual(20);
      expect(
        scripts.some((script) => /\/admin-/.test(script)),
        url,
      ).toBe(false);
    }
    // The page's only script tag imports nothing but Vite's preload helper: the storefront chunk must not be drawn
    // into it (it would then load before the first paint).
    const html = (await get('/')).body;
    const boot = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(boot).toBeDefined();
    const imports = [...(await get(boot ?? '')).body.matchAll(/\bfrom\s*"([^"]+)"|\bimport\s*"([^"]+)"/g)].map(
      (match) => match[1] ?? match[2],
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(
      imports.every((specifier) => /preload-helper/.test(specifier ?? '')),
      imports.join(', '),
    ).toBe(true);
  });

  it('renders a filtered listing from the query string', async () => {
    const html = (await get('/products?category=terracotta')).body;
    expect(html).toContain('Terracotta Sun Pot');
    expect(html).not.toContain('Lotus Dot Mandala');
  });

  it('renders a product page with the product in the body and its head', async () => {
    const html = (await get(`/products/${ids.pot}`)).body;
    const body = html.slice(html.indexOf('<body'));
    expect(body).toMatch(/<h1[^>]*>Terracotta Sun Pot<\/h1>/);
    expect(html).toContain('<title>Terracotta Sun Pot');
    expect(STATE.test(html)).toBe(true);
  });

  it("renders 'Product not found' for a missing or inactive product", async () => {
    for (const url of [`/products/${ids.retired}`, '/products/00000000-0000-0000-0000-000000000000']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('Product not found');
      expect(html, url).not.toContain('Retired Pot');
    }
  });

  it('renders the landing page with the featured pieces, highest rated first', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('Featured pieces');
    expect(html.indexOf('Lotus Dot Mandala')).toBeGreaterThan(0);
    expect(html.indexOf('Lotus Dot Mandala')).toBeLessThan(html.indexOf('Terracotta Sun Pot'));
  });

  it('sends pages that need an account, and redirects, as the app shell', async () => {
    for (const url of ['/cart', '/wishlist', '/dashboard', '/admin', '/login', '/terms', '/no-such-page']) {
      const html = (await get(url)).body;
      expect(STATE.test(html), url).toBe(false);
      expect(html, url).toContain('aria-busy="true"');
    }
  });

  it('sends a rendered page compressed to a browser that accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });
  it('renders a page once per catalogue version, and afresh after a catalogue write', async () => {
    const before = (await get('/products?category=indian-art')).body;
    expect(before).not.toContain('Madhubani Fish Pair');
    await insertProduct(t.database.db, { name: 'Madhubani Fish Pair', category: 'indian-art' });
    expect((await get('/products?category=indian-art')).body).toBe(before);
    t.cache.invalidate();
    expect((await get('/products?category=indian-art')).body).toContain('Madhubani Fish Pair');
  });
});
