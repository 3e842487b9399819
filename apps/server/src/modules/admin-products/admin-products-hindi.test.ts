import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@kala/contract/locale';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../orders/test-orders.ts';
import { insertAdmin, validProduct, type Admin } from './test-admins.ts';

/** Issue 28: the admin writes a piece's Hindi text; shoppers reading Hindi get it, field by field. */
let t: TestApp;
let admin: Admin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAdmin(t);
});
afterAll(() => t.close());

const inHindi = async (id: string) =>
  (await t.app.inject({ url: `/api/products/${id}`, headers: { [LOCALE_HEADER]: 'hi' } })).json().data;

describe('Hindi text of a product', () => {
  it('saves and returns the Hindi fields on create and update, blank as null, the rich one cleaned', async () => {
    const made = await call(t, admin, 'POST', '/api/products', {
      ...validProduct(),
      nameHi: ' मधुबनी मोर पेंटिंग ',
      subtitlesHi: '',
      productDescriptionHi: '<p>हाथ से बनी<script>alert(1)</script></p>',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const product = made.body.data;
    expect(product.nameHi).toBe('मधुबनी मोर पेंटिंग');
    expect(product.subtitlesHi).toBeNull();
    expect(product.descriptionHi).toBeNull();
    expect(product.productDescriptionHi).toContain('हाथ से बनी');
    expect(product.productDescriptionHi).not.toContain('script');

    const shown = await inHindi(product._id);
    expect(shown.name).toBe('मधुबनी मोर पेंटिंग');
    expect(shown.subtitles).toBe(product.subtitles);

    const updated = await call(t, admin, 'PATCH', `/api/products/${product._id}`, {
      subtitlesHi: 'प्राकृतिक रंग',
      nameHi: '',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.subtitlesHi).toBe('प्राकृतिक रंग');
    expect(updated.body.data.nameHi).toBeNull();
    const after = await inHindi(product._id);
    expect(after.subtitles).toBe('प्राकृतिक रंग');
    expect(after.name).toBe(product.name);
  });
});
