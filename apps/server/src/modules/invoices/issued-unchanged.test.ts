import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { productSizes, products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { createTaxRepository } from '../tax/tax.repository.ts';
import { codOrder, insertAdmin, insertPiece } from '../shipments/test-shipments.ts';

/**
 * What is issued never changes (issue 24 item 8): after the invoice, the product's name, price and rate, the
 * category's rate, the seller's settings and the shopper's account are edited; the invoice reads back the same, as
 * JSON and as the PDF's text. (The store keeps no saved address book: the order's copied address is the only one.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('an issued invoice', () => {
  it('reads back unchanged after the product, rates, seller settings and account are edited', async () => {
    const db = t.database.db;
    const piece = await insertPiece(t);
    const asha = await insertShopper(t, 'Asha');
    const admin = await insertAdmin(t);
    const order = await codOrder(t, asha, piece, 1);
    const shipped = await call(t, admin, 'PATCH', `/api/orders/${order._id}/status`, {
      status: 'shipped',
      trackingNumber: 'DTDC77777',
    });
    expect(shipped.status).toBe(200);
    const [item] = (await call(t, asha, 'GET', `/api/orders/${order._id}/documents`)).body.data as { id: string }[];
    const pdfUrl = `/api/orders/${order._id}/documents/${item!.id}.pdf`;
    const before = (await t.app.invoices.document(item!.id, null)).document;
    const textBefore = await pdfText((await t.app.inject({ url: pdfUrl, headers: asha.headers })).rawPayload);
    expect(textBefore).toContain('Terracotta Lamp');

    await db
      .update(products)
      .set({ name: 'Renamed Lamp', gstRate: 40, hsnCode: '9999' })
      .where(eq(products.id, piece.id));
    await db.update(productSizes).set({ discountedPaise: 99900 }).where(eq(productSizes.productId, piece.id));
    const tax = createTaxRepository(db);
    await tax.saveRates(db, [{ category: 'terracotta', hsnCode: '6912', ratePercent: 5 }], new Date());
    await tax.saveSettings(
      db,
      {
        legalName: 'Another Name Pvt Ltd',
        tradeName: 'Other',
        address: '1 New Road\nPune',
        stateCode: '27',
        registered: false,
        gstin: null,
        pan: 'ABCDE1234F',
        pricesIncludeTax: true,
      },
      new Date(),
    );
    await db.update(users).set({ name: 'Someone Else' }).where(eq(users.id, asha.id));

    const after = (await t.app.invoices.document(item!.id, null)).document;
    expect(after).toEqual(before);
    expect(after.supplier.legalName).not.toBe('Another Name Pvt Ltd');
    // A fresh render (not the kept file) of the stored document: the same text.
    await import('node:fs/promises').then((fs) =>
      fs.rm(`${t.config.dataDir}/documents/${item!.id}.pdf`, { force: true }),
    );
    const textAfter = await pdfText((await t.app.inject({ url: pdfUrl, headers: asha.headers })).rawPayload);
    expect(textAfter).toBe(textBefore);
    expect(textAfter).not.toContain('Renamed Lamp');
    expect(textAfter).not.toContain('Another Name');
  });
});
