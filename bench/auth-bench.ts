/**
 * Sign-in hardening figures (issue 16, "Sign-in and sessions"): races on the sign-in slow-down and the reset-mail
 * cap, the owner signing in while another address fails, and how long forgot-password takes for a known and an
 * unknown email. In-process (`app.inject`) on the test database: in-memory PGlite, or a temporary PostgreSQL database
 * with `KALA_TEST_DB=postgres TEST_DATABASE_URL=postgres://…`. It prints figures; it asserts nothing.
 *
 *   npm run bench:auth -w @kala/bench
 *   KALA_TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:auth -w @kala/bench
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { RELAXED_LIMITS } from '../apps/server/src/test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test/test-app.ts';

const PASSWORD = 'Bench-handmade-2026';
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 40);
const TIMING_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

let seq = 0;
async function insertAccounts(t: TestApp, count: number, role: 'user' | 'admin' = 'user') {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, () => ({
    name: 'Bench Shopper',
    email: `bench-${(seq += 1)}-${Date.now()}@kala.test`,
    passwordHash,
    role,
  }));
  await t.database.db.insert(users).values(rows);
  return rows.map((r) => r.email);
}

const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

function tally(statuses: number[]) {
  const counts: Record<string, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? 0;

const t = await createTestApp({ TRUST_PROXY: '1' }, {}, { authRateLimits: RELAXED_LIMITS });
const rows: { measure: string; result: string }[] = [];
try {
  // 1. Parallel wrong passwords for one account, and for an email with no account, from one address.
  const [known] = await insertAccounts(t, 1);
  const wrong = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => login(t, known ?? '', `wrong-password-${i}`, '203.0.113.10')),
  );
  rows.push({
    measure: `${PARALLEL} parallel wrong sign-ins, one account`,
    result: tally(wrong.map((r) => r.statusCode)),
  });
  const ghost = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) => login(t, 'nobody-bench@kala.test', `wrong-${i}`, '203.0.113.11')),
  );
  rows.push({
    measure: `${PARALLEL} parallel wrong sign-ins, no such email`,
    result: tally(ghost.map((r) => r.statusCode)),
  });

  // 2. The owner (an admin) signs in from their own address while another address fails their sign-in.
  const [admin] = await insertAccounts(t, 1, 'admin');
  for (let i = 0; i < 10; i += 1) await login(t, admin ?? '', `guess-${i}`, '198.51.100.66');
  const owner = await login(t, admin ?? '', PASSWORD, '192.0.2.44');
  rows.push({
    measure: 'owner signs in from own address after 10 failures elsewhere',
    result: String(owner.statusCode),
  });

  // 3. Parallel reset requests for one account: mails sent (the cap is 3 an hour).
  const [resetMe] = await insertAccounts(t, 1);
  const mailDir = path.join(t.config.dataDir, 'mail');
  const mailCount = () => {
    try {
      return readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length;
    } catch {
      return 0;
    }
  };
  await t.outbox.drain();
  const before = mailCount();
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: resetMe },
        headers: { 'x-forwarded-for': `198.51.100.${100 + i}` },
      }),
    ),
  );
  await t.outbox.drain();
  rows.push({ measure: '10 parallel reset requests, one account: mails', result: String(mailCount() - before) });

  // 4. Forgot-password time, a fresh known account (under its mail cap) against an unknown email, alternating.
  const accounts = await insertAccounts(t, TIMING_ROUNDS + 20);
  const forgot = async (email: string, i: number) => {
    const start = performance.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      headers: { 'x-forwarded-for': `10.${Math.floor(i / 250) % 250}.${i % 250}.1` },
    });
    return performance.now() - start;
  };
  for (let i = 0; i < 20; i += 1) {
    await forgot(accounts[i] ?? '', i);
    await forgot(`warm-${i}@nowhere.test`, i);
  }
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < TIMING_ROUNDS; i += 1) {
    knownMs.push(await forgot(accounts[20 + i] ?? '', 1000 + i));
    unknownMs.push(await forgot(`ghost-${i}-${Date.now()}@nowhere.test`, 2000 + i));
    if (i % 50 === 49) await t.outbox.drain(); // the worker's work, kept out of the timed requests
  }
  rows.push({
    measure: `forgot-password, known account (${TIMING_ROUNDS}): median / p90`,
    result: `${median(knownMs).toFixed(2)} ms / ${p90(knownMs).toFixed(2)} ms`,
  });
  rows.push({
    measure: `forgot-password, unknown email (${TIMING_ROUNDS}): median / p90`,
    result: `${median(unknownMs).toFixed(2)} ms / ${p90(unknownMs).toFixed(2)} ms`,
  });
} finally {
  await t.close();
}

console.log(`\nDatabase: ${process.env.KALA_TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}`);
console.table(rows);
