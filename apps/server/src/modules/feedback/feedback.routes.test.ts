import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
  const shopper = await registerUser(t, { name: 'Deepa Iyer' });
  token = shopper.token;
  userId = shopper.user._id;
});
afterAll(() => t.close());

const good = {
  name: 'Deepa Iyer',
  email: 'deepa@example.com',
  message: 'The lippan panel arrived safely. Lovely work!',
  starsRating: 5,
  satisfaction: 'Very Satisfied',
};

describe('POST /api/feedback', () => {
  it('stores feedback with the account that sent it', async () => {
    const { status, body } = await call(t, 'POST', '/api/feedback', { token, body: good });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: 'Thank you for your feedback!', data: { _id: expect.any(String) } });
    const row = await t.database.db.query.feedback.findFirst({ where: (f, { eq }) => eq(f.id, body.data._id) });
    expect(row).toMatchObject({
      userId,
      name: 'Deepa Iyer',
      email: 'deepa@example.com',
      starsRating: 5,
      satisfaction: 'Very Satisfied',
    });
  });

  it('needs a signed-in user', async () => {
    const { status } = await call(t, 'POST', '/api/feedback', { body: good });
    expect(status).toBe(401);
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ email: 'not-an-email' }, 'Please provide a valid email'],
    [{ message: '' }, 'Message is required'],
    [{ starsRating: 0 }, 'Rating must be between 1 and 5'],
    [{ starsRating: 6 }, 'Rating must be between 1 and 5'],
    [{ starsRating: 3.5 }, 'Rating must be between 1 and 5'],
  ])('refuses %o with the spec message', async (change, message) => {
    const { status, body } = await call(t, 'POST', '/api/feedback', { token, body: { ...good, ...change } });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it('names every missing field at once', async () => {
    const { status, body } = await call(t, 'POST', '/api/feedback', { token, body: {} });
    expect(status).toBe(400);
    const messages = body.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Name is required',
        'Please provide a valid email',
        'Message is required',
        'Rating must be between 1 and 5',
      ]),
    );
  });

  it('accepts only the five satisfaction choices', async () => {
    const { status } = await call(t, 'POST', '/api/feedback', { token, body: { ...good, satisfaction: 'Ecstatic' } });
    expect(status).toBe(400);
    for (const satisfaction of ['Satisfied', 'Neutral', 'Dissatisfied', 'Very Dissatisfied']) {
      expect((await call(t, 'POST', '/api/feedback', { token, body: { ...good, satisfaction } })).status).toBe(201);
    }
  });
});
