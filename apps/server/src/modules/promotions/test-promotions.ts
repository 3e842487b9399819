import { randomUUID } from 'node:crypto';
import type { PaymentOrder } from '@kala/contract/payments';
import type { Order } from '@kala/contract/orders';
import { users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { Shopper } from '../cart/test-shoppers.ts';
import { JAIPUR, call } from '../orders/test-orders.ts';

/** An admin with a session. */
export async function insertAdmin(t: TestApp): Promise<Shopper> {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Meera Admin', email: `owner-${randomUUID()}@kala.test`, role: 'admin' })
    .returning();
  const token = await sessionTokenFor(t, { id: row!.id, role: 'admin' });
  return { id: row!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A code created through the admin's route; answers its id. Started in January 2026, no end, no cap unless said. */
export async function createCode(t: TestApp, admin: Shopper, fields: Record<string, unknown>) {
  const created = await call(t, admin, 'POST', '/api/admin/promotions/coupons', {
    kind: 'percent',
    percent: 10,
    startsAt: '2026-01-01T00:00',
    ...fields,
  });
  if (created.status !== 201) throw new Error(`creating ${String(fields.code)}: ${JSON.stringify(created.body)}`);
  return created.body.data.id as string;
}

/** An online order of the cart paid through the local test gateway. */
export async function paidOnlineOrder(t: TestApp, who: Shopper, extra: Record<string, unknown> = {}): Promise<Order> {
  const created = await call(
    t,
    who,
    'POST',
    '/api/payments/create-order',
    { shippingAddress: JAIPUR, useCartItems: true, ...extra },
    { 'idempotency-key': randomUUID() },
  );
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const paymentOrder = created.body.data as PaymentOrder;
  const paid = await call(t, who, 'POST', '/api/payments/test-gateway/pay', {
    razorpayOrderId: paymentOrder.razorpayOrderId,
    outcome: 'pay',
  });
  const args = paid.body.data as Record<string, string>;
  const verified = await call(t, who, 'POST', '/api/payments/verify', {
    razorpayOrderId: args.razorpay_order_id,
    razorpayPaymentId: args.razorpay_payment_id,
    razorpaySignature: args.razorpay_signature,
    orderId: paymentOrder.orderId,
  });
  if (verified.status !== 200) throw new Error(JSON.stringify(verified.body));
  return (await call(t, who, 'GET', `/api/orders/${paymentOrder.orderId}`)).body.data as Order;
}
