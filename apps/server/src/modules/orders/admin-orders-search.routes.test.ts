import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '@kala/contract/admin-orders';
import { storeToday } from '@kala/contract/analytics';
import type { Order } from '@kala/contract/orders';
import { orders, users } from '../../db/schema/index.ts';
import { sessionTokenFor } from '../../test/account-fixtures.ts';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CSV_PAGE_ROWS, csvCell, toCsv } from '../analytics/csv.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { orderCsvCells } from './order-export.ts';
import { JAIPUR, call, placeOrder } from './test-orders.ts';

/** The owner's search of the orders (issue 19 item 4) and the CSV export of what the list shows. */

let t: TestApp;
let admin: Shopper;
let product: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp(
    { ORDER_RATE_LIMIT: '10000' },
    {},
    { mailer: { send: async () => undefined, close: () => undefined } },
  );
  product = await insertProduct(t.database.db, {
    name: 'Lippan Mirror',
    sizes: [{ label: '12 inch', original: 2400, discounted: 2000 }],
  });
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Meera Admin', email: `meera-${randomUUID()}@kala.test`, role: 'admin' })
    .returning();
  admin = {
    id: row!.id,
    headers: { authorization: `Bearer ${await sessionTokenFor(t, { id: row!.id, role: 'admin' })}` },
  };
});

afterAll(() => t.close());

/** A COD order of one piece, delivered to `address` (Jaipur's, changed as given). */
async function orderBy(
  who: Shopper,
  address: Partial<typeof JAIPUR & { addressLine2: string }> = {},
  quantity = 1,
): Promise<Order> {
  const added = await call(t, who, 'POST', '/api/cart/add', {
    productId: product.id,
    sizeId: product.sizeIds[0],
    quantity,
  });
  expect(added.status).toBe(200);
  const placed = await placeOrder(t, who, { shippingAddress: { ...JAIPUR, ...address } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as Order;
}

const search = async (query: string) => {
  const answer = await call(t, admin, 'GET', `/api/orders/admin/all?limit=50&${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data as AdminOrderRow[]).map((row) => row.orderNumber);
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/orders/admin/all?q=', () => {
  let kiran: Order;
  let kiranAgain: Order;
  let other: Order;

  beforeAll(async () => {
    const shopper = await insertShopper(t, 'Kiran Desai');
    kiran = await orderBy(shopper, { fullName: 'Kiran Desai', phone: '+91 91234 56789', email: 'kiran.d@example.in' });
    kiranAgain = await orderBy(shopper, { fullName: 'Kiran Desai', phone: '91234 56789', email: 'kiran.d@example.in' });
    other = await orderBy(await insertShopper(t, 'Ravi Menon'), { fullName: 'Ravi Menon', phone: '98765 43210' });
  });

  it('finds an order by its number, with or without the KALA- prefix, in any case', async () => {
    const digits = kiran.orderNumber.replace('KALA-', '');
    expect(kiran.orderNumber).toMatch(/^KALA-\d{6,}$/);
    for (const text of [kiran.orderNumber, digits, `kala-${digits}`, `kala ${digits}`, `KALA${digits}`, `#${digits}`]) {
      expect(await search(q(text)), text).toEqual([kiran.orderNumber]);
    }
  });

  it('finds orders by the phone they ship to, however it is written', async () => {
    const both = [kiranAgain.orderNumber, kiran.orderNumber];
    for (const text of ['+91 91234 56789', '9123456789', '091234-56789', '91234 56789', '(912) 345']) {
      expect(await search(q(text)), text).toEqual(both);
    }
    expect(await search(q('98765 43210'))).toContain(other.orderNumber);
    expect(await search(q('98765 43210'))).not.toContain(kiran.orderNumber);
  });

  it('finds orders by email and name, in part and regardless of case', async () => {
    const both = [kiranAgain.orderNumber, kiran.orderNumber];
    expect(await search(q('KIRAN.D@EXAMPLE'))).toEqual(both); // the delivery address's email
    expect(await search(q(kiran.user.email.slice(0, 20).toUpperCase()))).toEqual(both); // the account's, as placed
    expect(await search(q('kiran des'))).toEqual(both);
    expect(await search(q('  menon '))).toEqual([other.orderNumber]);
    expect(await search(q('Nobody Here'))).toEqual([]);
  });

  it('keeps the status filter and the search together, and pages the matches', async () => {
    expect((await call(t, admin, 'PATCH', `/api/orders/${kiran._id}/status`, { status: 'confirmed' })).status).toBe(
      200,
    );
    expect(await search(`status=to_ship&${q('kiran')}`)).toEqual([kiran.orderNumber]);
    expect(await search(`status=pending&${q('kiran')}`)).toEqual([kiranAgain.orderNumber]);
    const page = await call(t, admin, 'GET', `/api/orders/admin/all?limit=5&${q('kiran')}`);
    expect(page.body.pagination).toMatchObject({ total: 2, totalOrders: 2, totalPages: 1 });
  });

  it('matches % and _ as the characters they are, never as wildcards', async () => {
    const sale = await orderBy(await insertShopper(t, 'Hundred% Off'), { fullName: 'Hundred% Off' });
    expect(await search(q('%'))).toEqual([sale.orderNumber]);
    expect(await search(q('d% o'))).toEqual([sale.orderNumber]);
    expect(await search(q('_'))).toEqual([]);
    expect(await search(q('Hundred_'))).toEqual([]);
    expect(await search(q('\\'))).toEqual([]);
  });

  it('refuses a search over 100 characters with 400 in the envelope', async () => {
    const answer = await call(t, admin, 'GET', `/api/orders/admin/all?q=${'a'.repeat(101)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false });
    expect(JSON.stringify(answer.body)).toContain('q must be at most 100 characters');
  });
});

describe('GET /api/orders/admin/export.csv', () => {
  const exportCsv = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/orders/admin/export.csv${query}`, headers: admin.headers });

  it('is a CSV attachment of the filtered orders, newest first, every cell safe in a spreadsheet', async () => {
    const shopper = await insertShopper(t, '=HYPERLINK("http://evil.test")');
    const first = await orderBy(
      shopper,
      { fullName: '@Meena, "Studio"', phone: '99887 76655', addressLine2: 'Near the well' },
      2,
    );
    const second = await orderBy(shopper, { fullName: 'Meena Studio', phone: '99887 76655' });
    await call(t, admin, 'PATCH', `/api/orders/${second._id}/status`, { status: 'cancelled', note: 'Asked by phone' });

    const response = await exportCsv(`?${q('99887 76655')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="kala-orders-${storeToday()}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Placed at (IST),Status,Payment method,Payment status,Customer name,Customer email,Ship to,Phone,' +
        'Address,City,State,PIN code,Pieces,Subtotal (INR),GST (INR),Shipping (INR),COD charges (INR),Total (INR),' +
        'Courier,Tracking number,Customer note,Cancel reason',
    );
    expect(lines).toHaveLength(4); // header, two orders, and the line end after the last
    expect(lines[3]).toBe('');
    const ist = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
    const money = (rupees: number) => rupees.toFixed(2);
    expect(lines[1]).toBe(
      [
        second.orderNumber,
        ist(second.createdAt),
        'Cancelled',
        'Cash on Delivery',
        'cancelled',
        `"'=HYPERLINK(""http://evil.test"")"`,
        csvCell(second.user.email),
        'Meena Studio',
        '9988776655',
        '12 Johari Bazaar',
        'Jaipur',
        'Rajasthan',
        '302001',
        '1',
        money(second.subtotal),
        money(second.tax),
        money(second.shippingCost),
        money(second.codCharges),
        money(second.totalAmount),
        second.courier.name,
        '',
        '',
        'Asked by phone',
      ].join(','),
    );
    expect(lines[2]).toContain(`${first.orderNumber},`);
    expect(lines[2]).toContain(`,"'@Meena, ""Studio""",9988776655,"12 Johari Bazaar, Near the well",`);
    expect(lines[2]).toContain(',Pending,Cash on Delivery,pending,');
    expect(lines[2]).toContain(`,2,${money(first.subtotal)},`);

    const onlyCancelled = (await exportCsv(`?status=cancelled&${q('99887 76655')}`)).body.slice(1).split('\r\n');
    expect(onlyCancelled.slice(1, -1).map((line) => line.split(',')[0])).toEqual([second.orderNumber]);
    const none = await exportCsv(`?${q('no such customer')}`);
    expect(none.body).toBe(`\uFEFF${lines[0]}\r\n`);
  });

  it('reads every order once across pages, in order, with orders placed in the same instant', async () => {
    // More orders than a page, most sharing their time with two others, some stamped by the database (microseconds).
    const name = `Bulk Buyer ${randomUUID().slice(0, 8)}`;
    const base = Date.parse('2026-01-15T06:30:00.000Z');
    const count = CSV_PAGE_ROWS * 2 + 37;
    const rows = Array.from({ length: count }, (_, i) => ({
      orderNumber: `BULK-${name.slice(-8)}-${i}`,
      customerName: name,
      customerEmail: 'bulk@example.com',
      paymentMethod: 'cash_on_delivery' as const,
      source: 'cart' as const,
      subtotalPaise: 100_00 + i,
      gstPercent: 18,
      taxPaise: 18_00,
      shippingPaise: 0,
      codChargesPaise: 0,
      totalPaise: 118_00 + i,
      shippingAddress: { ...JAIPUR, addressLine2: undefined },
      courierId: 1,
      courierName: 'Kala Express',
      courierDays: 3,
      shippingZone: 'local',
      ...(i % 50 === 0 ? {} : { createdAt: new Date(base + Math.floor(i / 3) * 1000) }),
    }));
    await t.database.db.insert(orders).values(rows);

    const response = await exportCsv(`?${q(name)}`);
    expect(response.statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerName, name)))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    expect(stored).toHaveLength(count);
    // The same bytes as the whole list written at once.
    expect(response.body).toBe(
      toCsv([
        [
          'Order number',
          'Placed at (IST)',
          'Status',
          'Payment method',
          'Payment status',
          'Customer name',
          'Customer email',
          'Ship to',
          'Phone',
          'Address',
          'City',
          'State',
          'PIN code',
          'Pieces',
          'Subtotal (INR)',
          'GST (INR)',
          'Shipping (INR)',
          'COD charges (INR)',
          'Total (INR)',
          'Courier',
          'Tracking number',
          'Customer note',
          'Cancel reason',
        ],
        ...stored.map((row) => orderCsvCells({ ...row, pieces: 0 })),
      ]),
    );
  });

  it('refuses a bad filter with 400 in the envelope, before any file is sent', async () => {
    for (const [query, message] of [
      [
        '?status=lost',
        'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled, to_ship, awaiting_confirmation, all',
      ],
      [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ] as const) {
      const response = await exportCsv(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });
});
