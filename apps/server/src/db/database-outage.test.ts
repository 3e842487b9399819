import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { enqueueMail } from '../lib/mail/mail-outbox.ts';
import { UNAVAILABLE_MESSAGE } from '../plugins/error-handler.ts';
import { call, registerUser, RELAXED_LIMITS } from '../test/account-fixtures.ts';
import { startCuttableProxy, type CuttableProxy } from '../test/cuttable-proxy.ts';
import type { TestApp } from '../test/test-app.ts';
import { openDatabase, type Database } from './client.ts';
import { outbox } from './schema/index.ts';

/**
 * PostgreSQL restarted or down while the store runs (issue 12): the server reaches its database through a relay that
 * the test cuts (a stopped server: connections ended, new ones refused), blackholes (a host that no longer answers)
 * and restores. Requests must fail with a clean 503 in the envelope, never hang, never crash the process, and the
 * store must serve again by itself when the database is back. PostgreSQL only: PGlite lives inside the process.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(process.env.KALA_TEST_DB === 'postgres' && adminUrl)(
  'the database goes away under a running store',
  () => {
    const name = `kala_test_outage_${randomBytes(6).toString('hex')}`;
    const logLines: Record<string, unknown>[] = [];
    let proxy: CuttableProxy;
    let database: Database;
    let t: TestApp;

    async function adminQuery(text: string) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(text);
      } finally {
        await admin.end();
      }
    }

    beforeAll(async () => {
      await adminQuery(`create database ${name}`);
      const target = new URL(adminUrl!);
      target.pathname = `/${name}`;
      proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
      // Short waits, so a database that does not answer fails a request in a second rather than the default five.
      database = await openDatabase({
        url: proxy.urlFor(target.toString()),
        timeouts: { connectMs: 1000, pingMs: 1000 },
      });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-outage-'));
      const config = loadConfig(
        { LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'false' },
        { dataDir, uploadsDir: path.join(dataDir, 'uploads'), inMemoryDatabase: true },
      );
      const built: App = await buildApp(config, {
        database,
        authRateLimits: RELAXED_LIMITS,
        logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
      });
      await built.app.ready();
      t = { ...built, config, close: () => built.app.close() };
    });

    afterAll(async () => {
      await t?.close();
      await database?.close();
      await proxy?.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it('answers 503 in the envelope while it is down, says not ready, never hangs, and serves again when it is back', async () => {
      const shopper = await registerUser(t);
      const orders = () => call(t, 'GET', '/api/orders', { token: shopper.token });
      expect((await orders()).status).toBe(200);
      expect((await call(t, 'GET', '/api/ready')).status).toBe(200);

      await proxy.cut();
      const during = await Promise.all(Array.from({ length: 20 }, orders));
      for (const answer of during) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
        expect(answer.headers['retry-after']).toBe('5');
      }
      const ready = await call(t, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, data: { status: 'unavailable' } });

      // A host that accepts connections and never answers: the request still ends, with the same 503.
      await proxy.blackhole();
      const blackholed = await orders();
      expect(blackholed.status).toBe(503);
      expect(blackholed.body.message).toBe(UNAVAILABLE_MESSAGE);
      expect((await call(t, 'GET', '/api/ready')).status).toBe(503);

      await proxy.restore();
      await expect.poll(async () => (await orders()).status, { timeout: 15_000, interval: 200 }).toBe(200);
      expect((await call(t, 'GET', '/api/ready')).status).toBe(200);

      // The outage is in the log a few times, not once per failed request (21 of them here).
      const outageLines = logLines.filter((line) => line.msg === 'database unavailable: answered 503');
      expect(outageLines.length).toBeGreaterThanOrEqual(1);
      expect(outageLines.length).toBeLessThan(5);
    });

    it('a transaction cut between two statements fails alone: the process and the pool live on', async () => {
      const cutMidway = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        // Let the driver see its connection end while it holds no statement (pg then emits 'error' on the client).
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(cutMidway).rejects.toThrow();

      await proxy.restore();
      await expect
        .poll(
          () =>
            database.ping().then(
              () => 'answers',
              () => 'down',
            ),
          { timeout: 15_000 },
        )
        .toBe('answers');
    });

    it('transactions whose connection is cut as they begin give their connections back to the pool', async () => {
      await Promise.all([database.ping(), database.ping()]); // connections waiting idle in the pool
      const cut = proxy.cut(); // ends them now; the pool has not heard yet when the transactions take them
      const attempts = await Promise.allSettled(
        Array.from({ length: 4 }, () => database.db.transaction(async (tx) => void (await tx.execute(sql`select 1`)))),
      );
      await cut;
      expect(attempts.map((attempt) => attempt.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
      const checkedOut = () => database.poolUse().total - database.poolUse().idle;
      await expect.poll(checkedOut, { timeout: 5_000 }).toBe(0);

      await proxy.restore();
      await expect
        .poll(
          () =>
            database.ping().then(
              () => 'answers',
              () => 'down',
            ),
          { timeout: 15_000 },
        )
        .toBe('answers');
    });

    it('the outbox worker keeps going through an outage and sends what is queued once the database is back', async () => {
      t.outbox.start();
      try {
        await proxy.cut();
        await expect
          .poll(
            () => logLines.some((line) => line.msg === 'outbox round failed; retrying quietly until one succeeds'),
            { timeout: 15_000 },
          )
          .toBe(true);
        await proxy.restore();
        await expect
          .poll(
            () =>
              database.ping().then(
                () => 'answers',
                () => 'down',
              ),
            { timeout: 15_000 },
          )
          .toBe('answers');

        await enqueueMail(database.db, { to: 'after-outage@example.com', subject: 'Back', text: 'Hello again' });
        const status = async () => {
          const rows = await database.db
            .select({ status: outbox.status })
            .from(outbox)
            .where(eq(sql`${outbox.payload}->>'to'`, 'after-outage@example.com'));
          return rows[0]?.status;
        };
        await expect.poll(status, { timeout: 20_000, interval: 250 }).toBe('done');
        // The outage is logged once, not a line every round (its end is an info line: outbox-worker.test.ts).
        expect(logLines.filter((line) => String(line.msg).startsWith('outbox round failed'))).toHaveLength(1);
      } finally {
        await t.outbox.stop();
      }
    });
  },
);
