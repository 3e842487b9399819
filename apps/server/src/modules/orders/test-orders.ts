import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/test-app.ts';
import type { Shopper } from '../cart/test-shoppers.ts';

/** A delivery address in Jaipur (the local zone of the default pickup PIN code, 302001). */
export const JAIPUR = {
  fullName: 'Asha Verma',
  email: 'asha@example.com',
  phone: '98765 43210',
  addressLine1: '12 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  zipCode: '302001',
  country: 'India',
};

/** Sends one request as a shopper (or a guest) and answers its status, headers and parsed body. */
export async function call(
  t: TestApp,
  who: Shopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/**
 * Places a cash-on-delivery order (cart lines unless customItems are given) with a fresh idempotency key; `headers`
 * as a page would send them (the language, issue 28).
 */
export function placeOrder(
  t: TestApp,
  who: Shopper,
  extra: Record<string, unknown> = {},
  key: string = randomUUID(),
  headers: Record<string, string> = {},
) {
  return call(
    t,
    who,
    'POST',
    '/api/orders',
    { shippingAddress: JAIPUR, paymentMethod: 'cash_on_delivery', useCartItems: true, ...extra },
    { 'idempotency-key': key, ...headers },
  );
}

/**
 * The shopper confirms their cash-on-delivery order on its page (issue 25 item 2), as every COD order must be before
 * it is shipped; answers the confirmed order.
 */
export async function confirmCod(t: TestApp, who: Shopper, orderId: string) {
  const confirmed = await call(t, who, 'POST', `/api/orders/${orderId}/confirm`);
  if (confirmed.status !== 200) throw new Error(`confirming ${orderId}: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data as { orderStatus: string };
}
