import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderPreview } from '@kala/contract/orders';
import { cartItems, orders, outbox, productSizes, products } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call, placeOrder } from './test-orders.ts';

let t: TestApp;
let clock = Date.now();
const sent: MailMessage[] = [];
let asha: Shopper;
let ravi: Shopper;
const p: Record<string, { id: string; sizeIds: string[] }> = {};

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000' },
    {},
    { now: () => clock, mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  const db = t.database.db;
  p.plate = await insertProduct(db, {
    name: 'Dot Mandala Lotus Plate',
    sizes: [
      { label: '8 inch', original: 1200, discounted: 999 },
      { label: '12 inch', original: 2400, discounted: 1999.5 },
      { label: '16 inch', original: 3000, discounted: 2800, available: false },
    ],
  });
  p.arch = await insertProduct(db, { name: 'Sunset Arch Canvas', sizes: [{ original: 500, discounted: 333.33 }] });
  p.retired = await insertProduct(db, { name: 'Retired Pot', isActive: false });
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
});

afterAll(() => t.close());

const addToCart = (who: Shopper, productId: string, sizeId: string, quantity = 1) =>
  call(t, who, 'POST', '/api/cart/add', { productId, sizeId, quantity });
const sizeOf = (key: string, index = 0) => p[key]!.sizeIds[index]!;

async function freshShopper(name = 'Meera') {
  return insertShopper(t, name);
}

async function orderWithCart(who: Shopper, lines: [string, number, number][] = [['plate', 0, 1]]) {
  for (const [key, index, quantity] of lines) {
    expect((await addToCart(who, p[key]!.id, sizeOf(key, index), quantity)).status).toBe(200);
  }
  const placed = await placeOrder(t, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}

describe('POST /api/orders: who and what', () => {
  it('refuses a guest with 401', async () => {
    const answer = await call(t, undefined, 'POST', '/api/orders', { shippingAddress: JAIPUR });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });

  it('answers every missing field at once as "Validation failed: ..." (spec §5)', async () => {
    const empty = await call(t, asha, 'POST', '/api/orders', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Validation failed: Missing shipping address, Missing payment method');

    const partial = await call(t, asha, 'POST', '/api/orders', {
      shippingAddress: { addressLine1: '1 MG Road', country: 'India' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(
      'Validation failed: Missing full name, Missing phone, Missing city, Missing state, Missing PIN code',
    );

    const wrongMethod = await call(t, asha, 'POST', '/api/orders', {
      shippingAddress: JAIPUR,
      paymentMethod: 'cheque',
    });
    expect(wrongMethod.status).toBe(400);
    expect(wrongMethod.body.message).toBe('Validation failed: Invalid payment method');
  });

  it("names each field by the checkout's label, never by its key", async () => {
    const answer = await call(t, asha, 'POST', '/api/orders', {
      shippingAddress: { ...JAIPUR, fullName: 'A'.repeat(150), addressLine2: 'b'.repeat(201), city: 'c'.repeat(101) },
      paymentMethod: 'cash_on_delivery',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Validation failed: Full name must be at most 100 characters, Address line 2 must be at most 200 characters, City must be at most 100 characters',
    );
    expect(answer.body.errors).toContainEqual({
      path: 'shippingAddress/fullName',
      message: 'Full name must be at most 100 characters',
    });
  });

  it('checks formats: phone, PIN code, India only, and a quick order needs items', async () => {
    const answer = await call(t, asha, 'POST', '/api/orders', {
      shippingAddress: { ...JAIPUR, phone: '12345', zipCode: '30200', country: 'Nepal' },
      paymentMethod: 'cash_on_delivery',
    });
    expect(answer.body.message).toBe(
      'Validation failed: Please enter a valid 10-digit mobile number, Please enter a valid 6-digit postcode, We ship within India only for now',
    );
    const noItems = await call(t, asha, 'POST', '/api/orders', {
      shippingAddress: JAIPUR,
      paymentMethod: 'cash_on_delivery',
      useCartItems: false,
    });
    expect(noItems.status).toBe(400);
    expect(noItems.body.message).toBe('Validation failed: Add at least one item to your order');
  });

  it('answers bad input of any kind with a 4xx in the envelope, never a 500', async () => {
    const bodies: unknown[] = [
      { shippingAddress: { ...JAIPUR, fullName: 'A\u0000sha' }, paymentMethod: 'cash_on_delivery' },
      { shippingAddress: { ...JAIPUR, addressLine1: 'x'.repeat(100_000) }, paymentMethod: 'cash_on_delivery' },
      { shippingAddress: 'Jaipur', paymentMethod: 'cash_on_delivery' },
      { shippingAddress: JAIPUR, paymentMethod: ['cash_on_delivery'] },
      {
        shippingAddress: JAIPUR,
        paymentMethod: 'cash_on_delivery',
        useCartItems: false,
        customItems: [{ productId: 'x', sizeId: 'y', quantity: 1.5 }],
      },
      {
        shippingAddress: JAIPUR,
        paymentMethod: 'cash_on_delivery',
        useCartItems: false,
        customItems: [{ productId: 'nope', sizeId: 'nope', quantity: 1 }],
      },
      { shippingAddress: JAIPUR, paymentMethod: 'cash_on_delivery', notes: 'n'.repeat(501) },
      { shippingAddress: JAIPUR, paymentMethod: 'cash_on_delivery', courierId: 'fast' },
    ];
    for (const body of bodies) {
      const answer = await call(t, asha, 'POST', '/api/orders', body, { 'idempotency-key': randomUUID() });
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
      expect(typeof answer.body.message).toBe('string');
    }
    const badKey = await placeOrder(t, asha, {}, 'short');
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toBe('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores');
  });

  it('sends online payment to the payment checkout', async () => {
    const answer = await call(t, asha, 'POST', '/api/orders', { shippingAddress: JAIPUR, paymentMethod: 'razorpay' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Online payment orders are placed through the payment checkout');
  });

  it('refuses an empty cart', async () => {
    const shopper = await freshShopper();
    const answer = await placeOrder(t, shopper);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Your cart is empty');
  });
});

describe('a cart placed again after it was ordered (a second tab)', () => {
  it("answers 409 'Your cart was already ordered' with the shopper's own order, placing and previewing", async () => {
    const shopper = await freshShopper('Tanvi');
    await addToCart(shopper, p.plate!.id, sizeOf('plate', 0), 1);
    const firstKey = randomUUID();
    const first = await placeOrder(t, shopper, {}, firstKey);
    expect(first.status).toBe(201);
    const ref = { orderId: first.body.data.orderId, orderNumber: first.body.data.orderNumber };

    // The other tab's attempt has a key of its own.
    const second = await placeOrder(t, shopper);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ success: false, message: 'Your cart was already ordered', order: ref });
    const preview = await call(t, shopper, 'POST', '/api/orders/preview', { useCartItems: true });
    expect(preview.status).toBe(409);
    expect(preview.body).toEqual({ success: false, message: 'Your cart was already ordered', order: ref });
    // The first tab's own retry still answers its order.
    const replay = await placeOrder(t, shopper, {}, firstKey);
    expect(replay.status).toBe(200);
    expect(replay.body.data.orderId).toBe(ref.orderId);

    // Nobody else is told of it: another shopper's empty cart is just empty.
    const other = await freshShopper('Uday');
    const empty = await placeOrder(t, other);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ success: false, message: 'Your cart is empty' });
  });

  it('names the latest cart order only: a quick order, or a cart order of days ago, leaves the cart simply empty', async () => {
    const shopper = await freshShopper('Vani');
    const cartOrder = await orderWithCart(shopper);
    const quick = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: p.arch!.id, sizeId: sizeOf('arch'), quantity: 1 }],
    });
    expect(quick.status).toBe(201);
    const answer = await placeOrder(t, shopper);
    expect(answer.status).toBe(409);
    expect(answer.body.order).toEqual({ orderId: cartOrder._id, orderNumber: cartOrder.orderNumber });

    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(orders.id, cartOrder._id));
    const later = await placeOrder(t, shopper);
    expect(later.status).toBe(422);
    expect(later.body.message).toBe('Your cart is empty');
  });
});

describe('placing a cash-on-delivery order from the cart', () => {
  it('names the pieces in Hindi in a Hindi checkout review, while the order keeps the English (issue 28)', async () => {
    const shopper = await freshShopper('Sunita');
    await t.database.db.update(products).set({ nameHi: 'डॉट मंडला कमल प्लेट' }).where(eq(products.id, p.plate!.id));
    await addToCart(shopper, p.plate!.id, sizeOf('plate', 0), 1);
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    const body = { useCartItems: true, deliveryPostcode: '302001', paymentMethod: 'cash_on_delivery' };
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/orders/preview',
      headers: { ...shopper.headers, 'x-kala-language': 'hi' },
      payload: body,
    });
    expect((hindi.json().data as OrderPreview).items.map((i) => i.name)).toEqual([
      'डॉट मंडला कमल प्लेट',
      'Sunset Arch Canvas',
    ]);
    const english = await call(t, shopper, 'POST', '/api/orders/preview', body);
    expect((english.body.data as OrderPreview).items.map((i) => i.name)).toEqual([
      'Dot Mandala Lotus Plate',
      'Sunset Arch Canvas',
    ]);
    const placed = await placeOrder(t, shopper);
    expect((placed.body.data.order as Order).items.map((i) => i.product.name)).toEqual([
      'Dot Mandala Lotus Plate',
      'Sunset Arch Canvas',
    ]);
    await t.database.db.update(products).set({ nameHi: null }).where(eq(products.id, p.plate!.id));
  });

  it('prices on the server, copies the lines, empties the cart and queues the confirmation mail', async () => {
    const shopper = await freshShopper('Kavya');
    await addToCart(shopper, p.plate!.id, sizeOf('plate', 0), 2);
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    const preview = await call(t, shopper, 'POST', '/api/orders/preview', {
      useCartItems: true,
      deliveryPostcode: '302001',
      paymentMethod: 'cash_on_delivery',
    });
    expect(preview.status).toBe(200);
    const priced = preview.body.data as OrderPreview;
    expect(priced.totals.subtotal).toBe(2331.33);
    expect(priced.totals.tax).toBe(419.64); // 18% of 233,133 paise = 41,963.94 → 41,964
    expect(priced.totals.freeShipping).toBe(true); // above ₹999 in the local zone
    expect(priced.totals.shippingCost).toBe(0);
    expect(priced.courier).not.toBeNull();
    expect(priced.totals.codCharges).toBe(priced.courier!.cod_charges);
    expect(priced.totals.totalAmount).toBe(Math.round((2331.33 + 419.64 + priced.courier!.cod_charges) * 100) / 100);

    const sentBefore = sent.length;
    const placed = await placeOrder(t, shopper, { notes: 'Please gift wrap' });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe('Order placed successfully');
    const order = placed.body.data.order as Order;
    expect(placed.body.data.orderId).toBe(order._id);
    expect(placed.body.data.status).toBe('pending');
    expect(order.orderNumber).toMatch(/^KALA-\d{6,}$/);
    expect(order.orderStatus).toBe('pending');
    expect(order.paymentMethod).toBe('cash_on_delivery');
    expect(order.paymentStatus).toBe('pending'); // architecture §6.8
    expect(order.subtotal).toBe(priced.totals.subtotal);
    expect(order.tax).toBe(priced.totals.tax);
    expect(order.shippingCost).toBe(0);
    expect(order.codCharges).toBe(priced.totals.codCharges);
    expect(order.totalAmount).toBe(priced.totals.totalAmount);
    expect(order.items.map((i) => [i.product.name, i.size, i.quantity, i.price, i.subtotal])).toEqual([
      ['Dot Mandala Lotus Plate', '8 inch', 2, 999, 1998],
      ['Sunset Arch Canvas', '6 inch', 1, 333.33, 333.33],
    ]);
    expect(order.shippingAddress).toMatchObject({ fullName: 'Asha Verma', phone: '9876543210', zipCode: '302001' });
    expect(order.notes).toBe('Please gift wrap');
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ status: 'pending', by: 'Customer', note: 'Order placed: cash on delivery' }),
    ]);
    expect(order.canCancel).toBe(true);
    expect(order.cancelSecondsLeft).toBeGreaterThan(12 * 3600 - 5);
    expect(order.estimatedDelivery!.from <= order.estimatedDelivery!.to).toBe(true);

    // The answer is built from the rows as written (the order's values as one JSON record, its lines made whole):
    // reading the order back shows exactly the same order, but for the cancel window's ticking seconds.
    const readBack = (await call(t, shopper, 'GET', `/api/orders/${order._id}`)).body.data as Order;
    expect({ ...readBack, cancelSecondsLeft: 0 }).toEqual({ ...order, cancelSecondsLeft: 0 });

    const cart = await call(t, shopper, 'GET', '/api/cart');
    expect(cart.body.data.items).toEqual([]);

    await t.outbox.drain();
    const mail = sent.slice(sentBefore).find((m) => m.subject.includes(order.orderNumber));
    expect(mail?.to).toBe('asha@example.com');
    expect(mail?.subject).toBe(`Your Kala order ${order.orderNumber} is confirmed`);
    expect(mail?.text).toContain('Dot Mandala Lotus Plate (8 inch) × 2: ₹1,998.00');
    expect(mail?.text).toContain(`Total: ₹${order.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(mail?.text).toContain(`https://kala.example/orders/${order._id}`);
    expect(mail?.text).toContain('Estimated delivery:');
    expect(mail?.html).toContain(order.orderNumber);
    expect(mail?.html).toContain(`href="https://kala.example/orders/${order._id}"`);
  });

  it('ignores prices, totals and shipping sent by the client', async () => {
    const honest = await freshShopper('Honest');
    const tamperer = await freshShopper('Tamperer');
    const a = await orderWithCart(honest, [['plate', 1, 1]]);
    await addToCart(tamperer, p.plate!.id, sizeOf('plate', 1), 1);
    const placed = await placeOrder(t, tamperer, {
      totalAmount: 1,
      subtotal: 1,
      shippingCost: 0,
      tax: 0,
      codCharges: 0,
      items: [{ price: 1, quantity: 1 }],
      shipping: { rate: 0 },
    });
    expect(placed.status).toBe(201);
    const b = placed.body.data.order as Order;
    for (const field of ['subtotal', 'tax', 'shippingCost', 'codCharges', 'totalAmount'] as const) {
      expect(b[field]).toBe(a[field]);
    }
    expect(b.subtotal).toBe(1999.5);
  });

  it('keeps an order as placed when the catalogue changes later', async () => {
    const shopper = await freshShopper();
    const order = await orderWithCart(shopper, [['arch', 0, 1]]);
    await t.database.db
      .update(productSizes)
      .set({ discountedPaise: 44400 })
      .where(eq(productSizes.id, sizeOf('arch')));
    const again = await call(t, shopper, 'GET', `/api/orders/${order._id}`);
    expect(again.body.data.items[0].price).toBe(333.33);
    expect(again.body.data.totalAmount).toBe(order.totalAmount);
    await t.database.db
      .update(productSizes)
      .set({ discountedPaise: 33333 })
      .where(eq(productSizes.id, sizeOf('arch')));
  });

  it('stops the order, naming the piece, when a price changed since it was put in the cart', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    await t.database.db
      .update(productSizes)
      .set({ discountedPaise: 35000 })
      .where(eq(productSizes.id, sizeOf('arch')));
    const answer = await placeOrder(t, shopper);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'The price of "Sunset Arch Canvas" (6 inch) changed from ₹333.33 to ₹350.00. Please review and place your order again.',
    );
    await t.database.db
      .update(productSizes)
      .set({ discountedPaise: 33333 })
      .where(eq(productSizes.id, sizeOf('arch')));
  });

  it('stops the order, naming the piece, when a size went out of stock or the product left the shop', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.plate!.id, sizeOf('plate', 0), 1);
    await t.database.db
      .update(productSizes)
      .set({ isAvailable: false })
      .where(eq(productSizes.id, sizeOf('plate', 0)));
    const answer = await placeOrder(t, shopper);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Sorry, "Dot Mandala Lotus Plate" (8 inch) is out of stock. Please remove it to place your order.',
    );
    await t.database.db
      .update(productSizes)
      .set({ isAvailable: true })
      .where(eq(productSizes.id, sizeOf('plate', 0)));
    const [cartLine] = await t.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(cartLine).toBeDefined(); // nothing was taken out of the cart

    const quick = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: p.retired!.id, sizeId: sizeOf('retired'), quantity: 1 }],
    });
    expect(quick.status).toBe(422);
    expect(quick.body.message).toBe('"Retired Pot" is no longer available. Please remove it to place your order.');
  });

  it('answers "No shipping rates found for this location." for a PIN code nobody serves', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    const answer = await placeOrder(t, shopper, { shippingAddress: { ...JAIPUR, zipCode: '999999' } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('No shipping rates found for this location.');
  });

  it('charges the chosen courier, quoted again on the server, and refuses a courier not offered', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    const rates = await call(t, shopper, 'POST', '/api/shipping/rates', {
      deliveryPostcode: '400001',
      weight: 1,
      codAmount: 333.33,
    });
    expect(rates.status).toBe(200);
    const couriers = rates.body.data.availableCouriers as { courier_company_id: number; freight_charge: number }[];
    const dearest = couriers.at(-1)!;
    const mumbai = { ...JAIPUR, city: 'Mumbai', state: 'Maharashtra', zipCode: '400001' };
    const gone = await placeOrder(t, shopper, { shippingAddress: mumbai, courierId: 987654 });
    expect(gone.status).toBe(422);
    expect(gone.body.message).toBe(
      'The chosen shipping option is no longer offered for this address. Please choose another.',
    );
    const placed = await placeOrder(t, shopper, { shippingAddress: mumbai, courierId: dearest.courier_company_id });
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.courier.id).toBe(dearest.courier_company_id);
    expect(placed.body.data.order.shippingCost).toBe(dearest.freight_charge);
  });
});

describe('idempotency', () => {
  it('answers the same order for the same key and creates nothing more', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    const key = randomUUID();
    const first = await placeOrder(t, shopper, {}, key);
    expect(first.status).toBe(201);
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1); // a new cart line must not become a second order
    const again = await placeOrder(t, shopper, {}, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it('makes one order of 10 parallel submits with one key', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.plate!.id, sizeOf('plate', 1), 1);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(t, shopper, {}, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it('answers the one order to parallel submits of one key for the last piece, never "out of stock"', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Only Mandala Tray',
      sizes: [{ original: 1500, discounted: 1200 }],
    });
    const sizeId = product.sizeIds[0]!;
    await t.database.db.update(productSizes).set({ stock: 1 }).where(eq(productSizes.id, sizeId));
    const shopper = await freshShopper();
    const key = randomUUID();
    const body = {
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId, quantity: 1, seenPrice: 1200 }],
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t, shopper, body, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
    const [size] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId));
    expect(size).toMatchObject({ stock: 0, isAvailable: false });
  });

  it('does not mix keys of different shoppers', async () => {
    const a = await freshShopper();
    const b = await freshShopper();
    await addToCart(a, p.arch!.id, sizeOf('arch'), 1);
    await addToCart(b, p.arch!.id, sizeOf('arch'), 1);
    const key = randomUUID();
    const first = await placeOrder(t, a, {}, key);
    const second = await placeOrder(t, b, {}, key);
    expect(second.status).toBe(201);
    expect(second.body.data.orderId).not.toBe(first.body.data.orderId);
  });
});

describe('stock', () => {
  it('sells exactly the last 3 pieces to 20 parallel orders, shows Out of Stock at 0, and a cancel gives one back', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Last Lippan Mirror',
      sizes: [{ original: 1500, discounted: 1200 }],
    });
    const sizeId = product.sizeIds[0]!;
    await t.database.db.update(productSizes).set({ stock: 3 }).where(eq(productSizes.id, sizeId));
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => insertShopper(t, `Buyer${i}`)));
    const answers = await Promise.all(
      shoppers.map((s) =>
        placeOrder(t, s, {
          useCartItems: false,
          customItems: [{ productId: product.id, sizeId, quantity: 1, seenPrice: 1200 }],
        }),
      ),
    );
    const sold = answers.filter((a) => a.status === 201);
    expect(sold).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(
        'Sorry, "Last Lippan Mirror" (6 inch) is out of stock. Please remove it to place your order.',
      );
    }
    const [size] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId));
    expect(size).toMatchObject({ stock: 0, isAvailable: false });
    const shown = await call(t, undefined, 'GET', `/api/products/${product.id}`);
    expect(shown.body.data.sizes[0].isAvailable).toBe(false);

    const buyer = shoppers[answers.findIndex((a) => a.status === 201)]!;
    const cancelled = await call(t, buyer, 'PATCH', `/api/orders/${sold[0]!.body.data.orderId}/cancel`, {
      reason: 'Changed my mind',
    });
    expect(cancelled.status).toBe(200);
    const [after] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId));
    expect(after).toMatchObject({ stock: 1, isAvailable: true });
    const shownAgain = await call(t, undefined, 'GET', `/api/products/${product.id}`);
    expect(shownAgain.body.data.sizes[0].isAvailable).toBe(true);
  });

  it('cancels orders of two sizes while others order the same sizes, without a deadlock', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Mirror Pair',
      sizes: [
        { original: 900, discounted: 800 },
        { original: 1000, discounted: 900 },
      ],
    });
    // The lines name the sizes in the opposite order to their ids: a cancellation that gave stock back in line
    // order would lock them the other way round from an order, which takes them in id order.
    const [low, high] = [...product.sizeIds].sort();
    const lines = [high!, low!].map((sizeId) => ({ productId: product.id, sizeId, quantity: 1 }));
    await t.database.db.update(productSizes).set({ stock: 40 }).where(eq(productSizes.productId, product.id));
    const pairs = 8;
    const shoppers = await Promise.all(Array.from({ length: pairs * 2 }, (_, i) => insertShopper(t, `Pair${i}`)));
    const placed = await Promise.all(
      shoppers.slice(0, pairs).map((s) => placeOrder(t, s, { useCartItems: false, customItems: lines })),
    );
    expect(placed.map((a) => a.status)).toEqual(Array(pairs).fill(201));

    const answers = await Promise.all([
      ...placed.map((a, i) =>
        call(t, shoppers[i]!, 'PATCH', `/api/orders/${a.body.data.orderId}/cancel`, { reason: 'Changed my mind' }),
      ),
      ...shoppers.slice(pairs).map((s) => placeOrder(t, s, { useCartItems: false, customItems: lines })),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(pairs).fill(200), ...Array(pairs).fill(201)]);
    const sizes = await t.database.db.select().from(productSizes).where(eq(productSizes.productId, product.id));
    expect(sizes.map((size) => size.stock)).toEqual([40 - pairs, 40 - pairs]);
  });

  it('says how many are left when fewer remain than asked, and leaves made-to-order sizes uncounted', async () => {
    const product = await insertProduct(t.database.db, {
      name: 'Terracotta Diya Set',
      sizes: [
        { original: 900, discounted: 800 },
        { original: 1000, discounted: 900 },
      ],
    });
    await t.database.db.update(productSizes).set({ stock: 2 }).where(eq(productSizes.id, product.sizeIds[0]!));
    const shopper = await freshShopper();
    const short = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 3 }],
    });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('Only 2 of "Terracotta Diya Set" (6 inch) are left. Please lower the quantity.');
    const madeToOrder = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[1], quantity: 5 }],
    });
    expect(madeToOrder.status).toBe(201);
    const [size] = await t.database.db.select().from(productSizes).where(eq(productSizes.id, product.sizeIds[1]!));
    expect(size).toMatchObject({ stock: null, isAvailable: true });
  });

  it('stops a quick order whose shown price is out of date', async () => {
    const shopper = await freshShopper();
    const answer = await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: p.plate!.id, sizeId: sizeOf('plate', 0), quantity: 1, seenPrice: 899 }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'The price of "Dot Mandala Lotus Plate" (8 inch) changed from ₹899.00 to ₹999.00. Please review and place your order again.',
    );
  });
});

describe('reading orders', () => {
  it('lists own orders newest first with the spec pagination, filters by status, and counts', async () => {
    const shopper = await freshShopper();
    const first = await orderWithCart(shopper, [['arch', 0, 1]]);
    clock += 1000;
    const second = await orderWithCart(shopper, [['plate', 0, 1]]);
    clock += 1000;
    await call(t, shopper, 'PATCH', `/api/orders/${first._id}/cancel`, {});

    const list = await call(t, shopper, 'GET', '/api/orders?limit=1');
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: Order) => o._id)).toEqual([second._id]);
    expect(list.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      total: 2,
      totalOrders: 2,
      limit: 1,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const cancelled = await call(t, shopper, 'GET', '/api/orders?status=cancelled');
    expect(cancelled.body.data.map((o: Order) => o._id)).toEqual([first._id]);
    const all = await call(t, shopper, 'GET', '/api/orders?status=all');
    expect(all.body.data).toHaveLength(2);
    const bad = await call(t, shopper, 'GET', '/api/orders?status=lost&limit=500');
    expect(bad.status).toBe(400);

    const count = await call(t, shopper, 'GET', '/api/orders/count');
    expect(count.body).toEqual({ success: true, data: { totalOrders: 2, scope: 'user' } });
  });

  it('never shows another user their order: 404, not 403', async () => {
    const order = await orderWithCart(await freshShopper(), [['arch', 0, 1]]);
    const peek = await call(t, ravi, 'GET', `/api/orders/${order._id}`);
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ success: false, message: 'Order not found' });
    const cancel = await call(t, ravi, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 'mine now' });
    expect(cancel.status).toBe(404);
    const list = await call(t, ravi, 'GET', '/api/orders');
    expect(list.body.data.find((o: Order) => o._id === order._id)).toBeUndefined();
    expect((await call(t, ravi, 'GET', '/api/orders/not-a-uuid')).status).toBe(404);
    expect((await call(t, ravi, 'GET', `/api/orders/${randomUUID()}`)).status).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/orders/${order._id}`)).status).toBe(401);
  });

  it('offers the addresses used before, the last used first', async () => {
    const shopper = await freshShopper();
    await addToCart(shopper, p.arch!.id, sizeOf('arch'), 1);
    await placeOrder(t, shopper);
    clock += 1000;
    const office = { ...JAIPUR, addressLine1: '4 MI Road', addressLine2: 'Floor 2' };
    await placeOrder(t, shopper, {
      useCartItems: false,
      customItems: [{ productId: p.arch!.id, sizeId: sizeOf('arch'), quantity: 1 }],
      shippingAddress: office,
    });
    const answer = await call(t, shopper, 'GET', '/api/orders/addresses');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((a: { addressLine1: string }) => a.addressLine1)).toEqual([
      '4 MI Road',
      '12 Johari Bazaar',
    ]);
  });
});

describe('PATCH /api/orders/:id/cancel', () => {
  it('cancels with the reason in the history, mails the shopper, and refuses a second cancel', async () => {
    const shopper = await freshShopper();
    const order = await orderWithCart(shopper, [['arch', 0, 1]]);
    const before = sent.length;
    const answer = await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, {
      reason: 'Ordered the wrong size',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Order cancelled');
    const cancelled = answer.body.data as Order;
    expect(cancelled.orderStatus).toBe('cancelled');
    expect(cancelled.paymentStatus).toBe('cancelled');
    expect(cancelled.canCancel).toBe(false);
    expect(cancelled.cancelReason).toBe('Ordered the wrong size');
    expect(cancelled.statusHistory.map((h) => [h.status, h.by, h.note])).toEqual([
      ['pending', 'Customer', 'Order placed: cash on delivery'],
      ['cancelled', 'Customer', 'Cancelled by the customer: Ordered the wrong size'],
    ]);
    await t.outbox.drain();
    const mail = sent.slice(before).find((m) => m.subject.includes(`${order.orderNumber} has been cancelled`));
    expect(mail?.subject).toBe(`Your Kala order ${order.orderNumber} has been cancelled`);
    expect(mail?.text).toContain('Reason: Ordered the wrong size');
    expect(mail?.html).toContain(`https://kala.example/orders/${order._id}`);

    const again = await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is cancelled and can no longer be cancelled');
  });

  it('refuses once the order has shipped, and after the 12-hour window', async () => {
    const shopper = await freshShopper();
    const shipped = await orderWithCart(shopper, [['arch', 0, 1]]);
    await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped._id));
    const late = await call(t, shopper, 'PATCH', `/api/orders/${shipped._id}/cancel`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This order is shipped and can no longer be cancelled');

    const order = await orderWithCart(shopper, [['arch', 0, 1]]);
    clock += 12 * 3600 * 1000 + 1000;
    const shown = await call(t, shopper, 'GET', `/api/orders/${order._id}`);
    expect(shown.body.data.canCancel).toBe(false);
    expect(shown.body.data.cancelSecondsLeft).toBe(0);
    const tooLate = await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, {});
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('The 12-hour cancellation window for this order has passed');
  });

  it('refuses a reason longer than 500 characters and NUL bytes with a 4xx', async () => {
    const shopper = await freshShopper();
    const order = await orderWithCart(shopper, [['arch', 0, 1]]);
    const long = await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 'r'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Reason must be at most 500 characters');
    const wrongType = await call(t, shopper, 'PATCH', `/api/orders/${order._id}/cancel`, { reason: 42 });
    expect(wrongType.status).toBe(400);
  });
});

describe('the outbox carries the mails', () => {
  it('queues the confirmation in the same transaction as the order', async () => {
    const shopper = await freshShopper();
    const order = await orderWithCart(shopper, [['arch', 0, 1]]);
    const queued = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    expect(queued.some((row) => JSON.stringify(row.payload).includes(order.orderNumber))).toBe(true);
  });
});

describe('rate limit', () => {
  it('lets one shopper place at most ORDER_RATE_LIMIT orders a minute', async () => {
    const limited = await createTestApp({ ORDER_RATE_LIMIT: '2' });
    try {
      const shopper = await insertShopper(limited, 'Quick');
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await placeOrder(limited, shopper));
      expect(answers.map((a) => a.status)).toEqual([422, 422, 429]);
      expect(answers[2]!.body.message).toMatch(/^Too many orders\. Please try again in/);
      expect(answers[2]!.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
