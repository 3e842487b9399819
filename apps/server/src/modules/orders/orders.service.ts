import {
  ORDER_MESSAGES,
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
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { enqueueMail } from '../../lib/mail/mail-outbox.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CourierRate } from '../../providers/shipping/shipping-provider.ts';
import { isUuid } from '../catalog/catalog.repository.ts';
import { deliveryWindow } from './delivery-window.ts';
import { orderCancelledMail, orderConfirmationMail } from './order-mails.ts';
import { readOrderLines, type LinesInput, type OrderLine } from './order-lines.ts';
import { canCancel, toOrderView } from './order-view.ts';
import type { OrderRow, OrdersRepository, Queryable } from './orders.repository.ts';
import { priceOrder } from './pricing.ts';

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

const ORDER_KEY_SCOPE = 'orders';
const SAVED_ADDRESSES = 5;

/**
 * Orders (issue 9): pricing previews, placing an order in one transaction, reading and cancelling. Every amount comes
 * from priceOrder (pricing.ts) with the lines read from the catalogue and the courier quoted again here.
 */
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

  async function viewOf(q: Queryable, row: OrderRow): Promise<Order> {
    const [items, history] = await Promise.all([repository.itemsOf(q, [row.id]), repository.historyOf(q, [row.id])]);
    return toOrderView(row, items, history, now());
  }

  async function viewById(orderId: string, userId: string | null): Promise<Order> {
    const row = isUuid(orderId) ? await repository.findOrder(db, orderId, userId) : undefined;
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return viewOf(db, row);
  }

  const orderLink = (orderId: string) => `${options.publicUrl}/orders/${orderId}`;

  return {
    /** Prices the lines as the order would be priced, writing nothing (checkout review, quick-order summary). */
    async preview(user: Actor, input: OrderPreviewInput & { paymentMethod: PaymentMethod }): Promise<OrderPreview> {
      const lines = await readOrderLines(repository, db, user.id, input as LinesInput);
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
      };
    },

    /**
     * Places an order. The courier is quoted first (an outside call, so outside the transaction); then one
     * transaction claims the idempotency key, reads and checks the lines again, takes the stock, writes the order,
     * its lines, the first status entry, empties the ordered cart lines and queues the confirmation mail.
     * Answers `replayed: true` with the existing order when the key was used before.
     */
    async place(
      user: Actor,
      input: PlacedOrderInput,
      idempotencyKey: string,
    ): Promise<{ order: Order; replayed: boolean }> {
      const earlier = await repository.orderIdForKey(db, user.id, ORDER_KEY_SCOPE, idempotencyKey);
      if (earlier) return { order: await viewById(earlier, user.id), replayed: true };

      const paymentMethod = input.paymentMethod;
      const firstLook = await readOrderLines(repository, db, user.id, input);
      const shippingFor = await quoteFor(firstLook, input.shippingAddress.zipCode, paymentMethod, input.courierId);

      let soldOut = false;
      const result = await db.transaction(async (tx) => {
        if (!(await repository.claimKey(tx, user.id, ORDER_KEY_SCOPE, idempotencyKey))) {
          // Another request with this key committed while we were quoting: answer its order.
          const orderId = await repository.orderIdForKey(tx, user.id, ORDER_KEY_SCOPE, idempotencyKey);
          const row = orderId ? await repository.findOrder(tx, orderId, user.id) : undefined;
          if (!row) throw new ConflictError(ORDER_MESSAGES.placeFailed);
          return { order: await viewOf(tx, row), replayed: true };
        }

        const lines = await readOrderLines(repository, tx, user.id, input);
        const totals = price(lines, paymentMethod, shippingFor);
        // The courier was quoted for the lines seen a moment ago; if they changed since, the shopper must look again.
        if (totals.subtotalPaise !== price(firstLook, paymentMethod, shippingFor).subtotalPaise) {
          throw new ConflictError('Your order changed while it was being placed. Please review it and try again.');
        }

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
        const placedEntry = await repository.insertHistory(tx, {
          orderId: row.id,
          status: 'pending',
          note: paymentMethod === 'cash_on_delivery' ? 'Order placed: cash on delivery' : 'Order placed',
          changedBy: user.id,
          changedByLabel: 'Customer',
          createdAt: placedAt,
        });
        await repository.bindKey(tx, user.id, ORDER_KEY_SCOPE, idempotencyKey, row.id);
        if (input.useCartItems)
          await repository.removeCartLines(
            tx,
            user.id,
            lines.map((line) => line.sizeId),
          );

        const order = toOrderView(row, items, [placedEntry], now());
        await enqueueMail(
          tx,
          orderConfirmationMail({ order, link: orderLink(order._id), storeName: options.storeName }),
          placedAt,
        );
        return { order, replayed: false };
      });
      // A size that sold out shows Out of Stock on the storefront at once.
      if (soldOut) cache.invalidate();
      return result;
    },

    async list(user: Actor, query: { page: number; limit: number; status?: OrderStatus | undefined }) {
      const { rows, total } = await repository.listOrders({
        userId: user.id,
        status: query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const ids = rows.map((row) => row.id);
      const [items, history] = await Promise.all([repository.itemsOf(db, ids), repository.historyOf(db, ids)]);
      const at = now();
      return {
        orders: rows.map((row) =>
          toOrderView(
            row,
            items.filter((item) => item.orderId === row.id),
            history.filter((entry) => entry.orderId === row.id),
            at,
          ),
        ),
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
     * the window. One transaction: status, history with the reason, the stock given back, the mail queued.
     */
    async cancel(user: Actor, orderId: string, input: CancelOrderInput): Promise<Order> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
      let restocked = false;
      const order = await db.transaction(async (tx) => {
        const row = await repository.findOrder(tx, orderId, user.id, true);
        if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
        if (!canCancel(row, now())) {
          throw new ConflictError(
            ['pending', 'confirmed', 'processing'].includes(row.status)
              ? ORDER_MESSAGES.cancelWindowOver
              : ORDER_MESSAGES.cannotCancelStatus(row.status),
          );
        }
        const at = new Date(now());
        const reason = input.reason ?? null;
        const updated = await repository.setStatus(tx, row.id, {
          status: 'cancelled',
          cancelReason: reason,
          // Cash on delivery: no money will ever move, so the payment is cancelled too (not left "pending").
          ...(row.paymentMethod === 'cash_on_delivery' && row.paymentStatus === 'pending'
            ? { paymentStatus: 'cancelled' as const }
            : {}),
          updatedAt: at,
        });
        await repository.insertHistory(tx, {
          orderId: row.id,
          status: 'cancelled',
          note: reason ? `Cancelled by the customer: ${reason}` : 'Cancelled by the customer',
          changedBy: user.id,
          changedByLabel: 'Customer',
          createdAt: at,
        });
        for (const item of await repository.itemsOf(tx, [row.id])) {
          if (item.stockTaken && item.sizeId && (await repository.giveBackStock(tx, item.sizeId, item.quantity))) {
            restocked = true;
          }
        }
        const view = await viewOf(tx, updated);
        await enqueueMail(
          tx,
          orderCancelledMail({ order: view, link: orderLink(view._id), storeName: options.storeName }),
          at,
        );
        return view;
      });
      if (restocked) cache.invalidate();
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
