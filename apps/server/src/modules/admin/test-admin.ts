import { orders } from '../../db/schema/index.ts';
import { call, registerUser } from '../../test/account-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** An admin made as the operator makes one (ensureAdmin), signed in through the API: its token and id. */
export async function signInAdmin(t: TestApp, email: string, password = 'Admin-pass-for-tests-2026') {
  await t.auth.ensureAdmin({ email, password, name: email.split('@')[0] });
  const answer = await call(t, 'POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`admin login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.token as string, id: answer.body.data._id as string, email, password };
}

/** A shopper signed up through the API: its token, id, email and password. */
export async function signUpShopper(t: TestApp, name?: string) {
  const shopper = await registerUser(t, name ? { name } : {});
  return { ...shopper, id: shopper.user._id as string };
}

let orderCounter = 0;

/** An order row as the orders module writes one, for figures that need exact statuses and amounts. */
export async function insertOrder(
  t: TestApp,
  values: {
    totalRupees: number;
    status?: (typeof orders.$inferInsert)['status'];
    paymentMethod?: 'razorpay' | 'cash_on_delivery';
    paymentStatus?: (typeof orders.$inferInsert)['paymentStatus'];
    customerName?: string;
    userId?: string | null;
    createdAt?: Date;
  },
) {
  orderCounter += 1;
  const total = Math.round(values.totalRupees * 100);
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `T${Date.now()}${orderCounter}`,
      userId: values.userId ?? null,
      customerName: values.customerName ?? `Customer ${orderCounter}`,
      customerEmail: `customer${orderCounter}@example.com`,
      status: values.status ?? 'pending',
      paymentMethod: values.paymentMethod ?? 'cash_on_delivery',
      paymentStatus: values.paymentStatus ?? 'pending',
      source: 'quick',
      subtotalPaise: total,
      gstPercent: 0,
      taxPaise: 0,
      shippingPaise: 0,
      codChargesPaise: 0,
      totalPaise: total,
      shippingAddress: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        addressLine1: '12 Johari Bazaar',
        addressLine2: undefined,
        city: 'Jaipur',
        state: 'Rajasthan',
        zipCode: '302001',
        country: 'India',
      },
      courierId: 1,
      courierName: 'Test Courier',
      courierDays: 3,
      shippingZone: 'local',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('order insert failed');
  return row;
}
