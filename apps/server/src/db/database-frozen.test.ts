import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { call, registerUser, RELAXED_LIMITS, type Answer } from '../test/account-fixtures.ts';
import { startCuttableProxy, type CuttableProxy } from '../test/cuttable-proxy.ts';
import type { TestApp } from '../test/test-app.ts';
import { openDatabase, type Database } from './client.ts';
import { POOL_MAX, type PoolTimeouts } from './postgres-pool.ts';

/**
 * PostgreSQL that stops answering without going away (issue: operations loose ends B): a statement that waits on a
 * lock for ever, a transaction of the store left idle, and a server whose processes are frozen (SIGSTOP, a paused VM,
 * storage that hangs), where connections stay open and nothing comes back. Each must end in a 503 in the envelope
 * within a bound the pool's timeouts set, never a request that hangs, and the store serves again by itself.
 * PostgreSQL only; the waits are shortened here (the defaults are in postgres-pool.ts, the figures in docs/faults.md).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

const TIMEOUTS: PoolTimeouts = {
  connectMs: 1000,
  statementMs: 1500,
  idleInTransactionMs: 1000,
  answerMs: 2500,
  pingMs: 1000,
};

/** How long `work` took, in ms, with what it answered. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

/** `work`, or a rejection naming `what` once `ms` has passed: a hang fails the test instead of stalling it. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} had no answer after ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

describe.runIf(process.env.KALA_TEST_DB === 'postgres' && adminUrl)('PostgreSQL stops answering', () => {
  const name = `kala_test_frozen_${randomBytes(6).toString('hex')}`;
  let directUrl: string;
  let proxy: CuttableProxy;
  let database: Database;
  let t: TestApp;
  let shopper: { token: string };

  const orders = () => call(t, 'GET', '/api/orders', { token: shopper.token });
  const expect503 = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
  };

  async function adminQuery(text: string, url = adminUrl!) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      return await admin.query(text);
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    const target = new URL(adminUrl!);
    target.pathname = `/${name}`;
    directUrl = target.toString();
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    database = await openDatabase({ url: proxy.urlFor(directUrl), timeouts: TIMEOUTS });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-frozen-'));
    const config = loadConfig(
      { LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false' },
      { dataDir, uploadsDir: path.join(dataDir, 'uploads'), inMemoryDatabase: true },
    );
    const built: App = await buildApp(config, { database, authRateLimits: RELAXED_LIMITS });
    await built.app.ready();
    t = { ...built, config, close: () => built.app.close() };
    shopper = await registerUser(t);
  });

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await proxy?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it("sets the statement and idle-in-transaction timeouts on every connection of the store's pool", async () => {
    const settings = (await database.db.execute(
      sql`select name, setting from pg_settings
          where name in ('statement_timeout', 'idle_in_transaction_session_timeout') order by name`,
    )) as unknown as { rows: { name: string; setting: string }[] };
    expect(settings.rows).toEqual([
      { name: 'idle_in_transaction_session_timeout', setting: '1000' },
      { name: 'statement_timeout', setting: '1500' },
    ]);
  });

  it('a statement waiting on a lock that is never released is cancelled: 503 after the statement timeout', async () => {
    expect((await orders()).status).toBe(200);
    const holder = new pg.Client({ connectionString: directUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table orders in access exclusive mode');
      const { value, ms } = await timed(() => within(10_000, 'GET /api/orders', orders()));
      expect503(value);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUTS.statementMs - 100);
      expect(ms).toBeLessThan(TIMEOUTS.answerMs);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await orders()).status).toBe(200);
  });

  it('a transaction of the store left idle loses its locks after the idle-in-transaction timeout', async () => {
    let waited = 0;
    const idle = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table orders in access exclusive mode`);
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.idleInTransactionMs + 1000));
      waited = performance.now() - started;
      await tx.execute(sql`select 1`);
    });
    const failed = expect(idle).rejects.toThrow();
    // Meanwhile a shopper's read waits on the lock only until PostgreSQL ends the idle session.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { value, ms } = await timed(() => within(10_000, 'GET /api/orders', orders()));
    expect(value.status).toBe(200);
    expect(ms).toBeLessThan(TIMEOUTS.statementMs);
    await failed;
    expect(waited).toBeGreaterThan(TIMEOUTS.idleInTransactionMs);
    await expect.poll(() => database.poolUse().total - database.poolUse().idle, { timeout: 5_000 }).toBe(0);
  });

  it('a frozen server: every request is a 503 within the bound, the pool is whole again, and it serves once thawed', async () => {
    expect((await orders()).status).toBe(200);
    await Promise.all(Array.from({ length: 3 }, () => database.ping())); // pooled connections, idle
    await proxy.freeze();
    try {
      // More requests than the pool has connections: some wait on frozen connections, some for a new one (never
      // answered), the rest for a connection from the pool.
      const bound = TIMEOUTS.answerMs + TIMEOUTS.connectMs + 1000;
      const answers = await Promise.all(
        Array.from({ length: POOL_MAX + 4 }, () => timed(() => within(bound + 5000, 'a request', orders()))),
      );
      for (const { value } of answers) expect503(value);
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      console.log(`frozen PostgreSQL: ${answers.length} requests, each a 503, the slowest after ${slowest} ms`);
      expect(slowest).toBeLessThan(bound);

      const ready = await timed(() => within(bound, 'GET /api/ready', call(t, 'GET', '/api/ready')));
      expect(ready.value.status).toBe(503);
      expect(ready.ms).toBeLessThan(TIMEOUTS.pingMs + 1000);

      // A transaction on a frozen connection fails in bounded time too, and its rollback does not hang.
      const transaction = database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)));
      await expect(within(bound, 'a transaction', transaction)).rejects.not.toThrow(/had no answer/);
      // No connection is kept by a request that gave up: the pool can open new ones when the server is back.
      await expect.poll(() => database.poolUse().total - database.poolUse().idle, { timeout: 5_000 }).toBe(0);
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await orders()).status, { timeout: 15_000, interval: 200 }).toBe(200);
    expect((await call(t, 'GET', '/api/ready')).status).toBe(200);
  });
});
