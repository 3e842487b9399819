import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Order } from '@kala/contract/orders';
import { users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Shopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from '../orders/test-orders.ts';

/** Helpers of the shipment suites: an admin, a piece to sell, and a shopper's cash-on-delivery order of it. */

export async function insertAdmin(t: TestApp, name = 'Meera Admin') {
  const email = `admin-${randomUUID()}@kala.test`;
  const [row] = await t.database.db.insert(users).values({ name, email, role: 'admin' }).returning();
  const token = await sessionTokenFor(t, { id: row!.id, role: 'admin' });
  return { id: row!.id, name, email, headers: { authorization: `Bearer ${token}` } };
}

export async function insertPiece(t: TestApp) {
  return insertProduct(t.database.db, {
    name: 'Terracotta Lamp',
    sizes: [{ label: '8 inch', original: 1400, discounted: 1200 }],
  });
}

/** A shopper's order of `quantity` pieces, paid on delivery. */
export async function codOrder(
  t: TestApp,
  who: Shopper,
  piece: { id: string; sizeIds: string[] },
  quantity = 2,
): Promise<Order> {
  const added = await call(t, who, 'POST', '/api/cart/add', {
    productId: piece.id,
    sizeId: piece.sizeIds[0],
    quantity,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const placed = await placeOrder(t, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}
