import { randomUUID } from 'node:crypto';
import { users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helper: an admin row inserted straight into `users`, with a session token, for the product suites. */
export async function insertAdmin(t: TestApp, name = 'Priya Admin') {
  const email = `admin-${randomUUID()}@kala.test`;
  const [user] = await t.database.db.insert(users).values({ name, email, role: 'admin' }).returning({ id: users.id });
  if (!user) throw new Error('insert failed');
  const token = await sessionTokenFor(t, { id: user.id, role: 'admin' });
  return { id: user.id, name, email, headers: { authorization: `Bearer ${token}` } };
}

export type Admin = Awaited<ReturnType<typeof insertAdmin>>;

/** A product body that passes every rule of spec §5; tests change one field at a time. */
export function validProduct(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Peacock Lippan Mirror Panel',
    subtitles: 'Clay and mirror work from Kutch',
    category: 'lippan-art',
    description: 'A round panel of clay relief set with small mirrors.',
    productDescription: '<p>Made by hand in <strong>Kutch</strong>.</p>',
    thumbnail: '/uploads/products/peacock.webp',
    sliderImages: ['/uploads/products/peacock-2.webp'],
    tags: ['lippan', 'mirror work'],
    ratings: 4.5,
    isActive: true,
    sizes: [
      { size: '10 inch', originalPrice: 2500, discountedPrice: 1999, estimatedDelivery: '7-10 working days', stock: 4 },
      { size: '16 inch', originalPrice: 4800, discountedPrice: 4800, estimatedDelivery: '15-20 working days' },
    ],
    ...overrides,
  };
}
