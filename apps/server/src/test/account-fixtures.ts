import { sessions } from '../db/schema/index.ts';
import { createSessionTokens, SESSION_SECONDS } from '../modules/auth/session-tokens.ts';
import type { TestApp } from './test-app.ts';

/** Generous per-address limits, so a suite that signs in many times is not stopped by them (limits have their own tests). */
export const RELAXED_LIMITS = {
  login: { max: 1000, timeWindow: 60_000 },
  register: { max: 1000, timeWindow: 60_000 },
  google: { max: 1000, timeWindow: 60_000 },
  forgotPassword: { max: 1000, timeWindow: 60_000 },
  resetPassword: { max: 1000, timeWindow: 60_000 },
  updatePassword: { max: 1000, timeWindow: 60_000 },
  changeEmail: { max: 1000, timeWindow: 60_000 },
  feedback: { max: 1000, timeWindow: 60_000 },
};

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string | string[] | number | undefined>;
}

/** Sends one JSON request, optionally with a bearer token and from a given client address. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

let counter = 0;

/** Registers a shopper through the API and answers its token, user and password. */
export async function registerUser(t: TestApp, fields: { name?: string; email?: string; password?: string } = {}) {
  counter += 1;
  const body = {
    name: fields.name ?? `Shopper ${counter}`,
    email: fields.email ?? `shopper${counter}-${Date.now()}@example.com`,
    password: fields.password ?? 'Handmade-clay-2026',
  };
  const answer = await call(t, 'POST', '/api/auth/register', { body });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.token as string, user: answer.body.data, password: body.password, email: body.email };
}

/**
 * A session token for a user made without the API (a session row, as sign-in makes one, and a token naming it),
 * signed with the test app's secret. `now` signs it at another time (an expired token).
 */
export async function sessionTokenFor(
  t: TestApp,
  user: { id: string; role?: 'user' | 'admin'; tokenVersion?: number },
  now: () => number = Date.now,
): Promise<string> {
  const role = user.role ?? 'user';
  const [row] = await t.database.db
    .insert(sessions)
    .values({ userId: user.id, expiresAt: new Date(now() + SESSION_SECONDS[role] * 1000) })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert failed');
  return createSessionTokens(t.config.jwtSecret, now).sign({
    userId: user.id,
    role,
    tokenVersion: user.tokenVersion ?? 0,
    sessionId: row.id,
  });
}
