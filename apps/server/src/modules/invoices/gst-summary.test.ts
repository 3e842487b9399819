import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GstSummary } from '@kala/contract/gst-summary';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAccount } from '../analytics/test-sales.ts';
import type { StoredDocument } from './issue-document.ts';
import { draftFor, insertOrderRow, STATES, type DraftOptions } from './test-documents.ts';

/**
 * The month's GST summary (issue 24 item 7, decision 026) over a hand-worked mix of April 2026's documents, issued by
 * a seller in Rajasthan (08): each table's figures worked by hand, and the totals summed both ways (the tables
 * against the documents themselves) to the paisa. Documents of 31 March and 1 May stay out of April.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof insertAccount>>;
let shopper: Awaited<ReturnType<typeof insertAccount>>;
const issued: StoredDocument[] = [];
const B2B_GSTIN = '29AAACR5055K1Z5';

async function issue(options: Omit<DraftOptions, 'orderId'> & { orderId?: string }) {
  const orderId = options.orderId ?? (await insertOrderRow(t.database.db));
  const document = await t.database.db.transaction((tx) =>
    t.app.invoices.issueDocument(tx, draftFor({ ...options, orderId })),
  );
  issued.push(document);
  return document;
}
const credit = (invoice: StoredDocument, issuedAt: string, lines: DraftOptions['lines']) =>
  issue({
    orderId: invoice.orderId,
    kind: 'credit_note',
    issuedAt,
    invoiceId: invoice.id,
    reason: 'Returned to origin',
    state: invoice.document.placeOfSupply,
    recipientGstin: invoice.document.recipient.gstin,
    lines,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await insertAccount(t, 'Meera', 'admin');
  shopper = await insertAccount(t, 'Asha');
  // 31 March 23:59:59 IST: the last second of FY 2025-26, outside April.
  const march = await issue({
    issuedAt: '2026-03-31T23:59:59+05:30',
    lines: [{ taxablePaise: 10_000, ratePercent: 18 }],
  });
  // Inside Rajasthan, with its shipping line: B2C small.
  const local = await issue({
    issuedAt: '2026-04-01T00:00:00+05:30',
    lines: [
      { taxablePaise: 100_000, ratePercent: 5, quantity: 2 },
      { taxablePaise: 9_900, ratePercent: 5, kind: 'shipping' },
    ],
  });
  // To Karnataka, small: B2C small at 18%, HSN 9701.
  await issue({
    issuedAt: '2026-04-05T12:00:00+05:30',
    state: STATES.karnataka,
    lines: [{ taxablePaise: 200_000, ratePercent: 18, hsnCode: '9701' }],
  });
  // To Maharashtra, ₹1,00,800 with tax: more than one lakh, B2C large (table 5).
  const large = await issue({
    issuedAt: '2026-04-10T12:00:00+05:30',
    state: STATES.maharashtra,
    lines: [{ taxablePaise: 9_600_000, ratePercent: 5 }],
  });
  // To Karnataka, exactly ₹1,00,000.00 (at 0%): not more than one lakh, so B2C small.
  await issue({
    issuedAt: '2026-04-12T12:00:00+05:30',
    state: STATES.karnataka,
    lines: [{ taxablePaise: 10_000_000, ratePercent: 0 }],
  });
  // A shopper who gave a GSTIN: B2B (table 4).
  const b2b = await issue({
    issuedAt: '2026-04-15T12:00:00+05:30',
    state: STATES.karnataka,
    recipientGstin: B2B_GSTIN,
    lines: [{ taxablePaise: 50_000, ratePercent: 18 }],
  });
  // A bill of supply (outside GSTR-1's tables, counted in table 13).
  await issue({
    kind: 'bill_of_supply',
    issuedAt: '2026-04-18T12:00:00+05:30',
    lines: [{ taxablePaise: 30_000, ratePercent: 0 }],
  });
  // 1 May 00:00 IST: outside April.
  await issue({ issuedAt: '2026-05-01T00:00:00+05:30', lines: [{ taxablePaise: 70_000, ratePercent: 5 }] });

  // Credit notes issued in April: against March's invoice and the local one (netted into table 7), against the large
  // and the B2B invoices (listed in table 9B).
  await credit(march, '2026-04-01T00:00:00+05:30', [{ taxablePaise: 10_000, ratePercent: 18 }]);
  await credit(local, '2026-04-20T12:00:00+05:30', [{ taxablePaise: 50_000, ratePercent: 5 }]);
  await credit(large, '2026-04-21T12:00:00+05:30', [{ taxablePaise: 1_000_000, ratePercent: 5 }]);
  await credit(b2b, '2026-04-30T23:59:59+05:30', [{ taxablePaise: 50_000, ratePercent: 18 }]);
});
afterAll(async () => {
  await t.close();
});

async function aprilSummary(): Promise<GstSummary> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/admin/gst/summary?month=2026-04',
    headers: admin.headers,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

const amounts = (taxable: number, igst: number, cgst: number, sgst: number) => ({
  taxablePaise: taxable,
  igstPaise: igst,
  cgstPaise: cgst,
  sgstPaise: sgst,
});

describe('GET /api/admin/gst/summary', () => {
  it('puts each document in its GSTR-1 table with the figures worked by hand', async () => {
    const summary = await aprilSummary();
    expect(summary.from).toBe('2026-03-31T18:30:00.000Z');
    expect(summary.to).toBe('2026-04-30T18:30:00.000Z');
    expect(summary.b2cSmall).toEqual([
      // 1,09,900 less the 50,000 credited; CGST 2,500 + 247.5 rounded to 248, less 1,250.
      { placeOfSupplyCode: '08', placeOfSupplyName: 'Rajasthan', ratePercent: 5, ...amounts(59_900, 0, 1_498, 1_498) },
      // March's invoice is not April's, but its credit note is: a negative row.
      { placeOfSupplyCode: '08', placeOfSupplyName: 'Rajasthan', ratePercent: 18, ...amounts(-10_000, 0, -900, -900) },
      { placeOfSupplyCode: '29', placeOfSupplyName: 'Karnataka', ratePercent: 0, ...amounts(10_000_000, 0, 0, 0) },
      { placeOfSupplyCode: '29', placeOfSupplyName: 'Karnataka', ratePercent: 18, ...amounts(200_000, 36_000, 0, 0) },
    ]);
    expect(summary.b2cLarge).toEqual([
      expect.objectContaining({
        number: 'KA/26-27/000003',
        placeOfSupplyCode: '27',
        recipientGstin: null,
        invoiceValuePaise: 10_080_000,
        ratePercent: 5,
        ...amounts(9_600_000, 480_000, 0, 0),
      }),
    ]);
    expect(summary.b2b).toEqual([
      expect.objectContaining({
        number: 'KA/26-27/000005',
        recipientGstin: B2B_GSTIN,
        recipientName: 'Asha Verma',
        invoiceValuePaise: 59_000,
        ...amounts(50_000, 9_000, 0, 0),
      }),
    ]);
    expect(summary.creditNotes).toEqual([
      expect.objectContaining({
        number: 'KC/26-27/000003',
        invoiceNumber: 'KA/26-27/000003',
        against: 'B2CL',
        noteValuePaise: 1_050_000,
        reason: 'Returned to origin',
        ...amounts(1_000_000, 50_000, 0, 0),
      }),
      expect.objectContaining({
        number: 'KC/26-27/000004',
        invoiceNumber: 'KA/26-27/000005',
        against: 'B2B',
        recipientGstin: B2B_GSTIN,
        ...amounts(50_000, 9_000, 0, 0),
      }),
    ]);
    expect(summary.hsn).toEqual([
      { hsnCode: '6913', ratePercent: 0, quantity: 1, totalValuePaise: 10_000_000, ...amounts(10_000_000, 0, 0, 0) },
      // Goods 2 + 1 pieces, less the two notes' pieces; the shipping line adds value, not pieces.
      {
        hsnCode: '6913',
        ratePercent: 5,
        quantity: 1,
        totalValuePaise: 9_092_896,
        ...amounts(8_659_900, 430_000, 1_498, 1_498),
      },
      { hsnCode: '6913', ratePercent: 18, quantity: -1, totalValuePaise: -11_800, ...amounts(-10_000, 0, -900, -900) },
      { hsnCode: '9701', ratePercent: 18, quantity: 1, totalValuePaise: 236_000, ...amounts(200_000, 36_000, 0, 0) },
    ]);
    expect(summary.documentsIssued).toEqual([
      {
        nature: 'Invoices for outward supply',
        series: 'KA',
        fromNumber: 'KA/26-27/000001',
        toNumber: 'KA/26-27/000006',
        totalNumber: 6,
        cancelled: 0,
        netIssued: 6,
      },
      {
        nature: 'Credit Note',
        series: 'KC',
        fromNumber: 'KC/26-27/000001',
        toNumber: 'KC/26-27/000004',
        totalNumber: 4,
        cancelled: 0,
        netIssued: 4,
      },
    ]);
  });

  it("reconciles with the month's documents to the paisa, summed both ways", async () => {
    const summary = await aprilSummary();
    const inApril = issued.filter((d) => d.document.issuedAt >= '2026-04' && d.document.issuedAt < '2026-05');
    const add = (docs: StoredDocument[], sign = 1) =>
      docs.reduce(
        (sum, d) => ({
          taxablePaise: sum.taxablePaise + sign * d.document.totals.taxablePaise,
          igstPaise: sum.igstPaise + sign * d.document.totals.igstPaise,
          cgstPaise: sum.cgstPaise + sign * d.document.totals.cgstPaise,
          sgstPaise: sum.sgstPaise + sign * d.document.totals.sgstPaise,
        }),
        amounts(0, 0, 0, 0),
      );
    const combine = (...parts: ReturnType<typeof add>[]) =>
      parts.reduce((sum, p) => ({
        taxablePaise: sum.taxablePaise + p.taxablePaise,
        igstPaise: sum.igstPaise + p.igstPaise,
        cgstPaise: sum.cgstPaise + p.cgstPaise,
        sgstPaise: sum.sgstPaise + p.sgstPaise,
      }));
    const rows = (list: ReturnType<typeof add>[], sign = 1) =>
      combine(
        amounts(0, 0, 0, 0),
        ...list.map((r) => amounts(sign * r.taxablePaise, sign * r.igstPaise, sign * r.cgstPaise, sign * r.sgstPaise)),
      );

    const fromDocuments = combine(
      add(inApril.filter((d) => d.document.kind === 'tax_invoice')),
      add(
        inApril.filter((d) => d.document.kind === 'credit_note'),
        -1,
      ),
    );
    const fromTables = combine(
      rows(summary.b2cSmall),
      rows(summary.b2cLarge),
      rows(summary.b2b),
      rows(summary.creditNotes, -1),
    );
    expect(fromTables).toEqual(fromDocuments);
    expect(rows(summary.hsn)).toEqual(fromDocuments);
    expect(fromDocuments).toEqual(amounts(18_849_900, 466_000, 1_498 - 900, 1_498 - 900));

    const { invoices, creditNotes, billsOfSupply } = summary.totals;
    expect(
      combine(
        amounts(invoices.taxablePaise, invoices.igstPaise, invoices.cgstPaise, invoices.sgstPaise),
        rows([creditNotes], -1),
      ),
    ).toEqual(fromDocuments);
    expect([invoices.count, creditNotes.count, billsOfSupply.count]).toEqual([5, 4, 1]);
    expect(invoices.totalPaise - creditNotes.totalPaise).toBe(
      inApril.reduce(
        (sum, d) =>
          sum +
          (d.document.kind === 'credit_note' ? -1 : d.document.kind === 'tax_invoice' ? 1 : 0) *
            d.document.totals.totalPaise,
        0,
      ),
    );
    expect(billsOfSupply).toMatchObject({ taxablePaise: 30_000, totalPaise: 30_000 });
  });

  it('answers an empty month with empty tables and zero totals', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gst/summary?month=2026-06',
      headers: admin.headers,
    });
    const summary: GstSummary = answer.json().data;
    expect([
      summary.b2cSmall,
      summary.b2cLarge,
      summary.b2b,
      summary.creditNotes,
      summary.hsn,
      summary.documentsIssued,
    ]).toEqual([[], [], [], [], [], []]);
    expect(summary.totals.invoices).toEqual({ count: 0, totalPaise: 0, ...amounts(0, 0, 0, 0) });
  });

  it.each([
    ['', 'month must be a month such as 2026-04'],
    ['month=April', 'month must be a month such as 2026-04'],
    ['month=2026-13', 'month must be a month such as 2026-04'],
    ['month=2026-4', 'month must be a month such as 2026-04'],
    ['month=2017-06', 'month must be from 2017-07 (when GST began) to 2099-12'],
  ])('answers ?%s with 400 and a clear message', async (query, message) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/gst/summary?${query}`,
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, message });
  });

  it('answers 403 to a shopper and 401 to a guest, for the summary and its CSV', async () => {
    for (const url of ['/api/admin/gst/summary?month=2026-04', '/api/admin/gst/summary.csv?month=2026-04']) {
      expect((await t.app.inject({ method: 'GET', url, headers: shopper.headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/gst/summary.csv', () => {
  it('downloads the same tables as CSV, amounts in rupees', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/gst/summary.csv?month=2026-04',
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="kala-gst-summary-2026-04.csv"');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Table,Document number,Date,Place of supply,/);
    expect(lines.filter((l) => l.startsWith('7 B2C small,'))).toHaveLength(4);
    expect(lines).toContain('7 B2C small,,,08-Rajasthan,,,,,,5,,,599.00,0.00,14.98,14.98,,,,,,');
    expect(lines).toContain('7 B2C small,,,08-Rajasthan,,,,,,18,,,-100.00,0.00,-9.00,-9.00,,,,,,');
    expect(lines).toContain(
      '5 B2C large,KA/26-27/000003,2026-04-10,27-Maharashtra,,,,,,5,,100800.00,96000.00,4800.00,0.00,0.00,,,,,,',
    );
    expect(lines).toContain(
      '9B Credit note (B2CL),KC/26-27/000003,2026-04-21,27-Maharashtra,,,KA/26-27/000003,2026-04-10,,5,,10500.00,10000.00,500.00,0.00,0.00,,,,,,Returned to origin',
    );
    expect(lines).toContain('13 Credit Note,,,,,,,,,,,,,,,,KC/26-27/000001,KC/26-27/000004,4,0,4,');
  });
});
