import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacHex } from './signatures.ts';

/**
 * A small local stand-in for Razorpay's API, for tests (architecture §5): on 127.0.0.1 and a free port it answers
 * `POST /v1/orders`, `GET /v1/payments/{id}`, `GET /v1/orders/{id}/payments`, `POST /v1/payments/{id}/capture` and
 * `POST /v1/payments/{id}/refund` (idempotent on `X-Refund-Idempotency`) the way Razorpay documents them, with Basic
 * auth and Razorpay's error bodies (`{"error": {"code": "BAD_REQUEST_ERROR", "description", ...}}`). Orders, payments
 * and refunds live in memory. Payments appear only through `addPayment` (the shopper's side of checkout); `oddAnswers`
 * makes the next requests fail as a real service sometimes does. Every request is recorded.
 */
export const STAND_IN_KEY_ID = 'rzp_test_StandIn0000001';
export const STAND_IN_KEY_SECRET = 'stand-in-key-secret-0001';
export const STAND_IN_WEBHOOK_SECRET = 'stand-in-webhook-secret';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

/** How a request can go wrong instead of being answered: a 500, a 429, no answer at all, or a 200 with broken JSON. */
export type OddAnswer = 'server-error' | 'rate-limited' | 'hang' | 'malformed';

export type OrderStatus = 'created' | 'attempted' | 'paid';
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RazorpayOrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: PaymentStatus;
  order_id: string | null;
  invoice_id: null;
  international: boolean;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export interface RazorpayRefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: 'normal';
  speed_requested: 'normal';
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-looking ids: a prefix and 14 letters or digits ("pay_29QQoUBi66xm2f"). */
function newId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => BASE62[b % BASE62.length]).join('')}`;
}

const errorBody = (description: string, field: string | null = null, code = 'BAD_REQUEST_ERROR') => ({
  error: {
    code,
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    field,
    metadata: {},
  },
});
const NA_ERROR = (code: string, description: string) => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

class BadRequest extends Error {
  readonly field: string | null;
  constructor(description: string, field: string | null = null) {
    super(description);
    this.field = field;
  }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface StandInOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
}

export async function startRazorpayStandIn(options: StandInOptions = {}) {
  const keyId = options.keyId ?? STAND_IN_KEY_ID;
  const keySecret = options.keySecret ?? STAND_IN_KEY_SECRET;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const requests: RecordedRequest[] = [];
  const orders = new Map<string, RazorpayOrderEntity>();
  const payments = new Map<string, RazorpayPaymentEntity>();
  const refunds = new Map<string, RazorpayRefundEntity>();
  /** X-Refund-Idempotency → the request body it came with and the refund it made. */
  const refundsByKey = new Map<string, { payload: string; refundId: string }>();
  /** How the next requests go wrong, in order; each is used once. */
  const oddAnswers: OddAnswer[] = [];
  let refundStatus: RefundStatus = 'processed';

  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(json));
  };

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      return text;
    }
  }

  function checkedNotes(notes: unknown): Record<string, string> | [] {
    if (notes === undefined || notes === null) return [];
    if (typeof notes !== 'object' || Array.isArray(notes)) throw new BadRequest('The notes must be an object', 'notes');
    const entries = Object.entries(notes);
    if (entries.length > 15) throw new BadRequest('Number of notes should be less than or equal to 15', 'notes');
    for (const [, value] of entries) {
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw new BadRequest('The notes values must be strings', 'notes');
      }
      if (String(value).length > 256)
        throw new BadRequest('Notes value may not be greater than 256 characters', 'notes');
    }
    return entries.length ? Object.fromEntries(entries.map(([k, v]) => [k, String(v)])) : [];
  }

  function checkedAmount(amount: unknown): number {
    if (amount === undefined) throw new BadRequest('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw new BadRequest('The amount must be an integer.', 'amount');
    }
    if (amount < 100) throw new BadRequest('The amount must be at least INR 1.00', 'amount');
    return amount;
  }

  function createOrder(body: unknown): RazorpayOrderEntity {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const amount = checkedAmount(input.amount);
    if (input.currency === undefined) throw new BadRequest('The currency field is required.', 'currency');
    if (input.currency !== 'INR') throw new BadRequest('Currency is not supported', 'currency');
    const receipt = input.receipt;
    if (receipt !== undefined && receipt !== null) {
      if (typeof receipt !== 'string') throw new BadRequest('The receipt must be a string.', 'receipt');
      if (receipt.length > 40) throw new BadRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const order: RazorpayOrderEntity = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: checkedNotes(input.notes),
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return order;
  }

  /** A captured payment counts towards its order: the order becomes paid once the whole amount is in. */
  function settleOrder(payment: RazorpayPaymentEntity) {
    const order = payment.order_id ? orders.get(payment.order_id) : undefined;
    if (!order || payment.status !== 'captured') return;
    order.amount_paid = Math.min(order.amount, order.amount_paid + payment.amount);
    order.amount_due = order.amount - order.amount_paid;
    if (order.amount_due === 0) order.status = 'paid';
  }

  function capture(paymentId: string, body: unknown): RazorpayPaymentEntity {
    const payment = payments.get(paymentId);
    if (!payment) throw new BadRequest('The id provided does not exist', 'id');
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const amount = checkedAmount(input.amount);
    if (input.currency === undefined) throw new BadRequest('The currency field is required.', 'currency');
    if (payment.status === 'captured' || payment.status === 'refunded') {
      throw new BadRequest('This payment has already been captured');
    }
    if (payment.status !== 'authorized') {
      throw new BadRequest('Only payments which have been authorized and not yet captured can be captured');
    }
    if (input.currency !== payment.currency) {
      throw new BadRequest('Currency should be same as that of the payment', 'currency');
    }
    if (amount !== payment.amount) {
      throw new BadRequest('Capture amount must be equal to the amount authorized', 'amount');
    }
    payment.status = 'captured';
    payment.captured = true;
    payment.fee = Math.round(payment.amount * 0.02);
    payment.tax = Math.round(payment.fee * 0.18);
    settleOrder(payment);
    return payment;
  }

  function refund(paymentId: string, body: unknown, idempotencyKey: string | undefined): RazorpayRefundEntity {
    const payment = payments.get(paymentId);
    if (!payment) throw new BadRequest('The id provided does not exist', 'id');
    const payload = JSON.stringify(body ?? {});
    if (idempotencyKey !== undefined) {
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw new BadRequest(
          'The idempotency key must be at least 10 characters of letters, numbers, hyphens and underscores',
        );
      }
      const earlier = refundsByKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.payload !== payload) {
          throw new BadRequest('Different request with the same idempotency key has already been processed.');
        }
        const same = refunds.get(earlier.refundId);
        if (same) return same;
      }
    }
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (payment.status !== 'captured') {
      throw new BadRequest(
        payment.status === 'refunded'
          ? 'The payment has been fully refunded already'
          : 'Refund can only be initiated for a captured payment',
      );
    }
    const refundable = payment.amount - payment.amount_refunded;
    const amount = input.amount === undefined ? refundable : checkedAmount(input.amount);
    if (amount > refundable) {
      throw new BadRequest('The refund amount provided is greater than amount captured', 'amount');
    }
    if (input.speed !== undefined && input.speed !== 'normal' && input.speed !== 'optimum') {
      throw new BadRequest('The selected speed is invalid.', 'speed');
    }
    const receipt = typeof input.receipt === 'string' ? input.receipt : null;
    if (receipt !== null && receipt.length > 40) {
      throw new BadRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    const created: RazorpayRefundEntity = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: checkedNotes(input.notes),
      receipt,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: refundStatus,
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    refunds.set(created.id, created);
    if (idempotencyKey !== undefined) refundsByKey.set(idempotencyKey, { payload, refundId: created.id });
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return created;
  }

  function route(method: string, path: string, body: unknown, idempotencyKey: string | undefined): unknown {
    if (method === 'POST' && path === '/v1/orders') return createOrder(body);
    const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && orderPayments) {
      const orderId = decodeURIComponent(orderPayments[1] ?? '');
      if (!orders.has(orderId)) throw new BadRequest('The id provided does not exist', 'id');
      const items = [...payments.values()].filter((p) => p.order_id === orderId).reverse();
      return { entity: 'collection', count: items.length, items };
    }
    const order = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && order) {
      const found = orders.get(decodeURIComponent(order[1] ?? ''));
      if (!found) throw new BadRequest('The id provided does not exist', 'id');
      return found;
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(path);
    if (payment) {
      const paymentId = decodeURIComponent(payment[1] ?? '');
      if (method === 'GET' && !payment[2]) {
        const found = payments.get(paymentId);
        if (!found) throw new BadRequest('The id provided does not exist', 'id');
        return found;
      }
      if (method === 'POST' && payment[2] === '/capture') return capture(paymentId, body);
      if (method === 'POST' && payment[2] === '/refund') return refund(paymentId, body, idempotencyKey);
    }
    return undefined;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);
    const idempotencyHeader = req.headers['x-refund-idempotency'];
    const idempotencyKey = Array.isArray(idempotencyHeader) ? idempotencyHeader[0] : idempotencyHeader;
    const method = req.method ?? '';
    requests.push({ method, path: url.pathname, authorization: req.headers.authorization, idempotencyKey, body });

    const odd = oddAnswers.shift();
    if (odd === 'hang') return; // never answers; closed by close()
    if (odd === 'server-error') {
      return send(
        res,
        500,
        NA_ERROR('SERVER_ERROR', 'The server encountered an error. The incident has been reported to admins.'),
      );
    }
    if (odd === 'rate-limited') return send(res, 429, NA_ERROR('BAD_REQUEST_ERROR', 'Too many requests'));
    if (odd === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
      return res.end('{"id":"order_Trunc","entity":"ord');
    }

    if (req.headers.authorization !== expectedAuthorization) {
      return send(res, 401, NA_ERROR('BAD_REQUEST_ERROR', 'Authentication failed'));
    }
    try {
      const answer = route(method, url.pathname, body, idempotencyKey);
      if (answer === undefined) {
        return send(res, 404, NA_ERROR('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'));
      }
      return send(res, 200, answer);
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, errorBody(error.message, error.field));
      return send(res, 500, NA_ERROR('SERVER_ERROR', 'The server encountered an error.'));
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The API base, as the adapter's `baseUrl`: `http://127.0.0.1:<port>/v1`. */
    url: `http://127.0.0.1:${port}/v1`,
    keyId,
    keySecret,
    webhookSecret,
    requests,
    orders,
    payments,
    refunds,
    oddAnswers,
    /** The shopper paid (or tried to) on this order: a payment as Razorpay would record it, in the order's currency. */
    addPayment(
      orderId: string,
      payment: { status: PaymentStatus; amount?: number; errorDescription?: string; method?: string },
    ): RazorpayPaymentEntity {
      const order = orders.get(orderId);
      if (!order) throw new Error(`The stand-in has no order ${orderId}`);
      const failed = payment.status === 'failed';
      const captured = payment.status === 'captured' || payment.status === 'refunded';
      const amount = payment.amount ?? order.amount;
      const entity: RazorpayPaymentEntity = {
        id: newId('pay'),
        entity: 'payment',
        amount,
        currency: order.currency,
        status: payment.status,
        order_id: order.id,
        invoice_id: null,
        international: false,
        method: payment.method ?? 'upi',
        amount_refunded: payment.status === 'refunded' ? amount : 0,
        refund_status: payment.status === 'refunded' ? 'full' : null,
        captured,
        description: null,
        email: 'shopper@example.com',
        contact: '+919000090000',
        notes: [],
        fee: captured ? Math.round(amount * 0.02) : null,
        tax: captured ? Math.round(amount * 0.02 * 0.18) : null,
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? (payment.errorDescription ?? 'Payment failed') : null,
        error_source: failed ? 'customer' : null,
        error_step: failed ? 'payment_authorization' : null,
        error_reason: failed ? 'payment_failed' : null,
        created_at: nowSeconds(),
      };
      payments.set(entity.id, entity);
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      settleOrder(entity);
      return entity;
    },
    /** A payment moves on by itself (a late UPI authorisation, a capture from the dashboard). */
    setPaymentStatus(paymentId: string, status: PaymentStatus) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`The stand-in has no payment ${paymentId}`);
      const wasCaptured = payment.captured;
      payment.status = status;
      payment.captured = status === 'captured' || status === 'refunded';
      if (status !== 'failed') {
        payment.error_code = payment.error_description = payment.error_source = null;
        payment.error_step = payment.error_reason = null;
      }
      if (!wasCaptured) settleOrder(payment);
    },
    /** The status new refunds get (Razorpay answers `processed` or, for slower banks, `pending`). */
    setRefundStatus(status: RefundStatus) {
      refundStatus = status;
    },
    /** What checkout hands the browser's handler as razorpay_signature for this payment. */
    signPayment(orderId: string, paymentId: string) {
      return hmacHex(keySecret, `${orderId}|${paymentId}`);
    },
    /** X-Razorpay-Signature for a webhook with this raw body. */
    signWebhook(rawBody: string) {
      return hmacHex(webhookSecret, rawBody);
    },
    reset() {
      requests.length = 0;
      oddAnswers.length = 0;
      orders.clear();
      payments.clear();
      refunds.clear();
      refundsByKey.clear();
      refundStatus = 'processed';
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
