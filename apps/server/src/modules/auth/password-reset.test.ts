import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example' },
    {},
    { authRateLimits: RELAXED_LIMITS, now: () => clock },
  );
});
afterAll(() => t.close());

const mailDir = () => path.join(t.config.dataDir, 'mail');
const mails = () => {
  try {
    return readdirSync(mailDir())
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
};
const readMail = (file: string) => readFileSync(path.join(mailDir(), file), 'utf8');

/** Asks for a reset link, lets the outbox send it, and reads the token out of the written .eml file. */
async function resetTokenFor(email: string): Promise<string> {
  const before = new Set(mails());
  const answer = await call(t, 'POST', '/api/auth/forgot-password', { body: { email } });
  expect(answer.status).toBe(200);
  await t.outbox.drain();
  const file = mails().find((f) => !before.has(f));
  if (!file) throw new Error('no mail was written');
  const text = readMail(file).replace(/=\r?\n/g, '');
  const match = /https:\/\/kala\.example\/reset-password\/([\w-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no link in mail:\n${text}`);
  return match[1];
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await registerUser(t);
    const before = mails().length;
    const known = await call(t, 'POST', '/api/auth/forgot-password', { body: { email } });
    const unknown = await call(t, 'POST', '/api/auth/forgot-password', {
      body: { email: 'no-such-person@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe('If an account exists for that email, a password reset link has been sent to it.');
    await t.outbox.drain();
    expect(mails().length).toBe(before + 1);
  });

  it("does the known account's work after the answer, in the outbox worker: the same job for any email", async () => {
    const { email, user } = await registerUser(t);
    await t.outbox.drain();
    const ghost = 'no-account-here@example.com';
    for (const address of [email, ghost]) {
      expect((await call(t, 'POST', '/api/auth/forgot-password', { body: { email: address } })).status).toBe(200);
    }
    // Answered, but no token made and no mail queued yet: only a request job each.
    const resetsOf = () =>
      t.database.db.query.passwordResets.findMany({ where: (r, { eq: equals }) => equals(r.userId, user._id) });
    expect(await resetsOf()).toHaveLength(0);
    const pending = await t.database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending).toHaveLength(2);
    expect(pending.map((job) => [job.kind, job.payload])).toEqual(
      expect.arrayContaining([
        ['password-reset-request', { email }],
        ['password-reset-request', { email: ghost }],
      ]),
    );
    const before = mails().length;
    await t.outbox.drain();
    expect(await resetsOf()).toHaveLength(1);
    expect(mails().length).toBe(before + 1);
  });

  it('sends at most three links an hour even to ten requests sent at once', async () => {
    const { email } = await registerUser(t);
    await t.outbox.drain();
    const before = mails().length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t, 'POST', '/api/auth/forgot-password', { body: { email } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Two workers (two instances) take the jobs at the same time.
    await Promise.all([t.outbox.drain(), t.outbox.drain()]);
    expect(mails().length).toBe(before + 3);
  });

  it('queues the mail in the outbox and the worker writes it as an .eml with the PUBLIC_URL link', async () => {
    const { email } = await registerUser(t, { name: 'Nila Devi' });
    await call(t, 'POST', '/api/auth/forgot-password', { body: { email: email.toUpperCase() } });
    await t.outbox.runOnce(); // the request job: token stored, mail queued
    const pending = await t.database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending.some((job) => (job.payload as { to: string }).to === email)).toBe(true);
    const before = new Set(mails());
    expect(await t.outbox.runOnce()).toBeGreaterThan(0);
    const file = mails().find((f) => !before.has(f));
    expect(file).toBeDefined();
    const raw = readMail(file ?? '');
    expect(raw).toMatch(new RegExp(`^To: ${email}$`, 'm'));
    expect(raw).toMatch(/^Subject: Reset your Kala password$/m);
    expect(raw).toContain('Hello Nila Devi');
    expect(raw.replace(/=\r?\n/g, '')).toMatch(/https:\/\/kala\.example\/reset-password\/[\w-]{43}/);
    const done = await t.database.db.select().from(outbox).where(eq(outbox.status, 'done'));
    expect(done.length).toBeGreaterThan(0);
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const { email } = await registerUser(t);
    const token = await resetTokenFor(email);
    const rows = await t.database.db.query.passwordResets.findMany();
    expect(rows.every((r) => r.tokenHash !== token && /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('sends at most three links an hour to one account (same answer after that)', async () => {
    const { email } = await registerUser(t);
    await t.outbox.drain();
    const before = mails().length;
    for (let i = 0; i < 5; i += 1) {
      expect((await call(t, 'POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    }
    await t.outbox.drain();
    expect(mails().length).toBe(before + 3);
  });
});

describe('PUT /api/auth/reset-password/{token}', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const { email, password, token: session } = await registerUser(t);
    const resetToken = await resetTokenFor(email);
    const done = await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, {
      body: { password: 'Reset-to-this-one-8' },
    });
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);
    expect((await call(t, 'GET', '/api/auth/me', { token: session })).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(401);
    expect(
      (await call(t, 'POST', '/api/auth/login', { body: { email, password: 'Reset-to-this-one-8' } })).status,
    ).toBe(200);

    const again = await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, {
      body: { password: 'Another-reset-try-9' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid or expired reset token');
  });

  it('refuses a link older than one hour', async () => {
    const { email } = await registerUser(t);
    const resetToken = await resetTokenFor(email);
    clock += 61 * 60 * 1000;
    const late = await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, {
      body: { password: 'Too-late-for-this-1' },
    });
    clock = Date.now();
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Invalid or expired reset token');
  });

  it('retires older links once one is used', async () => {
    const { email } = await registerUser(t);
    const first = await resetTokenFor(email);
    const second = await resetTokenFor(email);
    expect(
      (await call(t, 'PUT', `/api/auth/reset-password/${second}`, { body: { password: 'Second-link-used-2' } })).status,
    ).toBe(200);
    expect(
      (await call(t, 'PUT', `/api/auth/reset-password/${first}`, { body: { password: 'First-link-late-3' } })).status,
    ).toBe(400);
  });

  it('answers the spec messages: missing token, short password; a common password keeps the link usable', async () => {
    const missing = await call(t, 'PUT', '/api/auth/reset-password', { body: { password: 'Whatever-it-is-4' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Reset token is missing');
    const missingSlash = await call(t, 'PUT', '/api/auth/reset-password/', { body: { password: 'Whatever-it-is-4' } });
    expect(missingSlash.status).toBe(400);
    expect(missingSlash.body.message).toBe('Reset token is missing');

    const { email } = await registerUser(t);
    const resetToken = await resetTokenFor(email);
    const short = await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, { body: { password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const common = await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, {
      body: { password: 'sunshine123' },
    });
    expect(common.body.message).toBe('This password is too common. Please choose another.');
    expect(
      (await call(t, 'PUT', `/api/auth/reset-password/${resetToken}`, { body: { password: 'Finally-good-one-5' } }))
        .status,
    ).toBe(200);
  });
});
