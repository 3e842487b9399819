import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { restoreBackup } from './backup.ts';

// The embedded database's backup; PostgreSQL is backed up with its own tools (docs/deploy.md).
const onPglite = process.env.KALA_TEST_DB !== 'postgres';

describe.runIf(onPglite)('backup and restore of the embedded database', () => {
  let t: TestApp;
  const placed: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT: '1000' });
    const product = await insertProduct(t.database.db, {
      name: 'Backup Lippan Mirror',
      sizes: [{ original: 1500, discounted: 1200 }],
    });
    const shopper = await insertShopper(t, 'Kavya');
    for (let i = 0; i < 5; i++) {
      const answer = await placeOrder(t, shopper, {
        useCartItems: false,
        customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1, seenPrice: 1200 }],
      });
      expect(answer.status).toBe(201);
      placed.push(answer.body.data.orderId as string);
    }
    await mkdir(t.config.uploadsDir, { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'piece.webp'), 'an uploaded picture');
  });
  afterAll(() => t?.close());

  const backup = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operations/backup',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('refuses a backup without the operator token of the data directory', async () => {
    for (const token of [undefined, 'guess', randomUUID()]) {
      const answer = await backup(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        success: false,
        message: 'The operator token of this data directory is required',
      });
    }
  });

  it('writes a backup while the server runs, and a restore brings back every order and upload', async () => {
    const token = readFileSync(path.join(t.config.dataDir, 'operator-token'), 'utf8');
    // Orders keep coming while the backup is written: it holds each one whole or not at all.
    const [answer] = await Promise.all([backup(token), t.app.inject({ method: 'GET', url: '/api/products' })]);
    expect(answer.statusCode).toBe(201);
    const folder = answer.json().data.path as string;
    expect(existsSync(path.join(folder, 'db.tar.gz'))).toBe(true);
    expect(readFileSync(path.join(folder, 'uploads', 'piece.webp'), 'utf8')).toBe('an uploaded picture');

    const restoredDir = mkdtempSync(path.join(tmpdir(), 'kala-restore-'));
    const manifest = await restoreBackup({ backupDir: folder, dataDir: restoredDir });
    expect(manifest.database).toBe('pglite');
    const restored = await openDatabase({ pgliteDir: path.join(restoredDir, 'db') });
    try {
      const rows = await restored.db.select({ id: orders.id }).from(orders);
      expect(rows.map((row) => row.id).sort()).toEqual([...placed].sort());
      for (const id of placed) {
        const [lines] = await restored.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, id));
        expect(Number(lines?.n)).toBe(1);
      }
    } finally {
      await restored.close();
    }
    expect(readFileSync(path.join(restoredDir, 'uploads', 'piece.webp'), 'utf8')).toBe('an uploaded picture');
  });
});

describe.runIf(!onPglite)('backup on PostgreSQL', () => {
  it('says PostgreSQL is backed up with its own tools', async () => {
    const t = await createTestApp();
    try {
      const token = readFileSync(path.join(t.config.dataDir, 'operator-token'), 'utf8');
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/operations/backup',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'PostgreSQL is backed up with pg_dump or point-in-time recovery (docs/deploy.md)',
      );
    } finally {
      await t.close();
    }
  });
});
