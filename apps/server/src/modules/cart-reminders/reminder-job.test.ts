import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSizes, products } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, placeOrder } from '../orders/test-orders.ts';
import {
  addToCart,
  headersAt,
  HOUR,
  leftAt,
  memoryMailer,
  remindersOf,
  shopperWith,
  type ReminderShopper,
} from './test-reminders.ts';

/** The left-cart reminder job (issue 27 items 4 and 6, decision 043), with a clock the suite moves. */
let t: TestApp;
let clock = Date.now();
const { sent, mailer } = memoryMailer();
let plate: { id: string; sizeIds: string[] };
let diya: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', CART_REMINDER_HOURS: '24' },
    {},
    { now: () => clock, mailer },
  );
  plate = await insertProduct(t.database.db, {
    name: 'Dot Mandala Lotus Plate',
    sizes: [
      { label: '8 inch', original: 1200, discounted: 999 },
      { label: '12 inch', original: 2400, discounted: 1999.5 },
    ],
  });
  diya = await insertProduct(t.database.db, { name: 'Brass Diya Set', sizes: [{ original: 800, discounted: 650 }] });
});
afterAll(() => t?.close());

const now = () => clock;
const consenting = (name: string) => shopperWith(t, name, { marketingMail: true }, now);
/** One round of the job, then the outbox: answers the reminder mails this shopper has been sent so far. */
async function run(s: ReminderShopper) {
  await t.app.cartReminders.runOnce();
  await t.outbox.drain();
  return sent.filter((m) => m.to === s.email);
}

describe('one reminder for a left cart', () => {
  it('is not sent before CART_REMINDER_HOURS, is sent once after, and never twice for the same cart', async () => {
    const asha = await consenting('Asha');
    await addToCart(t, asha, plate.id, plate.sizeIds[1]!, 2);
    await leftAt(t, asha, clock - 23 * HOUR);
    expect(await run(asha)).toEqual([]);

    clock += 2 * HOUR;
    const [mail, ...more] = await run(asha);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your cart at Kala is waiting');
    expect(mail!.text).toContain('- Dot Mandala Lotus Plate (12 inch) × 2: ₹1,999.50 each');
    expect(mail!.text).toContain('Back to your cart: https://kala.example/cart');
    expect(mail!.html).toContain('src="https://kala.example/uploads/demo/test.webp"');
    expect(mail!.text).toMatch(
      /Stop these mails \(one click, no sign-in\): https:\/\/kala\.example\/marketing\/unsubscribe\/[\w-]{43}/,
    );
    expect(mail!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/kala\.example\/api\/marketing\/unsubscribe\/[\w-]{43}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    clock += 24 * HOUR;
    expect(await run(asha)).toHaveLength(1);
    expect(await remindersOf(t, asha)).toHaveLength(1);
  });

  it('two rounds at once (two instances) send one reminder', async () => {
    const kiran = await consenting('Kiran');
    await addToCart(t, kiran, plate.id, plate.sizeIds[0]!);
    await leftAt(t, kiran, clock - 25 * HOUR);
    await Promise.all([t.app.cartReminders.runOnce(), t.app.cartReminders.runOnce()]);
    await t.outbox.drain();
    expect(sent.filter((m) => m.to === kiran.email)).toHaveLength(1);
  });

  it('comes again only for a changed cart left again, and not within 7 days of the last one', async () => {
    const meera = await consenting('Meera');
    await addToCart(t, meera, plate.id, plate.sizeIds[0]!);
    await leftAt(t, meera, clock - 25 * HOUR);
    expect(await run(meera)).toHaveLength(1);

    // The same pieces removed and added again: the same cart, no second reminder.
    await call(t, meera, 'DELETE', '/api/cart/clear');
    await addToCart(t, meera, plate.id, plate.sizeIds[0]!);
    clock += 8 * 24 * HOUR;
    meera.headers = await headersAt(t, meera.id, now);
    await leftAt(t, meera, clock - 25 * HOUR);
    expect(await run(meera)).toHaveLength(1);

    // A changed cart, left again for the hours, a week after the first reminder: its own reminder.
    await addToCart(t, meera, diya.id, diya.sizeIds[0]!);
    await leftAt(t, meera, clock - 2 * HOUR);
    expect(await run(meera)).toHaveLength(1);
    clock += 23 * HOUR;
    const mails = await run(meera);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('- Brass Diya Set');

    // Changed again the next day: within 7 days of the last reminder, so none.
    await addToCart(t, meera, diya.id, diya.sizeIds[0]!);
    clock += 2 * 24 * HOUR;
    await leftAt(t, meera, clock - 25 * HOUR);
    expect(await run(meera)).toHaveLength(2);
  });
});

describe('no reminder', () => {
  it('for a cart bought: an order placed after the cart last changed', async () => {
    const ravi = await consenting('Ravi');
    await addToCart(t, ravi, plate.id, plate.sizeIds[0]!);
    await leftAt(t, ravi, clock - 25 * HOUR);
    const ordered = await placeOrder(t, ravi, {
      useCartItems: false,
      customItems: [{ productId: plate.id, sizeId: plate.sizeIds[0], quantity: 1 }],
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    // The order is stamped by the test clock, after the cart's last change.
    expect(await run(ravi)).toEqual([]);
    expect(await remindersOf(t, ravi)).toEqual([]);
  });

  it('for a cart checked out (its lines go with the order)', async () => {
    const nila = await consenting('Nila');
    await addToCart(t, nila, diya.id, diya.sizeIds[0]!);
    const ordered = await placeOrder(t, nila);
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    clock += 25 * HOUR;
    expect(await run(nila)).toEqual([]);
  });

  it('for an emptied cart', async () => {
    const dev = await consenting('Dev');
    await addToCart(t, dev, plate.id, plate.sizeIds[0]!);
    expect((await call(t, dev, 'DELETE', '/api/cart/clear')).status).toBe(200);
    clock += 25 * HOUR;
    expect(await run(dev)).toEqual([]);
  });

  it('without consent, or after it was withdrawn', async () => {
    const never = await shopperWith(t, 'Never', false, now);
    const withdrew = await consenting('Withdrew');
    for (const s of [never, withdrew]) {
      await addToCart(t, s, plate.id, plate.sizeIds[0]!);
      await leftAt(t, s, clock - 25 * HOUR);
    }
    await call(t, withdrew, 'PUT', '/api/marketing/consent', { marketingMail: false });
    expect(await run(never)).toEqual([]);
    expect(await run(withdrew)).toEqual([]);
  });

  it('when every piece is gone (off sale or unavailable), and leaves out the lines that are gone', async () => {
    const lamp = await insertProduct(t.database.db, { name: 'Clay Lamp', sizes: [{ original: 500, discounted: 450 }] });
    const pot = await insertProduct(t.database.db, { name: 'Blue Pot', sizes: [{ original: 900, discounted: 700 }] });
    const gone = await consenting('Gone');
    const partly = await consenting('Partly');
    await addToCart(t, gone, lamp.id, lamp.sizeIds[0]!);
    await addToCart(t, gone, pot.id, pot.sizeIds[0]!);
    await addToCart(t, partly, lamp.id, lamp.sizeIds[0]!);
    await addToCart(t, partly, diya.id, diya.sizeIds[0]!);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, lamp.id));
    await t.database.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, pot.sizeIds[0]!));
    for (const s of [gone, partly]) await leftAt(t, s, clock - 25 * HOUR);

    expect(await run(gone)).toEqual([]);
    const [mail] = await run(partly);
    expect(mail!.text).toContain('- Brass Diya Set');
    expect(mail!.text).not.toContain('Clay Lamp');
  });

  it('for a cart left more than a week past its reminder time (stale)', async () => {
    const old = await consenting('Old');
    await addToCart(t, old, plate.id, plate.sizeIds[0]!);
    await leftAt(t, old, clock - 24 * HOUR - 8 * 24 * HOUR);
    expect(await run(old)).toEqual([]);
  });
});

describe('WhatsApp in a store without it', () => {
  it('is not offered, and a request for it is refused with a clear 422', async () => {
    const s = await shopperWith(t, 'Tara', false, now);
    const read = await call(t, s, 'GET', '/api/marketing/consent');
    expect(read.body.data).toMatchObject({ marketingMail: false, whatsapp: false, whatsappAvailable: false });
    const asked = await call(t, s, 'PUT', '/api/marketing/consent', {
      marketingMail: true,
      whatsapp: true,
      phone: '9876543210',
    });
    expect(asked.status).toBe(422);
    expect(asked.body.message).toBe('WhatsApp reminders are not available in this store');
  });
});
