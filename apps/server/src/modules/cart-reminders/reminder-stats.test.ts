import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartReminders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAccount, insertSale } from '../analytics/test-sales.ts';
import { call } from '../orders/test-orders.ts';

/** Reminders sent and the orders that followed within 7 days, for the analytics screen's range (issue 27 item 4). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;

/** A time in India: `2026-10-05 10:00` is 04:30 UTC. */
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t, 'Admin', 'admin');
  const [asha, ravi, meera] = await Promise.all(['Asha', 'Ravi', 'Meera'].map((n) => insertAccount(t, n)));
  const db = t.database.db;
  await db.insert(cartReminders).values([
    // Asha: reminded on 5 October, ordered twice within 7 days (one order on the 6th, one on the 11th).
    {
      userId: asha!.id,
      fingerprint: 'a1',
      cartChangedAt: ist('2026-10-04 09:00'),
      lines: 1,
      channels: 'mail',
      sentAt: ist('2026-10-05 10:00'),
    },
    // Ravi: reminded on 6 October, ordered 8 days later: not counted.
    {
      userId: ravi!.id,
      fingerprint: 'r1',
      cartChangedAt: ist('2026-10-05 09:00'),
      lines: 1,
      channels: 'mail',
      sentAt: ist('2026-10-06 10:00'),
    },
    // Meera: reminded just before midnight of 31 October in India (outside a range ending on the 30th).
    {
      userId: meera!.id,
      fingerprint: 'm1',
      cartChangedAt: ist('2026-10-30 09:00'),
      lines: 2,
      channels: 'mail',
      sentAt: ist('2026-10-31 23:59'),
    },
  ]);
  const sale = (userId: string, at: string) =>
    insertSale(db, { userId, at: `${at.replace(' ', 'T')}:00+05:30`, totalPaise: 99900 });
  // Before Asha's reminder: it did not follow it.
  await sale(asha!.id, '2026-10-05 09:00');
  await sale(asha!.id, '2026-10-06 12:00');
  await sale(asha!.id, '2026-10-11 12:00');
  await sale(ravi!.id, '2026-10-14 12:00');
  await sale(meera!.id, '2026-11-01 08:00');
});
afterAll(() => t?.close());

const stats = (query: string) => call(t, admin, 'GET', `/api/admin/analytics/cart-reminders${query}`);

describe('reminder figures', () => {
  it('count the reminders of the range and the orders within 7 days after them', async () => {
    const october = await stats('?from=2026-10-01&to=2026-10-30');
    expect(october.status).toBe(200);
    expect(october.body.data).toEqual({ remindersSent: 2, followedByOrder: 1, ordersAfter: 2 });
    const withMeera = await stats('?from=2026-10-01&to=2026-10-31');
    expect(withMeera.body.data).toEqual({ remindersSent: 3, followedByOrder: 2, ordersAfter: 3 });
    const none = await stats('?from=2026-09-01&to=2026-09-30');
    expect(none.body.data).toEqual({ remindersSent: 0, followedByOrder: 0, ordersAfter: 0 });
  });

  it('are the admin’s only, and a bad range is a clear 400', async () => {
    const shopper = await insertAccount(t, 'Shopper');
    expect((await call(t, undefined, 'GET', '/api/admin/analytics/cart-reminders')).status).toBe(401);
    expect((await call(t, shopper, 'GET', '/api/admin/analytics/cart-reminders')).status).toBe(403);
    const backwards = await stats('?from=2026-10-30&to=2026-10-01');
    expect(backwards.status).toBe(400);
  });
});
