import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@kala/contract/locale';
import type { Order } from '@kala/contract/orders';
import { users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, JAIPUR, placeOrder } from '../orders/test-orders.ts';
import { randomUUID } from 'node:crypto';

/**
 * Issue 28: the shopper's mails and WhatsApp/SMS messages in the language they shop in. An order's in the language
 * it was placed in (the `x-kala-language` header), an account's in users.language; the error envelope in the
 * request's language.
 */
let t: TestApp;
const sent: MailMessage[] = [];
let product: { id: string; sizeIds: string[] };
let asha: Shopper;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000' },
    {},
    { mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  product = await insertProduct(t.database.db, { name: 'Dot Mandala Lotus Plate' });
  asha = await insertShopper(t, 'Asha');
});
afterAll(() => t?.close());

const HINDI = { [LOCALE_HEADER]: 'hi' };

/** A cash-on-delivery order of one plate, placed from a page in `headers`' language. */
async function order(headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) {
  const placed = await placeOrder(
    t,
    asha,
    {
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
      ...extra,
    },
    undefined,
    headers,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}

/** The storefront pages a mail links to (its API addresses, a one-click unsubscribe, are not pages). */
const storefrontLinks = (text: string) =>
  [...text.matchAll(/https:\/\/kala\.example\/[^\s"<>)]*/g)].map((m) => m[0]).filter((l) => !l.includes('/api/'));

const mailAbout = (orderNumber: string, from: number) => sent.slice(from).find((m) => m.subject.includes(orderNumber));

describe('the order confirmation mail', () => {
  it('is in Hindi, subject and body, for an order placed in Hindi', async () => {
    const before = sent.length;
    const placed = await order(HINDI);
    expect(placed.language).toBe('hi');
    await t.outbox.drain();
    const mail = mailAbout(placed.orderNumber, before);
    expect(mail?.subject).toMatch(
      new RegExp(
        `^(कृपया अपना Kala ऑर्डर ${placed.orderNumber} कन्फ़र्म करें|आपका Kala ऑर्डर ${placed.orderNumber} कन्फ़र्म हो गया है)$`,
      ),
    );
    expect(mail?.text).toContain('नमस्ते Asha Verma,');
    expect(mail?.text).toContain(`ऑर्डर ${placed.orderNumber} के लिए धन्यवाद। हमारे कारीगर अब इसे तैयार करेंगे।`);
    expect(mail?.text).toContain('Dot Mandala Lotus Plate');
    expect(mail?.text).toContain(`कुल: ₹${placed.totalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    // Its links open the Hindi pages (the order page, and a COD order's one-tap confirmation).
    expect(mail?.text).toContain(`अपना ऑर्डर देखें: https://kala.example/hi/orders/${placed._id}`);
    expect(mail?.html).toContain(`href="https://kala.example/hi/orders/${placed._id}"`);
    const links = storefrontLinks(`${mail?.text}\n${mail?.html}`);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/kala\.example\/hi\//);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain(`ऑर्डर <strong>${placed.orderNumber}</strong> के लिए धन्यवाद।`);
    expect(mail?.html).toContain('भारतीय कारीगरों के हाथों से');
  });

  it('stays in English for an order placed without a language, or in English', async () => {
    const headerSets: Record<string, string>[] = [{}, { [LOCALE_HEADER]: 'en' }, { [LOCALE_HEADER]: 'fr' }];
    for (const headers of headerSets) {
      const before = sent.length;
      const placed = await order(headers);
      expect(placed.language).toBe('en');
      await t.outbox.drain();
      const mail = mailAbout(placed.orderNumber, before);
      expect(mail?.subject).toMatch(/^(Please confirm your Kala order|Your Kala order) /);
      expect(mail?.text).toContain(`Thank you for your order ${placed.orderNumber}. Our artisans will now prepare it.`);
      expect(mail?.html).toContain('<html lang="en">');
      expect(mail?.text).not.toMatch(/[\u0900-\u097F]/);
      expect(mail?.text).toContain(`https://kala.example/orders/${placed._id}`);
      expect(storefrontLinks(`${mail?.text}\n${mail?.html}`).filter((l) => l.includes('/hi/'))).toEqual([]);
    }
  });

  it('tells a Hindi order’s cancellation in Hindi too', async () => {
    const placed = await order(HINDI);
    await t.outbox.drain();
    const before = sent.length;
    // The shopper cancels from an English page: the order's language, not the request's, writes its mails.
    const cancelled = await call(t, asha, 'PATCH', `/api/orders/${placed._id}/cancel`, { reason: 'Galti se' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await t.outbox.drain();
    const mail = mailAbout(placed.orderNumber, before);
    expect(mail?.subject).toBe(`आपका Kala ऑर्डर ${placed.orderNumber} कैंसल हो गया है`);
    expect(mail?.text).toContain('कारण: Galti se');
    expect(mail?.text).toContain(`https://kala.example/hi/orders/${placed._id}`);
  });
});

describe('WhatsApp/SMS messages', () => {
  const messageFiles = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, 'messages')).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
  };

  it('writes a Hindi order’s message in Hindi, and an English one’s in English', async () => {
    for (const [headers, expected] of [
      [
        HINDI,
        (n: string, id: string) =>
          `नमस्ते Asha Verma, आपका ऑर्डर ${n} कैंसल कर दिया गया है। विवरण: https://kala.example/hi/orders/${id}`,
      ],
      [
        {},
        (n: string, id: string) =>
          `Hi Asha Verma, your order ${n} has been cancelled. Details: https://kala.example/orders/${id}`,
      ],
    ] as const) {
      const placed = await order(headers, { messagingOptIn: true });
      const before = new Set(messageFiles());
      const cancelled = await call(t, asha, 'PATCH', `/api/orders/${placed._id}/cancel`, { reason: 'Ordered twice' });
      expect(cancelled.status).toBe(200);
      await t.outbox.drain();
      const file = messageFiles().find((name) => !before.has(name) && name.includes('order_cancelled'));
      const written = JSON.parse(readFileSync(path.join(t.config.dataDir, 'messages', file!), 'utf8'));
      expect(written.language).toBe(placed.language);
      expect(written.text).toBe(expected(placed.orderNumber, placed._id));
    }
  });
});

describe('account mails', () => {
  it('sends the password reset mail in the account’s language', async () => {
    const email = `meera-${randomUUID()}@example.com`;
    await t.database.db.insert(users).values({ name: 'Meera', email, role: 'user', language: 'hi' });
    const before = sent.length;
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(answer.statusCode).toBe(200);
    await t.outbox.drain();
    const mail = sent.slice(before).find((m) => m.to === email);
    expect(mail?.subject).toBe('अपने Kala खाते का पासवर्ड बदलें');
    expect(mail?.text).toContain('नमस्ते Meera,');
    expect(mail?.text).toContain('नया पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:');
    expect(mail?.text).toMatch(/https:\/\/kala\.example\/hi\/reset-password\/[\w-]{43}/);
    expect(mail?.html).toContain('अपना पासवर्ड रीसेट करें</a>');

    // The same account back in English: the mail follows the saved choice.
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.email, email));
    const again = sent.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await t.outbox.drain();
    const english = sent.slice(again).find((m) => m.to === email);
    expect(english?.subject).toBe('Reset your Kala password');
    expect(english?.text).toMatch(/https:\/\/kala\.example\/reset-password\/[\w-]{43}/);
  });
});

describe('the error envelope', () => {
  const emptyCartOrder = (headers: Record<string, string>) =>
    call(
      t,
      asha,
      'POST',
      '/api/orders',
      { shippingAddress: JAIPUR, paymentMethod: 'cash_on_delivery', useCartItems: true },
      {
        'idempotency-key': randomUUID(),
        ...headers,
      },
    );

  it('answers a known message in Hindi for a request in Hindi, and in English without the header', async () => {
    const hindi = await emptyCartOrder(HINDI);
    expect(hindi.status).toBe(422);
    expect(hindi.body).toMatchObject({ success: false, message: 'आपका कार्ट ख़ाली है' });
    const english = await emptyCartOrder({});
    expect(english.status).toBe(422);
    expect(english.body).toMatchObject({ success: false, message: 'Your cart is empty' });
  });

  it('translates a validation answer’s summary and its known messages', async () => {
    const bad = await call(
      t,
      asha,
      'POST',
      '/api/orders',
      { shippingAddress: { ...JAIPUR, fullName: '' }, paymentMethod: 'cash_on_delivery', useCartItems: true },
      { 'idempotency-key': randomUUID(), ...HINDI },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^जानकारी सही नहीं है: /);
    expect(bad.body.message).not.toContain('Validation failed');
  });
});
