import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus, PaymentMethod } from '@kala/contract/orders';
import type { RefundMethod } from '@kala/contract/refunds';

/**
 * The contract's shopper-facing labels (ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, REFUND_METHOD_LABELS), same
 * English, in the page's language (issue 28): the contract stays English for the server and the admin panel.
 */
const ORDER_STATUS = {
  pending: msg`Pending`,
  confirmed: msg`Confirmed`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
} satisfies Record<OrderStatus, unknown>;

const PAYMENT_METHOD = {
  razorpay: msg`Online Payment`,
  cash_on_delivery: msg`Cash on Delivery`,
} satisfies Record<PaymentMethod, unknown>;

const REFUND_METHOD = {
  provider: msg`To the original payment method`,
  manual: msg`Paid by the owner (bank transfer or UPI)`,
} satisfies Record<RefundMethod, unknown>;

export const orderStatusLabel = (status: OrderStatus) => i18n._(ORDER_STATUS[status]);
export const paymentMethodLabel = (method: PaymentMethod) => i18n._(PAYMENT_METHOD[method]);
export const refundMethodLabel = (method: RefundMethod) => i18n._(REFUND_METHOD[method]);
