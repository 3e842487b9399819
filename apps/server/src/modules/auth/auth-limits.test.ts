import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEFAULT_AUTH_RATE_LIMITS } from './auth-limits.ts';
import { DEFAULT_LOGIN_THROTTLE } from './login-throttle.ts';

describe('per-address limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {},
      {
        authRateLimits: {
          ...RELAXED_LIMITS,
          login: { max: 3, timeWindow: 60_000 },
          register: { max: 2, timeWindow: 60_000 },
          forgotPassword: { max: 2, timeWindow: 60_000 },
          resetPassword: { max: 2, timeWindow: 60_000 },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address has used up its sign-in attempts, and not for another address', async () => {
    const body = { email: 'someone@example.com', password: 'whatever-it-is' };
    for (let i = 0; i < 3; i += 1)
      expect((await call(t, 'POST', '/api/auth/login', { body, ip: '203.0.113.7' })).status).toBe(401);
    const limited = await call(t, 'POST', '/api/auth/login', {
      body: { ...body, email: 'other@example.com' },
      ip: '203.0.113.7',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.success).toBe(false);
    expect(limited.body.message).toMatch(/^Too many requests/);
    expect((await call(t, 'POST', '/api/auth/login', { body, ip: '203.0.113.8' })).status).toBe(401);
  });

  it('limits sign-ups, reset requests and resets per address too', async () => {
    const ip = '198.51.100.20';
    const register = (n: number) =>
      call(t, 'POST', '/api/auth/register', {
        ip,
        body: { name: 'Limit Me', email: `limit${n}@example.com`, password: 'Kutch-mirror-work-3' },
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    const third = await register(3);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();

    const forgot = () => call(t, 'POST', '/api/auth/forgot-password', { ip, body: { email: 'limit1@example.com' } });
    await forgot();
    await forgot();
    expect((await forgot()).status).toBe(429);

    const reset = () =>
      call(t, 'PUT', '/api/auth/reset-password/not-a-real-token', { ip, body: { password: 'Kutch-mirror-work-4' } });
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(400);
    expect((await reset()).status).toBe(429);
  });

  it('ships strict defaults', () => {
    expect(DEFAULT_AUTH_RATE_LIMITS.login.max).toBeLessThanOrEqual(20);
    expect(DEFAULT_AUTH_RATE_LIMITS.forgotPassword.max).toBeLessThanOrEqual(5);
    expect(DEFAULT_LOGIN_THROTTLE.freeFailures).toBe(5);
  });
});

describe('per-account slow-down', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 10, 12);
  beforeAll(async () => {
    t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS, now: () => clock });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip = '192.0.2.1') =>
    call(t, 'POST', '/api/auth/login', { body: { email, password }, ip });

  it('after 5 failures from one address the account answers it 429 with a Retry-After that doubles', async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, 'wrong-password')).status).toBe(401);

    // Even the right password waits: the point is to stop guessing, not to tell the guesser they were right.
    const locked = await attempt(email, password);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.body.message).toMatch(/Too many sign-in attempts for this account/);

    clock += 31_000;
    expect((await attempt(email, 'wrong-again')).status).toBe(401);
    expect((await attempt(email, password)).headers['retry-after']).toBe('60');

    clock += 61_000;
    expect((await attempt(email, 'wrong-again')).status).toBe(401);
    expect((await attempt(email, password)).headers['retry-after']).toBe('120');

    clock += 121_000;
    const ok = await attempt(email, password);
    expect(ok.status).toBe(200);
    // A success starts the count over.
    expect((await attempt(email, 'wrong-once-more')).status).toBe(401);
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('slows an unknown email down in the same way, so the 429 does not reveal which emails exist', async () => {
    const { email } = await registerUser(t);
    const ghost = 'ghost-account@example.com';
    for (let i = 0; i < 5; i += 1) {
      const known = await attempt(email, 'wrong-password');
      const unknown = await attempt(ghost, 'wrong-password');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
    }
    const known = await attempt(email, 'wrong-password');
    const unknown = await attempt(ghost, 'wrong-password');
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('caps the wait at 15 minutes and forgets failures after a day', async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < 12; i += 1) {
      const answer = await attempt(email, 'wrong-password');
      if (answer.status === 429) clock += Number(answer.headers['retry-after']) * 1000 + 1000;
      if (answer.status === 429) await attempt(email, 'wrong-password');
    }
    const capped = await attempt(email, password);
    expect(capped.status).toBe(429);
    expect(capped.headers['retry-after']).toBe('900');
    clock += 25 * 3600 * 1000;
    expect((await attempt(email, password)).status).toBe(200);
  });
});

describe('SIGNUP_RATE_LIMIT', () => {
  it('sets how many sign-ups one address may make an hour', async () => {
    const t = await createTestApp({ SIGNUP_RATE_LIMIT: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const body = { name: 'Asha', email: `signup-${i}-${Date.now()}@example.com`, password: 'Lotus-plate-2026' };
        statuses.push((await call(t, 'POST', '/api/auth/register', { body })).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
