import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call } from '../orders/test-orders.ts';
import { codOrder, insertAdmin, insertPiece } from '../shipments/test-shipments.ts';

/**
 * The shipped mail attaches the invoice (issue 24 item 6): its outbox row carries only the document's id, and the
 * mail job attaches the kept PDF when it sends: to the test mailer, and as an .eml filed in DATA_DIR/mail.
 */
const sent: MailMessage[] = [];
let t: TestApp;
let filed: TestApp;

async function shipOne(app: TestApp, who: Shopper, admin: Awaited<ReturnType<typeof insertAdmin>>) {
  const piece = await insertPiece(app);
  const order = await codOrder(app, who, piece, 1);
  const shipped = await call(app, admin, 'PATCH', `/api/orders/${order._id}/status`, {
    status: 'shipped',
    trackingNumber: 'DTDC55555',
  });
  expect(shipped.status).toBe(200);
  const [invoice] = (await call(app, who, 'GET', `/api/orders/${order._id}/documents`)).body.data as {
    id: string;
    number: string;
  }[];
  return { order, invoice: invoice! };
}

beforeAll(async () => {
  t = await createTestApp(
    { ORDER_RATE_LIMIT: '10000' },
    {},
    { mailer: { send: async (m) => void sent.push(m), close: () => undefined } },
  );
  filed = await createTestApp({ ORDER_RATE_LIMIT: '10000' });
});
afterAll(async () => {
  await t.close();
  await filed.close();
});

describe('the shipped mail', () => {
  it('carries the invoice’s id in the outbox and its PDF as an attachment when sent', async () => {
    const asha = await insertShopper(t, 'Asha');
    const { order, invoice } = await shipOne(t, asha, await insertAdmin(t));
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    const queued = rows.map((r) => r.payload as MailMessage).find((m) => m.subject.includes('shipped'));
    expect(queued?.documentIds).toEqual([invoice.id]);
    expect(JSON.stringify(queued).length).toBeLessThan(20_000);

    await t.outbox.drain();
    const mail = sent.find((m) => m.subject.includes(order.orderNumber) && m.subject.includes('shipped'));
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments!;
    expect(pdf!.filename).toBe(`${invoice.number.replace(/\//g, '-')}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(mail).not.toHaveProperty('documentIds');
  });

  it('is filed as an .eml with the invoice PDF attached when no SMTP is set', async () => {
    const ravi = await insertShopper(filed, 'Ravi');
    const { invoice } = await shipOne(filed, ravi, await insertAdmin(filed));
    await filed.outbox.drain();
    const dir = path.join(filed.config.dataDir, 'mail');
    const emls = readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
    const shippedMail = emls.find((text) => /Subject: .*shipped/i.test(text));
    expect(shippedMail).toContain('Content-Type: application/pdf');
    expect(shippedMail).toContain(`filename=${invoice.number.replace(/\//g, '-')}.pdf`);
  });
});
