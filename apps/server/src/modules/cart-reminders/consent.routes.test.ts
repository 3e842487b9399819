import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_WORDING } from '@kala/contract/marketing';
import { RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../orders/test-orders.ts';
import { createConsentRepository } from './consent.repository.ts';
import { addToCart, HOUR, leftAt, memoryMailer, shopperWith } from './test-reminders.ts';

/** Marketing consent at sign-up and in the account, and the mails' unsubscribe link (decision 043). */
let t: TestApp;
const { sent, mailer } = memoryMailer();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kala.example' }, {}, { mailer, authRateLimits: RELAXED_LIMITS });
});
afterAll(() => t?.close());

const events = (userId: string) => createConsentRepository(t.database.db).events(userId);
let n = 0;
async function register(marketingMail?: unknown) {
  n += 1;
  const body = { name: `Shopper ${n}`, email: `consent${n}-${Date.now()}@example.com`, password: 'Handmade-clay-2026' };
  const answer = await call(t, undefined, 'POST', '/api/auth/register', {
    ...body,
    ...(marketingMail === undefined ? {} : { marketingMail }),
  });
  const who = { id: answer.body.data?._id as string, headers: { authorization: `Bearer ${answer.body.token}` } };
  return { answer, who };
}

describe('consent at sign-up', () => {
  it('is recorded with its time, place and words when the box is ticked', async () => {
    const { answer, who } = await register(true);
    expect(answer.status).toBe(201);
    const read = await call(t, who, 'GET', '/api/marketing/consent');
    expect(read.body.data).toMatchObject({ marketingMail: true, whatsapp: false, phone: null });
    expect(Date.parse(read.body.data.givenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await events(who.id)).toMatchObject([
      { channel: 'mail', action: 'given', source: 'sign-up', wording: MARKETING_WORDING.mail },
    ]);
  });

  it('is not given when the box is left unticked or left out', async () => {
    for (const choice of [false, undefined]) {
      const { answer, who } = await register(choice);
      expect(answer.status).toBe(201);
      const read = await call(t, who, 'GET', '/api/marketing/consent');
      expect(read.body.data).toMatchObject({ marketingMail: false, givenAt: null });
      expect(await events(who.id)).toEqual([]);
    }
  });

  it('refuses a box value that is not true or false', async () => {
    const { answer } = await register('yes');
    expect(answer.status).toBe(400);
  });
});

describe('consent in the account', () => {
  it('is given and withdrawn with the same request, each change in the record', async () => {
    const s = await shopperWith(t, 'Asha', false);
    const given = await call(t, s, 'PUT', '/api/marketing/consent', { marketingMail: true });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ message: 'Your choices are saved.', data: { marketingMail: true } });
    const withdrawn = await call(t, s, 'PUT', '/api/marketing/consent', { marketingMail: false });
    expect(withdrawn.body.data).toMatchObject({ marketingMail: false, givenAt: null });
    expect(await events(s.id)).toMatchObject([
      { channel: 'mail', action: 'given', source: 'account' },
      { channel: 'mail', action: 'withdrawn', source: 'account', wording: '' },
    ]);
  });

  it('is the signed-in shopper’s own: a guest gets 401', async () => {
    expect((await call(t, undefined, 'GET', '/api/marketing/consent')).status).toBe(401);
    expect((await call(t, undefined, 'PUT', '/api/marketing/consent', { marketingMail: true })).status).toBe(401);
  });

  it('refuses a body without a choice with a clear 400', async () => {
    const s = await shopperWith(t, 'Ravi', false);
    const answer = await call(t, s, 'PUT', '/api/marketing/consent', {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({
      path: 'marketingMail',
      message: 'Choose whether you want marketing mail',
    });
  });
});

describe('the unsubscribe link', () => {
  async function reminded(name: string) {
    const s = await shopperWith(t, name, { marketingMail: true });
    const product = await insertProduct(t.database.db, { name: `${name}'s Plate` });
    await addToCart(t, s, product.id, product.sizeIds[0]!);
    await leftAt(t, s, Date.now() - 25 * HOUR);
    await t.app.cartReminders.runOnce();
    await t.outbox.drain();
    const mail = sent.find((m) => m.to === s.email)!;
    const token = /\/marketing\/unsubscribe\/([\w-]{43})/.exec(mail.text)![1]!;
    return { s, token };
  }

  it('withdraws consent without signing in; a second use answers the same', async () => {
    const { s, token } = await reminded('Meera');
    for (let i = 0; i < 2; i += 1) {
      const used = await call(t, undefined, 'POST', `/api/marketing/unsubscribe/${token}`);
      expect(used.status).toBe(200);
      expect(used.body.message).toBe(
        'You will get no more marketing mail or cart reminders from us. Order updates still come as before.',
      );
    }
    expect((await call(t, s, 'GET', '/api/marketing/consent')).body.data.marketingMail).toBe(false);
    expect((await events(s.id)).at(-1)).toMatchObject({ action: 'withdrawn', source: 'unsubscribe-link' });
  });

  it('works as a mail client’s one-click POST (RFC 8058)', async () => {
    const { s, token } = await reminded('Kiran');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/marketing/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect((await call(t, s, 'GET', '/api/marketing/consent')).body.data.marketingMail).toBe(false);
  });

  it('refuses a tampered or malformed token with a clear 400, and changes nothing', async () => {
    const { s, token } = await reminded('Dev');
    // One character of the signature changed (not the last, whose low bits base64url leaves unused).
    const other = token[30] === 'A' ? 'B' : 'A';
    const tampered = `${token.slice(0, 30)}${other}${token.slice(31)}`;
    for (const bad of [tampered, 'not-a-token']) {
      const answer = await call(t, undefined, 'POST', `/api/marketing/unsubscribe/${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'This unsubscribe link is not valid. Please use the link at the end of one of our mails, or change your choice in your account settings.',
      );
    }
    expect((await call(t, s, 'GET', '/api/marketing/consent')).body.data.marketingMail).toBe(true);
  });

  it('opened with GET (a link scanner) changes nothing and leads to the page', async () => {
    const { s, token } = await reminded('Nila');
    const opened = await t.app.inject({ method: 'GET', url: `/api/marketing/unsubscribe/${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/marketing/unsubscribe/${token}`);
    expect((await call(t, s, 'GET', '/api/marketing/consent')).body.data.marketingMail).toBe(true);
  });
});
