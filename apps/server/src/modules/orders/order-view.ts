import { CANCELLABLE_STATUSES, type Order, type RefundView } from '@kala/contract/orders';
import { CANCELLATION_WINDOW_HOURS } from '@kala/contract/shipping-policy';
import { toRupees } from '@kala/contract/money';
import { isAwaitingConfirmation } from '@kala/contract/cod';
import { PAYMENT_MAX_ATTEMPTS } from '@kala/contract/payments';
import type { AttemptRow, OrderItemRow, OrderRow, RefundRow, StatusRow } from './orders.repository.ts';
import { refundablePaise, refundedPieces } from './refund-rules.ts';
import { toLocale } from '../../lib/request-locale.ts';

const WINDOW_MS = CANCELLATION_WINDOW_HOURS * 3_600_000;

/** When the shopper's cancellation window closes (architecture §6.7: 12 hours from placing). */
export const cancelDeadline = (order: Pick<OrderRow, 'createdAt'>) => new Date(order.createdAt.getTime() + WINDOW_MS);

/** Whether the shopper may cancel now: a status before shipping, and within the window. The server decides. */
export function canCancel(order: Pick<OrderRow, 'status' | 'createdAt'>, now: number): boolean {
  return CANCELLABLE_STATUSES.includes(order.status) && now < cancelDeadline(order).getTime();
}

/** A cash-on-delivery order still waiting for the shopper's confirmation before it may be shipped (issue 25). */
export const awaitingConfirmation = (
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'confirmDueAt' | 'confirmedAt'>,
): boolean => isAwaitingConfirmation(order);

/** What the order pages show of a COD order's confirmation; undefined when none was asked for. */
function codConfirmationView(row: OrderRow): Order['codConfirmation'] {
  if (row.confirmDueAt === null && row.confirmedVia === null) return undefined;
  return {
    awaiting: awaitingConfirmation(row),
    confirmBy: row.confirmDueAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedVia: (row.confirmedVia as NonNullable<Order['codConfirmation']>['confirmedVia']) ?? null,
    advance: toRupees(row.codAdvancePaise),
    advancePaid: row.advancePaidAt !== null,
  };
}

/** An online order's payment: its tries and refunds. */
export interface PaymentRecords {
  attempts: AttemptRow[];
  refunds: RefundRow[];
}

/**
 * Whether 'Pay now' is offered (spec §9: a 300 s window, at most 3 tries): an online order still pending and unpaid,
 * inside its window, with fewer than 3 failed tries.
 */
export function canPay(order: OrderRow, attempts: AttemptRow[], now: number): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    order.status === 'pending' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
    order.paymentDueAt !== null &&
    now < order.paymentDueAt.getTime() &&
    attempts.filter((a) => a.outcome === 'failed').length < PAYMENT_MAX_ATTEMPTS
  );
}

/** An order as the API answers it (spec §3 Order), from its row, lines, history and payment records. */
export function toOrderView(
  row: OrderRow,
  items: OrderItemRow[],
  history: StatusRow[],
  payments: PaymentRecords,
  now: number,
): Order {
  const deadline = cancelDeadline(row);
  const address = row.shippingAddress;
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    user: { name: row.customerName, email: row.customerEmail },
    createdAt: row.createdAt.toISOString(),
    orderStatus: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    subtotal: toRupees(row.subtotalPaise),
    gstPercent: row.gstPercent,
    // Lines placed before per-line GST carry their order's one rate (migration 0009's backfill).
    gstRates: [...new Set(items.map((item) => item.gstRate ?? row.gstPercent))].sort((a, b) => a - b),
    pricesIncludeTax: row.pricesIncludeTax,
    tax: toRupees(row.taxPaise),
    shippingCost: toRupees(row.shippingPaise),
    codCharges: toRupees(row.codChargesPaise),
    totalAmount: toRupees(row.totalPaise),
    freeShipping: row.freeShipping,
    courier: { id: row.courierId, name: row.courierName, estimatedDeliveryDays: row.courierDays },
    ...(row.placeOfSupplyCode && row.placeOfSupplyName
      ? { placeOfSupply: { code: row.placeOfSupplyCode, name: row.placeOfSupplyName } }
      : {}),
    ...(row.buyerGstin ? { buyerGstin: row.buyerGstin } : {}),
    ...(row.trackingNumber ? { trackingNumber: row.trackingNumber } : {}),
    ...(row.estimatedDeliveryFrom && row.estimatedDeliveryTo
      ? { estimatedDelivery: { from: row.estimatedDeliveryFrom, to: row.estimatedDeliveryTo } }
      : {}),
    statusHistory: history.map((entry) => ({
      status: entry.status,
      timestamp: entry.createdAt.toISOString(),
      ...(entry.note ? { note: entry.note } : {}),
      by: entry.changedByLabel,
    })),
    items: items.map((item) => ({
      _id: item.id,
      product: { _id: item.productId, name: item.productName, thumbnail: item.image },
      size: item.sizeLabel,
      quantity: item.quantity,
      price: toRupees(item.unitPricePaise),
      subtotal: toRupees(item.lineTotalPaise),
      refundedQuantity: refundedPieces(row, item.id, payments.refunds),
    })),
    shippingAddress: {
      fullName: address.fullName,
      ...(address.email ? { email: address.email } : {}),
      phone: address.phone,
      addressLine1: address.addressLine1,
      ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
      country: address.country,
    },
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.cancelReason ? { cancelReason: row.cancelReason } : {}),
    canCancel: canCancel(row, now),
    cancelDeadline: deadline.toISOString(),
    cancelSecondsLeft: Math.max(0, Math.floor((deadline.getTime() - now) / 1000)),
    ...(row.paymentDueAt ? { paymentDueAt: row.paymentDueAt.toISOString() } : {}),
    canPay: canPay(row, payments.attempts, now),
    paymentAttempts: payments.attempts.map((a) => ({
      outcome: a.outcome,
      ...(a.message ? { message: a.message } : {}),
      at: a.createdAt.toISOString(),
    })),
    refunds: payments.refunds.map((r) => refundView(r, items)),
    refundedAmount: toRupees(
      payments.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0),
    ),
    refundableAmount: toRupees(refundablePaise(row, payments.refunds)),
    ...(row.convertedToPrepaidAt && row.prepaidDiscountPaise > 0
      ? { prepaidDiscount: toRupees(row.prepaidDiscountPaise) }
      : {}),
    ...(row.couponCode ? { coupon: { code: row.couponCode, discount: toRupees(row.couponDiscountPaise) } } : {}),
    messagingOptIn: row.messagingOptIn,
    language: toLocale(row.language),
    ...(row.confirmDueAt !== null || row.confirmedVia !== null ? { codConfirmation: codConfirmationView(row) } : {}),
  };
}

/** A refund as the order pages list it: amount, status, how it is paid back, the reason, and its line if any. */
function refundView(refund: RefundRow, items: OrderItemRow[]): RefundView {
  const item = refund.orderItemId ? items.find((i) => i.id === refund.orderItemId) : undefined;
  return {
    amount: toRupees(refund.amountPaise),
    status: refund.status,
    method: refund.method,
    reason: refund.reason,
    ...(item && refund.quantity
      ? { line: { orderItemId: item.id, name: item.productName, size: item.sizeLabel, quantity: refund.quantity } }
      : {}),
    createdAt: refund.createdAt.toISOString(),
    ...(refund.processedAt ? { processedAt: refund.processedAt.toISOString() } : {}),
  };
}
