import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, RELAXED_LIMITS } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUpShopper } from './test-admin.ts';

/*
 * Issue 11 item 7: every operation the OpenAPI document tags 'admin' refuses a guest (401) and a shopper (403), in
 * the envelope, whatever module added it. The list is read from the document, so a new admin route is covered the
 * day it is added; the minimum list below catches one that lost its tag (and with it this check).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  tags?: string[];
}

/** Admin operations that must exist (spec §7 and issue 11), as the document names them. */
const REQUIRED = [
  'GET /api/admin/users',
  'POST /api/admin/users',
  'PUT /api/admin/users/{id}',
  'DELETE /api/admin/users/{id}',
  'GET /api/admin/stats',
  'GET /api/orders/admin/all',
  'GET /api/orders/admin/export.csv',
  'GET /api/orders/admin/stats',
  'PATCH /api/orders/{id}/status',
  'POST /api/products',
  'PATCH /api/products/{id}',
  'DELETE /api/products/{id}',
  'POST /api/uploads',
  'GET /api/admin/analytics',
  'GET /api/admin/analytics/cod',
  'GET /api/admin/analytics/cod.csv',
];

let t: TestApp;
let shopperToken: string;
let operations: { method: Method; path: string }[];

beforeAll(async () => {
  t = await createTestApp({}, {}, { authRateLimits: RELAXED_LIMITS });
  shopperToken = (await signUpShopper(t)).token;
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.tags?.includes('admin'))
      // A plugin's '/' route is documented as '/api/x/'; it answers '/api/x' too, the name the list uses.
      .map(([method]) => ({ method: method.toUpperCase() as Method, path: path.replace(/(.)\/$/, '$1') })),
  );
  console.info(
    `admin operations in the OpenAPI document: ${operations.length}\n${operations.map((o) => `  ${o.method} ${o.path}`).join('\n')}`,
  );
});
afterAll(() => t.close());

/** The document's path with each {param} filled by a random uuid (an object that does not exist). */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

describe('every admin operation of the OpenAPI document', () => {
  it('includes the known minimum list', () => {
    const names = new Set(operations.map((o) => `${o.method} ${o.path}`));
    expect(REQUIRED.filter((name) => !names.has(name))).toEqual([]);
  });

  it('answers 401 in the envelope without a session, before it reads the body', async () => {
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      // An empty body: a guard that ran after validation would answer 400 and tell a guest the API's rules.
      const answer = await call(t, method, urlOf(path), method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      const enveloped = answer.body?.success === false && typeof answer.body?.message === 'string';
      if (answer.status !== 401 || !enveloped) wrong.push(`${method} ${path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 in the envelope to a shopper's session", async () => {
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      const answer = await call(t, method, urlOf(path), {
        token: shopperToken,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      });
      const enveloped = answer.body?.success === false && typeof answer.body?.message === 'string';
      if (answer.status !== 403 || !enveloped) wrong.push(`${method} ${path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
