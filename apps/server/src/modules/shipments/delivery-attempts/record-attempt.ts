/**
 * Recording a courier's failed delivery attempts (decision 032), whichever way they come: Shiprocket's tracking scans
 * and webhook (an 'Undelivered' status), its NDR list (numbered attempts), or the local courier's clock failed by the
 * admin. Each attempt is one row, keyed by its number (`attempt:<n>`), so the same attempt heard twice, or from the
 * webhook and then the list, is recorded once. A new latest attempt tells the shopper (a single-use link to fix the
 * delivery, in a WhatsApp/SMS message and a mail), or, when it is the third, sends the parcel back to the seller.
 */
import { DELIVERY_ATTEMPTS_MAX } from '@kala/contract/delivery-attempts';
import { enqueueMail } from '../../../lib/mail/mail-outbox.ts';
import type { ShipmentContext } from '../shipment-context.ts';
import { nextStatus } from '../shipment-view.ts';
import type { Queryable, ShipmentRow } from '../shipments.repository.ts';
import { deliveryFailedMail } from './attempt-mails.ts';
import { toLocale } from '../../../lib/request-locale.ts';
import { deliveryAttemptsRepository as attempts, type AttemptRow } from './delivery-attempts.repository.ts';
import { decideAttempt } from './decide-attempt.ts';
import { issueFixLink } from './fix-links.ts';

/** A failed attempt as a courier reports it; `attempt` when the courier numbers it (Shiprocket's NDR list). */
export interface AttemptReport {
  attempt?: number | undefined;
  reason: string;
  occurredAt: Date;
}

/**
 * Reports of one failure heard again (a webhook retried with a new time, a poll's scan after the webhook's status)
 * fall within hours of it; a courier makes at most one attempt a day. Closer than this, a report is the same attempt.
 */
const SAME_ATTEMPT_MS = 6 * 60 * 60 * 1000;

export const STORE_RETURN_NOTE = `The courier failed ${DELIVERY_ATTEMPTS_MAX} times: the store sent the parcel back (spec §4)`;

export type AttemptRecorder = ReturnType<typeof createAttemptRecorder>;

export function createAttemptRecorder(ctx: ShipmentContext) {
  const { repository, options, storeEvent } = ctx;

  /** Numbers reports the courier did not number: the next attempt, unless it is the latest heard again. */
  function numbered(reports: AttemptReport[], known: AttemptRow[]) {
    let last: { attempt: number; occurredAt: Date } | undefined = known.at(-1);
    const out: (AttemptReport & { attempt: number })[] = [];
    for (const report of [...reports].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
      if (report.attempt !== undefined) {
        out.push({ ...report, attempt: report.attempt });
        if (!last || report.attempt >= last.attempt) last = { attempt: report.attempt, occurredAt: report.occurredAt };
        continue;
      }
      if (last && Math.abs(report.occurredAt.getTime() - last.occurredAt.getTime()) < SAME_ATTEMPT_MS) continue;
      const attempt = (last?.attempt ?? 0) + 1;
      out.push({ ...report, attempt });
      last = { attempt, occurredAt: report.occurredAt };
    }
    return out;
  }

  /**
   * Records the reported attempts on the locked shipment; answers the shipment as it is after. When the newest is new
   * and the latest of all, the shipment shows the failure (if nothing newer was heard since) and the shopper is told,
   * or after the third the store asks for the return itself.
   */
  async function record(tx: Queryable, row: ShipmentRow, reports: AttemptReport[], at: Date): Promise<ShipmentRow> {
    const known = await attempts.attemptsOf(tx, [row.id]);
    const added: AttemptRow[] = [];
    for (const report of numbered(reports, known)) {
      const inserted = await attempts.insert(tx, {
        shipmentId: row.id,
        attempt: report.attempt,
        reason: report.reason.trim().slice(0, 500) || 'Delivery failed',
        occurredAt: report.occurredAt,
        eventKey: `attempt:${report.attempt}`,
      });
      if (inserted) added.push(inserted);
    }
    const newest = added.sort((a, b) => a.attempt - b.attempt).at(-1);
    const latestKnown = known.at(-1)?.attempt ?? 0;
    if (!newest || newest.attempt < latestKnown) return row;

    let current = row;
    if (current.status !== 'delivery_failed' && nextStatus(current.status, 'delivery_failed') === 'delivery_failed') {
      const [lastEvent] = await repository.eventsOf(tx, [row.id]);
      if (!lastEvent || lastEvent.occurredAt <= newest.occurredAt) {
        current = await repository.update(tx, row.id, { status: 'delivery_failed', updatedAt: at });
        await repository.addEvents(tx, row.id, [
          storeEvent(
            `attempt:${newest.attempt}`,
            'delivery_failed',
            `Delivery attempt ${newest.attempt} failed: ${newest.reason}`,
            newest.occurredAt,
          ),
        ]);
      }
    }
    if (current.status !== 'delivery_failed') return current;
    if (newest.attempt >= DELIVERY_ATTEMPTS_MAX) {
      return decideAttempt(ctx, tx, current, newest, { action: 'return', note: STORE_RETURN_NOTE }, null, at);
    }
    await tellShopper(tx, current, newest, at);
    return current;
  }

  /** The shopper's link to fix the delivery, in a message (when they opted in) and a mail. */
  async function tellShopper(tx: Queryable, row: ShipmentRow, attempt: AttemptRow, at: Date) {
    const order = await repository.order(tx, row.orderId);
    if (!order) return;
    const fixUrl = await issueFixLink(tx, options.publicUrl, order.id, at, toLocale(order.language));
    const name = order.shippingAddress.fullName;
    await options.messaging?.()?.queue(tx, {
      orderId: order.id,
      template: 'delivery_failed',
      params: { name, orderNumber: order.orderNumber, reason: attempt.reason, fixUrl },
    });
    await enqueueMail(
      tx,
      deliveryFailedMail({
        to: order.shippingAddress.email ?? order.customerEmail,
        name,
        orderNumber: order.orderNumber,
        attempt: attempt.attempt,
        reason: attempt.reason,
        fixUrl,
        storeName: options.storeName,
        locale: toLocale(order.language),
      }),
      at,
    );
  }

  return { record };
}
