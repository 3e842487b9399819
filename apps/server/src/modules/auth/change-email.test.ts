import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { call, registerUser, RELAXED_LIMITS, sessionTokenFor } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 16, sign-in item 5: changing the email needs the password, is limited, is mailed to the old address. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example' },
    {},
    { authRateLimits: { ...RELAXED_LIMITS, changeEmail: { max: 3, timeWindow: 60_000 } } },
  );
});
afterAll(() => t.close());

const mailsTo = (to: string) => {
  const dir = path.join(t.config.dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((raw) => raw.includes(`To: ${to}`));
};

let addresses = 0;
/** Each call from its own address unless one is given (the email-change limit is per address). */
const update = (token: string, body: object, ip = `192.0.2.${(addresses += 1)}`) =>
  call(t, 'PUT', '/api/auth/update-details', { token, body, ip });

describe('changing the email', () => {
  it('needs the current password (400 without it or with a wrong one; the session goes on)', async () => {
    const { token, password } = await registerUser(t);
    const missing = await update(token, { email: 'new-address-1@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your current password to change your email');
    expect(missing.body.errors).toEqual([
      { path: 'currentPassword', message: 'Please enter your current password to change your email' },
    ]);
    const wrong = await update(token, { email: 'new-address-1@example.com', currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect((await call(t, 'GET', '/api/auth/me', { token })).body.data.email).not.toBe('new-address-1@example.com');

    const done = await update(token, { email: 'new-address-1@example.com', currentPassword: password });
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe('new-address-1@example.com');
    // Name, avatar or the same email need no password.
    expect((await update(token, { name: 'Only A Name', email: 'new-address-1@example.com' })).status).toBe(200);
  });

  it('does not tell whether an email is taken without the password', async () => {
    await registerUser(t, { email: 'already-here@example.com' });
    const { token, password } = await registerUser(t);
    const probe = await update(token, { email: 'already-here@example.com' });
    expect(probe.status).toBe(400);
    expect(probe.body.message).toBe('Please enter your current password to change your email');
    const withPassword = await update(token, { email: 'already-here@example.com', currentPassword: password });
    expect(withPassword.status).toBe(409);
  });

  it('needs no password for an account that signs in only with Google', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Google Only', email: 'google-only@example.com', googleSubject: 'g-only-1' })
      .returning({ id: users.id });
    const token = await sessionTokenFor(t, { id: user?.id ?? '' });
    const me = await call(t, 'GET', '/api/auth/me', { token });
    expect(me.body.data.hasPassword).toBe(false);
    const done = await update(token, { email: 'google-only-new@example.com' });
    expect(done.status).toBe(200);
  });

  it('mails the old address through the outbox, ends the other sessions and retires old reset links', async () => {
    const { token, password, email } = await registerUser(t, { name: 'Meena Shah' });
    const other = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
    await call(t, 'POST', '/api/auth/forgot-password', { body: { email } });
    await t.outbox.drain();
    const resetMail = mailsTo(email).find((raw) => raw.includes('reset-password/'));
    const resetToken = /reset-password\/([\w-]{43})/.exec(resetMail ?? '')?.[1];
    expect(resetToken).toBeDefined();

    const done = await update(token, { email: 'meena.new@example.com', currentPassword: password });
    expect(done.status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/auth/me', { token: other.body.token })).status).toBe(401);

    await t.outbox.drain();
    const notice = mailsTo(email).find((raw) => raw.includes('was changed'));
    expect(notice).toBeDefined();
    expect(notice).toMatch(/^Subject: Your Kala account's email was changed$/m);
    expect(notice).not.toContain('meena.new@example.com');

    const late = await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, {
      body: { password: 'Old-link-should-fail-1' },
    });
    expect(late.status).toBe(400);
  });

  it('is limited per address like sign-up; name changes do not count', async () => {
    const { token, password } = await registerUser(t);
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) expect((await update(token, { name: `Name Change ${i}` }, ip)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const answer = await update(token, { email: `limited-${i}@example.com`, currentPassword: password }, ip);
      expect(answer.status).toBe(200);
    }
    const limited = await update(token, { email: 'limited-x@example.com', currentPassword: password }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await update(token, { name: 'Still Fine' }, ip)).status).toBe(200);
  });
});
