import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { errorSchema } from '@kala/contract/envelope';
import { ORDER_MESSAGES, orderConflictSchema } from '@kala/contract/orders';
import { BadRequestError, HttpError } from '../../lib/errors.ts';

/** What every order-placing route shares: POST /api/orders (COD) and POST /api/payments/create-order (online). */

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

export const idempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().optional() });

/**
 * The request's Idempotency-Key, checked; without one the request is simply not deduplicated (each one is its own
 * attempt), so a random key stands in.
 */
export function idempotencyKeyOf(headers: { 'idempotency-key'?: string | undefined }): string {
  return checkedIdempotencyKey(headers) ?? randomUUID();
}

/** The request's Idempotency-Key, checked (400 when malformed); undefined when none was sent. */
export function checkedIdempotencyKey(headers: { 'idempotency-key'?: string | undefined }): string | undefined {
  const key = headers['idempotency-key'];
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) throw new BadRequestError(ORDER_MESSAGES.idempotencyKey);
  return key;
}

/**
 * Route config of an order-placing route: spec §5's 'Validation failed: ...' summary, and the limit of orders a
 * shopper may place a minute, counted after requireUser per shopper, not per address (many shoppers share an
 * office's address; one stolen session must not buy out the stock in a loop).
 */
export const placeOrderRouteConfig = (placeLimitPerMinute: number) => ({
  validationSummary: ORDER_MESSAGES.validationFailed,
  rateLimit: {
    max: placeLimitPerMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: { sessionUser: { id: string } | null; ip: string }) =>
      `orders:${request.sessionUser?.id ?? request.ip}`,
    errorResponseBuilder: (_request: unknown, context: { after: string }) =>
      new HttpError(429, `Too many orders. Please try again in ${context.after}.`),
  },
});

/** The failures an order-placing route (and the order routes beside it) may answer, each in the error envelope. */
export const orderFailures = {
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  409: orderConflictSchema,
  422: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
};
