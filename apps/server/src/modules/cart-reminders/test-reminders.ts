import { eq, sql } from 'drizzle-orm';
import { cartItems, cartReminders, messages, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';

export const HOUR = 3_600_000;

/** A mailer that keeps what it is given (the reminder suites read the mails). */
export function memoryMailer() {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (m: MailMessage) => void sent.push(m), close: () => {} } };
}

/**
 * A shopper with a session (signed at `now`, the suite's clock: sessions last 7 days), its address, and (when
 * `consent`) marketing mail agreed to in the account.
 */
export async function shopperWith(
  t: TestApp,
  name: string,
  consent: Record<string, unknown> | false,
  now: () => number = Date.now,
) {
  const inserted = await insertShopper(t, name);
  const s = { ...inserted, headers: await headersAt(t, inserted.id, now) };
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, s.id));
  if (consent) {
    const saved = await call(t, s, 'PUT', '/api/marketing/consent', consent);
    if (saved.status !== 200) throw new Error(`consent: ${JSON.stringify(saved.body)}`);
  }
  return { ...s, email: row!.email, name };
}
/** A fresh session for a shopper, signed at `now`. */
export async function headersAt(t: TestApp, userId: string, now: () => number) {
  return { authorization: `Bearer ${await sessionTokenFor(t, { id: userId }, now)}` };
}

export type ReminderShopper = Awaited<ReturnType<typeof shopperWith>>;

export async function addToCart(t: TestApp, s: ReminderShopper, productId: string, sizeId: string, quantity = 1) {
  const added = await call(t, s, 'POST', '/api/cart/add', { productId, sizeId, quantity });
  if (added.status !== 200) throw new Error(`add: ${JSON.stringify(added.body)}`);
}

/**
 * The cart was last changed `hoursAgo` before the test clock: the cart's own writes stamp lines with the database's
 * time, so a suite that moves its clock says when the shopper last touched the cart.
 */
export async function leftAt(t: TestApp, s: ReminderShopper, at: number) {
  await t.database.db
    .update(cartItems)
    .set({ updatedAt: new Date(at) })
    .where(eq(cartItems.userId, s.id));
}

export const remindersOf = (t: TestApp, s: ReminderShopper) =>
  t.database.db.select().from(cartReminders).where(eq(cartReminders.userId, s.id));

export const whatsappTo = (t: TestApp, phone: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(sql`${messages.toPhone} = ${phone} and ${messages.template} = 'cart_reminder'`);
