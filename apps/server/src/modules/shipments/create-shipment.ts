/**
 * A shipment's first three steps with the courier (spec §7 Shipping, decision 013): create it (reserve the order's
 * one live shipment, register the parcel, record it), assign the air waybill, and schedule the pickup. Each call to
 * the courier happens outside any transaction; what it answered is then written on the locked row.
 */
import { COD_MESSAGES, isAwaitingConfirmation } from '@kala/contract/cod';
import {
  SHIPMENT_MESSAGES,
  type CreateShipmentInput,
  type GenerateAwbInput,
  type OrderShipments,
} from '@kala/contract/shipments';
import { ConflictError, ServiceUnavailableError, UnprocessableError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Admin, ShipmentContext } from './shipment-context.ts';
import { parcelFor } from './shipment-parcel.ts';
import { giftOfOrder } from './gift-of-order.ts';
import type { ShipmentReads } from './shipment-reads.ts';
import type { ShipmentTracking } from './shipment-tracking.ts';
import { auditSnapshot, nextStatus, rank } from './shipment-view.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export function createShipmentCreation(
  ctx: ShipmentContext,
  tracking: Pick<ShipmentTracking, 'scheduleClock'>,
  reads: Pick<ShipmentReads, 'viewFor' | 'pickupLocations'>,
) {
  const { options, repository, db, provider, local, logger, now } = ctx;
  const { providerOf, refOf, orderOr404, liveOr409, notShippable, courierFailure, storeEvent, change } = ctx;
  const { viewFor } = reads;

  /** Spec §7 create-shipment: registers the parcel with the courier service. */
  async function create(actor: Admin, orderId: string, input: CreateShipmentInput): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    const refusal = notShippable(order);
    if (refusal) throw new ConflictError(refusal);
    const pickupLocation = input?.pickupLocation ?? options.pickupLocation;
    if (input?.pickupLocation) {
      const known = await reads.pickupLocations();
      if (!known.some((place) => place.name === pickupLocation)) {
        throw new UnprocessableError(SHIPMENT_MESSAGES.unknownPickupLocation);
      }
    }
    // A shipment made again after a cancelled one needs a reference the courier has not seen.
    const earlier = await repository.countOf(db, order.id);
    const reference = earlier === 0 ? order.orderNumber : `${order.orderNumber}-${earlier + 1}`;
    const at = new Date(now());
    const reserved = await repository.reserve(db, {
      orderId: order.id,
      provider: provider.name,
      status: 'created',
      courierId: order.courierId,
      pickupLocation,
      createdAt: at,
      updatedAt: at,
    });
    if (!reserved) throw new ConflictError(SHIPMENT_MESSAGES.liveShipment);

    let ids: { providerOrderId: string; providerShipmentId: string };
    try {
      const lines = await repository.orderLines(db, order.id);
      const gift = await giftOfOrder(db, order.id);
      ids = await provider.createShipment(parcelFor(order, lines, reference, pickupLocation, gift));
    } catch (error) {
      // Nothing was made with the courier: give the order back its chance of a shipment.
      await repository.remove(db, reserved.id);
      logger.warn({ err: error, order: order.id }, 'create shipment failed');
      throw new ServiceUnavailableError(SHIPMENT_MESSAGES.createFailed);
    }
    await db.transaction(async (tx) => {
      const row = await repository.update(tx, reserved.id, { ...ids, updatedAt: at });
      await repository.addEvents(tx, row.id, [
        storeEvent(
          'store:created',
          'created',
          provider.name === 'local'
            ? 'Shipment created with the local courier'
            : `Shipment created with Shiprocket (order ${ids.providerOrderId})`,
          at,
        ),
      ]);
      await recordAudit(
        tx,
        {
          actor,
          entity: 'shipment',
          entityId: row.id,
          action: 'shipment.create',
          before: null,
          after: auditSnapshot(row),
        },
        at,
      );
    });
    return viewFor(order);
  }

  /** Spec §7 generate-awb: the air waybill with the order's chosen courier (or the one the admin names). */
  async function generateAwb(actor: Admin, orderId: string, input: GenerateAwbInput): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    // A shipment made before the order waited for confirmation still gets no AWB until it is confirmed (issue 25).
    if (isAwaitingConfirmation(order)) throw new ConflictError(COD_MESSAGES.notConfirmed);
    const row = await liveOr409(order.id);
    if (row.awb) throw new ConflictError(SHIPMENT_MESSAGES.awbAssigned);
    if (!row.providerShipmentId) throw new ConflictError(SHIPMENT_MESSAGES.noShipment);
    const courierId = input?.courierId ?? row.courierId ?? order.courierId;
    const courier = providerOf(row);
    // The local courier's numbers are random: on the rare clash with another shipment's, draw again.
    for (let attempt = 1; ; attempt += 1) {
      let assigned: { awb: string; courierName: string };
      try {
        assigned = await courier.assignAwb(refOf(row, order), courierId);
      } catch (error) {
        courierFailure(SHIPMENT_MESSAGES.awbFailed, error, { order: order.id });
      }
      try {
        await change(actor, row, 'awb', async (tx, locked, at) => {
          if (locked.awb) throw new ConflictError(SHIPMENT_MESSAGES.awbAssigned);
          const updated = await repository.update(tx, locked.id, {
            awb: assigned.awb,
            courierId,
            courierName: assigned.courierName,
            status: nextStatus(locked.status, 'awb_assigned'),
            // The local courier's journey runs from here.
            clockStartedAt: locked.provider === local.name ? at : null,
            updatedAt: at,
          });
          await repository.addEvents(tx, locked.id, [
            storeEvent('store:awb', 'awb_assigned', `AWB ${assigned.awb} assigned with ${assigned.courierName}`, at),
          ]);
          await tracking.scheduleClock(tx, updated);
          // The AWB is the parcel's dispatch, the time of supply of goods: its invoice is issued with it (issue 24).
          await options.invoices.issueInvoice(tx, locked.orderId);
          return updated;
        });
        return viewFor(order);
      } catch (error) {
        if (attempt < 3 && row.provider === local.name && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** Asks the courier to collect the parcel. */
  async function schedulePickup(actor: Admin, orderId: string): Promise<OrderShipments> {
    const order = await orderOr404(orderId);
    const row = await liveOr409(order.id);
    if (!row.awb) throw new ConflictError(SHIPMENT_MESSAGES.awbFirst);
    if (row.status === 'pickup_scheduled') throw new ConflictError(SHIPMENT_MESSAGES.pickupAlready);
    if (rank(row.status) > rank('pickup_scheduled')) throw new ConflictError(SHIPMENT_MESSAGES.pickupTooLate);
    let scheduledAt: Date | null;
    try {
      ({ scheduledAt } = await providerOf(row).schedulePickup(refOf(row, order)));
    } catch (error) {
      courierFailure(SHIPMENT_MESSAGES.pickupFailed, error, { order: order.id });
    }
    await change(actor, row, 'pickup', async (tx, locked, at) => {
      const updated = await repository.update(tx, locked.id, {
        pickupScheduledAt: scheduledAt,
        status: nextStatus(locked.status, 'pickup_scheduled'),
        updatedAt: at,
      });
      // The time itself is on the shipment (shown in each reader's own time zone), not frozen into the text.
      await repository.addEvents(tx, locked.id, [
        storeEvent(
          'store:pickup',
          'pickup_scheduled',
          `Pickup scheduled with ${locked.courierName ?? 'the courier'}`,
          at,
        ),
      ]);
      return updated;
    });
    return viewFor(order);
  }

  return { create, generateAwb, schedulePickup };
}
