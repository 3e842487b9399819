import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBER_CSV_HEADER } from '@kala/contract/analytics';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CSV_PAGE_ROWS, toCsv } from './csv.ts';
import { insertAccount } from './test-sales.ts';

/**
 * GET /api/admin/newsletter.csv streamed from the database a page at a time (issue 19 item 5): the same bytes as the
 * whole list written at once, over more addresses than a page, many sharing their moment.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t, 'Admin', 'admin');
});
afterAll(() => t.close());

describe('GET /api/admin/newsletter.csv over several pages', () => {
  it('writes every confirmed address once, oldest confirmation first, the same bytes as the list written at once', async () => {
    const base = Date.parse('2025-03-01T10:00:00.000Z');
    const count = CSV_PAGE_ROWS * 2 + 3;
    await t.database.db.insert(newsletterSubscribers).values(
      Array.from({ length: count }, (_, i) => ({
        email: i % 7 === 0 ? `=cmd${i}@example.com` : `reader${i}@example.com`,
        source: i % 2 ? 'footer' : 'landing',
        // Every fifth never confirmed (decision 022: it is not exported).
        status: i % 5 === 0 ? ('pending' as const) : ('confirmed' as const),
        // Four addresses confirmed to a second, and some stamped by the database itself (microseconds).
        ...(i % 40 === 0
          ? {}
          : { createdAt: new Date(base - 86_400_000), confirmedAt: new Date(base + Math.floor(i / 4) * 1000) }),
      })),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');

    const since = sql`coalesce(${newsletterSubscribers.confirmedAt}, ${newsletterSubscribers.createdAt})`;
    const stored = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.status, 'confirmed'))
      .orderBy(asc(since), asc(newsletterSubscribers.id));
    const confirmed = count - Math.ceil(count / 5);
    expect(stored).toHaveLength(confirmed);
    expect(response.body).toBe(
      toCsv([
        SUBSCRIBER_CSV_HEADER,
        ...stored.map((row) => [row.email, row.source, 'Subscribed', (row.confirmedAt ?? row.createdAt).toISOString()]),
      ]),
    );
    expect(response.body.split('\r\n')).toHaveLength(confirmed + 2);
  });
});
