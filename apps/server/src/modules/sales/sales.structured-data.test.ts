import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIndiaLocal } from '@kala/contract/sale-price';
import { users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../orders/test-orders.ts';

/** A product page's structured data during a sale (decision 041): the Offer price is the sale price, valid to its end. */
const MINUTE = 60_000;
const base = Math.floor(Date.now() / MINUTE) * MINUTE;
let clock = base;
let t: TestApp;
let productId: string;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'kala-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kala</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ PUBLIC_URL: 'https://kala.example', WEB_DIST_DIR: webDist }, {}, { now: () => clock });
  productId = (
    await insertProduct(t.database.db, {
      name: 'Lippan Mirror Mandala',
      category: 'lippan-art',
      sizes: [
        { label: '8 inch', original: 1100, discounted: 950 },
        { label: '12 inch', original: 2600, discounted: 2200 },
      ],
    })
  ).id;
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Meera', email: 'meera@kala.example', role: 'admin' })
    .returning();
  const admin = {
    id: row!.id,
    headers: { authorization: `Bearer ${await sessionTokenFor(t, { id: row!.id, role: 'admin' })}` },
  };
  // Ends at midnight India time, some days ahead: the price holds through the day before.
  const endsAt = `${toIndiaLocal(new Date(base + 3 * 24 * 60 * MINUTE)).slice(0, 10)}T00:00`;
  const created = await call(t, admin, 'POST', '/api/admin/sales', {
    name: 'Diwali 2026',
    percentOff: 15,
    categories: ['lippan-art'],
    startsAt: toIndiaLocal(new Date(base - MINUTE)),
    endsAt,
  });
  expect(created.status).toBe(201);
});
afterAll(() => t.close());

interface Offer {
  price: number;
  priceValidUntil?: string;
}

async function productData(): Promise<{
  offers: { lowPrice: number; highPrice: number; offers: Offer[] };
  issues: { severity: string }[];
}> {
  const response = await t.app.inject({ method: 'GET', url: `/products/${productId}` });
  expect(response.statusCode).toBe(200);
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(
    response.body,
  );
  const [product] = extracted.jsonld.Product as { offers: { lowPrice: number; highPrice: number; offers: Offer[] } }[];
  const issues = (await new Validator().validate(extracted)) as { severity: string }[];
  return { offers: product!.offers, issues };
}

describe("a product page's structured data during a sale", () => {
  it('offers each size at its sale price, valid until the last India day of the sale, and passes the checks', async () => {
    const { offers, issues } = await productData();
    expect(issues.filter((i) => i.severity === 'ERROR')).toEqual([]);
    expect(offers.lowPrice).toBe(807.5);
    expect(offers.highPrice).toBe(1870);
    const lastDay = toIndiaLocal(new Date(base + 2 * 24 * 60 * MINUTE)).slice(0, 10);
    expect(offers.offers).toEqual([
      expect.objectContaining({ price: 807.5, priceValidUntil: lastDay }),
      expect.objectContaining({ price: 1870, priceValidUntil: lastDay }),
    ]);
  });

  it('after the sale: the usual prices, without a validity date', async () => {
    clock = base + 4 * 24 * 60 * MINUTE;
    const { offers } = await productData();
    expect(offers.offers.map((o) => [o.price, o.priceValidUntil])).toEqual([
      [950, undefined],
      [2200, undefined],
    ]);
  });
});
