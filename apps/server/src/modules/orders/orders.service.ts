import {
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  type CancelOrderInput,
  type Order,
  type OrderPreview,
  type OrderPreviewInput,
  type OrderStatus,
  type PaymentMethod,
  type PlacedOrderInput,
  type SavedAddress,
} from '@kala/contract/orders';
import { toRupees } from '@kala/contract/money';
import { shippingWeightKg, type CourierOption, type PincodePlace } from '@kala/contract/shipping';
import { paginate } from '@kala/contract/envelope';
import { ADMIN_ORDER_MESSAGES, deliveredByHandLabel } from '@kala/contract/admin-orders';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { enqueue, type OutboxJob } from '../../jobs/outbox.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import { nextLatePaymentCheck } from '../payments/late-payments.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CourierRate } from '../../providers/shipping/shipping-provider.ts';
import type { SessionUser } from '../../plugins/authenticate.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { liveShipmentOf } from './admin-orders.repository.ts';
import { deliveryWindow } from './delivery-window.ts';
import { orderCancelledMail, orderConfirmationMail } from './order-mails.ts';
import { orderStatusMail } from './order-status-mails.ts';
import { readOrderLines, type LinesInput, type OrderLine } from './order-lines.ts';
import { canCancel, toOrderView } from './order-view.ts';
import type { OrderRow, OrdersRepository, Queryable } from './orders.repository.ts';
import { priceOrder } from './pricing.ts';
import { parcelRefusal } from './status-rules.ts';

/** What orders need of the shipping module: a fresh quote (modules/shipping/shipping.service.ts). */
export interface ShippingQuoter {
  quote(request: {
    deliveryPincode: string;
    weightKg: number;
    cod: boolean;
    codAmountPaise: number;
    declaredValuePaise: number;
  }): Promise<{ destination: PincodePlace; couriers: CourierRate[]; freeShippingAbovePaise: number }>;
  toCourierOption(rate: CourierRate): CourierOption;
}

/** Who is acting: the shopper themselves, or (for the admin's reads and counts) anyone's orders. */
export interface Actor {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
}

export interface OrdersServiceOptions {
  repository: OrdersRepository;
  shipping: ShippingQuoter;
  cache: ResponseCache;
  gstPercent: number;
  publicUrl: string;
  storeName: string;
  now?: () => number;
}

/** The payment window (spec §9: 300 s) is the shopper's; the job that gives up on an order waits a little longer. */
const EXPIRY_GRACE_MS = 60_000;
const SAVED_ADDRESSES = 5;
/** How the store itself (jobs, the courier's tracking) is named in the status history. */
export const STORE_LABEL = 'Store';

/** A status change asked for by an admin (PATCH /api/orders/:id/status) or by the store (the courier's tracking). */
export interface StatusChange {
  status: OrderStatus;
  note?: string | undefined;
  trackingNumber?: string | undefined;
  /** An admin's delivery made by the store itself, with `delivered` and a note (decision 012). */
  deliveredByHand?: boolean | undefined;
}

/** The reason recorded on an unpaid online order that the shopper's new order from the cart replaced. */
const REPLACED_REASON = 'Replaced by a new order';

/** Statuses that promise the goods: an online order must be paid before it reaches one of them. */
const NEEDS_PAYMENT: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/**
 * Orders (issue 9): pricing previews, placing an order in one transaction, reading and cancelling. Every amount comes
 * from priceOrder (pricing.ts) with the lines read from the catalogue and the courier quoted again here.
 */
/** Thrown inside an order's transaction to roll it back: its idempotency key belongs to another order. */
class KeyAlreadyUsed extends Error {}

export function createOrdersService(options: OrdersServiceOptions) {
  const { repository, shipping, cache, gstPercent } = options;
  const now = options.now ?? Date.now;
  const db = repository.db;

  /** The courier quote for these lines to this PIN code, and the chosen (or cheapest) courier. */
  async function quoteFor(lines: OrderLine[], pincode: string, paymentMethod: PaymentMethod, courierId?: number) {
    const pieces = lines.reduce((sum, line) => sum + line.quantity, 0);
    const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0);
    const cod = paymentMethod === 'cash_on_delivery';
    const quote = await shipping.quote({
      deliveryPincode: pincode,
      weightKg: shippingWeightKg(pieces),
      cod,
      // Spec §9: the COD amount is what the courier collects.
      codAmountPaise: cod ? subtotalPaise : 0,
      declaredValuePaise: subtotalPaise,
    });
    const cheapest = quote.couriers[0];
    const courier = courierId === undefined ? cheapest : quote.couriers.find((c) => c.courierCompanyId === courierId);
    if (!courier) throw new UnprocessableError(ORDER_MESSAGES.courierGone);
    return { quote, courier, pieces };
  }

  function price(
    lines: OrderLine[],
    paymentMethod: PaymentMethod,
    shippingFor: Awaited<ReturnType<typeof quoteFor>> | null,
  ) {
    return priceOrder({
      lines: lines.map((line) => ({ unitPaise: line.unitPaise, quantity: line.quantity })),
      gstPercent,
      paymentMethod,
      shipping: shippingFor && {
        freightPaise: shippingFor.courier.freightPaise,
        codChargesPaise: shippingFor.courier.codChargesPaise,
        freeShippingAbovePaise: shippingFor.quote.freeShippingAbovePaise,
      },
    });
  }

  /** Lines, history and payment records of several orders, each order's own. */
  async function viewsOf(q: Queryable, rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const items = await repository.itemsOf(q, ids);
    const history = await repository.historyOf(q, ids);
    const attempts = await repository.attemptsOf(q, ids);
    const refunds = await repository.refundsOf(q, ids);
    const at = now();
    const mine = <T extends { orderId: string }>(list: T[], id: string) => list.filter((x) => x.orderId === id);
    return rows.map((row) =>
      toOrderView(
        row,
        mine(items, row.id),
        mine(history, row.id),
        { attempts: mine(attempts, row.id), refunds: mine(refunds, row.id) },
        at,
      ),
    );
  }

  const viewOf = async (q: Queryable, row: OrderRow): Promise<Order> => (await viewsOf(q, [row]))[0]!;

  async function viewById(orderId: string, userId: string | null): Promise<Order> {
    const row = isUuid(orderId) ? await repository.findOrder(db, orderId, userId) : undefined;
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return viewOf(db, row);
  }

  const orderLink = (orderId: string) => `${options.publicUrl}/orders/${orderId}`;

  return {
    /**
     * Prices the lines as the order would be priced, writing nothing (checkout review, quick-order summary). For the
     * cart, it also names the unpaid online cart orders that placing it would replace (decision 018).
     */
    async preview(user: Actor, input: OrderPreviewInput & { paymentMethod: PaymentMethod }): Promise<OrderPreview> {
      const [lines, replaces] = await Promise.all([
        readOrderLines(repository, db, user.id, input as LinesInput),
        input.useCartItems ? repository.unpaidCartOrderNumbers(db, user.id) : [],
      ]);
      const shippingFor = input.deliveryPostcode
        ? await quoteFor(lines, input.deliveryPostcode, input.paymentMethod, input.courierId)
        : null;
      const totals = price(lines, input.paymentMethod, shippingFor);
      return {
        items: lines.map((line) => ({
          productId: line.productId,
          sizeId: line.sizeId,
          name: line.name,
          size: line.size,
          image: line.image,
          quantity: line.quantity,
          price: toRupees(line.unitPaise),
          subtotal: toRupees(line.unitPaise * line.quantity),
        })),
        totals: {
          subtotal: toRupees(totals.subtotalPaise),
          gstPercent,
          tax: toRupees(totals.taxPaise),
          shippingCost: totals.shippingPaise === null ? null : toRupees(totals.shippingPaise),
          codCharges: toRupees(totals.codChargesPaise),
          totalAmount: toRupees(totals.totalPaise),
          freeShipping: totals.freeShipping,
          freeShippingAbove: totals.freeShippingAbovePaise === null ? null : toRupees(totals.freeShippingAbovePaise),
        },
        courier: shippingFor ? shipping.toCourierOption(shippingFor.courier) : null,
        estimatedDelivery: shippingFor
          ? deliveryWindow(new Date(now()), shippingFor.courier.estimatedDeliveryDays, shippingFor.pieces)
          : null,
        ...(replaces.length > 0 && { replacesOrders: replaces }),
      };
    },

    /**
     * Places an order. The lines are read and the courier quoted first (an outside call, so outside the
     * transaction); then one transaction cancels the shopper's earlier cart orders still waiting for their online
     * payment when this one is from the cart too (decision 018), takes the stock, writes the order, its lines and the
     * first status entry, claims the idempotency key with the order's id, empties the ordered cart lines and queues
     * the confirmation mail. Answers `replayed: true` with the existing order when the key was used before.
     *
     * The key is claimed last, with the order's id, rather than claimed first and bound at the end: one statement
     * fewer on every order (issue 9's throughput). Two requests with one key still make one order: the second waits
     * on the key's unique index (or on a size's stock row) until the first commits, then its insert finds the key
     * taken and its transaction rolls back, stock, cancellations and all; it answers the first one's order.
     */
    async place(
      user: Actor,
      input: PlacedOrderInput,
      idempotencyKey: string,
      online?: { paymentWindowMs: number },
    ): Promise<{ order: Order; row: OrderRow; replayed: boolean }> {
      // Keys of online orders (POST /api/payments/create-order) and of COD orders are kept apart.
      const scope = online ? 'payments' : 'orders';
      const replay = async () => {
        const earlier = await repository.orderIdForKey(db, user.id, scope, idempotencyKey);
        const row = earlier ? await repository.findOrder(db, earlier, user.id) : undefined;
        return row && { order: await viewOf(db, row), row, replayed: true };
      };

      const paymentMethod = input.paymentMethod;
      let lines: OrderLine[];
      let shippingFor: Awaited<ReturnType<typeof quoteFor>>;
      try {
        lines = await readOrderLines(repository, db, user.id, input);
        shippingFor = await quoteFor(lines, input.shippingAddress.zipCode, paymentMethod, input.courierId);
      } catch (error) {
        // A request with the same key may have committed already (and emptied the cart): answer its order rather
        // than this attempt's complaint about the cart it left.
        const committed = await replay();
        if (committed) return committed;
        throw error;
      }
      const totals = price(lines, paymentMethod, shippingFor);

      let soldOut = false;
      let restocked = false;
      let result: { order: Order; row: OrderRow; replayed: boolean };
      try {
        result = await db.transaction(async (tx) => {
          // Placing the cart again (a reloaded checkout, a closed payment window) replaces the shopper's earlier cart
          // orders still waiting for their online payment: their pieces come back before this order takes stock.
          if (input.useCartItems) restocked = await replaceUnpaidCartOrders(tx, user, lines);
          // Sizes are locked in one order (by id) so two orders of the same sizes queue instead of deadlocking.
          const stockTaken = new Map<string, boolean>();
          for (const line of [...lines].sort((a, b) => a.sizeId.localeCompare(b.sizeId))) {
            // A made-to-order size has no count to take (and is not locked: orders of it never wait on each other).
            if (line.stock === null) continue;
            const taken = await repository.takeStock(tx, line.sizeId, line.quantity);
            if (taken.kind === 'short') {
              throw new UnprocessableError(
                taken.left === 0
                  ? ORDER_MESSAGES.outOfStock(line.name, line.size)
                  : ORDER_MESSAGES.notEnoughStock(line.name, line.size, taken.left),
              );
            }
            if (taken.kind === 'taken' && taken.soldOut) soldOut = true;
            stockTaken.set(line.sizeId, taken.kind === 'taken');
          }

          const placedAt = new Date(now());
          const window = deliveryWindow(placedAt, shippingFor.courier.estimatedDeliveryDays, shippingFor.pieces);
          const row = await repository.insertOrder(tx, {
            userId: user.id,
            customerName: user.name,
            customerEmail: user.email,
            status: 'pending',
            paymentMethod,
            // Architecture §6.8: cash on delivery is paid only when delivery is recorded.
            paymentStatus: 'pending',
            source: input.useCartItems ? 'cart' : 'quick',
            subtotalPaise: totals.subtotalPaise,
            gstPercent,
            taxPaise: totals.taxPaise,
            shippingPaise: totals.shippingPaise ?? 0,
            codChargesPaise: totals.codChargesPaise,
            totalPaise: totals.totalPaise,
            freeShipping: totals.freeShipping,
            shippingAddress: input.shippingAddress,
            courierId: shippingFor.courier.courierCompanyId,
            courierName: shippingFor.courier.courierName,
            courierDays: shippingFor.courier.estimatedDeliveryDays,
            shippingZone: shippingFor.quote.destination.zone,
            estimatedDeliveryFrom: window.from,
            estimatedDeliveryTo: window.to,
            notes: input.notes ?? null,
            paymentDueAt: online ? new Date(placedAt.getTime() + online.paymentWindowMs) : null,
            createdAt: placedAt,
            updatedAt: placedAt,
          });
          const items = await repository.insertItems(
            tx,
            lines.map((line, position) => ({
              orderId: row.id,
              productId: line.productId,
              sizeId: line.sizeId,
              productName: line.name,
              sizeLabel: line.size,
              image: line.image,
              unitPricePaise: line.unitPaise,
              quantity: line.quantity,
              lineTotalPaise: line.unitPaise * line.quantity,
              stockTaken: stockTaken.get(line.sizeId) ?? false,
              position,
            })),
          );
          const placedEntry = {
            status: 'pending' as const,
            note: online ? 'Order placed: awaiting online payment' : 'Order placed: cash on delivery',
            changedBy: user.id,
            changedByLabel: 'Customer',
            createdAt: placedAt,
          };
          const order = toOrderView(
            row,
            items,
            [{ ...placedEntry, id: '', orderId: row.id, seq: 0 }],
            { attempts: [], refunds: [] },
            now(),
          );
          // Paid online: the cart is emptied and the confirmation sent when the payment succeeds (confirmPayment),
          // so a shopper who gives up still has the cart; a job gives up on the order after the window.
          const next: { job: OutboxJob; runAfter: Date } = online
            ? {
                job: { kind: 'payment-expiry', payload: { orderId: row.id } },
                runAfter: new Date(placedAt.getTime() + online.paymentWindowMs + EXPIRY_GRACE_MS),
              }
            : {
                job: {
                  kind: 'mail',
                  payload: orderConfirmationMail({ order, link: orderLink(order._id), storeName: options.storeName }),
                },
                runAfter: placedAt,
              };
          const claim = { userId: user.id, scope, key: idempotencyKey, orderId: row.id };
          if (!(await repository.claimKeyAndFinish(tx, claim, placedEntry, next))) throw new KeyAlreadyUsed();
          if (!online && input.useCartItems) {
            await repository.removeCartLines(
              tx,
              user.id,
              lines.map((line) => line.sizeId),
            );
          }
          return { order, row, replayed: false };
        });
      } catch (error) {
        // Another request with this key got there first (it committed while this one waited on the key or on a
        // size's stock): answer its order, whatever stopped this attempt.
        const committed = await replay();
        if (committed) return committed;
        if (error instanceof KeyAlreadyUsed) throw new ConflictError(ORDER_MESSAGES.placeFailed);
        throw error;
      }
      // A size that sold out (or came back) shows Out of Stock (or In Stock) on the storefront at once.
      if (soldOut || restocked) cache.invalidate();
      return result;
    },

    async list(user: Actor, query: { page: number; limit: number; status?: OrderStatus | undefined }) {
      const { rows, total } = await repository.listOrders({
        userId: user.id,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        orders: await viewsOf(db, rows),
        pagination: { ...paginate(total, query.page, query.limit), totalOrders: total },
      };
    },

    /** A shopper's own order; anyone else's is "not found" (never 403: it does not exist for them). */
    get: (user: Actor, orderId: string) => viewById(orderId, user.id),

    /** Spec §7 order count: a shopper's own, or all orders for an admin. */
    async count(user: Actor) {
      const scope = user.role === 'admin' ? ('all' as const) : ('user' as const);
      return { totalOrders: await repository.countOrders(scope === 'all' ? null : user.id), scope };
    },

    async savedAddresses(user: Actor): Promise<SavedAddress[]> {
      const rows = await repository.savedAddresses(user.id, SAVED_ADDRESSES);
      return rows.map((row) => ({
        ...row.address,
        lastUsedAt: new Date(row.lastUsedAt ?? 0).toISOString(),
      })) as SavedAddress[];
    },

    /**
     * The shopper cancels their order (spec §4, architecture §6.7): while pending, confirmed or processing and within
     * the window. One transaction: status, history with the reason, the stock given back, a refund asked for when it
     * was paid online, the mail queued.
     */
    async cancel(user: Actor, orderId: string, input: CancelOrderInput): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const { view, restocked } = await db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, user.id, true);
        if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
        if (!canCancel(row, now())) {
          throw new ConflictError(
            ['pending', 'confirmed', 'processing'].includes(row.status)
              ? ORDER_MESSAGES.cancelWindowOver
              : ORDER_MESSAGES.cannotCancelStatus(row.status),
          );
        }
        const reason = input.reason ?? null;
        return cancelInTx(tx, row, {
          by: { id: user.id, label: 'Customer' },
          note: reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer',
          reason,
        });
      });
      if (restocked) cache.invalidate();
      return view;
    },

    /**
     * Changes an order's status (architecture §6.9): the admin's dropdown, and the store itself (`actor` null) when
     * the courier's tracking says the parcel shipped or arrived. One transaction with the order row locked:
     * - to `cancelled`: the shopper's cancellation (`cancelInTx`): stock back, a paid online order refunded through
     *   the refund job, the cancellation mail;
     * - to `delivered`: a cash-on-delivery order's payment becomes `completed` (architecture §6.8); leaving
     *   `delivered` again (an admin correcting a mistake) puts it back to `pending`;
     * - confirmed, shipped (with the tracking number) and delivered mail the shopper;
     * - a history entry with who (the admin's name, or 'Store') and the note; the tracking number set when given;
     * - an audit entry of status, payment status and tracking number when an admin made it.
     * Refused with 409: leaving `cancelled` (stock and refunds cannot be undone), an unpaid online order moving to a
     * status that promises the goods, and, for an admin, the same status again with nothing new and a move its parcel
     * contradicts (status-rules.ts: shipped or delivered without a courier, back before dispatch while the courier has
     * it). The same status asked by the store is a no-op (courier events repeat). A same-status change with a new
     * tracking number or a note is recorded (a corrected AWB, a remark) and mails a shipped order's new tracking
     * number. An admin's `deliveredByHand` is recorded as such in the history and the audit; an admin shipping an
     * order without a tracking number ships it with its shipment's AWB.
     */
    async changeStatus(orderId: string, change: StatusChange, actor: SessionUser | null): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
      const { view, restocked } = await db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, null, true);
        if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
        const next = change.status;
        const note = change.note?.trim() || undefined;
        const tracking = change.trackingNumber?.trim() || undefined;
        let newTracking = tracking !== undefined && tracking !== row.trackingNumber ? tracking : undefined;
        const label = ORDER_STATUS_LABELS[next];
        const byHand = actor !== null && change.deliveredByHand === true && next === 'delivered';

        if (row.status === 'cancelled' && next !== 'cancelled') {
          throw new ConflictError(ADMIN_ORDER_MESSAGES.leaveCancelled);
        }
        if (next === row.status && (byHand || (!newTracking && !note))) {
          if (!actor) return { view: await viewOf(tx, row), restocked: false };
          throw new ConflictError(ADMIN_ORDER_MESSAGES.sameStatus(label));
        }
        if (
          next !== row.status &&
          NEEDS_PAYMENT.includes(next) &&
          row.paymentMethod === 'razorpay' &&
          row.paymentStatus !== 'completed'
        ) {
          throw new ConflictError(ADMIN_ORDER_MESSAGES.unpaidOnline(label));
        }
        if (actor && next !== row.status) {
          const shipment = await liveShipmentOf(tx, row.id);
          const refusal = parcelRefusal({
            from: row.status,
            next,
            byHand,
            tracking: tracking ?? row.trackingNumber ?? undefined,
            shipment,
          });
          if (refusal) throw new ConflictError(refusal);
          if (next === 'shipped' && !tracking && shipment?.awb && shipment.awb !== row.trackingNumber) {
            newTracking = shipment.awb;
          }
        }

        const by = { id: actor?.id ?? null, label: actor?.name ?? STORE_LABEL };
        const at = new Date(now());
        let result: { view: Order; restocked: boolean };
        if (next === 'cancelled' && row.status !== 'cancelled') {
          result = await cancelInTx(tx, row, {
            by,
            note: note ? `Cancelled by the store: ${note}` : 'Cancelled by the store',
            reason: note ?? null,
            ...(newTracking ? { trackingNumber: newTracking } : {}),
          });
        } else {
          const cod = row.paymentMethod === 'cash_on_delivery';
          // Architecture §6.8: cash on delivery is paid when delivery is recorded, and only then.
          const paymentStatus =
            cod && next === 'delivered' && row.paymentStatus === 'pending'
              ? ('completed' as const)
              : cod && row.status === 'delivered' && next !== 'delivered' && row.paymentStatus === 'completed'
                ? ('pending' as const)
                : undefined;
          const updated = await repository.setStatus(tx, row.id, {
            status: next,
            ...(paymentStatus ? { paymentStatus } : {}),
            ...(newTracking ? { trackingNumber: newTracking } : {}),
            updatedAt: at,
          });
          const trackingNote = newTracking ? `Tracking number: ${newTracking}` : undefined;
          const saying = byHand ? [deliveredByHandLabel(row.paymentMethod), note].filter(Boolean).join(': ') : note;
          await repository.insertHistory(tx, {
            orderId: row.id,
            status: next,
            note: [saying, trackingNote].filter(Boolean).join(' · ') || null,
            changedBy: by.id,
            changedByLabel: by.label,
            createdAt: at,
          });
          const view = await viewOf(tx, updated);
          const mailWorthy =
            (next !== row.status && (next === 'confirmed' || next === 'shipped' || next === 'delivered')) ||
            (next === 'shipped' && newTracking !== undefined);
          if (mailWorthy) {
            await enqueueMail(
              tx,
              orderStatusMail({
                order: view,
                status: next as 'confirmed' | 'shipped' | 'delivered',
                note: saying,
                link: orderLink(view._id),
                storeName: options.storeName,
              }),
              at,
            );
          }
          result = { view, restocked: false };
        }

        if (actor) {
          const facts = (o: { orderStatus: string; paymentStatus: string; trackingNumber?: string | undefined }) => ({
            status: o.orderStatus,
            paymentStatus: o.paymentStatus,
            trackingNumber: o.trackingNumber ?? null,
          });
          await recordAudit(
            tx,
            {
              actor,
              entity: 'order',
              entityId: row.id,
              action: 'order.status',
              before: facts({
                orderStatus: row.status,
                paymentStatus: row.paymentStatus,
                trackingNumber: row.trackingNumber ?? undefined,
              }),
              after: { ...facts(result.view), ...(note ? { note } : {}), ...(byHand ? { deliveredByHand: true } : {}) },
            },
            at,
          );
        }
        return result;
      });
      // Stock given back shows In Stock on the storefront at once.
      if (restocked) cache.invalidate();
      return view;
    },

    /**
     * Gives up on an online order whose payment never came (the payment-expiry job, after the provider was asked):
     * cancelled by the store, stock back, the shopper told. Nothing happens to an order paid or cancelled meanwhile.
     */
    async expireUnpaid(orderId: string): Promise<Order | undefined> {
      const result = await db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, null, true);
        if (!row || row.status === 'cancelled' || row.paymentStatus === 'completed') return undefined;
        return cancelInTx(tx, row, {
          by: { id: null, label: 'Store' },
          note: 'Cancelled: the online payment was not received within the payment window',
          reason: 'Payment not received',
        });
      });
      if (result?.restocked) cache.invalidate();
      return result?.view;
    },

    /**
     * Records a payment the provider confirmed (verify, a webhook, or the expiry job's reconciliation), once: the order
     * row is locked, so racing confirmations of one payment change it once. The order becomes confirmed and paid, the
     * ordered cart lines are removed and the confirmation mail queued. A payment for an order already cancelled is
     * refunded. Answers what happened.
     */
    async confirmPayment(
      orderId: string,
      payment: { id: string; amountPaise: number; currency: string; providerOrderId: string },
      by: string,
    ): Promise<'confirmed' | 'already' | 'refunding' | 'mismatch'> {
      return db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, null, true);
        if (!row) return 'mismatch';
        if (
          row.providerOrderId !== payment.providerOrderId ||
          payment.amountPaise !== row.totalPaise ||
          payment.currency !== 'INR'
        ) {
          return 'mismatch';
        }
        if (row.paymentStatus === 'completed' && row.providerPaymentId === payment.id) return 'already';
        const at = new Date(now());
        await repository.recordAttempt(tx, {
          orderId: row.id,
          providerPaymentId: payment.id,
          outcome: 'captured',
          createdAt: at,
        });
        if (row.status === 'cancelled' || row.paymentStatus === 'completed') {
          // Paid after the order was cancelled (the store gave up on it, or a new order replaced it), or paid twice:
          // the money goes back, once, though verify and the webhook both report the same payment.
          if (!(await repository.isRefunding(tx, row.id, payment.id))) {
            const refund = await repository.requestRefund(
              tx,
              { ...row, providerPaymentId: payment.id },
              'Paid after the order was cancelled',
            );
            await enqueue(tx, { kind: 'payment-refund', payload: { refundId: refund.id } }, at);
          }
          return 'refunding';
        }
        const updated = await repository.setStatus(tx, row.id, {
          status: 'confirmed',
          paymentStatus: 'completed',
          providerPaymentId: payment.id,
          updatedAt: at,
        });
        await repository.insertHistory(tx, {
          orderId: row.id,
          status: 'confirmed',
          note: 'Payment received online',
          changedBy: null,
          changedByLabel: by,
          createdAt: at,
        });
        const items = await repository.itemsOf(tx, [row.id]);
        // A deleted account has no cart left to empty.
        if (row.source === 'cart' && row.userId) {
          await repository.removeCartLines(
            tx,
            row.userId,
            items.flatMap((item) => (item.sizeId ? [item.sizeId] : [])),
          );
        }
        const order = await viewOf(tx, updated);
        await enqueueMail(
          tx,
          orderConfirmationMail({ order, link: orderLink(order._id), storeName: options.storeName }),
          at,
        );
        return 'confirmed';
      });
    },

    /** The order row and its view, for the payments module (no owner check: the caller has done it). */
    async find(orderId: string, userId: string | null) {
      const row = isUuid(orderId) ? await repository.findOrder(db, orderId, userId) : undefined;
      return row && { row, view: await viewOf(db, row) };
    },

    viewOf: (row: OrderRow) => viewOf(db, row),
  };

  /**
   * Cancels, as the shopper, their online orders from the cart still waiting for their payment, inside the new
   * order's transaction and before it takes stock; answers whether stock came back. Their rows are locked first, so a
   * payment confirmed meanwhile either wins (the order is paid and not replaced) or finds the order cancelled and is
   * refunded (confirmPayment). Every size given back or about to be taken is locked in id order before any of them
   * changes, so this cannot deadlock with another order of the same sizes. If the new order then fails (stock, or its
   * idempotency key names an earlier order: a replay), the cancellations roll back with it.
   */
  async function replaceUnpaidCartOrders(tx: Queryable, user: Actor, lines: OrderLine[]): Promise<boolean> {
    const unpaid = await repository.lockUnpaidCartOrders(tx, user.id);
    if (unpaid.length === 0) return false;
    const items = await repository.itemsOf(
      tx,
      unpaid.map((row) => row.id),
    );
    // Made-to-order sizes have no count to give back or take, and stay unlocked.
    const givenBack = items.flatMap((item) => (item.stockTaken && item.sizeId ? [item.sizeId] : []));
    const taken = lines.flatMap((line) => (line.stock === null ? [] : [line.sizeId]));
    await repository.lockSizes(tx, [...new Set([...givenBack, ...taken])]);
    let restocked = false;
    for (const row of unpaid) {
      const cancelled = await cancelInTx(tx, row, {
        by: { id: user.id, label: 'Customer' },
        note: `Cancelled by the customer: ${REPLACED_REASON}`,
        reason: REPLACED_REASON,
      });
      restocked ||= cancelled.restocked;
    }
    return restocked;
  }

  /**
   * The cancellation itself, shared by the shopper and the store: status, history, stock back, a refund asked for
   * when the order was paid online (the refund job sends it), the payment marked cancelled when none was taken, and
   * the mail queued.
   */
  async function cancelInTx(
    tx: Queryable,
    row: OrderRow,
    change: { by: { id: string | null; label: string }; note: string; reason: string | null; trackingNumber?: string },
  ) {
    const at = new Date(now());
    const paid = row.paymentStatus === 'completed' && row.paymentMethod === 'razorpay' && row.providerPaymentId;
    const updated = await repository.setStatus(tx, row.id, {
      status: 'cancelled',
      cancelReason: change.reason,
      ...(change.trackingNumber ? { trackingNumber: change.trackingNumber } : {}),
      // No money moved (cash on delivery, or an online payment never made): the payment is cancelled, not "pending".
      ...(row.paymentStatus === 'pending' || row.paymentStatus === 'failed'
        ? { paymentStatus: 'cancelled' as const }
        : {}),
      updatedAt: at,
    });
    await repository.insertHistory(tx, {
      orderId: row.id,
      status: 'cancelled',
      note: change.note,
      changedBy: change.by.id,
      changedByLabel: change.by.label,
      createdAt: at,
    });
    let restocked = false;
    // Sizes in id order, the order in which placing an order takes them: a cancellation locking them in line order
    // deadlocked with a new order of the same sizes (one of the two then failed with a 500).
    const items = (await repository.itemsOf(tx, [row.id])).sort((a, b) =>
      (a.sizeId ?? '').localeCompare(b.sizeId ?? ''),
    );
    for (const item of items) {
      if (item.stockTaken && item.sizeId && (await repository.giveBackStock(tx, item.sizeId, item.quantity))) {
        restocked = true;
      }
    }
    if (paid) {
      const refund = await repository.requestRefund(tx, row, change.note);
      await enqueue(tx, { kind: 'payment-refund', payload: { refundId: refund.id } }, at);
    } else if (row.paymentMethod === 'razorpay' && row.providerOrderId) {
      // A payment order was opened, so a late UPI authorisation may still come: the provider is asked again.
      const payload = { orderId: row.id, cancelledAt: at.toISOString(), checks: 0 };
      await enqueue(tx, { kind: 'payment-late-check', payload }, nextLatePaymentCheck(at, 0)!);
    }
    const view = await viewOf(tx, updated);
    await enqueueMail(
      tx,
      orderCancelledMail({ order: view, link: orderLink(view._id), storeName: options.storeName }),
      at,
    );
    return { view, restocked };
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
