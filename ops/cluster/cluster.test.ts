import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterClient } from './cluster-client.ts';
import { pollFor } from './cluster-evidence.ts';
import { startCluster, type Cluster } from './cluster.ts';

/**
 * Issue 12 item 1: two real server processes on one PostgreSQL database and one Redis, behind HAProxy, driven
 * through the proxy as shoppers and the admin would. HAProxy names the instance that answered in X-Served-By, so
 * each test shows that consecutive requests were served by different processes. The outbox's jobs across the two
 * instances are in outbox-jobs.test.ts.
 */
const basePort = Number(process.env.CLUSTER_TEST_PORT ?? 7140);
const repoRoot = path.resolve(import.meta.dirname, '../..');

let cluster: Cluster;
const { send, signUp } = clusterClient(() => cluster);

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist-ssr/entry-server.js'))) {
    throw new Error('The cluster test renders product pages: run `npm run build` first');
  }
  cluster = await startCluster({
    basePort,
    postgresAdminUrl: process.env.TEST_DATABASE_URL,
    // Everything stops by itself even if this run is killed before afterAll.
    lifetimeMs: 5 * 60_000,
    // The test signs up a few shoppers from one address; the contact form keeps its default limit (5 a minute).
    env: { SIGNUP_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
  });
});

afterAll(async () => {
  await cluster?.stop();
});

describe('two instances behind HAProxy', () => {
  it('takes turns between the instances, each healthy in the proxy', async () => {
    const states = await cluster.haproxy.serverStates();
    expect(states).toEqual([
      { name: 'kala-1', status: 'UP' },
      { name: 'kala-2', status: 'UP' },
    ]);
    const servedBy = [];
    for (let i = 0; i < 4; i++) servedBy.push((await send('/api/health')).servedBy);
    expect(new Set(servedBy)).toEqual(new Set(['kala-1', 'kala-2']));
  });

  it('a session made on one instance works on the other, and signing out on one ends it on both', async () => {
    const shopper = await signUp('Meera');
    const other = cluster.instances.find((instance) => instance.name !== shopper.servedBy)!;

    const throughProxy = [];
    for (let i = 0; i < 2; i++) throughProxy.push(await send('/api/auth/me', { token: shopper.token }));
    expect(throughProxy.map((a) => a.status)).toEqual([200, 200]);
    expect(new Set(throughProxy.map((a) => a.servedBy))).toEqual(new Set(['kala-1', 'kala-2']));
    const direct = await send('/api/auth/me', { token: shopper.token, base: other.url });
    expect(direct.status).toBe(200);
    expect(direct.body.data.email).toBe(shopper.email);

    const out = await send('/api/auth/logout', { method: 'POST', token: shopper.token });
    expect(out.status).toBe(200);
    for (const instance of cluster.instances) {
      expect((await send('/api/auth/me', { token: shopper.token, base: instance.url })).status).toBe(401);
    }
  });

  it('shares rate limits: the contact form allows 5 a minute from one address across both instances', async () => {
    const message = { name: 'Asha', email: 'asha@cluster.test', message: 'Do you ship lippan art to Pune?' };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send('/api/contact', { method: 'POST', body: message }));

    // Each instance alone would have let all six through (5 each): the count lives in Redis.
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(new Set(answers.slice(0, 5).map((a) => a.servedBy))).toEqual(new Set(['kala-1', 'kala-2']));
    expect(answers[5]!.body).toMatchObject({ success: false, message: expect.stringMatching(/retry in 1 minute/) });
    for (const instance of cluster.instances) {
      expect((await send('/api/contact', { method: 'POST', body: message, base: instance.url })).status).toBe(429);
    }
  });

  it("a product edited through one instance is fresh on the other's catalogue and rendered page within a second", async () => {
    const admin = await send('/api/auth/login', { method: 'POST', body: cluster.admin });
    expect(admin.status).toBe(200);
    const [writer, reader] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const product = (await send('/api/products?limit=1', { base: reader.url })).body.data[0];
    const readApi = () => send(`/api/products/${product._id}`, { base: reader.url });
    const readPage = () => send(`/products/${product._id}`, { base: reader.url });
    // The reader has both answers cached before the edit (a second read is served from its cache).
    for (let i = 0; i < 2; i++) {
      expect((await readApi()).body.data.name).toBe(product.name);
      expect((await readPage()).body).toContain(product.name);
    }

    const name = `Terracotta bell ${randomUUID().slice(0, 8)}`;
    const edit = await send(`/api/products/${product._id}`, {
      method: 'PATCH',
      body: { name },
      token: admin.body.token,
      base: writer.url,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    // Spec: fresh within a second. The invalidation travels over Redis pub/sub, so it is usually there at once.
    const api = await pollFor(readApi, (a) => a.body.data?.name === name, 1000);
    const page = await pollFor(readPage, (a) => String(a.body).includes(name), 1000);
    console.log(
      `the other instance showed the edit at read ${api.reads} (API, ${api.tookMs} ms) and ` +
        `read ${page.reads} (page, ${page.tookMs} ms)`,
    );
    expect(api.value.body.data.name).toBe(name);
    expect(page.value.body).toContain(name);
    expect(page.value.body).not.toContain(product.name);
  });
});
