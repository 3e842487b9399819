/**
 * The whole checkout journey of one shopper (issue 31), as the storefront makes it: add a piece with a stock count to
 * the cart, read the cart, ask the courier rates for the delivery PIN code (weight and COD amount as the checkout
 * computes them), place a cash-on-delivery order from the cart with an Idempotency-Key. Each journey is a new
 * visitor: its own client address and its own keep-alive connection (addressed-client.ts).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { shippingWeightKg } from '@kala/contract/shipping';
import { JAIPUR } from '../apps/server/src/modules/orders/test-orders.ts';
import { type Answer, Visitor } from './addressed-client.ts';

export const STEPS = ['add to cart', 'read cart', 'courier rates', 'place order'] as const;
export type Step = (typeof STEPS)[number];

/** A size with a stock count, which the journeys buy one piece of. */
export interface StockedLine {
  productId: string;
  sizeId: string;
}

export interface StepFigures {
  latencies: number[];
  /** Failed answers by status ('429', '500', 'ECONNRESET', …). */
  errors: Map<string, number>;
}

export interface RoundFigures {
  shoppers: number;
  /** Seconds from the first journey's start until the last one ended (journeys started in the window finish). */
  measuredSeconds: number;
  /** The 1-minute load average when the round started: the machine's other work. */
  loadAverage: number;
  /** Journeys that ended with an order placed (201), each one's time from its first request to its last answer. */
  journeyLatencies: number[];
  failedJourneys: number;
  steps: Map<Step, StepFigures>;
}

/** Hands out client addresses, never the same one twice in a run. */
export interface AddressSource {
  next(): string;
}

class StepFailed extends Error {}

/** Orders answered 201 in this process, warm-up included: to check against the orders the database holds. */
export const placed = { count: 0 };

/** One journey; resolves to its time in ms when an order was placed, or undefined when a step failed. */
async function journey(
  base: string,
  token: string,
  line: StockedLine,
  address: string,
  steps: Map<Step, StepFigures>,
): Promise<number | undefined> {
  const visitor = new Visitor(base, address);
  const auth = { authorization: `Bearer ${token}` };
  const timed = async (step: Step, expected: number, call: () => Promise<Answer>) => {
    const started = performance.now();
    let status: string;
    let answer: Answer | undefined;
    try {
      answer = await call();
      status = String(answer.status);
    } catch (error) {
      status = (error as { code?: string }).code ?? 'network';
    }
    const figures = steps.get(step)!;
    if (status === String(expected)) {
      figures.latencies.push(performance.now() - started);
      return (answer!.body as { data: Record<string, unknown> }).data;
    }
    figures.errors.set(status, (figures.errors.get(status) ?? 0) + 1);
    throw new StepFailed(status);
  };
  const started = performance.now();
  try {
    await timed('add to cart', 200, () =>
      visitor.request('POST', '/api/cart/add', { headers: auth, body: { ...line, quantity: 1 } }),
    );
    const cart = (await timed('read cart', 200, () => visitor.request('GET', '/api/cart', { headers: auth }))) as {
      subtotal: number;
      totalItems: number;
    };
    const rates = (await timed('courier rates', 200, () =>
      visitor.request('POST', '/api/shipping/rates', {
        headers: auth,
        body: {
          deliveryPostcode: JAIPUR.zipCode,
          weight: shippingWeightKg(cart.totalItems),
          codAmount: cart.subtotal,
        },
      }),
    )) as { recommendedCourierId: number };
    await timed('place order', 201, () =>
      visitor.request('POST', '/api/orders', {
        headers: { ...auth, 'idempotency-key': randomUUID() },
        body: {
          shippingAddress: JAIPUR,
          paymentMethod: 'cash_on_delivery',
          useCartItems: true,
          courierId: rates.recommendedCourierId,
        },
      }),
    );
    placed.count += 1;
    return performance.now() - started;
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    // Not measured: empty what a failed journey left in the cart, so the next one starts as the others do.
    await visitor.request('DELETE', '/api/cart/clear', { headers: auth }).catch(() => undefined);
    return undefined;
  } finally {
    visitor.close();
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * `tokens.length` shoppers at once, each making journeys one after another (a random stocked line each time), new
 * journeys starting for `seconds`; the journeys under way then finish and count.
 */
export async function runRound(
  base: string,
  tokens: string[],
  lines: StockedLine[],
  seconds: number,
  addresses: AddressSource,
): Promise<RoundFigures> {
  const steps = new Map<Step, StepFigures>(STEPS.map((step) => [step, { latencies: [], errors: new Map() }]));
  const journeyLatencies: number[] = [];
  let failedJourneys = 0;
  const loadAverage = loadavg()[0]!;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < end) {
        const took = await journey(base, token, pick(lines), addresses.next(), steps);
        if (took === undefined) failedJourneys += 1;
        else journeyLatencies.push(took);
      }
    }),
  );
  return {
    shoppers: tokens.length,
    measuredSeconds: (performance.now() - started) / 1000,
    loadAverage,
    journeyLatencies,
    failedJourneys,
    steps,
  };
}

export const percentile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

export const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)}`);

/** "p50 / p99" in ms. */
export const p50p99 = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;

/** Every failed answer of a round, by step and status: `{"courier rates 429": 3}`, or 0. */
export function errorsOf(round: RoundFigures): Record<string, number> | 0 {
  const all: Record<string, number> = {};
  for (const [step, { errors }] of round.steps) {
    for (const [status, count] of errors) all[`${step} ${status}`] = count;
  }
  return Object.keys(all).length === 0 ? 0 : all;
}
