import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Order } from '@kala/contract/orders';
import { users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from '../orders/test-orders.ts';
import { multipartBody, type FormPart } from '../uploads/test-uploads.ts';

/** Test helpers of the reviews suites: an app with a movable clock and a mail catcher, buyers and their orders. */

export interface ReviewsWorld {
  t: TestApp;
  admin: Shopper;
  mails: MailMessage[];
  clock: { now: number };
}

export async function createReviewsWorld(env: Record<string, string> = {}): Promise<ReviewsWorld> {
  const clock = { now: Date.now() };
  const mails: MailMessage[] = [];
  const t = await createTestApp(
    { PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000', ...env },
    {},
    {
      now: () => clock.now,
      mailer: {
        send: async (message) => void mails.push(message),
        close: () => undefined,
      },
    },
  );
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Meera Admin', email: `meera-${randomUUID()}@kala.test`, role: 'admin' })
    .returning();
  const token = await sessionTokenFor(t, { id: row!.id, role: 'admin' }, () => clock.now);
  return { t, admin: { id: row!.id, headers: { authorization: `Bearer ${token}` } }, mails, clock };
}

/** A shopper (full name, so the review shows 'First L.'). */
export const shopper = (w: ReviewsWorld, name = 'Asha Verma') => insertShopper(w.t, name);

/** A cash-on-delivery order of one piece of each size given, placed from the shopper's cart. */
export async function orderOf(w: ReviewsWorld, who: Shopper, lines: { productId: string; sizeId: string }[]) {
  for (const line of lines) {
    const added = await call(w.t, who, 'POST', '/api/cart/add', { ...line, quantity: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const placed = await placeOrder(w.t, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}

/** The admin marks the order delivered by hand (the store's own delivery, decision 012). */
export async function deliver(w: ReviewsWorld, orderId: string) {
  const moved = await call(w.t, w.admin, 'PATCH', `/api/orders/${orderId}/status`, {
    status: 'delivered',
    deliveredByHand: true,
    note: 'Handed over at the studio',
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** A buyer of the product whose order was delivered; answers the shopper and the order. */
export async function deliveredBuyer(w: ReviewsWorld, product: { id: string; sizeIds: string[] }, name?: string) {
  const who = await shopper(w, name);
  const order = await orderOf(w, who, [{ productId: product.id, sizeId: product.sizeIds[0]! }]);
  await deliver(w, order._id);
  return { who, order };
}

export const reviewBody = (productId: string, extra: Record<string, unknown> = {}) => ({
  productId,
  rating: 5,
  title: 'Lovely piece',
  text: 'The colours are even better in person and it came well packed.',
  ...extra,
});

/** POST /api/reviews/photos with these parts, as the shopper. */
export async function uploadPhoto(w: ReviewsWorld, who: Shopper | undefined, parts: FormPart[]) {
  const { payload, contentType } = await multipartBody(parts);
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/reviews/photos',
    payload,
    headers: { 'content-type': contentType, ...(who?.headers ?? {}) },
  });
  return { status: response.statusCode, body: response.json() };
}
