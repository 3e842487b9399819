import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageParams } from '@kala/contract/messages';
import { messages, outbox } from '../../db/schema/index.ts';
import { startMsg91StandIn } from '../../providers/messaging/msg91-stand-in.ts';
import { graphError, startWhatsAppStandIn, statusNotification } from '../../providers/messaging/whatsapp-stand-in.ts';
import { whatsAppSignature } from '../../providers/messaging/whatsapp-webhook.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { insertOrderRow, messagesOf } from './test-messaging.ts';

const messageJobs = (db: Db) => db.select().from(outbox).where(eq(outbox.kind, 'message'));

let wa: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let sms: Awaited<ReturnType<typeof startMsg91StandIn>>;
let t: TestApp;
let clock = Date.parse('2025-08-01T10:00:00.000Z');
const logLines: string[] = [];
const VERIFY_TOKEN = 'kala-verify-token-0123456789';
const REPORT_TOKEN = 'kala-msg91-report-token-0123';

beforeAll(async () => {
  wa = await startWhatsAppStandIn();
  sms = await startMsg91StandIn();
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      PUBLIC_URL: 'https://kala.example',
      WHATSAPP_ACCESS_TOKEN: wa.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
      WHATSAPP_APP_SECRET: wa.appSecret,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_BASE_URL: wa.baseUrl,
      MSG91_AUTH_KEY: sms.authKey,
      MSG91_TEMPLATES: Object.entries(sms.templateIds)
        .map(([key, id]) => `${key}=${id}`)
        .join(','),
      MSG91_BASE_URL: sms.baseUrl,
      MSG91_WEBHOOK_TOKEN: REPORT_TOKEN,
    },
    {},
    { now: () => clock, logStream: { write: (line) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await t?.close();
  await wa?.close();
  await sms?.close();
});

const shippedParams = (orderNumber: string): MessageParams<'order_shipped'> => ({
  orderNumber,
  courier: 'Delhivery Surface',
  awb: 'KALA1234567890',
  trackUrl: 'https://kala.example/orders/x',
});

/** Queues an order_shipped message for a new order, in a transaction as a module would. */
async function queued(optIn = true) {
  const order = await insertOrderRow(t.database.db, { optIn });
  const result = await t.database.db.transaction((tx) =>
    t.app.messaging.queue(tx, {
      orderId: order.id,
      template: 'order_shipped',
      params: shippedParams(order.orderNumber),
    }),
  );
  return { order, result };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

const postWebhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messaging/whatsapp/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: body,
  });

describe('queueing a message with the change that causes it', () => {
  it('writes nothing for a shopper who did not opt in', async () => {
    const jobsBefore = (await messageJobs(t.database.db)).length;
    const { order, result } = await queued(false);
    expect(result).toBeNull();
    expect(await messagesOf(t.database.db, order.id)).toEqual([]);
    expect((await messageJobs(t.database.db)).length).toBe(jobsBefore);
  });

  it('writes the message to the address phone and its job, and rolls back with the transaction', async () => {
    const { order, result } = await queued();
    const [row] = await messagesOf(t.database.db, order.id);
    expect(row).toMatchObject({
      id: result!.messageId,
      channel: 'whatsapp',
      template: 'order_shipped',
      toPhone: '9876543210',
      status: 'queued',
    });
    const jobs = await messageJobs(t.database.db);
    expect(jobs.some((job) => (job.payload as { messageId: string }).messageId === row!.id)).toBe(true);

    const other = await insertOrderRow(t.database.db, { optIn: true });
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.messaging.queue(tx, { orderId: other.id, template: 'order_shipped', params: shippedParams('X') });
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await messagesOf(t.database.db, other.id)).toEqual([]);
  });

  it('refuses to queue a message missing a parameter, without failing the caller', async () => {
    const order = await insertOrderRow(t.database.db, { optIn: true });
    const params = { ...shippedParams(order.orderNumber), awb: ' ' };
    const result = await t.database.db.transaction((tx) =>
      t.app.messaging.queue(tx, { orderId: order.id, template: 'order_shipped', params }),
    );
    expect(result).toBeNull();
    expect(await messagesOf(t.database.db, order.id)).toEqual([]);
  });
});

describe('the message job', () => {
  it('sends by WhatsApp and records the wamid', async () => {
    const { result } = await queued();
    await t.outbox.drain();
    const row = await rowOf(result!.messageId);
    expect(row.status).toBe('sent');
    expect(row.providerMessageId).toMatch(/^wamid\./);
    expect(wa.requests.at(-1)!.body.template?.name).toBe('order_shipped');
  });

  it('retries a rate limit with the outbox backoff, then succeeds', async () => {
    const { result } = await queued();
    wa.next.push({ status: 400, json: graphError(130429, '(#130429) Rate limit hit') });
    await t.outbox.drain();
    let row = await rowOf(result!.messageId);
    expect(row).toMatchObject({ status: 'queued', error: 'WhatsApp: (#130429) Rate limit hit' });
    const [job] = (await messageJobs(t.database.db)).filter(
      (j) => (j.payload as { messageId: string }).messageId === row.id,
    );
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });

    clock += 31_000;
    await t.outbox.drain();
    row = await rowOf(result!.messageId);
    expect(row).toMatchObject({ status: 'sent', error: null });
    const [done] = await t.database.db.select().from(outbox).where(eq(outbox.id, job!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('marks a final error failed and does not retry it', async () => {
    const { result } = await queued();
    wa.next.push({
      status: 404,
      json: graphError(132001, '(#132001) Template name does not exist in the translation'),
    });
    await t.outbox.drain();
    const row = await rowOf(result!.messageId);
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Template name does not exist');
    const job = (await messageJobs(t.database.db)).find(
      (j) => (j.payload as { messageId: string }).messageId === row.id,
    );
    expect(job).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('falls back to SMS when WhatsApp says the number cannot receive it', async () => {
    const { order, result } = await queued();
    wa.next.push({ status: 400, json: graphError(131026, '(#131026) Message undeliverable') });
    const smsBefore = sms.requests.length;
    await t.outbox.drain();
    const [whatsapp, text] = await messagesOf(t.database.db, order.id);
    expect(whatsapp).toMatchObject({ id: result!.messageId, channel: 'whatsapp', status: 'failed' });
    expect(text).toMatchObject({ channel: 'sms', status: 'sent', template: 'order_shipped' });
    expect(text!.providerMessageId).toMatch(/^[0-9a-f]{24}$/);
    expect(sms.requests.length).toBe(smsBefore + 1);
    expect(sms.requests.at(-1)!.body.recipients?.[0]).toMatchObject({ mobiles: '919876543210', awb: 'KALA1234567890' });
  });
});

describe('WhatsApp status webhook', () => {
  async function sentMessage() {
    const { order, result } = await queued();
    await t.outbox.drain();
    const row = await rowOf(result!.messageId);
    return { order, row, wamid: row.providerMessageId! };
  }

  it('answers the subscription handshake with the challenge, and 403 for a wrong token', async () => {
    const good = await t.app.inject({
      method: 'GET',
      url: `/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ success: false, message: 'The verify token does not match' });
  });

  it('moves a message forwards only: delivered, read, then a late delivered changes nothing', async () => {
    const { row, wamid } = await sentMessage();
    const deliver = statusNotification([{ id: wamid, status: 'delivered' }]);
    const first = await postWebhook(deliver.body, deliver.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: '1 message status recorded' });
    expect((await rowOf(row.id)).status).toBe('delivered');

    const read = statusNotification([{ id: wamid, status: 'read' }]);
    expect((await postWebhook(read.body, read.signature)).statusCode).toBe(200);
    // The same delivery again (Meta retries) and a late one after read: nothing moves back.
    const again = await postWebhook(deliver.body, deliver.signature);
    expect(again.json()).toEqual({ success: true, message: '0 message statuses recorded' });
    expect((await rowOf(row.id)).status).toBe('read');
    const sent = statusNotification([{ id: wamid, status: 'sent' }]);
    await postWebhook(sent.body, sent.signature);
    expect((await rowOf(row.id)).status).toBe('read');
  });

  it('records a failure and sends the message by SMS when the number is not on WhatsApp', async () => {
    const { order, row, wamid } = await sentMessage();
    const failed = statusNotification([
      { id: wamid, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
    ]);
    expect((await postWebhook(failed.body, failed.signature)).statusCode).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', error: 'WhatsApp: Message undeliverable (131026)' });
    // Twice reported, one fallback.
    await postWebhook(failed.body, failed.signature);
    await t.outbox.drain();
    const all = await messagesOf(t.database.db, order.id);
    expect(all.map((m) => [m.channel, m.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ]);
  });

  it('answers 401 without a signature, 403 with a wrong one, 400 for a signed body that is not JSON', async () => {
    const { body } = statusNotification([{ id: 'wamid.nobody', status: 'read' }]);
    const missing = await postWebhook(body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ success: false, message: 'Missing X-Hub-Signature-256 header' });
    const forged = statusNotification([{ id: 'wamid.nobody', status: 'read' }], 'not-the-app-secret-000');
    const wrong = await postWebhook(body, forged.signature);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid signature' });
    const signedOther = statusNotification([{ id: 'wamid.nobody', status: 'sent' }]);
    expect((await postWebhook(body, signedOther.signature)).statusCode).toBe(403);
    const notJson = '{not json';
    const bad = await postWebhook(notJson, whatsAppSignature(notJson, wa.appSecret));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Invalid webhook body' });
  });
});

describe("MSG91's delivery report", () => {
  it('marks an SMS delivered behind the URL token; 401 without it, 403 with another', async () => {
    const { order } = await queued();
    wa.next.push({ status: 400, json: graphError(131026, '(#131026) Message undeliverable') });
    await t.outbox.drain();
    const text = (await messagesOf(t.database.db, order.id)).find((m) => m.channel === 'sms')!;
    const report = { requestId: text.providerMessageId, status: '1', desc: 'DELIVERED', number: '919876543210' };
    const post = (query: string) =>
      t.app.inject({ method: 'POST', url: `/api/messaging/msg91/report${query}`, payload: report });
    expect((await post('')).statusCode).toBe(401);
    expect((await post('?token=wrong-token')).statusCode).toBe(403);
    const ok = await post(`?token=${REPORT_TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(await rowOf(text.id)).toMatchObject({ status: 'delivered' });
  });
});

describe('what the log says', () => {
  it('never carries the phone number, the access token, the app secret or the authkey', () => {
    const all = logLines.join('\n');
    expect(all).toContain('message sent');
    expect(all).toContain('message falls back to SMS');
    for (const secret of ['9876543210', wa.accessToken, wa.appSecret, sms.authKey, VERIFY_TOKEN, REPORT_TOKEN]) {
      expect(all).not.toContain(secret);
    }
  });
});
