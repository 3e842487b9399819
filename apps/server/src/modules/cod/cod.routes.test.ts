import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_MESSAGES, DEFAULT_COD_POLICY, type CodPolicy } from '@kala/contract/cod';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import type { Order } from '@kala/contract/orders';
import { users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from '../orders/test-orders.ts';

let t: TestApp;
let asha: Shopper;
let admin: Shopper;
let piece: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  piece = await insertProduct(t.database.db, {
    name: 'Boho Wall Hanging',
    sizes: [{ original: 2500, discounted: 2400 }],
  });
  asha = await insertShopper(t, 'Asha');
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Meera Admin', email: 'meera@kala.example', role: 'admin' })
    .returning();
  admin = {
    id: row!.id,
    headers: { authorization: `Bearer ${await sessionTokenFor(t, { id: row!.id, role: 'admin' })}` },
  };
});

afterAll(() => t.close());

const lines = (quantity = 1) => ({
  useCartItems: false,
  customItems: [{ productId: piece.id, sizeId: piece.sizeIds[0], quantity }],
});
const offer = (address: Record<string, string> = JAIPUR, quantity = 1) =>
  call(t, asha, 'POST', '/api/orders/cod-offer', { ...lines(quantity), shippingAddress: address });
const savePolicy = (changes: Partial<CodPolicy>) =>
  call(t, admin, 'PUT', '/api/admin/settings/cod', { ...DEFAULT_COD_POLICY, requireConfirmation: false, ...changes });
/** An address the tiers call high: no number, filler text, a phone that is no mobile (25 + 15 + 30 points). */
const SHADY = { ...JAIPUR, addressLine1: 'asdf qwerty road', phone: '99999 99999' };
/** Medium: no house number and a short line (15 + 10) plus a new account (10). */
const VAGUE = { ...JAIPUR, addressLine1: 'Main road' };

describe("the seller's COD settings (issue 25 item 3)", () => {
  it('answers the defaults, saves a policy with an audit, and refuses a bad one with the field named', async () => {
    const view = await call(t, admin, 'GET', '/api/admin/settings/cod');
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      policy: { enabled: true, mediumFromScore: 30, highFromScore: 60 },
      lists: [],
      confirmHours: 24,
    });
    const bad = await savePolicy({ mediumFromScore: 70, highFromScore: 60, prepaidDiscountPercent: 50 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('High from must be above medium from');
    expect(JSON.stringify(bad.body)).toContain('Prepaid discount must be at most 20%');
    const saved = await savePolicy({ ceilingRupees: 20000 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.policy.ceilingRupees).toBe(20000);
    expect((await call(t, asha, 'GET', '/api/admin/settings/cod')).status).toBe(403);
    expect((await call(t, undefined, 'PUT', '/api/admin/settings/cod', {})).status).toBe(401);
  });

  it('lists PIN codes and phones to block or allow, checking each', async () => {
    const bad = await call(t, admin, 'PUT', '/api/admin/settings/cod/lists', {
      kind: 'pincode',
      value: '12',
      list: 'block',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter a valid 6-digit postcode');
    const put = await call(t, admin, 'PUT', '/api/admin/settings/cod/lists', {
      kind: 'phone',
      value: '9829000001',
      list: 'block',
      note: 'Refused 3 parcels',
    });
    expect(put.body.data.lists).toEqual([
      { kind: 'phone', value: '9829000001', list: 'block', note: 'Refused 3 parcels' },
    ]);
    const gone = await call(t, admin, 'DELETE', '/api/admin/settings/cod/lists/phone/9829000001');
    expect(gone.body.data.lists).toEqual([]);
    expect((await call(t, admin, 'DELETE', '/api/admin/settings/cod/lists/phone/9829000001')).status).toBe(404);
  });
});

describe('checkout and the COD tiers', () => {
  beforeAll(async () => void (await savePolicy({})));

  it('offers COD to a low-tier order and stores its tier and reasons on the order', async () => {
    expect((await offer()).body.data).toEqual({
      available: true,
      message: null,
      advance: 0,
      prepaidDiscount: 0,
      codCharges: 48,
    });
    const placed = await placeOrder(t, asha, lines());
    expect(placed.status).toBe(201);
    const detail = (await call(t, admin, 'GET', `/api/orders/admin/${placed.body.data.order._id}`)).body
      .data as AdminOrderDetail;
    expect(detail.risk).toEqual({
      tier: 'low',
      score: 10,
      reasons: ['New account'],
      override: null,
      overrideNote: null,
    });
  });

  it('withholds COD from a high-tier address in one plain sentence, and the server refuses it too', async () => {
    expect((await offer(SHADY)).body.data).toMatchObject({ available: false, message: COD_MESSAGES.highRisk });
    const placed = await placeOrder(t, asha, { ...lines(), shippingAddress: SHADY });
    expect(placed).toMatchObject({ status: 422, body: { success: false, message: COD_MESSAGES.highRisk } });
  });

  it("withholds COD above the seller's ceiling and for a blocked PIN code; an allowed one passes", async () => {
    await savePolicy({ ceilingRupees: 3000 });
    expect((await offer(JAIPUR, 2)).body.data).toMatchObject({
      available: false,
      message: COD_MESSAGES.aboveCeiling(3000),
    });
    await savePolicy({});
    await call(t, admin, 'PUT', '/api/admin/settings/cod/lists', { kind: 'pincode', value: '302001', list: 'block' });
    expect((await offer()).body.data.available).toBe(false);
    await call(t, admin, 'PUT', '/api/admin/settings/cod/lists', { kind: 'pincode', value: '302001', list: 'allow' });
    expect((await offer(SHADY)).body.data.available).toBe(true);
    await call(t, admin, 'DELETE', '/api/admin/settings/cod/lists/pincode/302001');
  });

  it("reads the same facts for an order from the cart (they come with the cart's lines): a blocked phone is refused, then the tier is stored with its reasons", async () => {
    const addToCart = () =>
      call(t, asha, 'POST', '/api/cart/add', { productId: piece.id, sizeId: piece.sizeIds[0], quantity: 1 });
    expect((await addToCart()).status).toBe(200);
    const fromCart = { useCartItems: true, shippingAddress: { ...JAIPUR, phone: '98290 00002' } };
    await call(t, admin, 'PUT', '/api/admin/settings/cod/lists', { kind: 'phone', value: '9829000002', list: 'block' });
    const refused = await placeOrder(t, asha, fromCart);
    expect(refused).toMatchObject({ status: 422, body: { success: false, message: COD_MESSAGES.highRisk } });
    await call(t, admin, 'DELETE', '/api/admin/settings/cod/lists/phone/9829000002');
    const placed = await placeOrder(t, asha, fromCart);
    expect(placed.status).toBe(201);
    const detail = (await call(t, admin, 'GET', `/api/orders/admin/${placed.body.data.order._id}`)).body
      .data as AdminOrderDetail;
    expect(detail.risk).toMatchObject({ tier: 'low', score: 10, reasons: ['New account'] });
  });

  it('asks a medium-tier order for an advance when the seller chooses so, else confirmation only', async () => {
    expect((await offer(VAGUE)).body.data).toMatchObject({ available: true, advance: 0, message: null });
    await savePolicy({ mediumTier: 'advance', advanceKind: 'fixed', advanceRupees: 150 });
    expect((await offer(VAGUE)).body.data).toEqual({
      available: true,
      message: COD_MESSAGES.advanceNeeded(150),
      advance: 150,
      prepaidDiscount: 0,
      codCharges: 48,
    });
    await savePolicy({ prepaidDiscountPercent: 5, prepaidDiscountCeilingRupees: 100 });
    // 5 % of ₹2,400 is ₹120, within the ₹100 ceiling: ₹100.
    expect((await offer()).body.data.prepaidDiscount).toBe(100);
    await savePolicy({});
  });

  it("lets the admin override an order's tier with a reason, and shows both", async () => {
    const placed = await placeOrder(t, asha, { ...lines(), shippingAddress: VAGUE });
    const id = (placed.body.data.order as Order)._id;
    const noReason = await call(t, admin, 'PUT', `/api/orders/admin/${id}/risk`, { tier: 'low', note: '' });
    expect(noReason.status).toBe(400);
    const put = await call(t, admin, 'PUT', `/api/orders/admin/${id}/risk`, {
      tier: 'low',
      note: 'Regular customer, known by phone',
    });
    expect(put.status).toBe(200);
    const detail = (await call(t, admin, 'GET', `/api/orders/admin/${id}`)).body.data as AdminOrderDetail;
    expect(detail.risk).toMatchObject({
      tier: 'medium',
      override: 'low',
      overrideNote: 'Regular customer, known by phone',
    });
    expect(detail.audit.at(-1)).toMatchObject({ action: 'order.risk' });
    expect((await call(t, asha, 'PUT', `/api/orders/admin/${id}/risk`, { tier: 'low', note: 'x' })).status).toBe(403);
  });
});
