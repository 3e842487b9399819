/**
 * What every part of the shipments service shares (decision 013): its options, the courier a shipment belongs to,
 * the order and live-shipment look-ups with their 404/409, why an order cannot ship, how a courier failure reaches
 * the admin, the store's own tracking events, and `change`, the one locked write of an admin action.
 */
import { COD_MESSAGES, isAwaitingConfirmation } from '@kala/contract/cod';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageParams, MessageTemplateName } from '@kala/contract/messages';
import type { Order, OrderStatus } from '@kala/contract/orders';
import { SHIPMENT_MESSAGES } from '@kala/contract/shipments';
import { ConflictError, HttpError, NotFoundError, ServiceUnavailableError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { enqueue } from '../../jobs/outbox.ts';
import type { ShipmentProvider, ShipmentRef } from '../../providers/shipping/shipment-provider.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { deliveryAttemptsRepository } from './delivery-attempts/delivery-attempts.repository.ts';
import { auditSnapshot, clockOf, isReturning, legOf, nextLocalStage } from './shipment-view.ts';
import type {
  NewShipmentEvent,
  Queryable,
  ShipmentRow,
  ShipmentsRepository,
  ShippingOrder,
} from './shipments.repository.ts';

/**
 * What shipments need of the orders module: its one status-change function (actor null = the store), and closing an
 * order whose parcel came back undelivered (RTO, decision 032), with the caller's message in its transaction.
 */
export interface OrderStatusChanger {
  changeStatus(
    orderId: string,
    change: { status: OrderStatus; note?: string; trackingNumber?: string },
    actor: null,
  ): Promise<unknown>;
  returnedToOrigin(orderId: string, notify?: (tx: Queryable, order: Order) => Promise<void>): Promise<unknown>;
}

/**
 * The WhatsApp/SMS messages (modules/messaging, `app.messaging`): one queued in the caller's transaction, sent to the
 * shopper only when they opted in.
 */
export interface MessageQueue {
  queue<T extends MessageTemplateName>(
    tx: Queryable,
    message: { orderId: string; template: T; params: MessageParams<T> },
  ): Promise<unknown>;
}

/** What shipments need of the invoices module: the order's invoice, issued with the AWB (its dispatch). */
export interface DispatchInvoicer {
  issueInvoice(tx: Queryable, orderId: string): Promise<unknown>;
}

export type Admin = Pick<SessionUser, 'id' | 'name' | 'email' | 'role'>;

export interface ShipmentsServiceOptions {
  repository: ShipmentsRepository;
  /** The courier service new shipments go to: Shiprocket when configured, else the local courier. */
  provider: ShipmentProvider;
  /** The local courier, always at hand for shipments made before Shiprocket was switched on. */
  local: ShipmentProvider;
  orders: OrderStatusChanger;
  invoices: DispatchInvoicer;
  /** The pickup location new shipments leave from unless the admin picks another. */
  pickupLocation: string;
  /** The store's address and name, for the links and mails to the shopper about a failed delivery. */
  publicUrl: string;
  storeName: string;
  /** The messaging channel, read when a message is due (absent: the mail alone tells the shopper). */
  messaging?: () => MessageQueue | undefined;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  now?: () => number;
}

export type ShipmentContext = ReturnType<typeof createShipmentContext>;

export function createShipmentContext(options: ShipmentsServiceOptions) {
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
    // Issue 25 item 2: a COD order is never shipped blind; the server refuses, not only the screen.
    if (isAwaitingConfirmation(order)) return COD_MESSAGES.notConfirmed;
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

  /** The leg of its journey the local courier's clock runs for this shipment (its failed attempts read). */
  async function legFor(q: Queryable, row: ShipmentRow) {
    return legOf(row, await deliveryAttemptsRepository.attemptsOf(q, [row.id]));
  }

  /** The reference the courier is asked with, with the local courier's leg of the journey. */
  async function refWithLeg(q: Queryable, row: ShipmentRow, order: ShippingOrder | undefined): Promise<ShipmentRef> {
    return { ...refOf(row, order), leg: await legFor(q, row) };
  }

  /** Queues the clock job for the local courier's next stage (duplicates are harmless: syncing is idempotent). */
  async function scheduleClock(tx: Queryable, row: ShipmentRow) {
    if (!clockOf(row)) return;
    const next = nextLocalStage(row, now(), await legFor(tx, row));
    if (next) await enqueue(tx, { kind: 'shipment-clock', payload: { shipmentId: row.id } }, next.dueAt);
  }

  const storeEvent = (key: string, status: ShipmentRow['status'], description: string, at: Date) =>
    ({ eventKey: key, status, description, location: null, occurredAt: at }) satisfies NewShipmentEvent;

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

  return {
    options,
    repository,
    db,
    provider,
    local,
    logger,
    now,
    providerOf,
    refOf,
    legFor,
    refWithLeg,
    scheduleClock,
    orderOr404,
    liveOr409,
    notShippable,
    courierFailure,
    storeEvent,
    change,
  };
}
