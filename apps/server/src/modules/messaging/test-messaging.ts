import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages, orders } from '../../db/schema/index.ts';

/** A Jaipur order row written directly (the messaging tests need an order, not its placing). */
export async function insertOrderRow(db: Db, options: { optIn: boolean; phone?: string }) {
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `KALA-T${randomUUID().slice(0, 8)}`,
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.com',
      paymentMethod: 'cash_on_delivery',
      source: 'quick',
      subtotalPaise: 100_000,
      gstPercent: 18,
      taxPaise: 18_000,
      shippingPaise: 0,
      codChargesPaise: 4_000,
      totalPaise: 122_000,
      shippingAddress: {
        fullName: 'Asha Verma',
        phone: options.phone ?? '9876543210',
        addressLine1: '12 Johari Bazaar',
        addressLine2: undefined,
        city: 'Jaipur',
        state: 'Rajasthan',
        zipCode: '302001',
        country: 'India',
      },
      courierId: 1,
      courierName: 'Delhivery Surface',
      courierDays: 4,
      shippingZone: 'local',
      messagingOptIn: options.optIn,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  return row!;
}

export const messagesOf = (db: Db, orderId: string) =>
  db.select().from(messages).where(eq(messages.orderId, orderId)).orderBy(messages.createdAt);
