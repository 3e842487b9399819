import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.ts';
import { retryableStatus, retryAfterMs, withRetries } from '../retry.ts';
import { hmacMatches } from './signatures.ts';

/**
 * Razorpay's Orders, Payments and Refunds API (architecture §5, `/work/shared/design/providers.md`), over its
 * documented HTTP interface: Basic auth with `key_id:key_secret` on `https://api.razorpay.com/v1`, JSON both ways,
 * amounts in integer paise, errors as `{"error": {"code", "description", ...}}`.
 *
 * - Every request has a timeout. Reads, captures and refunds (safe to repeat) are tried again with backoff after a
 *   5xx, a 429 or a refused connection (providers/retry.ts); creating an order is not (a second try could make a
 *   second Razorpay order), the shopper's retry with the same Idempotency-Key makes it then.
 * - A timeout, a network failure, a 4xx or 5xx, or a body that is not the documented shape is a PaymentProviderError
 *   (with the HTTP status when there was one) whose message names the call and gives Razorpay's own description. The
 *   key secret never appears in a message.
 * - Input Razorpay would refuse (an amount under ₹1.00 or in fractions of a paisa, a receipt over 40 characters, more
 *   than 15 notes) is refused here before any request, with a message saying why.
 * - "The id provided does not exist" on a payment fetch is `undefined`, not an error. For an order's payments it is an
 *   error: an order we created that Razorpay does not know means the wrong account (test keys against live orders),
 *   not "nobody paid", and must not let a job cancel an order that may have been paid.
 * - capture() is safe to retry: when Razorpay says the payment is already captured (an earlier capture whose answer was
 *   lost), the payment is fetched and returned if it was captured for the same amount.
 */
export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** Without it every webhook signature is refused. */
  webhookSecret?: string | undefined;
  /** Default https://api.razorpay.com/v1; tests point it at a stand-in. */
  baseUrl?: string;
  /** Per HTTP request; default 10 s. */
  timeoutMs?: number;
  /** Default the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export const RAZORPAY_BASE_URL = 'https://api.razorpay.com/v1';
/** Razorpay's smallest order and refund: ₹1.00. */
export const RAZORPAY_MIN_AMOUNT_PAISE = 100;
const MAX_RECEIPT_LENGTH = 40;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
/** Razorpay's rule for X-Refund-Idempotency: at least 10 characters of letters, digits, hyphens and underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
/** Razorpay ids are a prefix and letters/digits ("pay_29QQoUBi66xm2f"); anything else cannot exist there. */
const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

const errorBodySchema = z.object({
  error: z.object({
    code: z.string().nullish(),
    description: z.string().nullish(),
    field: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});

const paise = z.number().int().nonnegative();

const orderSchema = z.object({
  id: z.string().min(1),
  amount: paise,
  currency: z.string().min(1),
  receipt: z.string().nullish(),
  status: z.enum(['created', 'attempted', 'paid']),
});

const paymentSchema = z.object({
  id: z.string().min(1),
  /** Null for payments not made through an order (never ours). */
  order_id: z.string().nullish(),
  amount: paise,
  currency: z.string().min(1),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
});

const collectionSchema = z.object({ items: z.array(z.unknown()) });

const refundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: paise,
  status: z.enum(['pending', 'processed', 'failed']),
});

type Answer = { status: number; body: unknown; retryAfter: string | null };

export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const { keyId, keySecret, webhookSecret } = options;
  if (!keyId || !keySecret) throw new Error('Razorpay needs a key id and a key secret');
  const baseUrl = (options.baseUrl ?? RAZORPAY_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchFn = options.fetch ?? globalThis.fetch;
  const basicToken = Buffer.from(`${keyId}:${keySecret}`).toString('base64');
  const secrets = [keySecret, basicToken, webhookSecret].filter((s): s is string => Boolean(s));

  /** A PaymentProviderError whose message cannot carry a secret, whatever an answer echoed back. */
  function providerError(message: string, status?: number): PaymentProviderError {
    let safe = message;
    for (const secret of secrets) safe = safe.replaceAll(secret, '[redacted]');
    return new PaymentProviderError(safe, status);
  }

  /**
   * One call: an HTTP exchange, tried again with backoff when `init.retry` says the call is safe to repeat and the
   * answer was a 5xx or 429 or the request could not be sent (providers/retry.ts). Network failures, timeouts and 2xx
   * bodies that are not JSON become PaymentProviderError.
   */
  async function send(what: string, method: 'GET' | 'POST', path: string, init: SendInit = {}): Promise<Answer> {
    const once = () => exchange(what, method, path, init);
    const result = init.retry
      ? await withRetries(once, (outcome) => {
          if (!('value' in outcome)) return { retry: false };
          const tried = outcome.value;
          if ('failure' in tried) return { retry: tried.unreached };
          return retryableStatus(tried.answer.status)
            ? { retry: true, retryAfterMs: retryAfterMs(tried.answer.retryAfter) }
            : { retry: false };
        })
      : await once();
    if ('failure' in result) throw result.failure;
    return result.answer;
  }

  /** One HTTP exchange, its failure answered rather than thrown (so `send` can judge it). */
  async function exchange(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    init: SendInit,
  ): Promise<{ answer: Answer } | { failure: PaymentProviderError; unreached: boolean }> {
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Basic ${basicToken}`,
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        failure: providerError(
          timedOut
            ? `Razorpay ${what}: no answer within ${timeoutMs} ms`
            : `Razorpay ${what}: could not be reached: ${networkReason(error)}`,
        ),
        unreached: !timedOut,
      };
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
      if (response.ok) {
        return {
          failure: providerError(
            `Razorpay ${what}: answered ${response.status} with a body that is not JSON`,
            response.status,
          ),
          unreached: false,
        };
      }
    }
    return { answer: { status: response.status, body, retryAfter: response.headers.get('retry-after') } };
  }

  /** The error for a non-2xx answer, with Razorpay's description when its error body has one. */
  function failure(what: string, { status, body }: Answer): PaymentProviderError {
    const description = errorBodySchema.safeParse(body).data?.error.description;
    const reason =
      status === 401
        ? 'authentication failed (401)'
        : status === 429
          ? 'rate limited (429)'
          : status >= 500
            ? `server error (${status})`
            : `answered ${status}`;
    return providerError(`Razorpay ${what}: ${reason}${description ? `: ${description}` : ''}`, status);
  }

  /** The documented 2xx body, or a PaymentProviderError. */
  function documented<T>(what: string, answer: Answer, schema: z.ZodType<T>): T {
    if (answer.status < 200 || answer.status >= 300) throw failure(what, answer);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      throw providerError(
        `Razorpay ${what}: answered ${answer.status} with a body it does not document`,
        answer.status,
      );
    }
    return parsed.data;
  }

  /** Razorpay's answer for an id it has never issued: HTTP 400 (or 404) "The id provided does not exist". */
  function isUnknownId({ status, body }: Answer): boolean {
    if (status !== 400 && status !== 404) return false;
    const description = errorBodySchema.safeParse(body).data?.error.description;
    return description !== undefined && description !== null && /does not exist/i.test(description);
  }

  function requireId(what: string, id: string): string {
    if (!RAZORPAY_ID.test(id)) throw providerError(`Razorpay ${what}: "${id.slice(0, 64)}" is not a Razorpay id`);
    return encodeURIComponent(id);
  }

  function requireAmount(what: string, amountPaise: number): void {
    if (!Number.isSafeInteger(amountPaise) || amountPaise < RAZORPAY_MIN_AMOUNT_PAISE) {
      throw providerError(
        `Razorpay ${what}: the amount must be a whole number of paise, at least ${RAZORPAY_MIN_AMOUNT_PAISE} (₹1.00); got ${amountPaise}`,
      );
    }
  }

  async function fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    // Payment ids come from the browser: one that cannot be a Razorpay id is unknown there too.
    if (!RAZORPAY_ID.test(paymentId)) return undefined;
    const answer = await send('fetch payment', 'GET', `/payments/${encodeURIComponent(paymentId)}`, { retry: true });
    if (isUnknownId(answer)) return undefined;
    return toPayment(documented('fetch payment', answer, paymentSchema));
  }

  return {
    name: 'razorpay',
    keyId,

    async createOrder({ amountPaise, receipt, notes }): Promise<ProviderOrder> {
      const what = 'create order';
      requireAmount(what, amountPaise);
      if (receipt.length > MAX_RECEIPT_LENGTH) {
        throw providerError(
          `Razorpay ${what}: the receipt "${receipt}" is longer than ${MAX_RECEIPT_LENGTH} characters`,
        );
      }
      const answer = await send(what, 'POST', '/orders', {
        json: {
          amount: amountPaise,
          currency: 'INR',
          ...(receipt ? { receipt } : {}),
          notes: checkedNotes(what, notes),
        },
      });
      return toOrder(documented(what, answer, orderSchema));
    },

    fetchPayment,

    async paymentsOfOrder(providerOrderId): Promise<ProviderPayment[]> {
      const what = 'payments of order';
      const answer = await send(what, 'GET', `/orders/${requireId(what, providerOrderId)}/payments`, { retry: true });
      const { items } = documented(what, answer, collectionSchema);
      return items.map((item) => {
        // One payment we cannot read could be the captured one: refuse the whole answer rather than skip it.
        const parsed = paymentSchema.safeParse(item);
        if (!parsed.success) throw providerError(`Razorpay ${what}: a payment that is not the documented shape`);
        return toPayment(parsed.data);
      });
    },

    async capture(paymentId, amountPaise): Promise<ProviderPayment> {
      const what = 'capture';
      const path = `/payments/${requireId(what, paymentId)}/capture`;
      requireAmount(what, amountPaise);
      // Safe to repeat: a second capture of a captured payment is recognised below.
      const answer = await send(what, 'POST', path, { json: { amount: amountPaise, currency: 'INR' }, retry: true });
      if (answer.status === 400 && /already been captured/i.test(descriptionOf(answer.body))) {
        // An earlier capture went through but its answer was lost: the same capture is done, not a failure.
        const payment = await fetchPayment(paymentId);
        if (payment?.status === 'captured' && payment.amountPaise === amountPaise) return payment;
      }
      return toPayment(documented(what, answer, paymentSchema));
    },

    async refund({ paymentId, amountPaise, idempotencyKey, notes }): Promise<ProviderRefund> {
      const what = 'refund';
      const path = `/payments/${requireId(what, paymentId)}/refund`;
      requireAmount(what, amountPaise);
      if (!idempotencyKey) throw providerError(`Razorpay ${what}: an idempotency key is required`);
      const answer = await send(what, 'POST', path, {
        headers: { 'x-refund-idempotency': refundIdempotencyKey(idempotencyKey) },
        json: { amount: amountPaise, speed: 'normal', notes: checkedNotes(what, notes ?? {}) },
        // Safe to repeat: the same idempotency key never refunds twice.
        retry: true,
      });
      const refund = documented(what, answer, refundSchema);
      return { id: refund.id, paymentId: refund.payment_id, amountPaise: refund.amount, status: refund.status };
    },

    verifyPaymentSignature(providerOrderId, paymentId, signature) {
      if (typeof signature !== 'string' || !providerOrderId || !paymentId) return false;
      return hmacMatches(keySecret, `${providerOrderId}|${paymentId}`, signature);
    },

    verifyWebhookSignature(rawBody, signature) {
      if (!webhookSecret || typeof rawBody !== 'string' || typeof signature !== 'string') return false;
      return hmacMatches(webhookSecret, rawBody, signature);
    },
  };

  /** At most 15 notes, each value cut to Razorpay's 256 characters (notes are for people reading the dashboard). */
  function checkedNotes(what: string, notes: Record<string, string>): Record<string, string> {
    const entries = Object.entries(notes);
    if (entries.length > MAX_NOTES) {
      throw providerError(`Razorpay ${what}: at most ${MAX_NOTES} notes are allowed; got ${entries.length}`);
    }
    return Object.fromEntries(entries.map(([key, value]) => [key, String(value).slice(0, MAX_NOTE_LENGTH)]));
  }
}

interface SendInit {
  json?: unknown;
  headers?: Record<string, string>;
  /** Safe to send twice (a read, or a write Razorpay makes idempotent): a 5xx, a 429 or a refused connection is retried. */
  retry?: boolean;
}

/**
 * Our idempotency key as Razorpay accepts it. A key already in its alphabet (10+ letters, digits, `-`, `_`) is sent
 * as is; any other is replaced by a digest of itself, so the same key still always sends the same header.
 */
export function refundIdempotencyKey(key: string): string {
  return IDEMPOTENCY_KEY.test(key) ? key : `kala_${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

function descriptionOf(body: unknown): string {
  return errorBodySchema.safeParse(body).data?.error.description ?? '';
}

/** fetch() says only "fetch failed"; the reason (ECONNREFUSED, a DNS failure) is in its cause. */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${error.message} (${code})` : `${error.message} (${cause.message})`;
  }
  return error.message;
}

function toOrder(order: z.infer<typeof orderSchema>): ProviderOrder {
  return {
    id: order.id,
    amountPaise: order.amount,
    currency: order.currency,
    receipt: order.receipt ?? '',
    status: order.status,
  };
}

function toPayment(payment: z.infer<typeof paymentSchema>): ProviderPayment {
  return {
    id: payment.id,
    // A payment outside any order has none; '' never equals an order id we stored, so it is never taken for ours.
    orderId: payment.order_id ?? '',
    amountPaise: payment.amount,
    currency: payment.currency,
    status: payment.status,
    errorDescription: payment.error_description ?? undefined,
  };
}
