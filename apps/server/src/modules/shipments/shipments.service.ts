import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '@kala/contract/orders';
import {
  SHIPMENT_MESSAGES,
  SHIPMENT_STATUS_LABELS,
  type CancelShipmentInput,
  type CreateShipmentInput,
  type GenerateAwbInput,
  type OrderShipments,
  type PickupLocation,
  type Tracking,
} from '@kala/contract/shipments';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
  UnprocessableError,
} from '../../lib/errors.ts';
import { enqueue, type OutboxJobs } from '../../jobs/outbox.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { journeyAt } from '../../providers/shipping/local-courier.ts';
import type { ShipmentProvider, ShipmentRef, TrackingScan } from '../../providers/shipping/shipment-provider.ts';
import { webhookEvents, type ShiprocketWebhook } from '../../providers/shipping/shiprocket-tracking.ts';
import { auditTrail, recordAudit } from '../audit/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { parcelFor } from './shipment-parcel.ts';
import {
  CANCELLABLE,
  auditSnapshot,
  clockOf,
  isReturning,
  nextLocalStage,
  nextStatus,
  orderStepsFor,
  rank,
  toAdminShipment,
  toEvent,
} from './shipment-view.ts';
import type {
  NewShipmentEvent,
  Queryable,
  ShipmentRow,
  ShipmentsRepository,
  ShippingOrder,
} from './shipments.repository.ts';

/** Shiprocket is asked for tracking at most this often per shipment; its webhook brings the rest at once. */
const TRACKING_POLL_MS = 5 * 60_000;

/** What shipments need of the orders module (its one status-change function; actor null = the store). */
export interface OrderStatusChanger {
  changeStatus(
    orderId: string,
    change: { status: OrderStatus; note?: string; trackingNumber?: string },
    actor: null,
  ): Promise<unknown>;
}

export type Admin = Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>;

export interface ShipmentsServiceOptions {
  repository: ShipmentsRepository;
  /** The courier service new shipments go to: Shiprocket when configured, else the local courier. */
  provider: ShipmentProvider;
  /** The local courier, always at hand for shipments made before Shiprocket was switched on. */
  local: ShipmentProvider;
  orders: OrderStatusChanger;
  /** The pickup location new shipments leave from unless the admin picks another. */
  pickupLocation: string;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  now?: () => number;
}

type OrderStatusJob = OutboxJobs['shipment-order-status'];

/**
 * Shipments (issue 11 item 4, decision 013). Outside calls to the courier happen outside any transaction; each
 * change is then written with its tracking event and its audit entry in one transaction on the locked row. Tracking
 * events are stored once each (their key), and a shipment's status only moves forward, so the order follows it
 * (shipped, delivered) exactly once, through the outbox.
 */
export function createShipmentsService(options: ShipmentsServiceOptions) {
  const { repository, provider, local, logger } = options;
  const now = options.now ?? Date.now;
  const db = repository.db;

  function providerOf(row: ShipmentRow): ShipmentProvider {
    if (row.provider === local.name) return local;
    if (row.provider === provider.name) return provider;
    throw new ServiceUnavailableError(`This shipment was made with ${row.provider}, which is not configured now`);
  }

  const refOf = (row: ShipmentRow, order: ShippingOrder | undefined): ShipmentRef => ({
    orderId: row.orderId,
    providerOrderId: row.providerOrderId,
    providerShipmentId: row.providerShipmentId,
    awb: row.awb,
    clock: clockOf(row),
    returning: isReturning(row),
    destination: order ? `${order.shippingAddress.city} (${order.shippingAddress.zipCode})` : null,
  });

  async function orderOr404(orderId: string): Promise<ShippingOrder> {
    const order = isUuid(orderId) ? await repository.order(db, orderId) : undefined;
    if (!order) throw new NotFoundError(SHIPMENT_MESSAGES.orderNotFound);
    return order;
  }

  async function liveOr409(orderId: string): Promise<ShipmentRow> {
    const row = await repository.live(db, orderId);
    if (!row) throw new ConflictError(SHIPMENT_MESSAGES.noShipment);
    return row;
  }

  /** Why this order cannot be shipped now, or null. */
  function notShippable(order: ShippingOrder): string | null {
    if (order.status === 'cancelled') return SHIPMENT_MESSAGES.orderCancelled;
    if (order.status === 'delivered') return SHIPMENT_MESSAGES.orderDelivered;
    if (order.paymentMethod === 'razorpay' && order.paymentStatus !== 'completed') {
      return SHIPMENT_MESSAGES.awaitingPayment;
    }
    return null;
  }

  /** A courier failure, for the admin: our sentence, then what the courier said (it names the cause). */
  function courierFailure(message: string, error: unknown, context: Record<string, unknown>): never {
    logger.warn({ err: error, ...context }, message);
    if (error instanceof HttpError) throw error;
    const detail = error instanceof Error ? error.message : '';
    throw new ServiceUnavailableError(detail ? `${message}. ${detail}` : message);
  }

  const storeEvent = (key: string, status: ShipmentRow['status'], description: string, at: Date) =>
    ({ eventKey: key, status, description, location: null, occurredAt: at }) satisfies NewShipmentEvent;

  /**
   * Records scans on a locked shipment: each new one becomes an event (a scan that means nothing new to us takes
   * the status in effect), the status moves forward, and when that move means the parcel left or arrived, the
   * order's change is queued.
   */
  async function applyScans(tx: Queryable, row: ShipmentRow, scans: TrackingScan[], at: Date) {
    let running = row.status;
    const events = [...scans]
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .map((scan) => {
        if (scan.status) running = nextStatus(running, scan.status);
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
    const updated = await repository.update(tx, row.id, { status: running, updatedAt: at });
    const steps = orderStepsFor(row.status, running);
    if (steps.length > 0) {
      const job: OrderStatusJob = { orderId: row.orderId, shipmentId: row.id, steps, trackingNumber: updated.awb };
      await enqueue(tx, { kind: 'shipment-order-status', payload: job }, at);
    }
    return { row: updated, inserted };
  }

  /** Queues the clock job for the local courier's next stage (duplicates are harmless: syncing is idempotent). */
  async function scheduleClock(tx: Queryable, row: ShipmentRow) {
    const next = nextLocalStage(row, now());
    if (next) await enqueue(tx, { kind: 'shipment-clock', payload: { shipmentId: row.id } }, next.dueAt);
  }

  /** Materializes the local courier's stages that fell due (on read, and by the clock job). */
  async function syncLocal(shipmentId: string): Promise<ShipmentRow | undefined> {
    return db.transaction(async (tx) => {
      const row = await repository.byId(tx, shipmentId, true);
      if (!row || row.provider !== local.name || !clockOf(row) || row.status === 'cancelled') return row;
      const order = await repository.order(tx, row.orderId);
      const at = new Date(now());
      const { row: updated, inserted } = await applyScans(tx, row, await local.track(refOf(row, order)), at);
      if (inserted.length > 0) await scheduleClock(tx, updated);
      return updated;
    });
  }

  /** Brings a shipment's tracking up to date before it is shown; a courier that fails leaves what is stored. */
  async function refresh(row: ShipmentRow, order: ShippingOrder): Promise<ShipmentRow> {
    if (row.status === 'cancelled' || row.status === 'returned') return row;
    const clock = clockOf(row);
    if (clock) {
      // Only when a stage fell due that is not recorded yet: most reads open no transaction.
      const { due } = journeyAt(isReturning(row) ? 'return' : 'forward', clock, now());
      const last = due.at(-1);
      if (!last || rank(last.status) <= rank(row.status)) return row;
      return (await syncLocal(row.id)) ?? row;
    }
    if (row.provider === local.name || !row.awb || row.status === 'delivered') return row;
    if (row.trackedAt && now() - row.trackedAt.getTime() < TRACKING_POLL_MS) return row;
    let scans: TrackingScan[];
    try {
      scans = await providerOf(row).track(refOf(row, order));
    } catch (error) {
      logger.warn({ err: error, shipment: row.id }, 'shipment tracking failed');
      return row;
    }
    return db.transaction(async (tx) => {
      const locked = await repository.byId(tx, row.id, true);
      if (!locked) return row;
      const at = new Date(now());
      const { row: updated } = await applyScans(tx, locked, scans, at);
      return repository.update(tx, updated.id, { trackedAt: at });
    });
  }

  /** The admin's picture of an order's shipments, brought up to date. */
  async function viewFor(order: ShippingOrder): Promise<OrderShipments> {
    let rows = await repository.shipmentsOf(db, order.id);
    const live = rows.find((row) => row.status !== 'cancelled');
    if (live) {
      const fresh = await refresh(live, order);
      rows = rows.map((row) => (row.id === fresh.id ? fresh : row));
    }
    const events = await repository.eventsOf(
      db,
      rows.map((row) => row.id),
    );
    const at = now();
    const views = rows.map((row) =>
      toAdminShipment(
        row,
        events.filter((event) => event.shipmentId === row.id),
        at,
      ),
    );
    const audit = (await Promise.all(rows.map((row) => auditTrail(db, 'shipment', row.id))))
      .flat()
      .sort((a, b) => a.at.localeCompare(b.at));
    const current = views.find((view) => view.status !== 'cancelled') ?? null;
    // The order as it is now (the refresh may have queued a change, which the outbox applies a moment later).
    const fresh = (await repository.order(db, order.id)) ?? order;
    return {
      orderId: order.id,
      orderStatus: fresh.status,
      provider: provider.name,
      canCreate: current === null && notShippable(fresh) === null,
      createBlockedBy: current === null ? notShippable(fresh) : null,
      current,
      earlier: views.filter((view) => view.status === 'cancelled'),
      audit,
    };
  }

  /** One admin change of the live shipment: lock it, check it still fits, write it with its event and audit. */
  async function change(
    actor: Admin,
    row: ShipmentRow,
    action: string,
    write: (tx: Queryable, locked: ShipmentRow, at: Date) => Promise<ShipmentRow>,
  ) {
    return db.transaction(async (tx) => {
      const locked = await repository.byId(tx, row.id, true);
      if (!locked || locked.status === 'cancelled') throw new ConflictError(SHIPMENT_MESSAGES.noShipment);
      const at = new Date(now());
      const updated = await write(tx, locked, at);
      await recordAudit(
        tx,
        {
          actor,
          entity: 'shipment',
          entityId: row.id,
          action: `shipment.${action}`,
          before: auditSnapshot(locked),
          after: auditSnapshot(updated),
        },
        at,
      );
      return updated;
    });
  }

  async function pickupLocations(): Promise<PickupLocation[]> {
    try {
      return await provider.pickupLocations();
    } catch (error) {
      logger.warn({ err: error }, 'pickup locations failed');
      throw new ServiceUnavailableError(SHIPMENT_MESSAGES.pickupLocationsFailed);
    }
  }

  return {
    pickupLocations,

    /** GET /api/shipping/shipment/{orderId} (admin). */
    async view(orderId: string) {
      return viewFor(await orderOr404(orderId));
    },

    /** Spec §7 create-shipment: registers the parcel with the courier service. */
    async create(actor: Admin, orderId: string, input: CreateShipmentInput): Promise<OrderShipments> {
      const order = await orderOr404(orderId);
      const refusal = notShippable(order);
      if (refusal) throw new ConflictError(refusal);
      const pickupLocation = input?.pickupLocation ?? options.pickupLocation;
      if (input?.pickupLocation) {
        const known = await pickupLocations();
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
        ids = await provider.createShipment(parcelFor(order, lines, reference, pickupLocation));
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
    },

    /** Spec §7 generate-awb: the air waybill with the order's chosen courier (or the one the admin names). */
    async generateAwb(actor: Admin, orderId: string, input: GenerateAwbInput): Promise<OrderShipments> {
      const order = await orderOr404(orderId);
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
            await scheduleClock(tx, updated);
            return updated;
          });
          return viewFor(order);
        } catch (error) {
          if (attempt < 3 && row.provider === local.name && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** Asks the courier to collect the parcel. */
    async schedulePickup(actor: Admin, orderId: string): Promise<OrderShipments> {
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
    },

    /** The shipping label: Shiprocket's PDF, or the store's own printable label for the local courier. */
    async label(actor: Admin, orderId: string): Promise<OrderShipments> {
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
    },

    /** 'Advance courier clock' (local courier only): the next stage of the journey happens now. */
    async advance(actor: Admin, orderId: string): Promise<OrderShipments> {
      const order = await orderOr404(orderId);
      const row = await liveOr409(order.id);
      if (row.provider !== local.name) throw new ConflictError(SHIPMENT_MESSAGES.localOnly);
      if (!row.clockStartedAt) throw new ConflictError(SHIPMENT_MESSAGES.awbFirst);
      await change(actor, row, 'advance', async (tx, locked, at) => {
        const clock = clockOf(locked);
        const next = clock && nextLocalStage(locked, at.getTime());
        if (!clock || !next) throw new ConflictError(SHIPMENT_MESSAGES.journeyOver);
        const offsetForNext = journeyAt(isReturning(locked) ? 'return' : 'forward', clock, at.getTime()).offsetForNext!;
        const moved = await repository.update(tx, locked.id, { clockOffsetMs: offsetForNext, updatedAt: at });
        const { row: updated } = await applyScans(tx, moved, await local.track(refOf(moved, order)), at);
        await scheduleClock(tx, updated);
        return updated;
      });
      return viewFor(order);
    },

    /** Spec §7 cancel {reason}: before the parcel leaves. The order itself is left as it is. */
    async cancel(actor: Admin, orderId: string, input: CancelShipmentInput): Promise<OrderShipments> {
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
    },

    /** Spec §7 return: a reverse pickup of a delivered parcel (a damaged or wrong piece, architecture §6.10). */
    async returnShipment(actor: Admin, orderId: string): Promise<OrderShipments> {
      const order = await orderOr404(orderId);
      const row = await liveOr409(order.id);
      if (row.status !== 'delivered') throw new ConflictError(SHIPMENT_MESSAGES.returnOnlyDelivered);
      let ids: { providerOrderId: string; providerShipmentId: string };
      try {
        const lines = await repository.orderLines(db, order.id);
        const parcel = parcelFor(order, lines, row.providerOrderId ?? order.orderNumber, row.pickupLocation ?? '');
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
        await scheduleClock(tx, updated);
        return updated;
      });
      return viewFor(order);
    },

    /** Spec §7 track: the order's own shopper (anyone else's order is "not found") or an admin. */
    async track(user: Admin, orderId: string): Promise<Tracking> {
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
    },

    /**
     * Shiprocket's tracking webhook (after its token was checked): the scans it carries, recorded once each. An AWB
     * we do not know is acknowledged and ignored (Shiprocket would retry an error for nothing).
     */
    async webhook(body: ShiprocketWebhook): Promise<'applied' | 'ignored'> {
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
    },

    /** The clock job: the local courier's stages that fell due. */
    async syncClock({ shipmentId }: OutboxJobs['shipment-clock']) {
      await syncLocal(shipmentId);
    },

    /**
     * The order follows its shipment (the outbox job queued when the shipment's status moved): each step once; a
     * step the order already took (an admin set it by hand, or a retried job) is skipped, and a cancelled order is
     * left alone.
     */
    async applyOrderStatus(job: OrderStatusJob) {
      for (const step of job.steps) {
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
    },

    /** What the store's own label shows (the local courier). */
    async labelFacts(orderId: string) {
      const order = await orderOr404(orderId);
      const row = await repository.live(db, order.id);
      if (!row?.awb || row.provider !== local.name) throw new NotFoundError(SHIPMENT_MESSAGES.noShipment);
      const lines = await repository.orderLines(db, order.id);
      return { order, shipment: row, pieces: lines.reduce((sum, line) => sum + line.quantity, 0) };
    },
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
