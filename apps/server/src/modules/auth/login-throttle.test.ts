import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { call, registerUser, RELAXED_LIMITS, type Answer } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { addressKey, DEFAULT_LOGIN_THROTTLE } from './login-throttle.ts';

/** Issue 16, sign-in items 1 and 2: the slow-down holds under parallel attempts, and no one can lock the owner out. */

const FREE = DEFAULT_LOGIN_THROTTLE.freeFailures;

const statuses = (answers: { statusCode: number }[] | Answer[]) =>
  answers.map((a) => ('statusCode' in a ? a.statusCode : a.status));
const count = (xs: number[], status: number) => xs.filter((x) => x === status).length;

describe('parallel sign-in attempts (one instance)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip = '203.0.113.20') =>
    call(t, 'POST', '/api/auth/login', { body: { email, password }, ip });

  it('of 40 wrong passwords sent at once, only the free allowance gets a verdict; the rest wait (429, Retry-After)', async () => {
    const { email, password } = await registerUser(t);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `wrong-guess-${i}`)));
    const codes = statuses(answers);
    expect(count(codes, 401)).toBeLessThanOrEqual(FREE);
    expect(count(codes, 401) + count(codes, 429)).toBe(40);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body.message).toMatch(/Too many sign-in attempts for this account/);
    }
    // The guesser learned nothing, and the right password waits too from that address.
    expect((await attempt(email, password)).status).toBe(429);
  });

  it('holds the same for an email with no account, with the same answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt('nobody-at-all@example.com', `wrong-guess-${i}`, '203.0.113.21')),
    );
    const codes = statuses(answers);
    expect(count(codes, 401)).toBeLessThanOrEqual(FREE);
    expect(count(codes, 401) + count(codes, 429)).toBe(40);
  });

  it('gives a parallel burst with the right password among wrong ones at most the allowance of verdicts', async () => {
    const { email, password } = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(email, i === 10 ? password : `wrong-${i}`, '203.0.113.22')),
    );
    const codes = statuses(answers);
    expect(count(codes, 401) + count(codes, 200)).toBeLessThanOrEqual(FREE);
  });
});

describe('two instances on one database', () => {
  let database: Database;
  let first: App;
  let second: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-test-'));
    const config = loadConfig(
      { LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false' },
      { dataDir, uploadsDir: path.join(dataDir, 'uploads'), inMemoryDatabase: true },
    );
    first = await buildApp(config, { database, authRateLimits: RELAXED_LIMITS });
    second = await buildApp(config, { database, authRateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await first.app.close();
    await second.app.close();
    await database.close();
  });

  const attempt = (instance: App, email: string, i: number) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: `wrong-guess-${i}` },
      remoteAddress: '198.51.100.30',
    });

  it('shares the count of an unknown email and of an account between instances', async () => {
    const register = await first.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Two Instances', email: 'two-instances@example.com', password: 'Kutch-mirror-work-3' },
    });
    expect(register.statusCode).toBe(201);
    for (const email of ['ghost-two-instances@example.com', 'two-instances@example.com']) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => attempt(i % 2 === 0 ? first : second, email, i)),
      );
      const codes = statuses(answers);
      expect(count(codes, 401), email).toBeLessThanOrEqual(FREE);
      expect(count(codes, 429), email).toBeGreaterThanOrEqual(40 - FREE);
    }
  });
});

describe('the owner is not locked out by one address failing their sign-in', () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 2, 1, 9);
  beforeAll(async () => {
    // One proxy hop is trusted: the client address comes from X-Forwarded-For, as behind the deployment's proxy.
    t = await createTestApp({ TRUST_PROXY: '1' }, {}, { authRateLimits: RELAXED_LIMITS, now: () => clock });
  });
  afterAll(() => t.close());

  const from = (ip: string, email: string, password: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': ip },
      })
      .then((r) => ({ status: r.statusCode, retryAfter: r.headers['retry-after'] }));

  it('lets the admin in from their own address while another address is slowed down', async () => {
    await t.auth.ensureAdmin({ email: 'owner@example.com', password: 'Owner-of-the-shop-1' });
    const attacker = '203.0.113.66';
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => from(attacker, 'owner@example.com', `guess-${i}`)),
    );
    expect(guesses.filter((g) => g.status === 401).length).toBeLessThanOrEqual(FREE);
    expect((await from(attacker, 'owner@example.com', 'Owner-of-the-shop-1')).status).toBe(429);

    const owner = await from('192.0.2.80', 'owner@example.com', 'Owner-of-the-shop-1');
    expect(owner.status).toBe(200);
    // And the attacker is still waiting after the owner signed in.
    expect((await from(attacker, 'owner@example.com', 'guess-again')).status).toBe(429);
  });

  it('a few wrong tries of the owner from their address do not count against them after they get in', async () => {
    const { email, password } = await registerUser(t);
    for (let i = 0; i < FREE - 1; i += 1) expect((await from('192.0.2.81', email, `typo-${i}`)).status).toBe(401);
    expect((await from('192.0.2.81', email, password)).status).toBe(200);
    for (let i = 0; i < FREE - 1; i += 1) expect((await from('192.0.2.81', email, `typo-${i}`)).status).toBe(401);
    expect((await from('192.0.2.81', email, password)).status).toBe(200);
  });

  it('slows the account as a whole once failures come from many addresses, and forgets them after a day', async () => {
    const { email, password } = await registerUser(t);
    const { accountAddresses, accountFreeFailures } = DEFAULT_LOGIN_THROTTLE;
    const perAddress = Math.ceil(accountFreeFailures / accountAddresses);
    for (let a = 0; a < accountAddresses; a += 1) {
      for (let i = 0; i < perAddress; i += 1) {
        expect((await from(`198.51.100.${a + 1}`, email, `spray-${i}`)).status).toBe(401);
      }
    }
    const owner = await from('192.0.2.90', email, password);
    expect(owner.status).toBe(429);
    expect(Number(owner.retryAfter)).toBeGreaterThan(0);
    clock += 25 * 3600 * 1000;
    expect((await from('192.0.2.90', email, password)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ee:dd:cc'));
    expect(addressKey('2001:0db8:0001:0002:0:0:0:9')).toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:192.0.2.1')).toBe(addressKey('192.0.2.1'));
    expect(addressKey('192.0.2.1')).not.toBe(addressKey('192.0.2.2'));
  });
});
