import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '@kala/contract/analytics';
import { feedback, newsletterSubscribers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../orders/test-orders.ts';
import { csvCell } from './csv.ts';
import { insertAccount } from './test-sales.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t, 'Admin', 'admin');
  const db = t.database.db;
  await db.insert(feedback).values(
    [1, 2, 3].map((day) => ({
      name: `Reader ${day}`,
      email: `reader${day}@example.com`,
      message: `Loved the plate, day ${day}`,
      starsRating: day + 2,
      satisfaction: day === 2 ? null : 'Very Satisfied',
      createdAt: new Date(`2025-03-0${day}T10:00:00Z`),
    })),
  );
  // Addresses a spreadsheet would read as formulas, and one that needs quoting; each confirmed a day after it was
  // given. One left the list and one never confirmed: neither is a subscriber (decision 022).
  const confirmed = (email: string, source: string, day: number) => ({
    email,
    source,
    status: 'confirmed' as const,
    createdAt: new Date(`2025-03-0${day}T10:00:00Z`),
    confirmedAt: new Date(`2025-03-0${day + 1}T09:00:00Z`),
  });
  await db.insert(newsletterSubscribers).values([
    confirmed('plain@example.com', 'footer', 1),
    confirmed('=HYPERLINK("http://evil.test")', 'landing', 2),
    confirmed('+91@example.com', '@SUM(A1)', 3),
    {
      email: '-2+3@example.com',
      source: 'site',
      status: 'unsubscribed',
      createdAt: new Date('2025-03-04T10:00:00Z'),
      confirmedAt: new Date('2025-03-04T11:00:00Z'),
      unsubscribedAt: new Date('2025-03-06T10:00:00Z'),
    },
    confirmed('a"b,c@example.com', 'site', 5),
    { email: 'never-confirmed@example.com', source: 'footer', createdAt: new Date('2025-03-07T10:00:00Z') },
  ]);
});

afterAll(() => t.close());

const get = (url: string) => call(t, admin, 'GET', url);

describe('GET /api/admin/feedback', () => {
  it('lists feedback newest first with the spec §3 fields, a page at a time', async () => {
    const first = await get('/api/admin/feedback?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toEqual({
      _id: expect.any(String),
      name: 'Reader 3',
      email: 'reader3@example.com',
      message: 'Loved the plate, day 3',
      starsRating: 5,
      satisfaction: 'Very Satisfied',
      createdAt: '2025-03-03T10:00:00.000Z',
    });
    expect(first.body.data[1]).toMatchObject({ name: 'Reader 2', satisfaction: null });
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      total: 3,
      limit: 2,
      hasNextPage: true,
      hasPrevPage: false,
    });
    const second = await get('/api/admin/feedback?limit=2&page=2');
    expect(second.body.data.map((f: { name: string }) => f.name)).toEqual(['Reader 1']);
  });

  it('shows feedback sent through the store', async () => {
    const shopper = await insertAccount(t, 'Nila');
    const sent = await call(t, shopper, 'POST', '/api/feedback', {
      name: 'Nila',
      email: 'nila@example.com',
      message: 'The parcel came beautifully wrapped.',
      starsRating: 4,
      satisfaction: 'Satisfied',
    });
    expect(sent.status).toBe(201);
    const list = await get('/api/admin/feedback');
    expect(list.body.data[0]).toMatchObject({ name: 'Nila', starsRating: 4, satisfaction: 'Satisfied' });
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a whole number'],
    ['limit=500', 'limit must be at most 100'],
    ['limit=1.5', 'limit must be a whole number'],
  ])('refuses %s with 400', async (query, message) => {
    const answer = await get(`/api/admin/feedback?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message });
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('is an empty page when nobody has written, then lists messages newest first', async () => {
    const empty = await get('/api/admin/contact-messages');
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.pagination).toMatchObject({ total: 0, totalPages: 1, hasNextPage: false });

    for (const subject of ['Commission', 'Shipping']) {
      const sent = await call(t, undefined, 'POST', '/api/contact', {
        name: 'Devi',
        email: 'devi@example.com',
        subject,
        message: `A question about ${subject.toLowerCase()}, please.`,
      });
      expect(sent.status).toBe(201);
    }
    const list = await get('/api/admin/contact-messages');
    expect(list.body.pagination.total).toBe(2);
    expect(list.body.data[0]).toEqual({
      _id: expect.any(String),
      name: 'Devi',
      email: 'devi@example.com',
      subject: 'Shipping',
      message: 'A question about shipping, please.',
      createdAt: expect.any(String),
    });
  });
});

describe('GET /api/admin/newsletter', () => {
  it('lists and counts only confirmed subscribers, newest first, and says how many await confirmation', async () => {
    const list = await get('/api/admin/newsletter?limit=3');
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { email: string }) => s.email)).toEqual([
      'a"b,c@example.com',
      '+91@example.com',
      '=HYPERLINK("http://evil.test")',
    ]);
    expect(list.body.data[1]).toEqual({
      _id: expect.any(String),
      email: '+91@example.com',
      source: '@SUM(A1)',
      confirmedAt: '2025-03-04T09:00:00.000Z',
      createdAt: '2025-03-03T10:00:00.000Z',
    });
    expect(list.body.pagination).toMatchObject({ total: 4, totalPages: 2 });
    expect(list.body.awaitingConfirmation).toBe(1);
    const second = await get('/api/admin/newsletter?limit=3&page=2');
    expect(second.body.data.map((s: { email: string }) => s.email)).toEqual(['plain@example.com']);
  });
});

describe('GET /api/admin/newsletter.csv', () => {
  it('is a CSV attachment of every confirmed address, with formula cells neutralised', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/newsletter.csv', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="kala-newsletter-subscribers-${storeToday()}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Email,Source,Status,Subscribed at',
      'plain@example.com,footer,Subscribed,2025-03-02T09:00:00.000Z',
      `"'=HYPERLINK(""http://evil.test"")",landing,Subscribed,2025-03-03T09:00:00.000Z`,
      "'+91@example.com,'@SUM(A1),Subscribed,2025-03-04T09:00:00.000Z",
      '"a""b,c@example.com",site,Subscribed,2025-03-06T09:00:00.000Z',
      '',
    ]);
  });

  it('quotes a cell that starts with a tab or holds a line break', () => {
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
});
