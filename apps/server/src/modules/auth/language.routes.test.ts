import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
});
afterAll(() => t.close());

const languageOf = async (id: string) =>
  (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))?.language;

describe('PUT /api/users/me/language', () => {
  it("saves the signed-in shopper's storefront language on the account", async () => {
    const { user, token } = await registerUser(t);
    expect(await languageOf(user._id)).toBe('en');
    const { status, body } = await call(t, 'PUT', '/api/users/me/language', { token, body: { language: 'hi' } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { language: 'hi' } });
    expect(await languageOf(user._id)).toBe('hi');
    await call(t, 'PUT', '/api/users/me/language', { token, body: { language: 'en' } });
    expect(await languageOf(user._id)).toBe('en');
  });

  it('refuses a language the store does not have, and a guest', async () => {
    const { token } = await registerUser(t);
    expect((await call(t, 'PUT', '/api/users/me/language', { token, body: { language: 'fr' } })).status).toBe(400);
    expect((await call(t, 'PUT', '/api/users/me/language', { body: { language: 'hi' } })).status).toBe(401);
  });
});
