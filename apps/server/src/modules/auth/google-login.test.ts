import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Google sign-in against a local stand-in for Google's key endpoint: an RS256 key pair made here, its public key
 * served as a JWKS on 127.0.0.1, ID tokens signed locally.
 */
const CLIENT_ID = '1234-kala.apps.googleusercontent.com';
let t: TestApp;
let jwks: Server;
let goodKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const good = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  goodKey = good.privateKey;
  otherKey = other.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(good.publicKey)), kid: 'good', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await createTestApp(
    { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` },
    {},
    { authRateLimits: RELAXED_LIMITS },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwks.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
  kid?: string;
  name?: string;
}

function googleToken(o: TokenOptions = {}) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: o.email ?? 'priya.g@example.com',
    email_verified: o.emailVerified ?? true,
    name: o.name ?? 'Priya Gupta',
  })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'good', typ: 'JWT' })
    .setSubject(o.sub ?? '10987654321')
    .setIssuer(o.issuer ?? 'https://accounts.google.com')
    .setAudience(o.audience ?? CLIENT_ID)
    .setIssuedAt(nowSeconds - 60)
    .setExpirationTime(o.expiresAt ?? nowSeconds + 3600)
    .sign(o.key ?? goodKey);
}

const google = (credential: string | undefined) =>
  call(t, 'POST', '/api/auth/google', { body: { credential, isGoogleLogin: true } });

describe('POST /api/auth/google', () => {
  it('tells the web that Google is on and its client id, and lets Google into the CSP', async () => {
    const { body } = await call(t, 'GET', '/api/auth/config');
    expect(body.data.google).toEqual({ clientId: CLIENT_ID });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/frame-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
    expect(csp).toMatch(/connect-src 'self' https:\/\/accounts\.google\.com\/gsi\//);
  });

  it('creates a shopper from a valid token and signs the same account in next time', async () => {
    const first = await google(await googleToken());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'Priya Gupta',
      email: 'priya.g@example.com',
      role: 'user',
      isAdmin: false,
    });
    expect((await call(t, 'GET', '/api/auth/me', { token: first.body.token })).status).toBe(200);
    const second = await google(await googleToken({ issuer: 'accounts.google.com' }));
    expect(second.body.data._id).toBe(first.body.data._id);
  });

  it('links Google to an existing account with the same (verified) email', async () => {
    const { user } = await registerUser(t, { email: 'linked@example.com' });
    const answer = await google(await googleToken({ sub: 'google-linked', email: 'Linked@Example.com' }));
    expect(answer.status).toBe(200);
    expect(answer.body.data._id).toBe(user._id);
  });

  it('refuses a token for another audience, an expired one, an unverified email, a wrong key, another issuer', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const bad = [
      await googleToken({ audience: 'someone-elses-client-id' }),
      await googleToken({ expiresAt: nowSeconds - 10 }),
      await googleToken({ emailVerified: false, email: 'unverified@example.com', sub: 'unverified' }),
      await googleToken({ key: otherKey }),
      await googleToken({ key: otherKey, kid: 'unknown-kid' }),
      await googleToken({ issuer: 'https://evil.example.com' }),
      'not-a-jwt',
    ];
    for (const credential of bad) {
      const answer = await google(credential);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Google login failed' });
    }
    const unverified = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'unverified@example.com', password: 'x' },
    });
    expect(unverified.status).toBe(401);
  });

  it('says so when no credential came', async () => {
    const answer = await google(undefined);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('No credential received from Google');
  });

  it('makes new Google accounts shoppers without a password: signing in by password fails like any wrong one', async () => {
    const answer = await google(await googleToken({ sub: 'new-person', email: 'new.person@example.com', name: 'N' }));
    expect(answer.body.data.role).toBe('user');
    const byPassword = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'new.person@example.com', password: 'anything-at-all' },
    });
    expect(byPassword.status).toBe(401);
    expect(byPassword.body.message).toBe('Invalid email or password');
  });
});

describe('Google and an email the account never proved (decision 008)', () => {
  it('ends the pre-registered password and every earlier session when Google proves the email', async () => {
    // Someone registers the victim's email with a password they know, and keeps the session.
    const squatter = await registerUser(t, { email: 'victim@example.com', password: 'Squatter-knows-this-1' });
    expect((await call(t, 'GET', '/api/auth/me', { token: squatter.token })).status).toBe(200);

    // The real owner of the address signs in with Google later.
    const owner = await google(
      await googleToken({ sub: 'victim-google', email: 'victim@example.com', name: 'Victim' }),
    );
    expect(owner.status).toBe(200);
    expect(owner.body.data._id).toBe(squatter.user._id);
    expect(owner.body.data.hasPassword).toBe(false);
    expect(owner.body.message).toMatch(/password set on the account was removed/);

    // The first person's token and password are refused from now on; the owner's session works.
    expect((await call(t, 'GET', '/api/auth/me', { token: squatter.token })).status).toBe(401);
    const byPassword = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'victim@example.com', password: 'Squatter-knows-this-1' },
    });
    expect(byPassword.status).toBe(401);
    expect((await call(t, 'GET', '/api/auth/me', { token: owner.body.token })).status).toBe(200);

    // Signing in with Google again changes nothing more: the email is proven now.
    const again = await google(await googleToken({ sub: 'victim-google', email: 'victim@example.com' }));
    expect(again.body.message).toBeUndefined();
    expect((await call(t, 'GET', '/api/auth/me', { token: owner.body.token })).status).toBe(200);
  });

  it('does the same when the email was changed to the Google address after sign-up', async () => {
    const squatter = await registerUser(t, { email: 'squatter-first@example.com', password: 'Squatter-knows-this-2' });
    const moved = await call(t, 'PUT', '/api/auth/update-details', {
      token: squatter.token,
      body: { email: 'moved-victim@example.com', currentPassword: 'Squatter-knows-this-2' },
    });
    expect(moved.status).toBe(200);
    const owner = await google(await googleToken({ sub: 'moved-victim', email: 'moved-victim@example.com' }));
    expect(owner.status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token: squatter.token })).status).toBe(401);
    expect(
      (
        await call(t, 'POST', '/api/auth/login', {
          body: { email: 'moved-victim@example.com', password: 'Squatter-knows-this-2' },
        })
      ).status,
    ).toBe(401);
  });

  it('links silently, keeping the password and sessions, once a reset link proved the email', async () => {
    const person = await registerUser(t, { email: 'proven@example.com', password: 'Proven-person-pass-3' });
    await call(t, 'POST', '/api/auth/forgot-password', { body: { email: 'proven@example.com' } });
    await t.outbox.drain();
    const [reset] = await t.database.db.query.passwordResets.findMany({
      where: (r, { eq }) => eq(r.userId, person.user._id),
    });
    expect(reset).toBeDefined();
    const token = readResetTokenFromMail('proven@example.com');
    const done = await call(t, 'PUT', `/api/auth/reset-password/${token}`, {
      body: { password: 'Proven-person-pass-4' },
    });
    expect(done.status).toBe(200);
    const signedIn = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'proven@example.com', password: 'Proven-person-pass-4' },
    });
    const answer = await google(await googleToken({ sub: 'proven-google', email: 'proven@example.com' }));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBeUndefined();
    expect(answer.body.data.hasPassword).toBe(true);
    expect((await call(t, 'GET', '/api/auth/me', { token: signedIn.body.token })).status).toBe(200);
  });
});

/** The reset token of the mail sent to `to`, as its reader would click it. */
function readResetTokenFromMail(to: string): string {
  const dir = path.join(t.config.dataDir, 'mail');
  const raw = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .find((text) => text.includes(`To: ${to}`));
  const match = /\/reset-password\/([\w-]{43})/.exec((raw ?? '').replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no reset mail to ${to}`);
  return match[1];
}
