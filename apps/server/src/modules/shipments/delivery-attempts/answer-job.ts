import type { OutboxJobs } from '../../../jobs/outbox.ts';
import { ShippingProviderRefusal } from '../../../providers/shipping/shipping-provider.ts';
import type { ShipmentContext } from '../shipment-context.ts';
import { answerKey, answerOf, applyDecision } from './decide-attempt.ts';
import { deliveryAttemptsRepository as attempts } from './delivery-attempts.repository.ts';

/**
 * The `delivery-attempt-answer` job (decision 032): tells the courier the shopper's (or the store's) decision on a
 * failed attempt, then applies it on the shipment, once (its event's key). A courier that cannot be reached is tried
 * again by the outbox; one that refuses is noted on the attempt for the admin, who decides what next.
 */
export function answerJob(ctx: ShipmentContext) {
  const { repository, db, logger, now, providerOf, refOf } = ctx;
  return async ({ attemptId }: OutboxJobs['delivery-attempt-answer']) => {
    const attempt = await attempts.byId(db, attemptId);
    const row = attempt?.action ? await repository.byId(db, attempt.shipmentId) : undefined;
    if (!attempt || !row || row.status === 'cancelled') return;
    const events = await repository.eventsOf(db, [row.id]);
    if (events.some((event) => event.eventKey === answerKey(attempt))) return;
    const order = await repository.order(db, row.orderId);
    try {
      await providerOf(row).answerFailedAttempt(refOf(row, order), answerOf(attempt));
    } catch (error) {
      if (!(error instanceof ShippingProviderRefusal)) throw error;
      logger.warn({ err: error, shipment: row.id }, 'the courier refused a delivery attempt decision');
      await attempts.update(db, attempt.id, { note: `The courier refused: ${error.message}`.slice(0, 500) });
      return;
    }
    await db.transaction(async (tx) => {
      const locked = await repository.byId(tx, row.id, true);
      const fresh = await attempts.byId(tx, attempt.id);
      if (locked && fresh) await applyDecision(ctx, tx, locked, fresh, new Date(now()));
    });
  };
}
