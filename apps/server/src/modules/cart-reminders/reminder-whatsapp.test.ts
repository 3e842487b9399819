import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMsg91StandIn } from '../../providers/messaging/msg91-stand-in.ts';
import { graphError, startWhatsAppStandIn } from '../../providers/messaging/whatsapp-stand-in.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../orders/test-orders.ts';
import { addToCart, HOUR, leftAt, memoryMailer, remindersOf, shopperWith, whatsappTo } from './test-reminders.ts';

/** The reminder on WhatsApp (decision 043): only in a store with the channel, only to a shopper who opted in. */
let wa: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let sms: Awaited<ReturnType<typeof startMsg91StandIn>>;
let t: TestApp;
const { sent, mailer } = memoryMailer();
let plate: { id: string; sizeIds: string[] };

beforeAll(async () => {
  wa = await startWhatsAppStandIn();
  sms = await startMsg91StandIn();
  t = await createTestApp(
    {
      PUBLIC_URL: 'https://kala.example',
      WHATSAPP_ACCESS_TOKEN: wa.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
      WHATSAPP_BASE_URL: wa.baseUrl,
      // SMS is configured too (every template has a DLT id here): the reminder must still never go by SMS.
      MSG91_AUTH_KEY: sms.authKey,
      MSG91_TEMPLATES: Object.entries(sms.templateIds)
        .map(([key, id]) => `${key}=${id}`)
        .join(','),
      MSG91_BASE_URL: sms.baseUrl,
    },
    {},
    { mailer },
  );
  plate = await insertProduct(t.database.db, { name: 'Dot Mandala Lotus Plate' });
});
afterAll(async () => {
  await t?.close();
  await wa?.close();
  await sms?.close();
});

describe('WhatsApp reminders', () => {
  it('go to the number a shopper gave for them, with the cart and unsubscribe links', async () => {
    const asha = await shopperWith(t, 'Asha', { marketingMail: true, whatsapp: true, phone: '+91 98765 43210' });
    const read = await call(t, asha, 'GET', '/api/marketing/consent');
    expect(read.body.data).toMatchObject({ whatsapp: true, phone: '9876543210', whatsappAvailable: true });
    await addToCart(t, asha, plate.id, plate.sizeIds[0]!, 2);
    await leftAt(t, asha, Date.now() - 25 * HOUR);
    await t.app.cartReminders.runOnce();
    await t.outbox.drain();

    expect(sent.filter((m) => m.to === asha.email)).toHaveLength(1);
    const [message] = await whatsappTo(t, '9876543210');
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent', orderId: null });
    expect(message!.params).toMatchObject({ name: 'Asha', pieces: '2 pieces', cartUrl: 'https://kala.example/cart' });
    const send = wa.requests.find((r) => r.body.template?.name === 'cart_reminder');
    expect(send?.body.to).toBe('919876543210');
    expect((await remindersOf(t, asha))[0]!.channels).toBe('mail+whatsapp');
  });

  it('do not go to a shopper who agreed to mail only', async () => {
    const ravi = await shopperWith(t, 'Ravi', { marketingMail: true });
    await addToCart(t, ravi, plate.id, plate.sizeIds[0]!);
    await leftAt(t, ravi, Date.now() - 25 * HOUR);
    const before = wa.requests.length;
    await t.app.cartReminders.runOnce();
    await t.outbox.drain();
    expect(sent.filter((m) => m.to === ravi.email)).toHaveLength(1);
    expect(wa.requests.length).toBe(before);
    expect((await remindersOf(t, ravi))[0]!.channels).toBe('mail');
  });

  it('are not sent by SMS when WhatsApp cannot reach the number (marketing: WhatsApp or nothing)', async () => {
    const kiran = await shopperWith(t, 'Kiran', { marketingMail: true, whatsapp: true, phone: '9123456780' });
    await addToCart(t, kiran, plate.id, plate.sizeIds[0]!);
    await leftAt(t, kiran, Date.now() - 25 * HOUR);
    wa.next.push({ status: 400, json: graphError(131026, '(#131026) Message undeliverable') });
    const smsBefore = sms.requests.length;
    await t.app.cartReminders.runOnce();
    await t.outbox.drain();
    const rows = await whatsappTo(t, '9123456780');
    expect(rows.map((m) => [m.channel, m.status])).toEqual([['whatsapp', 'failed']]);
    expect(sms.requests.length).toBe(smsBefore);
    // The mail went all the same.
    expect(sent.filter((m) => m.to === kiran.email)).toHaveLength(1);
  });

  it('need a valid mobile and marketing mail on', async () => {
    const s = await shopperWith(t, 'Tara', false);
    const noPhone = await call(t, s, 'PUT', '/api/marketing/consent', { marketingMail: true, whatsapp: true });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errors).toContainEqual({
      path: 'phone',
      message: 'Enter the 10-digit mobile number for WhatsApp reminders',
    });
    const badPhone = await call(t, s, 'PUT', '/api/marketing/consent', {
      marketingMail: true,
      whatsapp: true,
      phone: '12345',
    });
    expect(badPhone.body.errors).toContainEqual({
      path: 'phone',
      message: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
    });
    const noMail = await call(t, s, 'PUT', '/api/marketing/consent', {
      marketingMail: false,
      whatsapp: true,
      phone: '9876543210',
    });
    expect(noMail.body.errors).toContainEqual({
      path: 'whatsapp',
      message: 'WhatsApp reminders need marketing mail to be on as well',
    });
  });
});
