import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { call } from '../orders/test-orders.ts';
import { insertAdmin, validProduct, type Admin } from './test-admins.ts';
import { redisReachable, redisTestUrl } from '../../test/test-redis.ts';

/**
 * Issue 11 item 2: a product write refreshes what shoppers are sent at once: the cached API answers, the listing,
 * the server-rendered product page and its head, on this instance and (through the Redis cache bus) on the others.
 */

const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');
const built =
  existsSync(path.join(webDist, 'index.html')) && existsSync(path.join(webDist, '../dist-ssr/entry-server.js'));

describe.skipIf(!built)(
  'a product edit is fresh at once on the API and the rendered page (needs npm run build)',
  () => {
    let t: TestApp;
    let admin: Admin;

    beforeAll(async () => {
      t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://kala.example' });
      admin = await insertAdmin(t);
    });
    afterAll(() => t.close());

    const page = (url: string) => t.app.inject({ method: 'GET', url });

    it('shows the new name, price and description on /api/products/:id and /products/:id right after the edit', async () => {
      const created = await call(t, admin, 'POST', '/api/products', validProduct({ name: 'Saffron Sun Mandala' }));
      const id = created.body.data._id as string;

      // Both are cached now.
      expect((await call(t, undefined, 'GET', `/api/products/${id}`)).body.data.name).toBe('Saffron Sun Mandala');
      const first = await page(`/products/${id}`);
      expect(first.body).toMatch(/<h1[^>]*>Saffron Sun Mandala<\/h1>/);
      expect((await page(`/products/${id}`)).headers['x-page-cache']).toBe('hit');
      const listing = await page('/products?category=lippan-art');
      expect(listing.body).toContain('Saffron Sun Mandala');

      const edited = await call(t, admin, 'PATCH', `/api/products/${id}`, {
        name: 'Indigo Moon Mandala',
        sizes: [{ size: '10 inch', originalPrice: 3000, discountedPrice: 2750 }],
      });
      expect(edited.status).toBe(200);

      const api = await call(t, undefined, 'GET', `/api/products/${id}`);
      expect(api.body.data.name).toBe('Indigo Moon Mandala');
      expect(api.body.data.sizes).toMatchObject([{ size: '10 inch', discountedPrice: 2750 }]);
      const rendered = await page(`/products/${id}`);
      expect(rendered.headers['x-page-cache']).toBe('miss');
      expect(rendered.body).toMatch(/<h1[^>]*>Indigo Moon Mandala<\/h1>/);
      expect(rendered.body).toContain('<title>Indigo Moon Mandala');
      expect(rendered.body).not.toContain('Saffron Sun Mandala');
      expect(rendered.body).toContain('₹2,750.00');
      const relisted = await page('/products?category=lippan-art');
      expect(relisted.body).toContain('Indigo Moon Mandala');
      expect(relisted.body).not.toContain('Saffron Sun Mandala');

      // Taken off sale: gone from the page and the listing at once.
      await call(t, admin, 'PATCH', `/api/products/${id}`, { isActive: false });
      expect((await call(t, undefined, 'GET', `/api/products/${id}`)).status).toBe(404);
      expect((await page(`/products/${id}`)).body).toContain('Product not found');
      expect((await page('/products?category=lippan-art')).body).not.toContain('Indigo Moon Mandala');
    });
  },
);

describe.skipIf(!redisReachable)('a product edit on one instance refreshes the others (Redis cache bus)', () => {
  const instances: TestApp[] = [];

  beforeAll(async () => {
    // Two instances of the store on one database and one secret, as behind a load balancer.
    const database = await openTestDatabase();
    const secret = randomBytes(32).toString('hex');
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bus-'));
      const config = loadConfig(
        { LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false', REDIS_URL: redisTestUrl, JWT_SECRET: secret },
        { dataDir, uploadsDir: path.join(dataDir, 'uploads'), inMemoryDatabase: true },
      );
      const app = await buildApp(config, { database });
      await app.app.ready();
      instances.push({ ...app, config, close: () => app.app.close() });
    }
    instances[1]!.close = async () => {
      await instances[1]!.app.close();
      await database.close();
    };
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
  });

  it('the other instance answers the new name within moments, not after a restart', async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const admin = await insertAdmin(a);
    const created = await call(a, admin, 'POST', '/api/products', validProduct({ name: 'Bus Bowl' }));
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    expect((await call(b, undefined, 'GET', `/api/products/${id}`)).body.data.name).toBe('Bus Bowl'); // cached on B
    expect((await call(b, undefined, 'GET', `/api/products/${id}`)).body.data.name).toBe('Bus Bowl');

    expect((await call(a, admin, 'PATCH', `/api/products/${id}`, { name: 'Bus Bowl, Glazed' })).status).toBe(200);
    await expect
      .poll(async () => (await call(b, undefined, 'GET', `/api/products/${id}`)).body.data.name, { timeout: 3000 })
      .toBe('Bus Bowl, Glazed');
  });
});
