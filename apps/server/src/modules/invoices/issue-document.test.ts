import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, taxDocumentCounters, taxDocumentLines, taxDocuments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { DocumentDraft } from './issue-document.ts';
import { draftFor, insertOrderRow, STATES } from './test-documents.ts';

/**
 * Issuing GST documents (issue 24 items 4, 5 and 8; decision 026): consecutive numbers under concurrent issues, a new
 * series each financial year, no number lost to a rolled-back transaction or given twice, one invoice per order and
 * one credit note per refund, and what was issued read back unchanged. Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const issue = (draft: DocumentDraft) => t.database.db.transaction((tx) => t.app.invoices.issueDocument(tx, draft));

/** Each test numbers in a financial year of its own, so the suites' series never meet. */
const inYear = (startYear: number, monthDay = '06-15') => `${startYear}-${monthDay}T11:00:00+05:30`;

describe('numbering', () => {
  it('gives 20 invoices issued at once 20 consecutive numbers, none twice, none skipped', async () => {
    const orderIds = await Promise.all(Array.from({ length: 20 }, () => insertOrderRow(t.database.db)));
    const issued = await Promise.all(orderIds.map((orderId) => issue(draftFor({ orderId, issuedAt: inYear(2030) }))));
    const numbers = issued.map((d) => d.document.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `KA/30-31/${String(i + 1).padStart(6, '0')}`));
    expect(new Set(issued.map((d) => d.orderId)).size).toBe(20);
    for (const d of issued) {
      expect(d.document.number.length).toBeLessThanOrEqual(16);
      expect(d.document.financialYear).toBe('2030-31');
    }
  });

  it('starts the new financial year at 000001 at 1 April 00:00 India time', async () => {
    const order = () => insertOrderRow(t.database.db);
    const lastMarch = await issue(draftFor({ orderId: await order(), issuedAt: '2032-03-31T23:59:59+05:30' }));
    const lastSecond = await issue(draftFor({ orderId: await order(), issuedAt: '2032-03-31T23:59:59.999+05:30' }));
    const firstApril = await issue(draftFor({ orderId: await order(), issuedAt: '2032-04-01T00:00:00+05:30' }));
    const nextApril = await issue(draftFor({ orderId: await order(), issuedAt: '2032-04-01T00:00:01+05:30' }));
    expect([lastMarch, lastSecond, firstApril, nextApril].map((d) => d.document.number)).toEqual([
      'KA/31-32/000001',
      'KA/31-32/000002',
      'KA/32-33/000001',
      'KA/32-33/000002',
    ]);
    // 18:30 UTC on 31 March is already 1 April in India.
    const utcEvening = await issue(draftFor({ orderId: await order(), issuedAt: '2033-03-31T18:30:00Z' }));
    expect(utcEvening.document.number).toBe('KA/33-34/000001');
  });

  it('leaves no gap after a rolled-back issue and never gives a committed number again', async () => {
    const first = await issue(draftFor({ orderId: await insertOrderRow(t.database.db), issuedAt: inYear(2035) }));
    const doomedOrder = await insertOrderRow(t.database.db);
    await expect(
      t.database.db.transaction(async (tx) => {
        const taken = await t.app.invoices.issueDocument(
          tx,
          draftFor({ orderId: doomedOrder, issuedAt: inYear(2035) }),
        );
        expect(taken.document.number).toBe('KA/35-36/000002');
        throw new Error('the dispatch failed after the invoice was numbered');
      }),
    ).rejects.toThrow('the dispatch failed');
    const [gone] = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, doomedOrder));
    expect(gone).toBeUndefined();

    const second = await issue(draftFor({ orderId: doomedOrder, issuedAt: inYear(2035) }));
    const third = await issue(draftFor({ orderId: await insertOrderRow(t.database.db), issuedAt: inYear(2035) }));
    expect([first, second, third].map((d) => d.document.number)).toEqual([
      'KA/35-36/000001',
      'KA/35-36/000002',
      'KA/35-36/000003',
    ]);
    const [counter] = await t.database.db
      .select()
      .from(taxDocumentCounters)
      .where(sql`${taxDocumentCounters.series} = 'KA' and ${taxDocumentCounters.financialYear} = '2035-36'`);
    expect(counter?.lastSequence).toBe(3);
  });

  it('numbers credit notes in their own series', async () => {
    const orderId = await insertOrderRow(t.database.db);
    const invoice = await issue(draftFor({ orderId, issuedAt: inYear(2037) }));
    const note = await issue(
      draftFor({
        orderId,
        kind: 'credit_note',
        issuedAt: inYear(2037, '07-01'),
        invoiceId: invoice.id,
        reason: 'Returned',
      }),
    );
    expect(invoice.document.number).toBe('KA/37-38/000001');
    expect(note.document.number).toBe('KC/37-38/000001');
    expect(note.document.creditFor).toEqual({
      invoiceNumber: 'KA/37-38/000001',
      invoiceDate: invoice.document.issuedAt,
      reason: 'Returned',
    });
  });
});

describe('one document per order and per refund', () => {
  it('answers the existing invoice when an order is invoiced again, even by racing calls', async () => {
    const orderId = await insertOrderRow(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => issue(draftFor({ orderId, issuedAt: inYear(2040) }))),
    );
    expect(new Set(answers.map((d) => d.id)).size).toBe(1);
    expect(answers[0]?.document.number).toBe('KA/40-41/000001');
    const again = await issue(draftFor({ orderId, issuedAt: inYear(2040, '09-01') }));
    expect(again.id).toBe(answers[0]?.id);
    const next = await issue(draftFor({ orderId: await insertOrderRow(t.database.db), issuedAt: inYear(2040) }));
    // The calls that found the invoice took no number: the next order's is 2.
    expect(next.document.number).toBe('KA/40-41/000002');
  });

  it('issues one credit note per refund, and never credits more than the invoice', async () => {
    const orderId = await insertOrderRow(t.database.db);
    const invoice = await issue(
      draftFor({ orderId, issuedAt: inYear(2041), lines: [{ taxablePaise: 200_000, ratePercent: 5 }] }),
    );
    expect(invoice.document.totals.totalPaise).toBe(210_000);
    const [refund] = await t.database.db
      .insert(refunds)
      .values({ orderId, providerPaymentId: 'pay_test', amountPaise: 105_000, reason: 'One piece broke' })
      .returning();
    const partial = (refundId?: string) =>
      draftFor({
        orderId,
        kind: 'credit_note',
        issuedAt: inYear(2041, '07-01'),
        invoiceId: invoice.id,
        reason: 'One piece broke',
        lines: [{ taxablePaise: 100_000, ratePercent: 5 }],
        ...(refundId ? { refundId } : {}),
      });
    const [a, b] = await Promise.all([issue(partial(refund!.id)), issue(partial(refund!.id))]);
    expect(a.id).toBe(b.id);
    expect(a.document.totals.totalPaise).toBe(105_000);
    // The other half may still be credited (a return), but not a third half.
    await issue(partial());
    await expect(issue(partial())).rejects.toMatchObject({ statusCode: 409 });
    const notes = await t.database.db.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id));
    expect(notes.map((n) => n.number).sort()).toEqual(['KC/41-42/000001', 'KC/41-42/000002']);
  });

  it('refuses a draft whose totals are not the sums of its lines', async () => {
    const draft = draftFor({ orderId: await insertOrderRow(t.database.db), issuedAt: inYear(2042) });
    draft.totals.totalPaise += 1;
    await expect(issue(draft)).rejects.toThrow('does not add up');
  });
});

describe('what was issued never changes', () => {
  it('reads back the document as issued after the order, its address and the rows around it change', async () => {
    const orderId = await insertOrderRow(t.database.db);
    const draft = draftFor({
      orderId,
      issuedAt: inYear(2044),
      state: STATES.karnataka,
      lines: [
        { taxablePaise: 150_000, ratePercent: 5, quantity: 2 },
        { taxablePaise: 9_900, ratePercent: 5, kind: 'shipping', hsnCode: '6913' },
      ],
    });
    const issued = await issue(draft);

    await t.database.db
      .update(orders)
      .set({
        shippingAddress: { ...draft.recipient, fullName: 'Someone Else', state: 'Kerala', zipCode: '682001' } as never,
        totalPaise: 1,
        customerName: 'Someone Else',
      })
      .where(eq(orders.id, orderId));
    // The document holds what was printed: not even a change to the summary's copy of its lines reaches it.
    await t.database.db
      .update(taxDocumentLines)
      .set({ ratePercent: 18 })
      .where(eq(taxDocumentLines.documentId, issued.id));

    const reread = await t.app.invoices.document(issued.id, null);
    expect(reread.document).toEqual(issued.document);
    expect(reread.document.recipient.stateName).toBe('Karnataka');
    expect(reread.document.lines.map((l) => [l.ratePercent, l.igstPaise])).toEqual([
      [5, 7_500],
      [5, 495],
    ]);
    expect(reread.document.totals.totalPaise).toBe(150_000 + 7_500 + 9_900 + 495);
  });
});
