import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider.ts';
import { createRazorpayProvider, refundIdempotencyKey, type RazorpayOptions } from './razorpay.ts';
import {
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
  startRazorpayStandIn,
  type RazorpayStandIn,
} from './razorpay-stand-in.ts';
import { hmacHex } from './signatures.ts';

let standIn: RazorpayStandIn;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

const provider = (options: Partial<RazorpayOptions> = {}) =>
  createRazorpayProvider({
    keyId: STAND_IN_KEY_ID,
    keySecret: STAND_IN_KEY_SECRET,
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    baseUrl: standIn.url,
    timeoutMs: 2000,
    ...options,
  });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/** A provider order for ₹2,499 with one payment in the given state. */
async function orderWithPayment(status: 'authorized' | 'captured' | 'failed', errorDescription?: string) {
  const razorpay = provider();
  const order = await razorpay.createOrder({ amountPaise: 249_900, receipt: 'KALA-100001', notes: {} });
  const payment = standIn.addPayment(order.id, { status, ...(errorDescription ? { errorDescription } : {}) });
  return { razorpay, order, payment };
}

describe('Razorpay orders', () => {
  it('creates an order with Basic auth, amount in paise, INR, the receipt and notes, and maps the answer', async () => {
    const razorpay = provider();
    expect(razorpay.name).toBe('razorpay');
    expect(razorpay.keyId).toBe(STAND_IN_KEY_ID);

    const order = await razorpay.createOrder({
      amountPaise: 249_900,
      receipt: 'KALA-100001',
      notes: { orderId: '42', shopper: 'asha@example.com' },
    });

    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      amountPaise: 249_900,
      currency: 'INR',
      receipt: 'KALA-100001',
      status: 'created',
    });
    const [call] = standIn.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(call?.authorization).toBe(
      `Basic ${Buffer.from(`${STAND_IN_KEY_ID}:${STAND_IN_KEY_SECRET}`).toString('base64')}`,
    );
    expect(call?.body).toEqual({
      amount: 249_900,
      currency: 'INR',
      receipt: 'KALA-100001',
      notes: { orderId: '42', shopper: 'asha@example.com' },
    });
    expect(standIn.orders.get(order.id)?.notes).toEqual({ orderId: '42', shopper: 'asha@example.com' });
  });

  it('refuses less than 100 paise, fractions of a paisa, long receipts and too many notes before asking', async () => {
    const razorpay = provider();
    const ask = (input: Partial<Parameters<typeof razorpay.createOrder>[0]>) =>
      failure(razorpay.createOrder({ amountPaise: 249_900, receipt: 'KALA-100001', notes: {}, ...input }));

    expect((await ask({ amountPaise: 99 })).message).toMatch(/at least 100 \(₹1\.00\); got 99/);
    expect((await ask({ amountPaise: 0 })).message).toMatch(/at least 100/);
    expect((await ask({ amountPaise: 100.5 })).message).toMatch(/whole number of paise/);
    expect((await ask({ receipt: 'K'.repeat(41) })).message).toMatch(/longer than 40 characters/);
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`note${i}`, 'x']));
    expect((await ask({ notes })).message).toMatch(/at most 15 notes.*got 16/);
    expect(standIn.requests).toHaveLength(0);

    // The limits themselves pass: exactly ₹1.00, a 40-character receipt, 15 notes.
    const fifteen = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`note${i}`, 'x']));
    const order = await razorpay.createOrder({ amountPaise: 100, receipt: 'K'.repeat(40), notes: fifteen });
    expect(order.amountPaise).toBe(100);
  });

  it('reports a server error on creating an order with Razorpay’s description and the status', async () => {
    standIn.oddAnswers.push('server-error');
    const error = await failure(provider().createOrder({ amountPaise: 150, receipt: 'KALA-2', notes: {} }));
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'Razorpay create order: server error (500): The server encountered an error. The incident has been reported to admins.',
    );
  });

  it('cuts note values to 256 characters', async () => {
    await provider().createOrder({ amountPaise: 1000, receipt: 'KALA-3', notes: { long: 'a'.repeat(300) } });
    expect((standIn.requests[0]?.body as { notes: { long: string } }).notes.long).toHaveLength(256);
  });
});

describe('Razorpay payments', () => {
  it('fetches a captured payment', async () => {
    const { razorpay, order, payment } = await orderWithPayment('captured');
    expect(await razorpay.fetchPayment(payment.id)).toEqual({
      id: payment.id,
      orderId: order.id,
      amountPaise: 249_900,
      currency: 'INR',
      status: 'captured',
      errorDescription: undefined,
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payments/${payment.id}` });
  });

  it("fetches a failed payment with Razorpay's description of why", async () => {
    const { razorpay, payment } = await orderWithPayment('failed', 'Payment was cancelled by the bank');
    expect(await razorpay.fetchPayment(payment.id)).toMatchObject({
      status: 'failed',
      errorDescription: 'Payment was cancelled by the bank',
    });
  });

  it('answers undefined for a payment Razorpay does not know, or an id that cannot be one', async () => {
    const razorpay = provider();
    expect(await razorpay.fetchPayment('pay_Unknown0000000')).toBeUndefined();
    expect(standIn.requests).toHaveLength(1);
    expect(await razorpay.fetchPayment('')).toBeUndefined();
    expect(await razorpay.fetchPayment('../orders')).toBeUndefined();
    expect(standIn.requests).toHaveLength(1);
  });

  it('lists every attempt on an order', async () => {
    const { razorpay, order, payment: failed } = await orderWithPayment('failed', 'UPI request expired');
    const later = standIn.addPayment(order.id, { status: 'authorized' });

    const payments = await razorpay.paymentsOfOrder(order.id);
    expect(payments.map((p) => [p.id, p.status]).sort()).toEqual(
      [
        [failed.id, 'failed'],
        [later.id, 'authorized'],
      ].sort(),
    );
    expect(payments.every((p) => p.orderId === order.id && p.amountPaise === 249_900)).toBe(true);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/orders/${order.id}/payments` });
    expect(
      await razorpay.paymentsOfOrder((await razorpay.createOrder({ amountPaise: 500, receipt: 'K-2', notes: {} })).id),
    ).toEqual([]);
  });

  it('treats an order Razorpay does not know as an error, not as "nobody paid"', async () => {
    const error = await failure(provider().paymentsOfOrder('order_Unknown000000'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Razorpay payments of order: answered 400: The id provided does not exist');
  });

  it('captures an authorized payment for its amount', async () => {
    const { razorpay, order, payment } = await orderWithPayment('authorized');
    const captured = await razorpay.capture(payment.id, 249_900);
    expect(captured).toMatchObject({ id: payment.id, orderId: order.id, status: 'captured', amountPaise: 249_900 });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/capture`,
      body: { amount: 249_900, currency: 'INR' },
    });
    expect(standIn.orders.get(order.id)?.status).toBe('paid');
  });

  it('refuses to capture another amount, with Razorpay’s reason', async () => {
    const { razorpay, payment } = await orderWithPayment('authorized');
    const error = await failure(razorpay.capture(payment.id, 100_000));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/Capture amount must be equal to the amount authorized/);
    expect(standIn.payments.get(payment.id)?.status).toBe('authorized');
  });

  it('answers a repeated capture with the captured payment, but not a failed payment', async () => {
    const { razorpay, payment } = await orderWithPayment('authorized');
    await razorpay.capture(payment.id, 249_900);
    expect(await razorpay.capture(payment.id, 249_900)).toMatchObject({ id: payment.id, status: 'captured' });

    const { payment: failed } = await orderWithPayment('failed');
    expect((await failure(razorpay.capture(failed.id, 249_900))).message).toMatch(/Only payments which have been/);
  });
});

describe('Razorpay refunds', () => {
  it('refunds at normal speed with the idempotency key; the same key twice makes one refund', async () => {
    const { razorpay, payment } = await orderWithPayment('captured');
    const input = {
      paymentId: payment.id,
      amountPaise: 249_900,
      idempotencyKey: 'refund-KALA-100001-1',
      notes: { reason: 'cancelled by the shopper' },
    };

    const first = await razorpay.refund(input);
    const second = await razorpay.refund(input);

    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId: payment.id,
      amountPaise: 249_900,
      status: 'processed',
    });
    expect(second).toEqual(first);
    expect(standIn.refunds.size).toBe(1);
    const calls = standIn.requests.filter((r) => r.path.endsWith('/refund'));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      idempotencyKey: 'refund-KALA-100001-1',
      body: { amount: 249_900, speed: 'normal', notes: { reason: 'cancelled by the shopper' } },
    });
    expect(standIn.payments.get(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 249_900 });
  });

  it('sends a key outside Razorpay’s alphabet as a stable digest, so it stays idempotent', async () => {
    const { razorpay, payment } = await orderWithPayment('captured');
    const input = { paymentId: payment.id, amountPaise: 50_000, idempotencyKey: 'order:42/refund' };
    const first = await razorpay.refund(input);
    expect(await razorpay.refund(input)).toEqual(first);
    const sent = standIn.requests.filter((r) => r.path.endsWith('/refund')).map((r) => r.idempotencyKey);
    expect(sent).toEqual([refundIdempotencyKey('order:42/refund'), refundIdempotencyKey('order:42/refund')]);
    expect(sent[0]).toMatch(/^kala_[0-9a-f]{40}$/);
    expect(refundIdempotencyKey('short')).not.toBe('short');
  });

  it('reports a pending refund, and refuses one over the captured amount', async () => {
    standIn.setRefundStatus('pending');
    const { razorpay, payment } = await orderWithPayment('captured');
    const refund = await razorpay.refund({
      paymentId: payment.id,
      amountPaise: 1_000,
      idempotencyKey: 'refund-key-01',
    });
    expect(refund.status).toBe('pending');
    const error = await failure(
      razorpay.refund({ paymentId: payment.id, amountPaise: 249_900, idempotencyKey: 'refund-key-02' }),
    );
    expect(error.message).toMatch(/greater than amount captured/);
  });
});

describe('Razorpay partial refunds (decision 024)', () => {
  it('sends each part with its own amount and key: partial, then full, and nothing past the payment', async () => {
    const { razorpay, payment } = await orderWithPayment('captured');
    const first = await razorpay.refund({
      paymentId: payment.id,
      amountPaise: 118_000,
      idempotencyKey: 'refund-part-1',
    });
    expect(first).toMatchObject({ paymentId: payment.id, amountPaise: 118_000, status: 'processed' });
    const sent = standIn.requests.filter((r) => r.path.endsWith('/refund'));
    expect(sent[0]?.body).toMatchObject({ amount: 118_000 });
    expect(standIn.payments.get(payment.id)).toMatchObject({
      status: 'captured',
      amount_refunded: 118_000,
      refund_status: 'partial',
    });

    const over = await failure(
      razorpay.refund({ paymentId: payment.id, amountPaise: 131_901, idempotencyKey: 'refund-part-2' }),
    );
    expect(over.message).toMatch(/greater than amount captured/);
    await razorpay.refund({ paymentId: payment.id, amountPaise: 131_900, idempotencyKey: 'refund-part-3' });
    expect(standIn.payments.get(payment.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 249_900,
      refund_status: 'full',
    });
  });
});

describe('Razorpay failures', () => {
  it('reports refused credentials without ever showing the secret', async () => {
    const secret = 'wrong-secret-that-must-not-leak';
    const error = await failure(
      provider({ keySecret: secret }).createOrder({ amountPaise: 500, receipt: 'K', notes: {} }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toBe('Razorpay create order: authentication failed (401): Authentication failed');
    expect(error.message).not.toContain(secret);
    expect(error.stack ?? '').not.toContain(secret);
    expect(JSON.stringify(error)).not.toContain(secret);
  });

  it('asks again after a 500 or a 429 on a read, and reports the status when every try fails', async () => {
    const razorpay = provider();
    const { payment } = await orderWithPayment('captured');
    standIn.oddAnswers.push('server-error', 'rate-limited');
    expect((await razorpay.fetchPayment(payment.id))?.status).toBe('captured');
    expect(standIn.requests.filter((r) => r.path === `/v1/payments/${payment.id}`)).toHaveLength(3);

    standIn.oddAnswers.push('server-error', 'server-error', 'server-error');
    const serverError = await failure(razorpay.fetchPayment('pay_Whatever000000'));
    expect(serverError.status).toBe(500);
    expect(serverError.message).toMatch(/^Razorpay fetch payment: server error \(500\)/);
    standIn.oddAnswers.push('rate-limited', 'rate-limited', 'rate-limited');
    const limited = await failure(razorpay.fetchPayment('pay_Whatever000000'));
    expect(limited.status).toBe(429);
    expect(limited.message).toBe('Razorpay fetch payment: rate limited (429): Too many requests');
  });

  it('never sends an order creation twice: a 500 is reported at once (nothing made twice)', async () => {
    standIn.oddAnswers.push('server-error');
    await failure(provider().createOrder({ amountPaise: 700, receipt: 'KALA-ONCE', notes: {} }));
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders')).toHaveLength(1);
    expect(standIn.orders.size).toBe(0);
  });

  it('retries a refund after a 500 under the same idempotency key, and a capture after a 500: money moves once', async () => {
    const razorpay = provider();
    const { payment } = await orderWithPayment('authorized');
    standIn.oddAnswers.push('server-error');
    expect((await razorpay.capture(payment.id, payment.amount)).status).toBe('captured');

    standIn.oddAnswers.push('server-error', 'rate-limited');
    const refund = await razorpay.refund({
      paymentId: payment.id,
      amountPaise: payment.amount,
      idempotencyKey: 'refund-0001',
    });
    const refundCalls = standIn.requests.filter((r) => r.path === `/v1/payments/${payment.id}/refund`);
    expect(refundCalls.map((r) => r.idempotencyKey)).toEqual(['refund-0001', 'refund-0001', 'refund-0001']);
    expect(standIn.refunds.size).toBe(1);
    expect([...standIn.refunds.values()][0]).toMatchObject({ id: refund.id, amount: payment.amount });
  });

  it('gives up when Razorpay does not answer in time', async () => {
    standIn.oddAnswers.push('hang');
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 200 }).paymentsOfOrder('order_Whatever00000'));
    expect(error.message).toBe('Razorpay payments of order: no answer within 200 ms');
    expect(error.status).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a body that is not JSON, or JSON of another shape', async () => {
    standIn.oddAnswers.push('malformed');
    const razorpay = provider();
    const malformed = await failure(razorpay.createOrder({ amountPaise: 500, receipt: 'K', notes: {} }));
    expect(malformed.message).toBe('Razorpay create order: answered 200 with a body that is not JSON');
    expect(malformed.status).toBe(200);

    const odd = createRazorpayProvider({
      keyId: STAND_IN_KEY_ID,
      keySecret: STAND_IN_KEY_SECRET,
      baseUrl: 'https://razorpay.invalid/v1',
      fetch: async () => Response.json({ id: 'pay_1', status: 'pending-ish', amount: 1, currency: 'INR' }),
    });
    expect((await failure(odd.fetchPayment('pay_1'))).message).toBe(
      'Razorpay fetch payment: answered 200 with a body it does not document',
    );

    const gateway = createRazorpayProvider({
      keyId: STAND_IN_KEY_ID,
      keySecret: STAND_IN_KEY_SECRET,
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });
    const badGateway = await failure(gateway.fetchPayment('pay_1'));
    expect(badGateway.message).toBe('Razorpay fetch payment: server error (502)');
    expect(badGateway.status).toBe(502);
  });

  it('reports a service it cannot reach', async () => {
    const closed = await startRazorpayStandIn();
    await closed.close();
    const error = await failure(provider({ baseUrl: closed.url }).fetchPayment('pay_Whatever000000'));
    expect(error.message).toMatch(/^Razorpay fetch payment: could not be reached: fetch failed \(ECONNREFUSED\)/);
  });

  it('refuses ids that cannot be Razorpay ids before asking', async () => {
    const razorpay = provider();
    expect((await failure(razorpay.capture('pay_1/../../orders', 500))).message).toMatch(/is not a Razorpay id/);
    expect((await failure(razorpay.paymentsOfOrder(''))).message).toMatch(/is not a Razorpay id/);
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('Razorpay signatures', () => {
  const orderId = 'order_DBJOWzybf0sJbb';
  const paymentId = 'pay_DGXgA5y6UqgsWT';

  it('accepts the checkout signature made with the key secret', () => {
    const razorpay = provider();
    const signature = hmacHex(STAND_IN_KEY_SECRET, `${orderId}|${paymentId}`);
    expect(standIn.signPayment(orderId, paymentId)).toBe(signature);
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, signature)).toBe(true);
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, signature.toUpperCase())).toBe(true);
  });

  it('refuses a tampered, short, non-hex or other-order signature', () => {
    const razorpay = provider();
    const signature = hmacHex(STAND_IN_KEY_SECRET, `${orderId}|${paymentId}`);
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, tampered)).toBe(false);
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, signature.slice(0, 62))).toBe(false);
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, `${signature}00`)).toBe(false);
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, `z${signature.slice(1)}`)).toBe(false);
    expect(razorpay.verifyPaymentSignature(orderId, paymentId, '')).toBe(false);
    expect(razorpay.verifyPaymentSignature('order_SomeOtherOrder', paymentId, signature)).toBe(false);
    expect(
      razorpay.verifyPaymentSignature(orderId, paymentId, hmacHex('another-secret', `${orderId}|${paymentId}`)),
    ).toBe(false);
  });

  it('accepts a webhook signed over its raw body and refuses a body changed by one byte', () => {
    const razorpay = provider();
    const rawBody =
      '{"entity":"event","event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","amount":249900}}}}';
    const signature = standIn.signWebhook(rawBody);
    expect(signature).toBe(hmacHex(STAND_IN_WEBHOOK_SECRET, rawBody));
    expect(razorpay.verifyWebhookSignature(rawBody, signature)).toBe(true);
    expect(razorpay.verifyWebhookSignature(rawBody.replace('249900', '249901'), signature)).toBe(false);
    expect(razorpay.verifyWebhookSignature(`${rawBody} `, signature)).toBe(false);
    // Signed with the key secret instead of the webhook secret: refused.
    expect(razorpay.verifyWebhookSignature(rawBody, hmacHex(STAND_IN_KEY_SECRET, rawBody))).toBe(false);
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const razorpay = provider({ webhookSecret: undefined });
    const rawBody = '{"event":"payment.captured"}';
    expect(razorpay.verifyWebhookSignature(rawBody, hmacHex(STAND_IN_WEBHOOK_SECRET, rawBody))).toBe(false);
    expect(razorpay.verifyWebhookSignature(rawBody, hmacHex('', rawBody))).toBe(false);
  });
});
