import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GST_MESSAGES } from '@kala/contract/gst';
import { call, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAdmin, signUpShopper } from '../admin/test-admin.ts';
import { auditTrail } from '../audit/audit.repository.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
  admin = await signInAdmin(t, 'tax-owner@kala.test');
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
  call(t, method, url, { token: admin.token, ...(body !== undefined ? { body } : {}) });
const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

const valid = {
  legalName: 'Kala Crafts LLP',
  tradeName: 'Kala',
  address: '12 MI Road\nJaipur 302001',
  stateCode: '08',
  registered: true,
  gstin: '08AAACK1234A1ZA',
  pan: null,
  pricesIncludeTax: false,
};

describe('GET/PUT /api/admin/settings/tax', () => {
  it('answers 401 to a guest and 403 to a shopper on every route', async () => {
    const shopper = await signUpShopper(t);
    for (const [method, url] of [
      ['GET', '/api/admin/settings/tax'],
      ['PUT', '/api/admin/settings/tax'],
      ['PUT', '/api/admin/settings/tax/rates'],
    ] as const) {
      expect((await call(t, method, url, { body: {} })).status, url).toBe(401);
      const answer = await call(t, method, url, { body: valid, token: shopper.token });
      expect(answer.status, url).toBe(403);
    }
  });

  it('starts from the configuration: a registered Rajasthan seller, every category at GST_PERCENT', async () => {
    const answer = await asAdmin('GET', '/api/admin/settings/tax');
    expect(answer.status).toBe(200);
    expect(answer.body.data.settings).toMatchObject({
      registered: true,
      gstin: '08AAACK1234A1ZA',
      stateCode: '08',
      pricesIncludeTax: false,
    });
    expect(answer.body.data.pickup).toEqual({ pincode: '302001', stateCode: '08', stateName: 'Rajasthan' });
    expect(answer.body.data.rates).toHaveLength(7);
    for (const rate of answer.body.data.rates) expect(rate.ratePercent).toBe(18);
    expect(answer.body.data.rates.find((r: { category: string }) => r.category === 'terracotta').hsnCode).toBe('6913');
  });

  it('refuses a bad GSTIN with the reason, as a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['08AAACK1234A1Z', GST_MESSAGES.gstinLength],
      ['99AAACK1234A1ZA', 'The first two digits of a GSTIN are a state code; 99 is not one'],
      ['08AAACK1234A1ZB', GST_MESSAGES.gstinCheck],
    ];
    for (const [gstin, message] of cases) {
      const answer = await asAdmin('PUT', '/api/admin/settings/tax', { ...valid, gstin });
      expect(answer.status, gstin).toBe(400);
      expect(fieldErrors(answer.body), gstin).toEqual({ gstin: message });
    }
    const noPan = await asAdmin('PUT', '/api/admin/settings/tax', { ...valid, registered: false, gstin: null });
    expect(noPan.status).toBe(400);
    expect(fieldErrors(noPan.body)).toEqual({ pan: GST_MESSAGES.panRequired });
  });

  it('saves the settings, records who changed what, and tells the storefront the price mode', async () => {
    const saved = await asAdmin('PUT', '/api/admin/settings/tax', {
      ...valid,
      gstin: '27aapfu0939f1zv',
      stateCode: '27',
      pricesIncludeTax: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings).toMatchObject({ gstin: '27AAPFU0939F1ZV', stateCode: '27', pan: null });
    expect((await asAdmin('GET', '/api/admin/settings/tax')).body.data.settings.gstin).toBe('27AAPFU0939F1ZV');
    const display = await call(t, 'GET', '/api/settings/prices');
    expect(display.body.data).toMatchObject({ pricesIncludeTax: true, registered: true });
    expect(display.body.data.categoryRates).toMatchObject({ terracotta: 18, mandala: 18 });

    const trail = await auditTrail(t.database.db, 'settings', 'tax');
    expect(trail.at(-1)).toMatchObject({ action: 'settings.tax', by: expect.stringContaining('tax-owner@kala.test') });
    expect(trail.at(-1)?.before).toMatchObject({ gstin: '08AAACK1234A1ZA' });
    expect(trail.at(-1)?.after).toMatchObject({ gstin: '27AAPFU0939F1ZV' });

    const unregistered = await asAdmin('PUT', '/api/admin/settings/tax', {
      ...valid,
      registered: false,
      gstin: null,
      pan: 'AAPFU0939F',
    });
    expect(unregistered.body.data.settings).toMatchObject({ registered: false, gstin: null, pan: 'AAPFU0939F' });
    expect((await call(t, 'GET', '/api/settings/prices')).body.data).toMatchObject({
      pricesIncludeTax: false,
      registered: false,
      categoryRates: { terracotta: 0 },
    });
    await asAdmin('PUT', '/api/admin/settings/tax', valid);
  });

  it('saves category rates of 0, 5, 18 or 40% only, with an HSN code of 4, 6 or 8 digits', async () => {
    const bad = await asAdmin('PUT', '/api/admin/settings/tax/rates', {
      rates: [{ category: 'terracotta', hsnCode: '69', ratePercent: 12 }],
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      'rates/0/hsnCode': GST_MESSAGES.hsn,
      'rates/0/ratePercent': GST_MESSAGES.rate,
    });
    const ok = await asAdmin('PUT', '/api/admin/settings/tax/rates', {
      rates: [{ category: 'terracotta', hsnCode: '6912', ratePercent: 5 }],
    });
    expect(ok.status).toBe(200);
    const rates = ok.body.data.rates as { category: string; hsnCode: string; ratePercent: number }[];
    expect(rates.find((r) => r.category === 'terracotta')).toEqual({
      category: 'terracotta',
      hsnCode: '6912',
      ratePercent: 5,
    });
    expect(rates.find((r) => r.category === 'mandala')?.ratePercent).toBe(18);
    await asAdmin('PUT', '/api/admin/settings/tax/rates', {
      rates: [{ category: 'terracotta', hsnCode: '6913', ratePercent: 18 }],
    });
  });

  it('prices the next cart read at a rate saved a moment before: the kept settings are read again (issue 31)', async () => {
    const pot = await insertProduct(t.database.db, {
      name: 'Kept Rate Pot',
      category: 'terracotta',
      sizes: [{ original: 1000, discounted: 1000 }],
    });
    const shopper = await insertShopper(t, 'Meera');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper.headers,
      payload: { productId: pot.id, sizeId: pot.sizeIds[0], quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const gst = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers })).json().data.gst as {
        rates: number[];
        amount: number;
      };
    // Read twice at 18%, so the settings are kept.
    expect(await gst()).toMatchObject({ rates: [18], amount: 180 });
    expect(await gst()).toMatchObject({ rates: [18], amount: 180 });
    const saved = await asAdmin('PUT', '/api/admin/settings/tax/rates', {
      rates: [{ category: 'terracotta', hsnCode: '6912', ratePercent: 5 }],
    });
    expect(saved.status).toBe(200);
    expect(await gst()).toMatchObject({ rates: [5], amount: 50 });
    await asAdmin('PUT', '/api/admin/settings/tax/rates', {
      rates: [{ category: 'terracotta', hsnCode: '6913', ratePercent: 18 }],
    });
    expect(await gst()).toMatchObject({ rates: [18], amount: 180 });
  });
});
