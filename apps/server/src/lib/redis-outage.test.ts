import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { insertAdmin, validProduct, type Admin } from '../modules/admin-products/test-admins.ts';
import { call } from '../modules/orders/test-orders.ts';
import { startCuttableProxy, type CuttableProxy } from '../test/cuttable-proxy.ts';
import type { TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

/**
 * Redis down under two running instances (issue 12): the store keeps selling, the rate limits still hold (each
 * process counting alone), a product edit on one instance still reaches the other's catalogue within moments, the
 * outage is logged once per feature, and all is shared again when Redis is back. Both instances reach Redis through a
 * relay the test cuts and restores; the machine's Redis itself is never touched. Skipped where no Redis answers.
 */
const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const target = new URL(redisUrl);
const reachable = await new Promise<boolean>((resolve) => {
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
  socket.connect(Number(target.port || 6379), target.hostname);
});

// Redis's part does not depend on the database, so this runs once (on PGlite), not again on PostgreSQL.
describe.skipIf(!reachable || process.env.KALA_TEST_DB === 'postgres')(
  'Redis goes away under two running instances',
  () => {
    let proxy: CuttableProxy;
    let database: Database;
    const instances: { t: TestApp; log: string[] }[] = [];
    let admin: Admin;
    let productId: string;

    beforeAll(async () => {
      proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 6379) });
      database = await openTestDatabase();
      const secret = randomBytes(32).toString('hex');
      for (let i = 0; i < 2; i++) {
        const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-redis-outage-'));
        const config = loadConfig(
          {
            LOG_LEVEL: 'info',
            NODE_ENV: 'test',
            SEED_DEMO: 'false',
            REDIS_URL: proxy.urlFor(redisUrl),
            JWT_SECRET: secret,
          },
          { dataDir, uploadsDir: path.join(dataDir, 'uploads'), inMemoryDatabase: true },
        );
        const log: string[] = [];
        const built = await buildApp(config, {
          database,
          logStream: { write: (line) => void log.push(String((JSON.parse(line) as { msg: unknown }).msg)) },
        });
        await built.app.ready();
        instances.push({ t: { ...built, config, close: () => built.app.close() }, log });
      }
      admin = await insertAdmin(instances[0]!.t);
      const created = await call(instances[0]!.t, admin, 'POST', '/api/products', validProduct({ name: 'Relay Bowl' }));
      productId = created.body.data._id as string;
    });

    afterAll(async () => {
      for (const { t } of instances) await t.close();
      await database?.close();
      await proxy?.close();
    });

    /** The newsletter box allows ten tries a minute per address; `ip` picks a fresh address for each check. */
    const subscribe = (t: TestApp, ip: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `reader-${n}-${randomBytes(3).toString('hex')}@example.com` },
        remoteAddress: ip,
      });
    const freshIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const nameOn = async (t: TestApp) => (await call(t, undefined, 'GET', `/api/products/${productId}`)).body.data.name;
    const outageLines = (log: string[]) => log.filter((msg) => msg.startsWith('Redis unavailable'));

    it('keeps selling: limits hold per process, edits reach the other instance, the outage is logged once', async () => {
      const [a, b] = instances as [{ t: TestApp; log: string[] }, { t: TestApp; log: string[] }];
      expect(await nameOn(b.t)).toBe('Relay Bowl'); // cached on B

      await proxy.cut();
      await expect.poll(() => outageLines(a.log).length + outageLines(b.log).length, { timeout: 10_000 }).toBe(4);

      // The limit of one address still holds, counted by the instance it reaches.
      const ip = freshIp();
      for (let n = 1; n <= 10; n++) expect((await subscribe(a.t, ip, n)).statusCode).toBe(202);
      const over = await subscribe(a.t, ip, 11);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false });

      // An edit on A: B cannot hear it, and drops what it cached within a second by itself.
      expect(
        (await call(a.t, admin, 'PATCH', `/api/products/${productId}`, { name: 'Relay Bowl, Glazed' })).status,
      ).toBe(200);
      await expect.poll(() => nameOn(b.t), { timeout: 5_000, interval: 100 }).toBe('Relay Bowl, Glazed');

      // One warning per feature and instance (rate limits, cache invalidations), not one per request.
      expect(outageLines(a.log)).toHaveLength(2);
      expect(outageLines(b.log)).toHaveLength(2);
    });

    it('shares the limits and the invalidations again once Redis is back', async () => {
      const [a, b] = instances as [{ t: TestApp; log: string[] }, { t: TestApp; log: string[] }];
      await proxy.restore();
      const back = (log: string[]) => log.filter((msg) => msg.startsWith('Redis is back')).length;
      await expect.poll(() => back(a.log) + back(b.log), { timeout: 15_000, interval: 200 }).toBe(4);

      // Six tries on A and four on B are the address's ten; the eleventh, on B, is refused: one count again.
      const ip = freshIp();
      for (let n = 1; n <= 6; n++) expect((await subscribe(a.t, ip, n)).statusCode).toBe(202);
      for (let n = 7; n <= 10; n++) expect((await subscribe(b.t, ip, n)).statusCode).toBe(202);
      expect((await subscribe(b.t, ip, 11)).statusCode).toBe(429);

      expect(await nameOn(b.t)).toBe('Relay Bowl, Glazed');
      expect(
        (await call(a.t, admin, 'PATCH', `/api/products/${productId}`, { name: 'Relay Bowl, Matte' })).status,
      ).toBe(200);
      await expect.poll(() => nameOn(b.t), { timeout: 3_000, interval: 100 }).toBe('Relay Bowl, Matte');
    });
  },
);
