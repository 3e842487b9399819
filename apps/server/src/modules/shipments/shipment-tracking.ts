/**
 * A shipment's tracking (decision 013): scans recorded once each and the status moving only forward, the local
 * courier's clock, Shiprocket polled at most every 5 minutes or heard through its webhook, the shopper's tracking
 * view, and the order following its shipment (shipped, delivered) through the outbox.
 */
import type { Order } from '@kala/contract/orders';
import { SHIPMENT_MESSAGES, SHIPMENT_STATUS_LABELS, type Tracking } from '@kala/contract/shipments';
import { HttpError, NotFoundError } from '../../lib/errors.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';
import { enqueue, type OutboxJobs } from '../../jobs/outbox.ts';
import { journeyAt } from '../../providers/shipping/local-courier.ts';
import type { FailedAttemptReport, TrackingScan } from '../../providers/shipping/shipment-provider.ts';
import { webhookEvents, type ShiprocketWebhook } from '../../providers/shipping/shiprocket-tracking.ts';
import type { AttemptRecorder } from './delivery-attempts/record-attempt.ts';
import type { Admin, ShipmentContext } from './shipment-context.ts';
import { clockOf, nextStatus, orderStepsFor, toEvent } from './shipment-view.ts';
import type { Queryable, ShipmentRow, ShippingOrder } from './shipments.repository.ts';

/** Shiprocket is asked for tracking at most this often per shipment; its webhook brings the rest at once. */
const TRACKING_POLL_MS = 5 * 60_000;

type OrderStatusJob = OutboxJobs['shipment-order-status'];

export type ShipmentTracking = ReturnType<typeof createShipmentTracking>;

/** The shopper's WhatsApp/SMS message of an order closed because its parcel came back (when they opted in). */
async function rtoMessage(options: ShipmentContext['options'], tx: Queryable, order: Order) {
  await options.messaging?.()?.queue(tx, {
    orderId: order._id,
    template: 'returned_to_origin',
    params: {
      name: order.shippingAddress.fullName,
      orderNumber: order.orderNumber,
      orderUrl: storefrontLink(options.publicUrl, order.language, `/orders/${order._id}`),
    },
  });
}

/** Statuses in which a parcel may meet a failed attempt: Shiprocket's NDR list is read then (decision 032). */
const AT_THE_DOOR = ['in_transit', 'out_for_delivery', 'delivery_failed'];

export function createShipmentTracking(ctx: ShipmentContext, recorder: AttemptRecorder) {
  const { repository, db, local, logger, now, options, providerOf, refOf, refWithLeg, legFor, orderOr404 } = ctx;

  /**
   * Records scans on a locked shipment: each new one becomes an event (a scan that means nothing new to us takes
   * the status in effect), the status moves forward, and when that move means the parcel left or arrived (or came
   * back), the order's change is queued. A new scan that moves the parcel into a failed attempt records the attempt
   * (delivery-attempts/record-attempt.ts).
   */
  async function applyScans(tx: Queryable, row: ShipmentRow, scans: TrackingScan[], at: Date) {
    let running = row.status;
    const failures: { key: string; reason: string; occurredAt: Date }[] = [];
    const events = [...scans]
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .map((scan) => {
        const before = running;
        if (scan.status) running = nextStatus(running, scan.status);
        if (running === 'delivery_failed' && before !== 'delivery_failed') {
          failures.push({ key: scan.key, reason: scan.description, occurredAt: scan.occurredAt });
        }
        return {
          eventKey: scan.key,
          status: scan.status ?? running,
          description: scan.description.slice(0, 1000),
          location: scan.location?.slice(0, 300) ?? null,
          occurredAt: scan.occurredAt,
        };
      });
    const inserted = await repository.addEvents(tx, row.id, events);
    if (running === row.status) return { row, inserted };
    let updated = await repository.update(tx, row.id, { status: running, updatedAt: at });
    const newKeys = new Set(inserted.map((event) => event.eventKey));
    const newFailures = failures.filter((failure) => newKeys.has(failure.key));
    if (newFailures.length > 0) updated = await recorder.record(tx, updated, newFailures, at);
    const steps = orderStepsFor(row.status, running);
    if (steps.length > 0) {
      const job: OrderStatusJob = { orderId: row.orderId, shipmentId: row.id, steps, trackingNumber: updated.awb };
      await enqueue(tx, { kind: 'shipment-order-status', payload: job }, at);
    }
    return { row: updated, inserted };
  }

  const { scheduleClock } = ctx;

  /** Materializes the local courier's stages that fell due (on read, and by the clock job). */
  async function syncLocal(shipmentId: string): Promise<ShipmentRow | undefined> {
    return db.transaction(async (tx) => {
      const row = await repository.byId(tx, shipmentId, true);
      if (!row || row.provider !== local.name || !clockOf(row) || row.status === 'cancelled') return row;
      const order = await repository.order(tx, row.orderId);
      const at = new Date(now());
      const scans = await local.track(await refWithLeg(tx, row, order));
      const { row: updated, inserted } = await applyScans(tx, row, scans, at);
      if (inserted.length > 0) await scheduleClock(tx, updated);
      return updated;
    });
  }

  /** Brings a shipment's tracking up to date before it is shown; a courier that fails leaves what is stored. */
  async function refresh(row: ShipmentRow, order: ShippingOrder): Promise<ShipmentRow> {
    if (['cancelled', 'returned', 'rto_delivered'].includes(row.status)) return row;
    const clock = clockOf(row);
    if (clock) {
      // Only when a stage fell due that is not recorded yet: most reads open no transaction.
      const { due } = journeyAt(await legFor(db, row), clock, now());
      const last = due.at(-1);
      if (!last || nextStatus(row.status, last.status) === row.status) return row;
      return (await syncLocal(row.id)) ?? row;
    }
    if (row.provider === local.name || !row.awb || row.status === 'delivered') return row;
    if (row.trackedAt && now() - row.trackedAt.getTime() < TRACKING_POLL_MS) return row;
    const courier = providerOf(row);
    let scans: TrackingScan[];
    let reports: FailedAttemptReport[] = [];
    try {
      scans = await courier.track(refOf(row, order));
      // The NDR list numbers the failed attempts and names their reasons, which scans may not.
      const atTheDoor = [row.status, ...scans.map((scan) => scan.status)].some((s) => s && AT_THE_DOOR.includes(s));
      if (courier.failedAttempts && atTheDoor) reports = await courier.failedAttempts(refOf(row, order));
    } catch (error) {
      logger.warn({ err: error, shipment: row.id }, 'shipment tracking failed');
      return row;
    }
    return db.transaction(async (tx) => {
      const locked = await repository.byId(tx, row.id, true);
      if (!locked) return row;
      const at = new Date(now());
      let { row: updated } = await applyScans(tx, locked, scans, at);
      if (reports.length > 0) updated = await recorder.record(tx, updated, reports, at);
      return repository.update(tx, updated.id, { trackedAt: at });
    });
  }

  /** Spec §7 track: the order's own shopper (anyone else's order is "not found") or an admin. */
  async function track(user: Admin, orderId: string): Promise<Tracking> {
    const order = await orderOr404(orderId);
    if (user.role !== 'admin' && order.userId !== user.id) throw new NotFoundError(SHIPMENT_MESSAGES.orderNotFound);
    const rows = await repository.shipmentsOf(db, order.id);
    const chosen = rows.find((row) => row.status !== 'cancelled') ?? rows[0];
    if (!chosen) return { orderId: order.id, orderStatus: order.status, shipment: null };
    const row = await refresh(chosen, order);
    const events = await repository.eventsOf(db, [row.id]);
    const fresh = (await repository.order(db, order.id)) ?? order;
    return {
      orderId: order.id,
      orderStatus: fresh.status,
      shipment: {
        status: row.status,
        statusLabel: SHIPMENT_STATUS_LABELS[row.status],
        awb: row.awb,
        courierName: row.courierName,
        events: events.map(toEvent),
      },
    };
  }

  /**
   * Shiprocket's tracking webhook (after its token was checked): the scans it carries, recorded once each. An AWB
   * we do not know is acknowledged and ignored (Shiprocket would retry an error for nothing).
   */
  async function webhook(body: ShiprocketWebhook): Promise<'applied' | 'ignored'> {
    const row = await repository.byAwb(db, body.awb);
    if (!row || row.provider !== 'shiprocket') {
      logger.info({ awb: body.awb.slice(0, 40) }, 'tracking webhook for an unknown AWB ignored');
      return 'ignored';
    }
    await db.transaction(async (tx) => {
      const locked = await repository.byId(tx, row.id, true);
      if (!locked) return;
      const at = new Date(now());
      await applyScans(tx, locked, webhookEvents(body, at), at);
    });
    return 'applied';
  }

  /** The clock job: the local courier's stages that fell due. */
  async function syncClock({ shipmentId }: OutboxJobs['shipment-clock']) {
    await syncLocal(shipmentId);
  }

  /**
   * The order follows its shipment (the outbox job queued when the shipment's status moved): each step once; a
   * step the order already took (an admin set it by hand, or a retried job) is skipped, and a cancelled order is
   * left alone.
   */
  async function applyOrderStatus(job: OrderStatusJob) {
    for (const step of job.steps) {
      if (step === 'returned_to_origin') {
        // Closed once (the orders module skips an order already marked returned); the shopper's message with it.
        await options.orders.returnedToOrigin(job.orderId, (tx, order) => rtoMessage(options, tx, order));
        continue;
      }
      const order = await repository.order(db, job.orderId);
      if (!order || order.status === 'cancelled') return;
      if (step === 'shipped' && (order.status === 'shipped' || order.status === 'delivered')) continue;
      if (step === 'delivered' && order.status === 'delivered') continue;
      try {
        await options.orders.changeStatus(
          job.orderId,
          {
            status: step,
            note: step === 'shipped' ? 'Handed to the courier' : 'Delivered by the courier',
            ...(job.trackingNumber ? { trackingNumber: job.trackingNumber } : {}),
          },
          null,
        );
      } catch (error) {
        // The same status again (another job or an admin was first): already done.
        if (error instanceof HttpError && error.statusCode === 409) continue;
        throw error;
      }
    }
  }

  return { applyScans, scheduleClock, refresh, track, webhook, syncClock, applyOrderStatus };
}
