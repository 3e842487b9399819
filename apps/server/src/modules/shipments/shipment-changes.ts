/**
 * The admin's later changes of a live shipment (decision 013): the shipping label, 'Advance courier clock' for the
 * local courier, cancelling before the parcel leaves, and a return of a delivered parcel. Each asks the courier
 * first, outside any transaction, then writes the change on the locked row with its event and audit (`change`).
 */
import { DELIVERY_ATTEMPT_MESSAGES } from '@kala/contract/delivery-attempts';
import { SHIPMENT_MESSAGES, type CancelShipmentInput, type OrderShipments } from '@kala/contract/shipments';
import { ConflictError } from '../../lib/errors.ts';
import { journeyAt } from '../../providers/shipping/local-courier.ts';
import type { Admin, ShipmentContext } from './shipment-context.ts';
import { parcelFor } from './shipment-parcel.ts';
import { giftOfOrder } from './gift-of-order.ts';
import type { ShipmentReads } from './shipment-reads.ts';
import type { ShipmentTracking } from './shipment-tracking.ts';
import { CANCELLABLE, clockOf, nextLocalStage } from './shipment-view.ts';

export function createShipmentChanges(
  ctx: ShipmentContext,
  tracking: Pick<ShipmentTracking, 'applyScans' | 'scheduleClock'>,
  reads: Pick<ShipmentReads, 'viewFor'>,
) {
  const {
    repository,
    db,
    local,
    providerOf,
    refOf,
    legFor,
    orderOr404,
    liveOr409,
    courierFailure,
    storeEvent,
    change,
  } = ctx;
  const { viewFor } = reads;

  /** The shipping label: Shiprocket's PDF, or the store's own printable label for the local courier. */
  async function label(actor: Admin, orderId: string): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    const row = await liveOr409(order.id);
    if (!row.awb) throw new ConflictError(SHIPMENT_MESSAGES.awbFirst);
    if (row.labelUrl) return viewFor(order);
    let labelUrl: string;
    try {
      ({ labelUrl } = await providerOf(row).label(refOf(row, order)));
    } catch (error) {
      courierFailure(SHIPMENT_MESSAGES.labelFailed, error, { order: order.id });
    }
    await change(actor, row, 'label', (tx, locked, at) =>
      repository.update(tx, locked.id, { labelUrl, updatedAt: at }),
    );
    return viewFor(order);
  }

  /** 'Advance courier clock' (local courier only): the next stage of the journey happens now. */
  async function advance(actor: Admin, orderId: string): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    const row = await liveOr409(order.id);
    if (row.provider !== local.name) throw new ConflictError(SHIPMENT_MESSAGES.localOnly);
    if (!row.clockStartedAt) throw new ConflictError(SHIPMENT_MESSAGES.awbFirst);
    await change(actor, row, 'advance', async (tx, locked, at) => {
      const clock = clockOf(locked);
      const leg = await legFor(tx, locked);
      const next = clock && nextLocalStage(locked, at.getTime(), leg);
      // Held after a failed attempt, nothing moves until a re-attempt or the return is asked for.
      if (!clock || !next) {
        throw new ConflictError(leg.kind === 'held' ? DELIVERY_ATTEMPT_MESSAGES.held : SHIPMENT_MESSAGES.journeyOver);
      }
      const offsetForNext = journeyAt(leg, clock, at.getTime()).offsetForNext!;
      const moved = await repository.update(tx, locked.id, { clockOffsetMs: offsetForNext, updatedAt: at });
      const { row: updated } = await tracking.applyScans(
        tx,
        moved,
        await local.track({ ...refOf(moved, order), leg }),
        at,
      );
      await tracking.scheduleClock(tx, updated);
      return updated;
    });
    return viewFor(order);
  }

  /** Spec §7 cancel {reason}: before the parcel leaves. The order itself is left as it is. */
  async function cancel(actor: Admin, orderId: string, input: CancelShipmentInput): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    const row = await liveOr409(order.id);
    if (!CANCELLABLE.includes(row.status)) throw new ConflictError(SHIPMENT_MESSAGES.cannotCancel(row.status));
    try {
      await providerOf(row).cancel(refOf(row, order));
    } catch (error) {
      courierFailure(SHIPMENT_MESSAGES.cancelFailed, error, { order: order.id });
    }
    await change(actor, row, 'cancel', async (tx, locked, at) => {
      if (!CANCELLABLE.includes(locked.status)) {
        throw new ConflictError(SHIPMENT_MESSAGES.cannotCancel(locked.status));
      }
      const updated = await repository.update(tx, locked.id, {
        status: 'cancelled',
        cancelReason: input.reason,
        updatedAt: at,
      });
      await repository.addEvents(tx, locked.id, [
        storeEvent('store:cancelled', 'cancelled', `Shipment cancelled: ${input.reason}`, at),
      ]);
      return updated;
    });
    return viewFor(order);
  }

  /** Spec §7 return: a reverse pickup of a delivered parcel (a damaged or wrong piece, architecture §6.10). */
  async function returnShipment(actor: Admin, orderId: string): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    const row = await liveOr409(order.id);
    if (row.status !== 'delivered') throw new ConflictError(SHIPMENT_MESSAGES.returnOnlyDelivered);
    let ids: { providerOrderId: string; providerShipmentId: string };
    try {
      const lines = await repository.orderLines(db, order.id);
      const gift = await giftOfOrder(db, order.id);
      const parcel = parcelFor(order, lines, row.providerOrderId ?? order.orderNumber, row.pickupLocation ?? '', gift);
      ids = await providerOf(row).returnShipment(refOf(row, order), {
        ...parcel,
        reference: order.orderNumber,
      });
    } catch (error) {
      courierFailure(SHIPMENT_MESSAGES.returnFailed, error, { order: order.id });
    }
    await change(actor, row, 'return', async (tx, locked, at) => {
      if (locked.status !== 'delivered') throw new ConflictError(SHIPMENT_MESSAGES.returnOnlyDelivered);
      const updated = await repository.update(tx, locked.id, {
        status: 'return_initiated',
        returnProviderOrderId: ids.providerOrderId,
        returnProviderShipmentId: ids.providerShipmentId,
        // The local courier's return journey starts its own clock.
        ...(locked.provider === local.name ? { clockStartedAt: at, clockOffsetMs: 0 } : {}),
        updatedAt: at,
      });
      await repository.addEvents(tx, locked.id, [
        storeEvent('store:return', 'return_initiated', 'Return requested: the courier will collect the parcel', at),
      ]);
      await tracking.scheduleClock(tx, updated);
      return updated;
    });
    return viewFor(order);
  }

  return { label, advance, cancel, returnShipment };
}
