/**
 * A decision on a failed delivery attempt (decision 032), in the caller's transaction with the shipment row locked:
 * the attempt records what was decided and by whom, the order's links to fix the delivery are spent, and the decision
 * takes effect on the shipment (`applyDecision`) at once when the courier needs no call (the local courier) or was
 * asked already (the admin's action); otherwise a `delivery-attempt-answer` job asks the courier after the commit,
 * and applies it once the courier took it.
 */
import { deliveryRoundStart, type Reattempt } from '@kala/contract/delivery-attempts';
import { enqueue } from '../../../jobs/outbox.ts';
import type { AttemptAnswer } from '../../../providers/shipping/shipment-provider.ts';
import type { ShipmentContext } from '../shipment-context.ts';
import { nextStatus } from '../shipment-view.ts';
import type { Queryable, ShipmentRow } from '../shipments.repository.ts';
import { deliveryAttemptsRepository as attempts, type AttemptRow } from './delivery-attempts.repository.ts';

export type Decision = ({ action: 'reattempt' } & Reattempt) | { action: 'return'; note?: string | undefined };

/** Who decided: an admin, the shopper ('Customer'), or null for the store itself (the third attempt). */
export type DecidedBy = { id: string | null; label: string } | null;

export const STORE_BY = { id: null, label: 'Store' } as const;

export async function decideAttempt(
  ctx: ShipmentContext,
  tx: Queryable,
  row: ShipmentRow,
  attempt: AttemptRow,
  decision: Decision,
  by: DecidedBy,
  at: Date,
  courierAsked = false,
): Promise<ShipmentRow> {
  const who = by ?? STORE_BY;
  const decided = await attempts.update(tx, attempt.id, {
    action: decision.action,
    actionBy: who.id,
    actionByLabel: who.label,
    actionAt: at,
    note: decision.note ?? null,
    ...(decision.action === 'reattempt'
      ? {
          reattemptDate: decision.date,
          newAddress: decision.address
            ? {
                addressLine1: decision.address.addressLine1,
                ...(decision.address.addressLine2 ? { addressLine2: decision.address.addressLine2 } : {}),
                zipCode: decision.address.zipCode,
              }
            : null,
          newPhone: decision.phone ?? null,
        }
      : {}),
  });
  await attempts.spendTokens(tx, row.orderId, at);
  if (courierAsked || row.provider === ctx.local.name) return applyDecision(ctx, tx, row, decided, at);
  await enqueue(tx, { kind: 'delivery-attempt-answer', payload: { attemptId: attempt.id } }, at);
  return row;
}

/** The key of the event a decision's taking effect writes: once per attempt, however often the job runs. */
export const answerKey = (attempt: AttemptRow) => `store:answer-${attempt.attempt}`;

/**
 * The decision takes effect on the shipment: a re-attempt is an event (and the local courier's clock starts again at
 * 09:00 India time on the date asked for); a return moves the shipment to 'Returning to seller (RTO)' (the local
 * courier's clock starting the way back). Once per attempt (its event's key).
 */
export async function applyDecision(
  ctx: ShipmentContext,
  tx: Queryable,
  row: ShipmentRow,
  attempt: AttemptRow,
  at: Date,
): Promise<ShipmentRow> {
  const { repository, local, storeEvent, scheduleClock } = ctx;
  const isLocal = row.provider === local.name;
  if (attempt.action === 'reattempt') {
    const changes = [
      attempt.newAddress ? 'at the corrected address' : null,
      attempt.newPhone ? 'with the new phone number' : null,
    ].filter(Boolean);
    const words = `Re-attempt asked for ${attempt.reattemptDate}${changes.length ? ` ${changes.join(' and ')}` : ''}`;
    const added = await repository.addEvents(tx, row.id, [
      storeEvent(answerKey(attempt), 'delivery_failed', words, at),
    ]);
    if (added.length === 0 || !isLocal || !attempt.reattemptDate) return row;
    const moved = await repository.update(tx, row.id, {
      clockStartedAt: deliveryRoundStart(attempt.reattemptDate),
      clockOffsetMs: 0,
      updatedAt: at,
    });
    await scheduleClock(tx, moved);
    return moved;
  }
  const added = await repository.addEvents(tx, row.id, [
    storeEvent(answerKey(attempt), 'rto_initiated', 'Return to the seller asked for (RTO)', at),
  ]);
  if (added.length === 0) return row;
  const moved = await repository.update(tx, row.id, {
    status: nextStatus(row.status, 'rto_initiated'),
    ...(isLocal ? { clockStartedAt: at, clockOffsetMs: 0 } : {}),
    updatedAt: at,
  });
  await scheduleClock(tx, moved);
  return moved;
}

/** What the courier is told of a decision (its API's words for it, providers/shipping). */
export function answerOf(attempt: {
  action: AttemptRow['action'];
  reattemptDate: string | null;
  newAddress: { addressLine1?: string; addressLine2?: string | undefined } | null;
  newPhone: string | null;
  note: string | null;
}): AttemptAnswer {
  if (attempt.action === 'return') {
    return { action: 'return', comment: attempt.note ?? 'Return to origin asked by the store' };
  }
  const address = attempt.newAddress;
  return {
    action: 'reattempt',
    date: attempt.reattemptDate ?? '',
    ...(address?.addressLine1
      ? { address: { addressLine1: address.addressLine1, addressLine2: address.addressLine2 } }
      : {}),
    ...(attempt.newPhone ? { phone: attempt.newPhone } : {}),
    comment: attempt.note ?? `Customer asks for a re-attempt on ${attempt.reattemptDate}`,
  };
}
