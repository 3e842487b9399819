import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { cartAdditions, orderItems, orders, users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { JAIPUR } from '../orders/test-orders.ts';

/**
 * Test helpers for the analytics suite: orders written straight into the tables with the dates, states and amounts
 * a test needs (placing them through the API could not date them in the past), and an admin with a session.
 */

export interface SaleLine {
  productId: string | null;
  name: string;
  quantity: number;
  unitPaise: number;
}

export interface SaleFixture {
  /** When the order was placed, e.g. '2025-03-01T00:10:00+05:30'. */
  at: string;
  totalPaise: number;
  userId?: string | null;
  status?: (typeof orders.$inferInsert)['status'];
  paymentMethod?: 'razorpay' | 'cash_on_delivery';
  paymentStatus?: (typeof orders.$inferInsert)['paymentStatus'];
  cancelReason?: string | null;
  lines?: SaleLine[];
}

let sequence = 0;

export async function insertSale(db: Db, sale: SaleFixture): Promise<string> {
  sequence += 1;
  const linesTotal = (sale.lines ?? []).reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `T${Date.now()}${sequence}`,
      userId: sale.userId ?? null,
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.com',
      status: sale.status ?? 'pending',
      paymentMethod: sale.paymentMethod ?? 'cash_on_delivery',
      paymentStatus: sale.paymentStatus ?? 'pending',
      source: 'cart',
      subtotalPaise: linesTotal,
      gstPercent: 18,
      taxPaise: 0,
      shippingPaise: 0,
      codChargesPaise: 0,
      totalPaise: sale.totalPaise,
      shippingAddress: { ...JAIPUR, addressLine2: undefined },
      courierId: 1,
      courierName: 'Test Courier',
      courierDays: 3,
      shippingZone: 'local',
      cancelReason: sale.cancelReason ?? null,
      createdAt: new Date(sale.at),
      updatedAt: new Date(sale.at),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert failed');
  if (sale.lines?.length) {
    await db.insert(orderItems).values(
      sale.lines.map((line, position) => ({
        orderId: order.id,
        productId: line.productId,
        productName: line.name,
        sizeLabel: '8 inch',
        image: '/uploads/demo/test.webp',
        unitPricePaise: line.unitPaise,
        quantity: line.quantity,
        lineTotalPaise: line.unitPaise * line.quantity,
        position,
      })),
    );
  }
  return order.id;
}

/** A row of cart_additions, as the cart's add makes one, at a chosen time. */
export async function insertCartAddition(db: Db, userId: string, at: string, productId: string | null = null) {
  await db.insert(cartAdditions).values({ userId, productId, createdAt: new Date(at) });
}

/** A user row (shopper or admin) and a session token for it. */
export async function insertAccount(t: TestApp, name: string, role: 'user' | 'admin' = 'user') {
  const [user] = await t.database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}-${randomUUID()}@example.com`, role })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  const token = await sessionTokenFor(t, { id: user.id, role });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}
