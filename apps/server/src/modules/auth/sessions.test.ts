import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { LAST_SEEN_EVERY_MS } from '../../plugins/authenticate.ts';
import { SESSION_CACHE_MS } from '../../lib/session-cache.ts';
import { AUDIENCE, ISSUER } from './session-tokens.ts';
import { redisReachable, redisTestUrl } from '../../test/test-redis.ts';

/** Issue 16, sign-in item 4: sessions end one by one, and the profile lists where the account is signed in. */

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

let t: TestApp;
let clock = Date.UTC(2026, 3, 1, 10);

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS, now: () => clock });
});
afterAll(() => t.close());

async function signIn(email: string, password: string, userAgent: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().token as string;
}

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

describe('POST /api/auth/logout', () => {
  it('ends that session alone: its token is refused at once, other devices stay signed in', async () => {
    const { email, password } = await registerUser(t);
    const phone = await signIn(email, password, PHONE);
    const laptop = await signIn(email, password, LAPTOP);

    const out = await call(t, 'POST', '/api/auth/logout', { token: phone });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Signed out' });
    expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token: laptop })).status).toBe(200);
    // A second sign-out with the dead token is a plain 401.
    expect((await call(t, 'POST', '/api/auth/logout', { token: phone })).status).toBe(401);
  });

  it('refuses tokens issued before sessions had an id (no `sid`), even when otherwise valid', async () => {
    const { user } = await registerUser(t);
    const legacy = await new SignJWT({ role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user._id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(clock / 1000))
      .setExpirationTime(Math.floor(clock / 1000) + 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await call(t, 'GET', '/api/auth/me', { token: legacy })).status).toBe(401);
  });
});

describe('GET /api/auth/sessions and signing devices out', () => {
  it('lists each signed-in device by browser and system, this one marked, the most recently seen first', async () => {
    const { email, password } = await registerUser(t);
    clock += 60_000;
    const phone = await signIn(email, password, PHONE);
    clock += 60_000;
    const laptop = await signIn(email, password, LAPTOP);
    const { status, body } = await call(t, 'GET', '/api/auth/sessions', { token: laptop });
    expect(status).toBe(200);
    const devices = body.data.map((s: { device: string; current: boolean }) => [s.device, s.current]);
    // The sign-up's own session (light-my-request's User-Agent) is listed too.
    expect(devices).toEqual([
      ['Safari on Mac', true],
      ['Chrome on Android', false],
      ['Unknown browser', false],
    ]);
    expect(body.data[0]).toEqual({
      id: sessionIdOf(laptop),
      device: 'Safari on Mac',
      current: true,
      signedInAt: new Date(clock).toISOString(),
      lastSeenAt: new Date(clock).toISOString(),
    });
    expect((await call(t, 'GET', '/api/auth/sessions', { token: phone })).body.data[1].current).toBe(true);
  });

  it('signs one other device out; another account cannot end it (404)', async () => {
    const { email, password } = await registerUser(t);
    const phone = await signIn(email, password, PHONE);
    const laptop = await signIn(email, password, LAPTOP);
    const stranger = await registerUser(t);

    const foreign = await call(t, 'DELETE', `/api/auth/sessions/${sessionIdOf(phone)}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(200);

    const ended = await call(t, 'DELETE', `/api/auth/sessions/${sessionIdOf(phone)}`, { token: laptop });
    expect(ended.status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token: laptop })).status).toBe(200);
    expect((await call(t, 'DELETE', '/api/auth/sessions/not-a-uuid', { token: laptop })).status).toBe(400);
  });

  it('signs out everywhere, this device included', async () => {
    const { email, password, token } = await registerUser(t);
    const phone = await signIn(email, password, PHONE);
    const out = await call(t, 'POST', '/api/auth/logout-all', { token: phone });
    expect(out.status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
    // Signing in again works as ever.
    expect((await call(t, 'GET', '/api/auth/me', { token: await signIn(email, password, PHONE) })).status).toBe(200);
  });

  it('writes last-seen at most every few minutes, not on every request', async () => {
    const { email, password } = await registerUser(t);
    const phone = await signIn(email, password, PHONE);
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(phone)));
      return row?.at.getTime();
    };
    const signedInAt = clock;
    clock += 60_000;
    await call(t, 'GET', '/api/auth/me', { token: phone });
    expect(await lastSeen()).toBe(signedInAt);
    clock += LAST_SEEN_EVERY_MS;
    await call(t, 'GET', '/api/auth/me', { token: phone });
    expect(await lastSeen()).toBe(clock);
    const seenAt = clock;
    clock += 1000;
    await call(t, 'GET', '/api/auth/me', { token: phone });
    expect(await lastSeen()).toBe(seenAt);
  });

  it('a password change keeps this device signed in and ends the others', async () => {
    const { email, password } = await registerUser(t);
    const phone = await signIn(email, password, PHONE);
    const laptop = await signIn(email, password, LAPTOP);
    const changed = await call(t, 'PUT', '/api/auth/update-password', {
      token: laptop,
      body: { currentPassword: password, newPassword: 'Changed-on-laptop-7' },
    });
    expect(changed.status).toBe(200);
    expect(sessionIdOf(changed.body.token)).toBe(sessionIdOf(laptop));
    expect((await call(t, 'GET', '/api/auth/me', { token: phone })).status).toBe(401);
    const list = await call(t, 'GET', '/api/auth/sessions', { token: changed.body.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].current).toBe(true);
  });
});

/**
 * Two instances on one database. A session's row is kept SESSION_CACHE_MS after it is read (issue 31, decision 029):
 * with the cache bus (Redis, which several instances need anyway) a sign-out reaches the other instance at once;
 * without it, within SESSION_CACHE_MS.
 */
describe.each([
  { bus: 'sharing Redis', redis: true },
  { bus: 'with no shared memory', redis: false },
])('two instances, $bus', ({ redis }) => {
  let database: Database;
  let first: App;
  let second: App;
  beforeAll(async () => {
    if (redis && !redisReachable) return;
    database = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-test-'));
    const config = loadConfig(
      {
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        JWT_SECRET: 'x'.repeat(40),
        ...(redis ? { REDIS_URL: redisTestUrl } : {}),
      },
      { dataDir, uploadsDir: path.join(dataDir, 'uploads'), inMemoryDatabase: true },
    );
    first = await buildApp(config, { database, authRateLimits: RELAXED_LIMITS });
    second = await buildApp(config, { database, authRateLimits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await database?.close();
  });

  it.skipIf(redis && !redisReachable)('a sign-out on one instance is refused on the other', async () => {
    const email = `two-servers-${redis ? 'redis' : 'alone'}@example.com`;
    const registered = await first.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Two Servers', email, password: 'Two-servers-pass-1' },
    });
    const token = registered.json().token as string;
    const me = (instance: App) =>
      instance.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    // The second instance reads the session and keeps it.
    expect((await me(second)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    const signedOutAt = Date.now();
    if (redis) {
      // The bus's message arrives within milliseconds.
      await expect.poll(async () => (await me(second)).statusCode, { timeout: 200, interval: 10 }).toBe(401);
    } else {
      await expect
        .poll(async () => (await me(second)).statusCode, { timeout: SESSION_CACHE_MS + 500, interval: 50 })
        .toBe(401);
      expect(Date.now() - signedOutAt).toBeLessThanOrEqual(SESSION_CACHE_MS + 500);
    }
  });
});
