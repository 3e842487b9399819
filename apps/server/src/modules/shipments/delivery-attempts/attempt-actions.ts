/**
 * What can be done about a failed delivery attempt (decision 032): the admin fails the local courier's attempt under
 * way, asks for a re-attempt or sends the parcel back (the courier asked first, outside any transaction, like every
 * admin courier action); the shopper asks for a re-attempt from the order page or the message's link (recorded at
 * once, the courier told by the `delivery-attempt-answer` job, which the outbox retries).
 */
import {
  DELIVERY_ATTEMPTS_MAX,
  DELIVERY_ATTEMPT_MESSAGES as M,
  reattemptDates,
  type DeliveryFixView,
  type FailAttemptInput,
  type Reattempt,
  type ReturnToOriginInput,
} from '@kala/contract/delivery-attempts';
import { SHIPMENT_MESSAGES, type OrderShipments } from '@kala/contract/shipments';
import { ConflictError, NotFoundError, UnprocessableError } from '../../../lib/errors.ts';
import { ShippingProviderRefusal } from '../../../providers/shipping/shipping-provider.ts';
import type { Admin, ShipmentContext } from '../shipment-context.ts';
import type { ShipmentReads } from '../shipment-reads.ts';
import { isRto, openAttempt } from '../shipment-view.ts';
import type { Queryable, ShipmentRow, ShippingOrder } from '../shipments.repository.ts';
import { answerOf, decideAttempt, type DecidedBy } from './decide-attempt.ts';
import { deliveryAttemptsRepository as attempts, type AttemptRow } from './delivery-attempts.repository.ts';
import { fixViewOf } from './fix-view.ts';
import { orderOfFixLink } from './fix-links.ts';
import type { AttemptRecorder } from './record-attempt.ts';

export type AttemptActions = ReturnType<typeof createAttemptActions>;

export function createAttemptActions(
  ctx: ShipmentContext,
  recorder: AttemptRecorder,
  reads: Pick<ShipmentReads, 'viewFor'>,
) {
  const { repository, db, local, logger, now, providerOf, refOf, orderOr404, liveOr409, courierFailure, change } = ctx;

  /** The open attempt a decision is about, or why there is none (409). */
  function openOr409(row: ShipmentRow, list: AttemptRow[]): AttemptRow {
    if (isRto(row.status)) throw new ConflictError(M.returning);
    const open = openAttempt(row, list);
    if (!open) throw new ConflictError(M.noOpenAttempt);
    return open;
  }

  /** A re-attempt's own rules: not after the last attempt, a date on offer, the same PIN code. */
  function checkReattempt(order: ShippingOrder, open: AttemptRow, input: Reattempt) {
    if (open.attempt >= DELIVERY_ATTEMPTS_MAX) throw new ConflictError(M.lastAttempt);
    if (!reattemptDates(now()).includes(input.date)) throw new UnprocessableError(M.date);
    const pincode = order.shippingAddress.zipCode;
    if (input.address && input.address.zipCode !== pincode) throw new UnprocessableError(M.otherPincode(pincode));
  }

  /** The courier said no (409, its words), or could not be asked (503). */
  function courierRefusal(message: string, error: unknown, context: Record<string, unknown>): never {
    if (error instanceof ShippingProviderRefusal) {
      logger.warn({ err: error, ...context }, message);
      throw new ConflictError(`${message}. ${error.message}`);
    }
    return courierFailure(message, error, context);
  }

  /** The admin's decision: the courier asked first, then recorded and applied on the locked shipment. */
  async function adminDecide(actor: Admin, orderId: string, decision: Parameters<typeof decideAttempt>[4]) {
    const order = await orderOr404(orderId);
    const row = await liveOr409(order.id);
    const open = openOr409(row, await attempts.attemptsOf(db, [row.id]));
    if (decision.action === 'reattempt') checkReattempt(order, open, decision);
    const answer = answerOf({
      action: decision.action,
      reattemptDate: decision.action === 'reattempt' ? decision.date : null,
      newAddress: decision.action === 'reattempt' && decision.address ? decision.address : null,
      newPhone: decision.action === 'reattempt' ? (decision.phone ?? null) : null,
      note: decision.note ?? null,
    });
    try {
      await providerOf(row).answerFailedAttempt(refOf(row, order), answer);
    } catch (error) {
      courierRefusal(decision.action === 'return' ? M.rtoFailed : M.reattemptFailed, error, { order: order.id });
    }
    const verb = decision.action === 'return' ? 'rto' : 'reattempt';
    await change(actor, row, verb, async (tx, locked, at) => {
      const latest = await attempts.latest(tx, locked.id);
      if (!latest || latest.id !== open.id || latest.action) throw new ConflictError(M.noOpenAttempt);
      return decideAttempt(ctx, tx, locked, latest, decision, { id: actor.id, label: actor.name }, at, true);
    });
    return reads.viewFor(order);
  }

  /** The shopper's (or the link's) re-attempt, on the locked shipment; the courier is told by the job. */
  async function shopperDecide(tx: Queryable, order: ShippingOrder, input: Reattempt, by: DecidedBy) {
    const live = await repository.live(tx, order.id, true);
    if (!live) throw new ConflictError(M.noOpenAttempt);
    const open = openOr409(live, await attempts.attemptsOf(tx, [live.id]));
    checkReattempt(order, open, input);
    // The shopper's own words never reach the courier: the note is the admin's.
    await decideAttempt(ctx, tx, live, open, { ...input, action: 'reattempt', note: undefined }, by, new Date(now()));
  }

  /** What the shopper sees of the order's failed attempts. */
  async function viewOf(q: Queryable, order: ShippingOrder): Promise<DeliveryFixView> {
    const live = await repository.live(q, order.id);
    const list = live ? await attempts.attemptsOf(q, [live.id]) : [];
    return fixViewOf(order, live, list, now());
  }

  async function ownOrder(userId: string, orderId: string) {
    const order = await orderOr404(orderId);
    if (order.userId !== userId) throw new NotFoundError(SHIPMENT_MESSAGES.orderNotFound);
    return order;
  }

  /** The order a link opens (locked link), or 404 with the same words for any bad, used or expired link. */
  async function linkedOrder(tx: Queryable, token: string) {
    const orderId = await orderOfFixLink(tx, token, new Date(now()));
    const order = orderId ? await repository.order(tx, orderId) : undefined;
    if (!order) throw new NotFoundError(M.linkInvalid);
    return order;
  }

  return {
    /** 'Advance courier clock' failing the attempt under way instead (local courier only). */
    async failLocal(actor: Admin, orderId: string, input: FailAttemptInput): Promise<OrderShipments> {
      const order = await orderOr404(orderId);
      const row = await liveOr409(order.id);
      if (row.provider !== local.name) throw new ConflictError(SHIPMENT_MESSAGES.localOnly);
      await change(actor, row, 'fail-attempt', async (tx, locked, at) => {
        if (locked.status !== 'out_for_delivery') throw new ConflictError(M.failOnlyOutForDelivery);
        const attempt = ((await attempts.latest(tx, locked.id))?.attempt ?? 0) + 1;
        await repository.addEvents(tx, locked.id, [
          {
            eventKey: `local:attempt-${attempt}:failed`,
            status: 'delivery_failed',
            description: `Delivery attempt ${attempt} failed: ${input.reason}`,
            location: refOf(locked, order).destination,
            occurredAt: at,
          },
        ]);
        const failed = await repository.update(tx, locked.id, { status: 'delivery_failed', updatedAt: at });
        return recorder.record(tx, failed, [{ attempt, reason: input.reason, occurredAt: at }], at);
      });
      return reads.viewFor(order);
    },

    reattempt: (actor: Admin, orderId: string, input: Reattempt) =>
      adminDecide(actor, orderId, { ...input, action: 'reattempt' }),

    returnToOrigin: (actor: Admin, orderId: string, input: ReturnToOriginInput) =>
      adminDecide(actor, orderId, { action: 'return', note: input?.note }),

    /** GET /api/orders/{id}/delivery-attempts: the order's own shopper (anyone else's order is 404). */
    async shopperView(userId: string, orderId: string) {
      return viewOf(db, await ownOrder(userId, orderId));
    },

    async shopperReattempt(userId: string, orderId: string, input: Reattempt) {
      const order = await ownOrder(userId, orderId);
      await db.transaction((tx) => shopperDecide(tx, order, input, { id: userId, label: 'Customer' }));
      return viewOf(db, order);
    },

    /** The link's page: what it would act on (the link stays unused). */
    async linkView(token: string) {
      return db.transaction(async (tx) => viewOf(tx, await linkedOrder(tx, token)));
    },

    /** The link's re-attempt: spent with the decision (a refused one leaves it usable). */
    async linkReattempt(token: string, input: Reattempt) {
      const order = await db.transaction(async (tx) => {
        const found = await linkedOrder(tx, token);
        await shopperDecide(tx, found, input, { id: null, label: 'Customer' });
        return found;
      });
      return viewOf(db, order);
    },
  };
}
