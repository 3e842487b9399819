import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, RELAXED_LIMITS, sessionTokenFor } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSessionTokens } from './session-tokens.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe('POST /api/auth/register', () => {
  it('creates a shopper and answers { success, token, data } with the user of spec §3', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'Asha Rao', email: 'Asha.Rao@Example.com', password: 'Terracotta-lamp-7' },
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(body.data).toEqual({
      _id: expect.any(String),
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      role: 'user',
      avatar: null,
      isAdmin: false,
      hasPassword: true,
    });
    const me = await call(t, 'GET', '/api/auth/me', { token: body.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('asha.rao@example.com');
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user, password } = await registerUser(t);
    const rows = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user._id) });
    expect(rows?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows?.passwordHash).not.toContain(password);
  });

  it('ignores a role in the body: no sign-up makes an admin', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'Sneaky', email: 'sneaky@example.com', password: 'Lippan-mirror-9', role: 'admin', isAdmin: true },
    });
    expect(status).toBe(201);
    expect(body.data.role).toBe('user');
    expect(body.data.isAdmin).toBe(false);
    const me = await call(t, 'GET', '/api/auth/me', { token: body.token });
    expect(me.body.data.role).toBe('user');
  });

  it('treats emails without regard to case: a second account for the same address is refused with 409', async () => {
    await registerUser(t, { email: 'meera@example.com' });
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'Meera Two', email: 'MEERA@Example.COM', password: 'Another-long-one-1' },
    });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  it('answers the spec messages for a short name, a bad email and a short password', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'A', email: 'not-an-email', password: 'short' },
    });
    expect(status).toBe(400);
    const messages = body.errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Name must be at least 2 characters long');
    expect(messages).toContain('Please enter a valid email address');
    expect(messages).toContain('Password must be at least 8 characters long');
  });

  it('refuses passwords over 128 characters', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'Long Pass', email: 'long@example.com', password: 'x'.repeat(129) },
    });
    expect(status).toBe(400);
    expect(body.message).toContain('at most 128');
  });

  it('refuses one of the most common passwords with a clear message, whatever its case', async () => {
    for (const password of ['password123', 'Qwerty123', 'iloveyou1', '12345678']) {
      const { status, body } = await call(t, 'POST', '/api/auth/register', {
        body: { name: 'Common', email: 'common@example.com', password },
      });
      expect(status, password).toBe(400);
      expect(body.message).toBe('This password is too common. Please choose another.');
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the case of the email', async () => {
    const { email, password } = await registerUser(t, { email: 'kavya@example.com' });
    const { status, body } = await call(t, 'POST', '/api/auth/login', {
      body: { email: email.toUpperCase(), password },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.email).toBe('kavya@example.com');
    expect((await call(t, 'GET', '/api/auth/me', { token: body.token })).status).toBe(200);
  });

  it('answers a wrong password and an unknown email exactly alike', async () => {
    const { email } = await registerUser(t);
    const wrong = await call(t, 'POST', '/api/auth/login', { body: { email, password: 'Not-the-password-1' } });
    const unknown = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'nobody-here@example.com', password: 'Not-the-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('takes about as long for an unknown email as for a wrong password (a hash is checked either way)', async () => {
    const { email } = await registerUser(t);
    const time = async (body: object) => {
      const start = performance.now();
      await call(t, 'POST', '/api/auth/login', { body });
      return performance.now() - start;
    };
    // Warm up both paths, then compare medians of a few tries.
    await time({ email, password: 'warm-up-password' });
    await time({ email: 'ghost@example.com', password: 'warm-up-password' });
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time({ email, password: `wrong-password-${i}` }));
      unknown.push(await time({ email: `ghost${i}@example.com`, password: `wrong-password-${i}` }));
    }
    // Without the dummy hash the unknown email would answer many times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});

describe('sessions', () => {
  it('gives admins the longer Extended Session and shoppers a week', async () => {
    const shopper = await registerUser(t);
    await t.auth.ensureAdmin({ email: 'boss@example.com', password: 'Admin-session-2026' });
    const admin = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'boss@example.com', password: 'Admin-session-2026' },
    });
    const lifetime = (token: string) => {
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        iat: number;
        exp: number;
      };
      return payload.exp - payload.iat;
    };
    expect(admin.body.data.isAdmin).toBe(true);
    expect(lifetime(shopper.token)).toBe(7 * 24 * 3600);
    expect(lifetime(admin.body.token)).toBe(30 * 24 * 3600);
  });

  it('refuses an expired token with 401', async () => {
    const { user } = await registerUser(t);
    const eightDaysAgo = Date.now() - 8 * 24 * 3600 * 1000;
    const old = await sessionTokenFor(t, { id: user._id }, () => eightDaysAgo);
    const fresh = await sessionTokenFor(t, { id: user._id });
    expect((await call(t, 'GET', '/api/auth/me', { token: old })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token: fresh })).status).toBe(200);
  });

  it('refuses forged tokens: wrong key, alg none, a tampered payload, another issuer', async () => {
    const { user, token } = await registerUser(t);
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const wrongKey = await createSessionTokens('another-secret-that-is-long-enough-0123456789').sign({
      userId: user._id,
      role: 'user',
      tokenVersion: 0,
      sessionId,
    });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    const foreign = await new SignJWT({ role: 'user', tv: 0, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer('someone-else')
      .setAudience('kala-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const forged of [wrongKey, none, tampered, foreign, 'not.a.token', '']) {
      const answer = await call(t, 'GET', '/api/auth/me', { token: forged });
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    }
    expect((await call(t, 'GET', '/api/auth/me')).status).toBe(401);
  });
});

describe('PUT /api/auth/update-details', () => {
  it('changes name, email and avatar and answers the updated user', async () => {
    const { token, password } = await registerUser(t);
    const { status, body } = await call(t, 'PUT', '/api/auth/update-details', {
      token,
      body: {
        name: 'Ravi Kumar',
        email: 'Ravi.New@Example.com',
        avatar: 'https://images.example.com/ravi.webp',
        currentPassword: password,
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.new@example.com',
      avatar: 'https://images.example.com/ravi.webp',
    });
    expect((await call(t, 'GET', '/api/auth/me', { token })).body.data.name).toBe('Ravi Kumar');
  });

  it('refuses an email another account uses (409) and a javascript: avatar (400)', async () => {
    await registerUser(t, { email: 'taken@example.com' });
    const { token, password } = await registerUser(t);
    const taken = await call(t, 'PUT', '/api/auth/update-details', {
      token,
      body: { email: 'TAKEN@example.com', currentPassword: password },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
    const bad = await call(t, 'PUT', '/api/auth/update-details', { token, body: { avatar: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(t, 'PUT', '/api/auth/update-details', { body: { name: 'Nobody' } })).status).toBe(401);
  });

  it('cannot change the role', async () => {
    const { token } = await registerUser(t);
    const { body } = await call(t, 'PUT', '/api/auth/update-details', {
      token,
      body: { name: 'Still Shopper', role: 'admin' },
    });
    expect(body.data.role).toBe('user');
  });
});

describe('PUT /api/auth/update-password', () => {
  it('ends every older session but answers a fresh token for this tab', async () => {
    const { token, email, password } = await registerUser(t);
    const otherTab = (await call(t, 'POST', '/api/auth/login', { body: { email, password } })).body.token as string;
    const { status, body } = await call(t, 'PUT', '/api/auth/update-password', {
      token,
      body: { currentPassword: password, newPassword: 'Brand-new-mandala-5' },
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token: otherTab })).status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token: body.token })).status).toBe(200);
    const oldLogin = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(t, 'POST', '/api/auth/login', { body: { email, password: 'Brand-new-mandala-5' } });
    expect(newLogin.status).toBe(200);
  });

  it('answers 400 (not 401, which would sign the person out) for a wrong current password', async () => {
    const { token } = await registerUser(t);
    const { status, body } = await call(t, 'PUT', '/api/auth/update-password', {
      token,
      body: { currentPassword: 'not-my-password', newPassword: 'Brand-new-mandala-6' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Current password is incorrect');
    expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('applies the new-password rules', async () => {
    const { token, password } = await registerUser(t);
    const common = await call(t, 'PUT', '/api/auth/update-password', {
      token,
      body: { currentPassword: password, newPassword: 'password1' },
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common. Please choose another.');
    const short = await call(t, 'PUT', '/api/auth/update-password', {
      token,
      body: { currentPassword: password, newPassword: 'short' },
    });
    expect(short.body.message).toBe('Password must be at least 8 characters long');
  });
});

describe('GET /api/auth/config', () => {
  it('says Google sign-in is off when GOOGLE_CLIENT_ID is not set', async () => {
    const { status, body } = await call(t, 'GET', '/api/auth/config');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { google: null } });
    const google = await call(t, 'POST', '/api/auth/google', { body: { credential: 'x', isGoogleLogin: true } });
    expect(google.status).toBe(404);
  });

  it('keeps the CSP free of Google when it is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(String(response.headers['content-security-policy'])).not.toContain('accounts.google.com');
  });
});
