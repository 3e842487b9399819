import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { MailMessage } from '../lib/mail/mailer.ts';

/**
 * Every kind of work the store queues, with its payload: the one list a new kind is added to. Its handler is
 * registered by the module that owns it (`jobs.handle(kind, handler)` in its module plugin), and `enqueue` is the only
 * way a row reaches the outbox table (an ESLint rule keeps the table's import to `jobs/`).
 */
export interface OutboxJobs {
  /** A mail, sent by the configured mailer (lib/mail). */
  mail: MailMessage;
  /** A forgot-password request, turned into a reset mail after the answer has gone (modules/auth). */
  'password-reset-request': { email: string };
  /** A newsletter subscribe's per-address work, after the same answer for any address (modules/newsletter). */
  // language: the subscribing request's (issue 28); absent on jobs queued before it, which read as English.
  'newsletter-request': { email: string; source: string; language?: string };
  /**
   * A cash-on-delivery order still unconfirmed: halfway, the reminder; at its due time, the cancellation
   * (modules/orders/cod-confirmation.ts).
   */
  'cod-confirmation': { orderId: string; step: 'remind' | 'expire' };
  /** Gives up on an online order whose payment did not come within its window (modules/payments). */
  'payment-expiry': { orderId: string };
  /**
   * Asks the provider again about an online order cancelled unpaid, for a payment that arrived late (refunded once);
   * `checks` made so far, counted from `cancelledAt` (modules/payments/late-payments.ts).
   */
  'payment-late-check': { orderId: string; cancelledAt: string; checks: number };
  /**
   * Asks the provider about a COD order's payment order that a newer one replaced (the advance or the prepayment,
   * opened again), for a payment that came on it late; settled once, refunded if the order took another
   * (modules/payments/cod-payments.ts, decision 033). `checks` made so far, counted from `since`.
   */
  'cod-payment-check': { orderId: string; providerOrderId: string; since: string; checks: number };
  /** Sends one requested refund to the payment provider (modules/payments). */
  'payment-refund': { refundId: string };
  /** The local test gateway's webhook delivery, as Razorpay would send it (modules/payments). */
  'test-gateway-webhook': { body: string; signature: string; eventId: string };
  /** One WhatsApp/SMS message to an opted-in shopper, sent through the configured channel (modules/messaging). */
  message: { messageId: string };
  /** The local courier's next stage falls due (modules/shipments). */
  'shipment-clock': { shipmentId: string };
  /** The order follows its shipment: shipped, then delivered, or closed when it came back (modules/shipments). */
  'shipment-order-status': {
    orderId: string;
    shipmentId: string;
    steps: ('shipped' | 'delivered' | 'returned_to_origin')[];
    trackingNumber: string | null;
  };
  /**
   * Tells the courier the decision on a failed delivery attempt (re-attempt or return to the seller) made by the
   * shopper or by the store after the third attempt (modules/shipments/delivery-attempts, decision 032).
   */
  'delivery-attempt-answer': { attemptId: string };
  /** The review-request mail of an order, due a few days after its delivery; sent once (modules/reviews). */
  'review-request': { orderId: string };
}

export type JobKind = keyof OutboxJobs;
/** One job: its kind and the payload that kind carries. */
export type OutboxJob = { [K in JobKind]: { kind: K; payload: OutboxJobs[K] } }[JobKind];
export type JobHandler<K extends JobKind> = (payload: OutboxJobs[K]) => Promise<void>;

/** Registers the handler of a kind of job; the worker runs it for each due job of that kind. */
export interface JobRegistry {
  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void;
}

/**
 * Queues a job in `q`'s transaction: it runs only if that transaction commits, from `runAfter` on (the caller's
 * clock, which the worker compares with), and a failing outside service never fails the request that caused it.
 */
export async function enqueue(q: Pick<Db, 'insert'>, job: OutboxJob, runAfter: Date): Promise<void> {
  await q.insert(outbox).values({ kind: job.kind, payload: job.payload, runAfter });
}

/**
 * The same insert as a statement to embed in a larger one (a `with … as (…)` step), written only `when` holds: for a
 * hot path that must stay one round trip (placing an order claims its key and queues its job in one statement).
 */
export function enqueueStatement(job: OutboxJob, runAfter: Date, when: SQL): SQL {
  return sql`
    insert into ${outbox} (kind, payload, run_after)
    select ${job.kind}::text, ${JSON.stringify(job.payload)}::jsonb, ${runAfter.toISOString()}::timestamptz
    where ${when}`;
}
