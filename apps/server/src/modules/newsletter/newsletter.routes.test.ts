import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from './newsletter.service.ts';

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test posts from its own address, so the per-address rate limit of one test never trips another. */
const subscribe = (payload: unknown, remoteAddress = `10.1.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object, remoteAddress });

const rows = () =>
  t.database.db
    .select({ email: newsletterSubscribers.email, source: newsletterSubscribers.source })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.email));

describe('POST /api/newsletter', () => {
  it('stores a new address once, lower-cased and trimmed', async () => {
    const response = await subscribe({ email: '  Asha.Rao@Example.COM ', source: 'footer' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: SUBSCRIBED_MESSAGE,
      data: { email: 'asha.rao@example.com', alreadySubscribed: false },
    });
    expect(await rows()).toEqual([{ email: 'asha.rao@example.com', source: 'footer' }]);
  });

  it('answers a second subscribe of the same address as a friendly success and keeps one row', async () => {
    const response = await subscribe({ email: 'ASHA.RAO@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: ALREADY_SUBSCRIBED_MESSAGE,
      data: { alreadySubscribed: true },
    });
    expect(await rows()).toHaveLength(1);
  });

  it.each([['not-an-email'], [''], ['a@b'], [42]])('refuses %j with a clear 400', async (email) => {
    const response = await subscribe({ email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Please provide a valid email' });
  });

  it('refuses a body with no email', async () => {
    const response = await subscribe({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please provide a valid email');
  });

  it('limits one address to 10 subscribes a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await subscribe({ email: `burst${i}@example.com` }, '10.9.9.9')).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await subscribe({ email: 'someone.else@example.com' }, '10.9.9.10');
    expect(other.statusCode).toBe(201);
  });
});
