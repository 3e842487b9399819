import { randomUUID } from 'node:crypto';
import { JAIPUR } from '../../apps/server/src/modules/orders/test-orders.ts';

/**
 * Orders (cash on delivery, or online payment orders) placed through the proxy by several signed-in shoppers at once, each request with a fresh
 * Idempotency-Key, every answer recorded (issue 12 item 2: the load the fault scripts put on the store). A product
 * with a stock count is made for the run, so the audit can compare the stock taken with the pieces ordered.
 */
export interface Shop {
  url: string;
  productId: string;
  sizeId: string;
  /** The stock count the size started the run with. */
  initialStock: number;
  /** A session of the cluster's admin (product edits during a fault). */
  adminToken: string;
  shoppers: { id: string; token: string }[];
}

export interface OrderAttempt {
  key: string;
  shopper: number;
  /** An online payment order (POST /api/payments/create-order) rather than cash on delivery. */
  online: boolean;
  /** When it was sent, in ms since the load started. */
  at: number;
  /** How long until the answer (or until giving up). */
  ms: number;
  /** The HTTP status, or 0 when no answer came (connection cut, or no answer within the request timeout). */
  status: number;
  /** Which instance answered (HAProxy's X-Served-By), when one did. */
  servedBy?: string | undefined;
  orderId?: string | undefined;
  /** The answer replayed an order an earlier request with the same key had placed (COD: `idempotent-replayed`). */
  replayed?: boolean;
  /** The envelope's message of a failure, or the network error. */
  message?: string | undefined;
}

async function api(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const answer = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await answer.json()) as { data?: unknown; token?: string; message?: string };
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${body.message ?? JSON.stringify(body)}`);
  return body;
}

/**
 * Signs the cluster's admin in, makes a product whose one size has `stock` pieces, and signs up `shoppers` shoppers
 * (the cluster must allow that many sign-ups: SIGNUP_RATE_LIMIT).
 */
export async function prepareShop(
  url: string,
  admin: { email: string; password: string },
  options: { shoppers: number; stock: number },
): Promise<Shop> {
  const signedIn = await api(url, '/api/auth/login', { method: 'POST', body: admin });
  const created = await api(url, '/api/products', {
    method: 'POST',
    token: signedIn.token,
    body: {
      name: `Fault Test Diya ${randomUUID().slice(0, 8)}`,
      subtitles: 'Brass, for the fault scripts',
      category: 'indian-art',
      description: 'A brass lamp the fault scripts order under load.',
      productDescription: '<p>Made by hand.</p>',
      thumbnail: '/uploads/products/fault-diya.webp',
      sliderImages: [],
      tags: ['fault'],
      ratings: 4,
      isActive: true,
      sizes: [
        {
          size: '6 inch',
          originalPrice: 900,
          discountedPrice: 800,
          estimatedDelivery: '7-10 working days',
          stock: options.stock,
        },
      ],
    },
  });
  const product = created.data as { _id: string; sizes: { _id: string }[] };
  const shoppers: Shop['shoppers'] = [];
  for (let i = 0; i < options.shoppers; i++) {
    const body = await api(url, '/api/auth/register', {
      method: 'POST',
      body: { name: `Fault Shopper ${i}`, email: `fault-${i}-${randomUUID()}@kala.test`, password: 'Fault-pass-2026' },
    });
    shoppers.push({ id: (body.data as { _id: string })._id, token: body.token! });
  }
  return {
    url,
    productId: product._id,
    sizeId: product.sizes[0]!._id,
    initialStock: options.stock,
    adminToken: signedIn.token!,
    shoppers,
  };
}

/**
 * One order of one piece with `key`, cash on delivery or (`online`) an online payment order whose Razorpay order is
 * made at once (the shopper would pay next); answers what happened, never throws.
 */
export async function placeOrder(
  shop: Shop,
  shopper: number,
  key: string,
  options: { online: boolean; timeoutMs: number; startedAt: number },
): Promise<OrderAttempt> {
  const at = Date.now();
  const record = (rest: Omit<OrderAttempt, 'key' | 'shopper' | 'online' | 'at' | 'ms'>): OrderAttempt => ({
    key,
    shopper,
    online: options.online,
    at: at - options.startedAt,
    ms: Date.now() - at,
    ...rest,
  });
  try {
    const answer = await fetch(`${shop.url}${options.online ? '/api/payments/create-order' : '/api/orders'}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${shop.shoppers[shopper]!.token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify({
        shippingAddress: JAIPUR,
        ...(options.online ? {} : { paymentMethod: 'cash_on_delivery' }),
        useCartItems: false,
        customItems: [{ productId: shop.productId, sizeId: shop.sizeId, quantity: 1 }],
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await answer.text();
    let body: { data?: { orderId?: string }; message?: string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      body = { message: `not JSON: ${text.slice(0, 80)}` };
    }
    return record({
      status: answer.status,
      servedBy: answer.headers.get('x-served-by') ?? undefined,
      replayed: answer.headers.get('idempotent-replayed') === 'true',
      orderId: answer.ok ? body.data?.orderId : undefined,
      message: answer.ok ? undefined : body.message,
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return record({ status: 0, message: timedOut ? `no answer within ${options.timeoutMs} ms` : describe(error) });
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

export interface OrderLoad {
  /** Every answer so far. */
  readonly attempts: readonly OrderAttempt[];
  /** ms since the load started. */
  now(): number;
  /** Stops sending and waits for the requests in flight. */
  stop(): Promise<OrderAttempt[]>;
}

/**
 * `concurrency` loops, one shopper each, placing orders back to back until stopped. After a failed answer a loop
 * waits `pauseAfterFailureMs`, as a person (or a client with backoff) would, rather than hammering a store that is down.
 */
export function startOrderLoad(
  shop: Shop,
  options: { concurrency: number; online?: boolean; timeoutMs?: number; pauseAfterFailureMs?: number },
): OrderLoad {
  const startedAt = Date.now();
  const attempts: OrderAttempt[] = [];
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pause = options.pauseAfterFailureMs ?? 100;
  let running = true;
  const loops = Array.from({ length: options.concurrency }, async (_, index) => {
    const shopper = index % shop.shoppers.length;
    while (running) {
      const attempt = await placeOrder(shop, shopper, randomUUID(), {
        online: options.online ?? false,
        timeoutMs,
        startedAt,
      });
      attempts.push(attempt);
      if (attempt.status < 200 || attempt.status >= 300) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  });
  return {
    attempts,
    now: () => Date.now() - startedAt,
    async stop() {
      running = false;
      await Promise.all(loops);
      return attempts;
    },
  };
}

/**
 * Sends again, with the same key, every attempt whose outcome the shopper could not know (no answer, or a 5xx): a
 * COD answer marked `idempotent-replayed` means the first attempt had placed the order, a 201 that it had not and
 * this one did. Answers the retries.
 */
export async function settleUnknown(shop: Shop, attempts: readonly OrderAttempt[], concurrency = 8) {
  const unknown = attempts.filter((attempt) => attempt.status === 0 || attempt.status >= 500);
  const retries: (OrderAttempt & { first: OrderAttempt })[] = [];
  let next = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    for (let first = unknown[next++]; first; first = unknown[next++]) {
      const retry = await placeOrder(shop, first.shopper, first.key, {
        online: first.online,
        timeoutMs: 30_000,
        startedAt: Date.now(),
      });
      retries.push({ ...retry, first });
    }
  });
  await Promise.all(loops);
  return retries;
}
