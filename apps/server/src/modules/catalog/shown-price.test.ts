import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@kala/contract/catalog';
import type { Wishlist } from '@kala/contract/wishlist';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper } from '../cart/test-shoppers.ts';

/**
 * One price a piece is shown at (issue 16): its cheapest size in stock, else its cheapest size. The card shows it
 * (@kala/contract/shown-price), so the price filter, the price sort, the wishlist and the structured data use it
 * too. The tricky piece is one whose cheapest size is out of stock.
 */
let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'kala-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kala</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ PUBLIC_URL: 'https://kala.example', WEB_DIST_DIR: webDist });
  const db = t.database.db;
  ids.rainbow = (
    await insertProduct(db, {
      name: 'Midnight Rainbow Dot Mandala',
      sizes: [
        { label: '6 inch', original: 999, discounted: 899, available: false },
        { label: '8 inch', original: 1499, discounted: 1269 },
        { label: '12 inch', original: 1999, discounted: 1719 },
      ],
    })
  ).id;
  ids.arch = (await insertProduct(db, { name: 'Sunset Arch', sizes: [{ original: 1200, discounted: 1100 }] })).id;
  ids.plate = (await insertProduct(db, { name: 'Lotus Plate', sizes: [{ original: 1000, discounted: 950 }] })).id;
  ids.soldOut = (
    await insertProduct(db, {
      name: 'Sold Out Pot',
      sizes: [
        { original: 700, discounted: 650, available: false },
        { original: 900, discounted: 600, available: false },
      ],
    })
  ).id;
});
afterAll(() => t.close());

const names = async (url: string) =>
  ((await t.app.inject({ method: 'GET', url })).json() as ProductList).data.map((p) => p.name);

describe('the shown price', () => {
  it('orders the price sorts', async () => {
    expect(await names('/api/products?sort=price-low')).toEqual([
      'Sold Out Pot',
      'Lotus Plate',
      'Sunset Arch',
      'Midnight Rainbow Dot Mandala',
    ]);
    expect(await names('/api/products?sort=price-high')).toEqual([
      'Midnight Rainbow Dot Mandala',
      'Sunset Arch',
      'Lotus Plate',
      'Sold Out Pot',
    ]);
  });

  it('decides the price filters', async () => {
    expect((await names('/api/products?price=below1000')).sort()).toEqual(['Lotus Plate', 'Sold Out Pot']);
    expect((await names('/api/products?price=1000-5000')).sort()).toEqual([
      'Midnight Rainbow Dot Mandala',
      'Sunset Arch',
    ]);
  });

  it("is a product page's lowest offer and Open Graph price", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/products/${ids.rainbow}` })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      offers: { lowPrice: number; highPrice: number };
    };
    expect(ld.offers).toMatchObject({ lowPrice: 1269, highPrice: 1719 });
    expect(html).toContain('<meta property="product:price:amount" content="1269.00" />');
  });

  it("is a saved piece's price in the wishlist", async () => {
    const shopper = await insertShopper(t, 'Asha');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: shopper.headers,
      payload: { productId: ids.rainbow },
    });
    expect(add.statusCode).toBe(200);
    const answer = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: shopper.headers });
    const { wishlist } = answer.json().data as Wishlist;
    expect(wishlist.items[0]?.product).toMatchObject({ discountedPrice: 1269, originalPrice: 1499 });
  });
});
