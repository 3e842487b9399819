import { randomUUID } from 'node:crypto';
import { users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * Test helper for the cart and wishlist suites: a shopper row inserted straight into `users` and a session (row and
 * token signed with the test app's secret), so these suites do not depend on the sign-up flow.
 */
export async function insertShopper(t: TestApp, name = 'Asha') {
  const [user] = await t.database.db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}-${randomUUID()}@example.com`, role: 'user' })
    .returning({ id: users.id });
  if (!user) throw new Error('insert failed');
  const token = await sessionTokenFor(t, { id: user.id });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

export type Shopper = Awaited<ReturnType<typeof insertShopper>>;
