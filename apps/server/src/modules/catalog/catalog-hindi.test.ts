import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product, ProductList } from '@kala/contract/catalog';
import { LOCALE_HEADER } from '@kala/contract/locale';
import { products } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';

let t: TestApp;
let fishId = '';

beforeAll(async () => {
  t = await createTestApp();
  fishId = (
    await insertProduct(t.database.db, {
      name: 'Madhubani Twin Fish Painting',
      category: 'indian-art',
      subtitles: 'Natural colours on handmade paper',
      description: 'Two fish for good luck',
    })
  ).id;
  // Hindi name and description only: the subtitles stay English (field by field fallback).
  await t.database.db
    .update(products)
    .set({ nameHi: 'मधुबनी जुड़वाँ मछली पेंटिंग', descriptionHi: 'सौभाग्य की दो मछलियाँ' })
    .where(eq(products.id, fishId));
});

afterAll(() => t.close());

const get = async (url: string, language?: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: language ? { [LOCALE_HEADER]: language } : {} });
  return response.json() as { data: Product | Product[] } & Partial<ProductList>;
};
const listed = async (url: string, language?: string) =>
  ((await get(url, language)).data as Product[]).find((p) => p._id === fishId);
const detail = async (language?: string) => (await get(`/api/products/${fishId}`, language)).data as Product;

describe('catalogue text in the shopper language (issue 28)', () => {
  it('answers the Hindi name and description with x-kala-language: hi, English subtitles where no Hindi is given', async () => {
    for (const piece of [await listed('/api/products', 'hi'), await detail('hi')]) {
      expect(piece?.name).toBe('मधुबनी जुड़वाँ मछली पेंटिंग');
      expect(piece?.description).toBe('सौभाग्य की दो मछलियाँ');
      expect(piece?.subtitles).toBe('Natural colours on handmade paper');
    }
    expect((await listed('/api/products/available', 'hi'))?.name).toBe('मधुबनी जुड़वाँ मछली पेंटिंग');
  });

  it('answers English without the header, after a Hindi answer was cached, and for a language the store lacks', async () => {
    await detail('hi');
    await listed('/api/products', 'hi');
    for (const language of [undefined, 'en', 'fr']) {
      expect((await detail(language)).name).toBe('Madhubani Twin Fish Painting');
      expect((await listed('/api/products', language))?.name).toBe('Madhubani Twin Fish Painting');
      expect((await detail(language)).description).toBe('Two fish for good luck');
    }
    expect((await detail('hi')).name).toBe('मधुबनी जुड़वाँ मछली पेंटिंग');
  });
});
