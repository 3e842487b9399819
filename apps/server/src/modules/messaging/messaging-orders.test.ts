import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertShopper, type Shopper } from '../cart/test-shoppers.ts';
import { call, placeOrder } from '../orders/test-orders.ts';
import { messagesOf } from './test-messaging.ts';

/** A store with neither WhatsApp nor MSG91: messages are files in DATA_DIR/messages (issue 25 item 1). */
let t: TestApp;
let asha: Shopper;
let product: { id: string; sizeIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://kala.example', ORDER_RATE_LIMIT: '10000' });
  product = await insertProduct(t.database.db, { name: 'Dot Mandala Lotus Plate' });
  asha = await insertShopper(t, 'Asha');
});
afterAll(() => t?.close());

const quickOrder = (optIn?: boolean) =>
  placeOrder(t, asha, {
    useCartItems: false,
    customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
    ...(optIn === undefined ? {} : { messagingOptIn: optIn }),
  });

const messageFiles = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'messages')).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
};

describe('opting in at checkout', () => {
  it('stores the choice on the order and shows it in the order view; unticked by default', async () => {
    const ticked = await quickOrder(true);
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(201);
    expect(ticked.body.data.order.messagingOptIn).toBe(true);
    const plain = await quickOrder();
    expect(plain.body.data.order.messagingOptIn).toBe(false);
    const read = await call(t, asha, 'GET', `/api/orders/${ticked.body.data.orderId}`);
    expect(read.body.data.messagingOptIn).toBe(true);
  });

  it('refuses an opt-in that is not true or false', async () => {
    const bad = await placeOrder(t, asha, {
      useCartItems: false,
      customItems: [{ productId: product.id, sizeId: product.sizeIds[0], quantity: 1 }],
      messagingOptIn: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Order updates on WhatsApp/SMS must be true or false');
  });
});

describe('a cancellation, through the local default', () => {
  it('writes the opted-in shopper a message file with the English text, and nothing for the others', async () => {
    const before = messageFiles().length;
    const quiet = await quickOrder(false);
    const told = await quickOrder(true);
    for (const placed of [quiet, told]) {
      const cancelled = await call(t, asha, 'PATCH', `/api/orders/${placed.body.data.orderId}/cancel`, {
        reason: 'Ordered by mistake',
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }
    expect(await messagesOf(t.database.db, quiet.body.data.orderId)).toEqual([]);
    const [queued] = await messagesOf(t.database.db, told.body.data.orderId);
    expect(queued).toMatchObject({ channel: 'local', template: 'order_cancelled', status: 'queued' });

    await t.outbox.drain();
    const files = messageFiles();
    expect(files.length).toBe(before + 1);
    const written = JSON.parse(readFileSync(path.join(t.config.dataDir, 'messages', files.at(-1)!), 'utf8'));
    const number = told.body.data.orderNumber;
    expect(written).toMatchObject({ channel: 'local', to: '9876543210', template: 'order_cancelled' });
    expect(written.text).toBe(
      `Hi Asha Verma, your order ${number} has been cancelled. Details: https://kala.example/orders/${told.body.data.orderId}`,
    );
    const [sent] = await messagesOf(t.database.db, told.body.data.orderId);
    expect(sent).toMatchObject({ status: 'sent', providerMessageId: written.id });
  });

  it('refuses the WhatsApp webhook of a store without WhatsApp (403), never a 500', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': 'sha256=00' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ success: false, message: 'This webhook is not configured' });
    const get = await t.app.inject({ method: 'GET', url: '/api/messaging/whatsapp/webhook?hub.mode=subscribe' });
    expect(get.statusCode).toBe(403);
  });
});
