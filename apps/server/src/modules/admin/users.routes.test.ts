import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES } from '@kala/contract/admin-users';
import { AUTH_MESSAGES } from '@kala/contract/auth';
import { orders, sessions, users } from '../../db/schema/index.ts';
import { call, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditTrail } from '../audit/audit.repository.ts';
import { placeOrder } from '../orders/test-orders.ts';
import { signInAdmin, signUpShopper } from './test-admin.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '1000' }, {}, { authRateLimits: RELAXED_LIMITS });
  admin = await signInAdmin(t, 'owner@kala.test');
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t, method, url, { token: admin.token, ...(body !== undefined ? { body } : {}) });
const login = (email: string, password: string) => call(t, 'POST', '/api/auth/login', { body: { email, password } });
const me = (token: string) => call(t, 'GET', '/api/auth/me', { token });
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
const STRONG = 'Terracotta-lamp-2026';

async function createUser(fields: Record<string, unknown> = {}) {
  const body = { name: 'Kavya Rao', email: unique('kavya'), password: STRONG, ...fields };
  const answer = await asAdmin('POST', '/api/admin/users', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { _id: string; name: string; email: string; role: string; createdAt: string };
}

/** The error messages of a 400, by field. */
const fieldErrors = (body: { errors?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.message]));

describe('who may', () => {
  it('answers 401 to a guest and 403 to a shopper, on every users route', async () => {
    const shopper = await signUpShopper(t);
    const id = randomUUID();
    const routes = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users'],
      ['PUT', `/api/admin/users/${id}`],
      ['DELETE', `/api/admin/users/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      const guest = await call(t, method, url, { body: {} });
      expect(guest.status, `${method} ${url}`).toBe(401);
      expect(guest.body.success).toBe(false);
      const shopperAnswer = await call(t, method, url, { body: {}, token: shopper.token });
      expect(shopperAnswer.status, `${method} ${url}`).toBe(403);
      expect(shopperAnswer.body).toMatchObject({ success: false, message: 'Admin access required' });
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists accounts newest first with the admin view and no password', async () => {
    const created = await createUser({ name: 'Newest Person' });
    const answer = await asAdmin('GET', '/api/admin/users');
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toEqual({
      _id: created._id,
      name: 'Newest Person',
      email: created.email,
      role: 'user',
      createdAt: created.createdAt,
    });
    expect(answer.body.data.map((u: { email: string }) => u.email)).toContain('owner@kala.test');
    expect(JSON.stringify(answer.body)).not.toMatch(/password|argon2/i);
    expect(answer.body.total).toBe(answer.body.pagination.total);
    expect(answer.body.pagination).toMatchObject({ currentPage: 1, limit: 20 });
  });

  it('pages and searches by name or email (a literal, % is no wildcard)', async () => {
    await createUser({ name: 'Zubin Search', email: unique('zubin') });
    await createUser({ name: 'Another Zubin', email: unique('other') });
    const byName = await asAdmin('GET', '/api/admin/users?search=zubin&limit=1&page=2');
    expect(byName.status).toBe(200);
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.pagination).toMatchObject({ total: 2, totalPages: 2, currentPage: 2, hasPrevPage: true });
    const byEmail = await asAdmin('GET', '/api/admin/users?search=OWNER@KALA');
    expect(byEmail.body.data.map((u: { email: string }) => u.email)).toEqual(['owner@kala.test']);
    expect((await asAdmin('GET', '/api/admin/users?search=%25')).body.data).toEqual([]);
  });

  it('refuses a bad page, limit or search with 400 in the envelope', async () => {
    for (const query of ['limit=0', 'limit=101', 'page=abc', `search=${'x'.repeat(101)}`]) {
      const answer = await asAdmin('GET', `/api/admin/users?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a shopper by default: email lower-cased, name trimmed, and they can sign in', async () => {
    const email = unique('Meera').toUpperCase();
    const answer = await asAdmin('POST', '/api/admin/users', { name: '  Meera Iyer  ', email, password: STRONG });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'User created',
      data: { name: 'Meera Iyer', email: email.toLowerCase(), role: 'user' },
    });
    const signedIn = await login(email.toLowerCase(), STRONG);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.role).toBe('user');
  });

  it('creates an admin when asked', async () => {
    const created = await createUser({ role: 'admin' });
    expect(created.role).toBe('admin');
    expect((await login(created.email, STRONG)).body.data.isAdmin).toBe(true);
  });

  it("answers the spec's messages for each bad field", async () => {
    const empty = await asAdmin('POST', '/api/admin/users', {});
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    const blank = await asAdmin('POST', '/api/admin/users', { name: '   ', email: '  ', password: '' });
    expect(fieldErrors(blank.body)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    const bad = await asAdmin('POST', '/api/admin/users', {
      name: 'Asha',
      email: 'not-an-email',
      password: 'short',
      role: 'owner',
    });
    expect(fieldErrors(bad.body)).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      role: 'Role must be user or admin',
    });
    const long = await asAdmin('POST', '/api/admin/users', {
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@example.com`,
      password: 'p'.repeat(129),
    });
    expect(fieldErrors(long.body)).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Email is invalid',
      password: 'Password must be at most 128 characters',
    });
  });

  it('refuses values of the wrong type and huge strings with a 4xx in the envelope, never 500', async () => {
    for (const body of [
      { name: 12, email: ['a@b.co'], password: { x: 1 }, role: null },
      { name: 'x'.repeat(300_000), email: unique('huge'), password: STRONG },
      [],
      'text',
    ]) {
      const answer = await asAdmin('POST', '/api/admin/users', body);
      // 400 for a JSON body; a text body is 415 (not JSON at all).
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
    }
  });

  it('refuses a common password', async () => {
    const answer = await asAdmin('POST', '/api/admin/users', {
      name: 'Asha',
      email: unique('common'),
      password: 'password123',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(AUTH_MESSAGES.passwordCommon);
  });

  it('answers 409 for an email already in use, whatever its case', async () => {
    const created = await createUser();
    const answer = await asAdmin('POST', '/api/admin/users', {
      name: 'Twin',
      email: created.email.toUpperCase(),
      password: STRONG,
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: 'A user with this email already exists' });
  });

  it('records the creation in the audit log, without the password or its hash', async () => {
    const created = await createUser();
    const [entry, ...rest] = await auditTrail(t.database.db, 'user', created._id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'user.create', by: 'owner <owner@kala.test>', before: null });
    expect(entry?.after).toEqual(created);
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2|Terracotta/i);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('changes name, email and role; a blank password is left out', async () => {
    const created = await createUser();
    const newEmail = unique('renamed');
    const answer = await asAdmin('PUT', `/api/admin/users/${created._id}`, {
      name: ' Kavya R. ',
      email: newEmail.toUpperCase(),
      role: 'user',
      password: '',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'User updated',
      data: { _id: created._id, name: 'Kavya R.', email: newEmail, role: 'user' },
    });
    expect((await login(newEmail, STRONG)).status).toBe(200);
    // A missing password is left out the same way.
    const again = await asAdmin('PUT', `/api/admin/users/${created._id}`, { name: 'Kavya', email: newEmail });
    expect(again.status).toBe(200);
    expect((await login(newEmail, STRONG)).status).toBe(200);
  });

  it('keeps the user signed in when only name or email change', async () => {
    const shopper = await signUpShopper(t);
    const answer = await asAdmin('PUT', `/api/admin/users/${shopper.id}`, {
      name: 'Renamed Shopper',
      email: shopper.email,
      role: 'user',
    });
    expect(answer.status).toBe(200);
    expect((await me(shopper.token)).body.data.name).toBe('Renamed Shopper');
  });

  it('sets a new password and signs every device of the user out', async () => {
    const shopper = await signUpShopper(t);
    const answer = await asAdmin('PUT', `/api/admin/users/${shopper.id}`, {
      name: 'Shopper',
      email: shopper.email,
      password: 'Brand-new-pass-2026',
    });
    expect(answer.status).toBe(200);
    expect((await me(shopper.token)).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, shopper.id))).toEqual([]);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await login(shopper.email, 'Brand-new-pass-2026')).status).toBe(200);
    const [entry] = (await auditTrail(t.database.db, 'user', shopper.id)).slice(-1);
    expect(entry?.after).toMatchObject({ passwordChanged: true, signedOut: true });
    expect(JSON.stringify(entry)).not.toMatch(/Brand-new|argon2/);
  });

  it('promotes and demotes, signing the user out so the new role applies at once', async () => {
    const shopper = await signUpShopper(t);
    const promoted = await asAdmin('PUT', `/api/admin/users/${shopper.id}`, {
      name: 'Promoted',
      email: shopper.email,
      role: 'admin',
    });
    expect(promoted.body.data.role).toBe('admin');
    expect((await me(shopper.token)).status).toBe(401);
    const asNewAdmin = (await login(shopper.email, shopper.password)).body.token as string;
    expect((await call(t, 'GET', '/api/admin/users', { token: asNewAdmin })).status).toBe(200);

    const demoted = await asAdmin('PUT', `/api/admin/users/${shopper.id}`, {
      name: 'Promoted',
      email: shopper.email,
      role: 'user',
    });
    expect(demoted.body.data.role).toBe('user');
    expect((await call(t, 'GET', '/api/admin/users', { token: asNewAdmin })).status).toBe(401);
    const asShopperAgain = (await login(shopper.email, shopper.password)).body.token as string;
    expect((await call(t, 'GET', '/api/admin/users', { token: asShopperAgain })).status).toBe(403);
  });

  it('refuses an email another account holds (409), bad fields (400) and an unknown id (404)', async () => {
    const first = await createUser();
    const second = await createUser();
    const taken = await asAdmin('PUT', `/api/admin/users/${second._id}`, { name: 'X', email: first.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ADMIN_USER_MESSAGES.emailTaken);

    const bad = await asAdmin('PUT', `/api/admin/users/${second._id}`, {
      name: '',
      email: 'nope',
      password: 'short',
      role: 'root',
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
      role: 'Role must be user or admin',
    });
    const common = await asAdmin('PUT', `/api/admin/users/${second._id}`, {
      name: 'X',
      email: second.email,
      password: 'password123',
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(AUTH_MESSAGES.passwordCommon);

    for (const id of [randomUUID(), 'not-a-uuid', '123']) {
      const missing = await asAdmin('PUT', `/api/admin/users/${id}`, { name: 'X', email: unique('x') });
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'User not found' });
    }
  });

  it('never lets an admin demote themselves or change their own email or password here', async () => {
    const demote = await asAdmin('PUT', `/api/admin/users/${admin.id}`, {
      name: 'owner',
      email: admin.email,
      role: 'user',
    });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe('You cannot remove your own admin role');
    const email = await asAdmin('PUT', `/api/admin/users/${admin.id}`, { name: 'owner', email: unique('me') });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe(ADMIN_USER_MESSAGES.ownCredentials);
    const password = await asAdmin('PUT', `/api/admin/users/${admin.id}`, {
      name: 'owner',
      email: admin.email,
      password: 'Another-pass-2026',
    });
    expect(password.status).toBe(400);
    // Their own name they may change, and they stay signed in.
    const name = await asAdmin('PUT', `/api/admin/users/${admin.id}`, { name: 'owner', email: admin.email });
    expect(name.status).toBe(200);
    expect((await me(admin.token)).status).toBe(200);
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const a = await signInAdmin(t, unique('race-a'));
    const b = await signInAdmin(t, unique('race-b'));
    // Only these two and the owner are admins; take the owner out of the way first.
    const others = (await t.database.db.select().from(users).where(eq(users.role, 'admin'))).filter(
      (u) => u.id !== a.id && u.id !== b.id,
    );
    for (const other of others) {
      await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, other.id));
    }
    try {
      const [ab, ba] = await Promise.all([
        call(t, 'PUT', `/api/admin/users/${b.id}`, {
          token: a.token,
          body: { name: 'B', email: b.email, role: 'user' },
        }),
        call(t, 'PUT', `/api/admin/users/${a.id}`, {
          token: b.token,
          body: { name: 'A', email: a.email, role: 'user' },
        }),
      ]);
      const statuses = [ab.status, ba.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      for (const other of others) {
        await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
      }
    }
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the account, signs it out and keeps its orders with the customer name', async () => {
    const shopper = await signUpShopper(t, 'Leaving Shopper');
    const product = await insertProduct(t.database.db, { name: 'Kept Order Plate' });
    const placed = await placeOrder(
      t,
      { id: shopper.id, headers: { authorization: `Bearer ${shopper.token}` } },
      {
        useCartItems: false,
        customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
        shippingAddress: {
          fullName: 'Leaving Shopper',
          phone: '9876543210',
          addressLine1: '12 Johari Bazaar',
          city: 'Jaipur',
          state: 'Rajasthan',
          zipCode: '302001',
          country: 'India',
        },
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.data.orderId as string;

    const answer = await asAdmin('DELETE', `/api/admin/users/${shopper.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'User deleted' });
    expect((await me(shopper.token)).status).toBe(401);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, shopper.id))).toEqual([]);
    const list = await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(shopper.email)}`);
    expect(list.body.data).toEqual([]);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, customerName: 'Leaving Shopper', customerEmail: shopper.email });
    // The order still reads in the admin's lists.
    const stats = await asAdmin('GET', '/api/admin/stats');
    const recent = stats.body.data.recentOrders.find((o: { _id: string }) => o._id === orderId);
    expect(recent).toMatchObject({ orderNumber: placed.body.data.orderNumber, customerName: 'Leaving Shopper' });

    const [entry] = (await auditTrail(t.database.db, 'user', shopper.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'user.delete', after: null, before: { email: shopper.email } });
  });

  it('refuses to delete yourself (400) and answers 404 for an unknown or malformed id', async () => {
    const self = await asAdmin('DELETE', `/api/admin/users/${admin.id}`);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ success: false, message: 'You cannot delete your own account' });
    for (const id of [randomUUID(), 'nope', 'x'.repeat(100)]) {
      const missing = await asAdmin('DELETE', `/api/admin/users/${id}`);
      expect(missing.status, id).toBe(404);
    }
    // Past the router's 100 characters a path parameter is refused before any route runs (414, in the envelope).
    const tooLong = await asAdmin('DELETE', `/api/admin/users/${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.body.success).toBe(false);
  });

  it('deletes another admin while one remains', async () => {
    const other = await createUser({ role: 'admin' });
    expect((await asAdmin('DELETE', `/api/admin/users/${other._id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/users/${other._id}`)).status).toBe(404);
  });
});
