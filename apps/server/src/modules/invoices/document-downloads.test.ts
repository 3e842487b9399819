import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { Order } from '@kala/contract/orders';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { codOrder, insertAdmin, insertPiece } from '../shipments/test-shipments.ts';

/**
 * Downloading an order's documents (issue 24 item 6): the shopper their own order's, the admin any order's, as a
 * PDF made once and kept under DATA_DIR/documents, or as the printable page under its own CSP.
 */
let t: TestApp;
let asha: Shopper;
let ravi: Shopper;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let order: Order;
let other: Order;
let documentId: string;

const get = (who: { headers: Record<string, string> } | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[ \t]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  t = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
  const piece = await insertPiece(t);
  asha = await insertShopper(t, 'Asha');
  ravi = await insertShopper(t, 'Ravi');
  admin = await insertAdmin(t);
  order = await codOrder(t, asha, piece, 1);
  other = await codOrder(t, ravi, piece, 1);
  for (const o of [order, other]) {
    await t.app.inject({
      method: 'POST',
      url: `/api/shipping/create-shipment/${o._id}`,
      headers: admin.headers,
      payload: {},
    });
    const awb = await t.app.inject({
      method: 'POST',
      url: `/api/shipping/generate-awb/${o._id}`,
      headers: admin.headers,
      payload: {},
    });
    if (awb.statusCode !== 200) throw new Error(awb.body);
  }
  const listed = (await get(asha, `/api/orders/${order._id}/documents`)).json();
  documentId = listed.data[0].id;
});
afterAll(() => t.close());

describe('document downloads', () => {
  it('gives the shopper their invoice as a PDF with its number and amount, made once and then read back', async () => {
    const url = `/api/orders/${order._id}/documents/${documentId}.pdf`;
    const first = await get(asha, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(/^inline; filename="KA-\d\d-\d\d-\d{6}\.pdf"$/);
    const text = await pdfText(first.rawPayload);
    const invoice = (await t.app.invoices.document(documentId, null)).document;
    expect(text).toContain(invoice.number);
    expect(text).toContain('Asha Verma');

    const file = path.join(t.config.dataDir, 'documents', `${documentId}.pdf`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).equals(first.rawPayload)).toBe(true);
    const again = await get(asha, url);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('serves the printable page under the document CSP', async () => {
    const page = await get(asha, `/api/orders/${order._id}/documents/${documentId}.html`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).toContain('Tax payable on reverse charge');
  });

  it('answers 404 to another shopper, to another order’s id and to an unknown file; 401 to a guest', async () => {
    expect((await get(ravi, `/api/orders/${order._id}/documents/${documentId}.pdf`)).statusCode).toBe(404);
    expect((await get(asha, `/api/orders/${other._id}/documents/${documentId}.pdf`)).statusCode).toBe(404);
    expect((await get(asha, `/api/orders/${order._id}/documents/${documentId}.exe`)).statusCode).toBe(404);
    const missing = await get(asha, `/api/orders/${order._id}/documents/${crypto.randomUUID()}.pdf`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Document not found' });
    expect((await get(undefined, `/api/orders/${order._id}/documents/${documentId}.pdf`)).statusCode).toBe(401);
  });

  it('lets the admin download any order’s documents and refuses a shopper there (403)', async () => {
    const url = `/api/admin/orders/${order._id}/documents/${documentId}`;
    expect((await get(admin, `${url}.pdf`)).statusCode).toBe(200);
    expect((await get(admin, `${url}.html`)).statusCode).toBe(200);
    expect((await get(asha, `${url}.pdf`)).statusCode).toBe(403);
  });
});
