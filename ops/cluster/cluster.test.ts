import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JAIPUR } from '../../apps/server/src/modules/orders/test-orders.ts';
import { startCluster, type Cluster } from './cluster.ts';

/**
 * Issue 12 item 1: two real server processes on one PostgreSQL database and one Redis, behind HAProxy, driven
 * through the proxy as shoppers and the admin would. HAProxy names the instance that answered in X-Served-By, so
 * each test shows that consecutive requests were served by different processes.
 */
const basePort = Number(process.env.CLUSTER_TEST_PORT ?? 7140);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Cluster-pass-2026';

let cluster: Cluster;
let db: pg.Client;

interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  servedBy: string | null;
}

/** One JSON request to `base` (the proxy unless an instance's own address is given). */
async function send(path: string, init: { method?: string; body?: unknown; token?: string; base?: string } = {}) {
  const response = await fetch(`${init.base ?? cluster.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') ? JSON.parse(text) : text,
    servedBy: response.headers.get('x-served-by'),
  } satisfies Answer;
}

async function signUp(name: string) {
  const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@cluster.test`;
  const answer = await send('/api/auth/register', { method: 'POST', body: { name, email, password: PASSWORD } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { email, token: answer.body.token as string, servedBy: answer.servedBy };
}

/** Asks `read` again until `done` holds, for at most `ms`; answers the last result, the reads and the time taken. */
async function pollFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const started = performance.now();
  let value = await read();
  let reads = 1;
  while (!done(value) && performance.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
    reads += 1;
  }
  return { value, reads, tookMs: Math.round(performance.now() - started) };
}

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
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
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

  it('runs each outbox job once: every order confirmation mail is sent by exactly one instance', async () => {
    const [{ size_id: sizeId, product_id: productId }] = (
      await db.query(
        `select s.id as size_id, s.product_id from product_sizes s join products p on p.id = s.product_id
         where s.stock is null and s.is_available and p.is_active limit 1`,
      )
    ).rows;
    const shoppers = [await signUp('Kabir'), await signUp('Nila'), await signUp('Tara')];
    // 30 orders, 3 at a time (each shopper's default limit is 10 a minute): their mails are more than one worker's
    // batch of 10, so both instances' workers find jobs due at once and race for them.
    const placeOne = async (i: number) => {
      const shopper = shoppers[i % shoppers.length]!;
      const answer = await fetch(`${cluster.url}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${shopper.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          shippingAddress: JAIPUR,
          paymentMethod: 'cash_on_delivery',
          useCartItems: false,
          customItems: [{ productId, sizeId, quantity: 1 }],
        }),
      });
      const body = (await answer.json()) as { data: { order: { orderNumber: string } } };
      expect(answer.status, JSON.stringify(body)).toBe(201);
      return { number: body.data.order.orderNumber, servedBy: answer.headers.get('x-served-by') };
    };
    const placed = [];
    for (let i = 0; i < 30; i += 3) placed.push(...(await Promise.all([i, i + 1, i + 2].map(placeOne))));
    expect(new Set(placed.map((p) => p.servedBy))).toEqual(new Set(['kala-1', 'kala-2']));

    // Both instances' workers poll the outbox every 2 s; wait until no job is left to run.
    const settled = await pollFor(
      async () => (await db.query(`select count(*)::int as open from outbox where status <> 'done'`)).rows[0].open,
      (open) => open === 0,
      30_000,
    );
    expect(settled.value).toBe(0);

    // Mail is filed as .eml in the DATA_DIR of the instance that ran the job.
    const confirmations = cluster.instances.flatMap((instance) => {
      const dir = path.join(instance.dataDir, 'mail');
      if (!existsSync(dir)) return [];
      return readdirSync(dir).map((file) => ({
        instance: instance.name,
        // Headers may be folded over several lines.
        text: readFileSync(path.join(dir, file), 'utf8').replace(/\r?\n[ \t]+/g, ' '),
      }));
    });
    const sentBy = placed.map(({ number }) =>
      confirmations.filter((mail) => mail.text.includes(`order ${number} is confirmed`)).map((mail) => mail.instance),
    );
    console.log(`confirmation mails by instance: ${JSON.stringify(sentBy.flat().sort())}`);
    expect(sentBy.map((instances) => instances.length)).toEqual(placed.map(() => 1));
    // And each job was claimed once: one attempt, done.
    const jobs = await db.query(
      `select attempts, status from outbox where kind = 'mail' and payload->>'subject' like '%is confirmed'`,
    );
    expect(jobs.rows).toEqual(placed.map(() => ({ attempts: 1, status: 'done' })));
  });
});
