import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.ts';
import { createOutboxWorker } from '../jobs/outbox-worker.ts';
import { call, registerUser, RELAXED_LIMITS } from '../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { redactUrl, requestUrlForLog, safeErrorMessage, scrubLogLine, serializeError } from './log-redaction.ts';

/** Every line the app logs, as written. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('a password reset, end to end, leaves no secret in the log (issue 16 item 8)', () => {
  const log = captureLog();
  let t: TestApp;

  beforeAll(async () => {
    // A small web build, so the reset page itself (/reset-password/<token>) is served and logged.
    const dist = mkdtempSync(path.join(tmpdir(), 'kala-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Kala</title><div id="root"></div>');
    t = await createTestApp(
      { PUBLIC_URL: 'https://kala.example', LOG_LEVEL: 'debug', WEB_DIST_DIR: dist },
      {},
      { authRateLimits: RELAXED_LIMITS, logStream: log.stream },
    );
  });
  afterAll(() => t.close());

  const mailDir = () => path.join(t.config.dataDir, 'mail');
  const mails = () => {
    try {
      return readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  /** forgot-password, then the outbox writes the .eml, then the token is read out of the mail. */
  async function resetToken(email: string) {
    const before = new Set(mails());
    expect((await call(t, 'POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
    await t.outbox.drain();
    const file = mails().find((f) => !before.has(f));
    if (!file) throw new Error('no mail was written');
    const text = readFileSync(path.join(mailDir(), file), 'utf8').replace(/=\r?\n/g, '');
    const token = /https:\/\/kala\.example\/reset-password\/([\w-]{43})/.exec(text)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  }

  it('logs routes and redacted URLs, never the token, the passwords, a hash, a session or the mail', async () => {
    const shopper = await registerUser(t, { name: 'Meera Logtest' });
    const newPassword = 'Fresh-terracotta-2031';
    const first = await resetToken(shopper.email);

    // The link in the mail opens the reset page, with a tracking parameter and secrets in the query as well.
    const page = await t.app.inject(`/reset-password/${first}?utm_source=mail&token=${first}&code=4411&sig=abc`);
    expect(page.statusCode).toBe(200);

    // A database failure while saving the new hash: the 500's log line names the error, not the query's values.
    await t.database.db.execute(
      sql.raw(`create or replace function kala_fail_user_update() returns trigger language plpgsql as $$
        begin raise exception 'users are read-only in this test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger kala_fail_user_update before update on users for each row execute function kala_fail_user_update()',
      ),
    );
    const failed = await call(t, 'PUT', `/api/auth/reset-password/${first}`, { body: { password: newPassword } });
    expect(failed.status).toBe(500);
    await t.database.db.execute(sql.raw('drop trigger kala_fail_user_update on users'));

    // The reset completes with the same link (the failed attempt rolled back), and the new password signs in.
    const done = await call(t, 'PUT', `/api/auth/reset-password/${first}`, { body: { password: newPassword } });
    expect(done.status).toBe(200);
    const login = await call(t, 'POST', '/api/auth/login', { body: { email: shopper.email, password: newPassword } });
    expect(login.status).toBe(200);
    const session = login.body.token as string;
    expect((await call(t, 'GET', '/api/auth/me', { token: session })).status).toBe(200);

    // A second link, used once.
    const second = await resetToken(shopper.email);
    expect(
      (await call(t, 'PUT', `/api/auth/reset-password/${second}`, { body: { password: `${newPassword}!` } })).status,
    ).toBe(200);

    const text = log.text();
    const lines = text.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(9);
    if (process.env.KALA_SHOW_LOG) console.log(text);
    // The log carries no secret...
    for (const token of [first, second]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(token.slice(0, 16));
      expect(text).not.toContain(createHash('sha256').update(token).digest('hex'));
    }
    for (const password of [shopper.password, newPassword]) expect(text).not.toContain(password);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(session);
    expect(text).not.toContain(shopper.token);
    expect(text).not.toContain('Someone (hopefully you)');
    expect(text).not.toContain('4411');
    // ...and still says what happened.
    expect(text).toContain('"route":"/api/auth/reset-password/:token"');
    expect(text).toContain('"url":"/api/auth/reset-password/:token"');
    expect(text).toContain(
      '"url":"/reset-password/:token?utm_source=mail&token=[redacted]&code=[redacted]&sig=[redacted]"',
    );
    expect(text).toContain('request failed');
    expect(text).toContain('users are read-only in this test');
  });
});

describe('the outbox logs no payload', () => {
  it('logs the job and a failure without the values the failed statement carried', async () => {
    const database = await openTestDatabase();
    const logged: unknown[] = [];
    const logger = {
      info: (...args: unknown[]) => logged.push(args),
      warn: (...args: unknown[]) => logged.push(args),
      error: (...args: unknown[]) => logged.push(args),
    };
    const body = 'Open https://kala.example/reset-password/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde to reset';
    const worker = createOutboxWorker({
      db: database.db,
      logger,
      handlers: {
        mail: async (payload) => {
          // A transport that quotes what it was given, the way a failed statement quotes its parameters.
          throw new DrizzleQueryError('insert into "sent" ("text") values ($1)', [(payload as { text: string }).text]);
        },
      },
    });
    await database.db
      .insert(outbox)
      .values({ kind: 'mail', payload: { to: 'a@example.com', subject: 'Reset', text: body }, runAfter: new Date(0) });
    expect(await worker.runOnce()).toBe(1);
    const text = JSON.stringify(logged);
    expect(text).toContain('outbox job failed');
    expect(text).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz');
    expect(text).not.toContain('to reset');
    const [row] = await database.db.select().from(outbox);
    expect(row?.lastError).toContain('Failed query');
    expect(row?.lastError).not.toContain('to reset');
    await database.close();
  });
});

describe('redaction rules', () => {
  it('masks token segments and sensitive query values, and keeps the rest', () => {
    expect(redactUrl('/api/products/6f1c1d7e-1f8e-4a3b-9c1d-2b3c4d5e6f70?sort=rating')).toBe(
      '/api/products/6f1c1d7e-1f8e-4a3b-9c1d-2b3c4d5e6f70?sort=rating',
    );
    expect(redactUrl('/reset-password/short')).toBe('/reset-password/:token');
    expect(redactUrl('/api/auth/reset-password/x?password=p4ss&Password=x&api_key=k&page=2')).toBe(
      '/api/auth/reset-password/:token?password=[redacted]&Password=[redacted]&api_key=[redacted]&page=2',
    );
    expect(redactUrl('/anything/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe('/anything/:token');
    expect(redactUrl('/terms-and-conditions')).toBe('/terms-and-conditions');
    expect(redactUrl('/uploads/demo/lotus-mandala-w400.webp')).toBe('/uploads/demo/lotus-mandala-w400.webp');
    expect(redactUrl('/x?next=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe('/x?next=[redacted]');
    expect(requestUrlForLog({ url: '/api/things/abc/confirm', params: { token: 'abc' } })).toBe(
      '/api/things/:token/confirm',
    );
    // The newsletter's links and their API calls (decision 022), whatever the token's shape.
    for (const kind of ['confirm', 'unsubscribe']) {
      expect(redactUrl(`/newsletter/${kind}/abc-123_X`)).toBe(`/newsletter/${kind}/:token`);
      expect(redactUrl(`/api/newsletter/${kind}/not-even-a-token?utm_source=mail`)).toBe(
        `/api/newsletter/${kind}/:token?utm_source=mail`,
      );
    }
  });

  it('drops bound values and row details from errors and their causes', () => {
    const cause = Object.assign(new Error('new row violates check constraint "users_name"'), {
      code: '23514',
      detail: 'Failing row contains (x, $argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g).',
      constraint: 'users_name',
    });
    const error = new DrizzleQueryError('update "users" set "password_hash" = $1', ['$argon2id$v=19$...'], cause);
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).toContain('update \\"users\\"');
    expect(serialized).toContain('23514');
    expect(serialized).toContain('users_name');
    expect(serialized).not.toContain('argon2');
    expect(serialized).not.toContain('Failing row');
    expect(safeErrorMessage(error)).toBe('Failed query: update "users" set "password_hash" = $1\nparams: [redacted]');
  });

  it('scrubs hashes, session tokens and reset links from any line', () => {
    const line = JSON.stringify({
      msg: 'x $argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g y',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
      link: 'https://kala.example/reset-password/AbCdEfGhIjKl-123',
      confirm: 'Open https://kala.example/newsletter/confirm/ConfirmTok_9abc to confirm',
      unsubscribe: 'Unsubscribe: https://kala.example/newsletter/unsubscribe/UnsubTok-42xyz',
      cod: 'Confirm (or cancel) with one tap: https://kala.example/orders/confirm/CodTok_AbCdEfGhIjKlMnOpQr-1234',
      auth: 'Bearer abc.def.ghi',
    });
    const scrubbed = scrubLogLine(line);
    expect(scrubbed).not.toMatch(/argon2|c2FsdHNhbHQ|eyJhbGci|AbCdEfGhIjKl|abc\.def|ConfirmTok|UnsubTok|CodTok/);
    expect(scrubbed).toContain('https://kala.example/orders/confirm/:token');
    expect(scrubbed).toContain('https://kala.example/newsletter/unsubscribe/:token');
    expect(JSON.parse(scrubbed)).toBeTruthy();
  });

  it("scrubs the messaging providers' credentials and shoppers' mobile numbers (issue 25)", () => {
    const line = JSON.stringify({
      msg: 'WhatsApp refused token EAAGm0PX4ZCpsBAKZCcZAoX1kZBq9ZAm8W for +91 98765 43210',
      headers: { authkey: '412345AbCdEfGhIjKlMn0123' },
      body: 'recipients: [{"mobiles":"919876543210"}], also 9876543210 and 98765-43210',
      kept: 'order KALA-260713-0001, AWB KALA1234567890, 1754042400000 ms, id 3f2c9a10-0000-4000-8000-987654321012',
    });
    const scrubbed = scrubLogLine(line);
    const { kept, ...masked } = JSON.parse(scrubbed);
    expect(JSON.stringify(masked)).not.toMatch(/EAAGm0|412345AbCd|98765|43210/);
    expect(kept).toBe(JSON.parse(line).kept);
    expect(scrubbed).toContain('[token]');
    expect(scrubbed).toContain('[phone]');
  });
});
