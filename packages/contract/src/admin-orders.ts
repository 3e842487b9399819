import { orderRiskSchema } from './cod.ts';
import { z } from 'zod';
import { auditEntrySchema } from './audit.ts';
import { pageField, paginationSchema } from './envelope.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  orderSchema,
  type OrderStatus,
  type PaymentMethod,
} from './orders.ts';
import { SHIPMENT_STATUSES } from './shipments.ts';

/**
 * The admin's orders (spec §2 Admin Orders tab, §4 status changes, §7 `GET /api/orders/admin/all`,
 * `GET /api/orders/admin/stats`, `PATCH /api/orders/{id}/status`; architecture §6.8, §6.9).
 */

/** Spec §9: the orders tab's page sizes. */
export const ADMIN_ORDER_PAGE_SIZES = [5, 10, 20, 50] as const;
export const ADMIN_ORDER_DEFAULT_PAGE_SIZE = 10;

/** Spec §4: what the admin's dropdown offers. 'processing' is shown only on an order already in it. */
export const ADMIN_SETTABLE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
];

/**
 * The orders tab's work queues: orders in any of these statuses wait for the owner. 'to_ship': confirmed (a paid
 * online order, or a cash-on-delivery order the store accepted) or processing (being made or packed), and not yet
 * handed to a courier: the owner must pack and ship them. Pending orders have their own card: a COD order waits for
 * the owner's confirmation there, an online one for its payment (which needs nothing of the owner).
 */
export const ADMIN_ORDER_QUEUES = {
  to_ship: ['confirmed', 'processing'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type AdminOrderQueue = keyof typeof ADMIN_ORDER_QUEUES;

/**
 * What the list's `status` filter takes: a status, or a work queue. 'awaiting_confirmation' (issue 25): the pending
 * cash-on-delivery orders still waiting for the shopper's confirmation, which the owner may confirm by phone.
 */
export const ADMIN_ORDER_FILTERS = [...ORDER_STATUSES, 'to_ship', 'awaiting_confirmation'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

/** The statuses a filter stands for (a queue's several, a status itself); undefined for every order. */
export function statusesOf(filter: AdminOrderFilter | undefined): readonly OrderStatus[] | undefined {
  if (filter === undefined) return undefined;
  if (filter === 'awaiting_confirmation') return ['pending'];
  return filter === 'to_ship' ? ADMIN_ORDER_QUEUES.to_ship : [filter];
}

export const STATUS_NOTE_MAX = 500;
export const TRACKING_NUMBER_MAX = 64;

export const ADMIN_ORDER_MESSAGES = {
  // Spec §8 and §2: what the web says.
  updateFailed: 'Failed to update order status. Please try again.',
  noOrders: 'No Orders Found',
  noOrdersHint: 'No orders match your current filters.',
  // The server's answers.
  updated: 'Order status updated',
  status: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
  filter: `Status must be one of ${ADMIN_ORDER_FILTERS.join(', ')}, all`,
  limit: `limit must be one of ${ADMIN_ORDER_PAGE_SIZES.join(', ')}`,
  noteTooLong: `Note must be at most ${STATUS_NOTE_MAX} characters`,
  trackingTooLong: `Tracking number must be at most ${TRACKING_NUMBER_MAX} characters`,
  trackingChars: 'Tracking number may hold only letters, digits, spaces, dots, dashes and slashes',
  sameStatus: (label: string) => `This order is already ${label}`,
  leaveCancelled:
    'A cancelled order cannot be reopened: its stock was given back and any payment refunded. Ask the customer to order again.',
  unpaidOnline: (label: string) =>
    `This order's online payment has not been received, so it cannot be marked ${label}. Cancel it or wait for the payment.`,
  // An order's status follows the parcel (decision 012, issue 19 item 1).
  deliveredNeedsShipment:
    'An order is delivered by its shipment. Create a shipment, or mark it delivered by hand with a note.',
  deliveredBeforePickup: (awb: string | null) =>
    `This order's shipment${awb ? ` (AWB ${awb})` : ''} has not been picked up by the courier yet, so it cannot be marked Delivered. It becomes Delivered when the courier delivers it.`,
  shippedNeedsShipment:
    'An order ships with its shipment. Create a shipment and generate its AWB, or give the tracking number of the courier you sent it with.',
  byHandWithShipment: (awb: string | null) =>
    `This order has a courier shipment${awb ? ` (AWB ${awb})` : ''}, so it is delivered by that shipment, not by hand. Cancel the shipment first if you are handing it over yourself.`,
  parcelWithCourier: (label: string, awb: string | null) =>
    `The courier has this order's parcel${awb ? ` (AWB ${awb})` : ''}, so it cannot go back to ${label}: the order follows its shipment.`,
  byHandNoteRequired: 'Add a note saying who handed the order over (and the cash received, for cash on delivery)',
  byHandOnlyDelivered: 'Only a delivery can be made by hand: choose the status Delivered',
} as const;

/** What a delivery by hand is called (the option on the admin's screen, and the history entry's first words). */
export const deliveredByHandLabel = (paymentMethod: PaymentMethod) =>
  paymentMethod === 'cash_on_delivery' ? 'Delivered by hand, cash received' : 'Delivered by hand';

/** The owner's search: at most this many characters. */
export const ORDER_SEARCH_MAX = 100;

/**
 * `q` of the admin's list and export: an order number (KALA-100001, or just 100001), a phone number (any spacing,
 * with or without +91 or 0), an email or a name, matched in part and regardless of case.
 */
const orderSearchField = z
  .string({ error: 'q must be text' })
  .trim()
  .max(ORDER_SEARCH_MAX, `q must be at most ${ORDER_SEARCH_MAX} characters`)
  .optional()
  .transform((q) => q || undefined);

const orderFilterField = z
  .enum([...ADMIN_ORDER_FILTERS, 'all'], { error: ADMIN_ORDER_MESSAGES.filter })
  .optional()
  .transform((s) => (s === 'all' ? undefined : s));

/** GET /api/orders/admin/export.csv: the list's filter (status or queue, and the search), every page of it. */
export const adminOrderExportQuerySchema = z.object({ status: orderFilterField, q: orderSearchField });
export type AdminOrderExportQuery = z.input<typeof adminOrderExportQuerySchema>;

/** The columns of the orders export, one row per order (money in rupees, the time in India). */
export const ORDER_CSV_HEADER = [
  'Order number',
  'Placed at (IST)',
  'Status',
  'Payment method',
  'Payment status',
  'Customer name',
  'Customer email',
  'Ship to',
  'Phone',
  'Address',
  'City',
  'State',
  'PIN code',
  'Pieces',
  'Subtotal (INR)',
  'GST (INR)',
  'Shipping (INR)',
  'COD charges (INR)',
  'Total (INR)',
  'Courier',
  'Tracking number',
  'Customer note',
  'Cancel reason',
] as const;

export const adminOrderListQuerySchema = z.object({
  page: pageField(),
  limit: z.coerce
    .number({ error: ADMIN_ORDER_MESSAGES.limit })
    .refine((n) => (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(n), ADMIN_ORDER_MESSAGES.limit)
    .default(ADMIN_ORDER_DEFAULT_PAGE_SIZE),
  status: orderFilterField,
  q: orderSearchField,
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** One row of the admin's orders table (spec §2): enough to list, never the whole order. */
export const adminOrderRowSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /** Pieces in the order (the sum of the lines' quantities). */
  itemCount: z.number().int(),
  /** The customer as copied onto the order; userId is null once the account was deleted. */
  user: z.object({ name: z.string(), email: z.string() }),
  userId: z.string().nullable(),
  createdAt: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  totalAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  shippingCity: z.string(),
  trackingNumber: z.string().optional(),
  /** A pending COD order still waiting for the shopper's confirmation (issue 25, `isAwaitingConfirmation`). */
  awaitingConfirmation: z.boolean(),
  /** A gift order (issue 27 item 3): marked plainly in the list, with its wrap and hidden prices. */
  gift: z.object({ giftWrap: z.boolean(), hidePrices: z.boolean() }).optional(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  success: z.literal(true),
  data: z.array(adminOrderRowSchema),
  pagination: paginationSchema.extend({ totalOrders: z.number().int() }),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/**
 * Spec §3 Order stats. `totalRevenue` (rupees) follows the one revenue rule of the server
 * (`modules/orders/revenue.ts`): orders not cancelled that are paid online or are cash on delivery.
 */
export const adminOrderStatsSchema = z.object({
  statusStats: z.object(
    Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>,
  ),
  /** Orders in the 'to_ship' queue (ADMIN_ORDER_QUEUES): confirmed or processing, waiting to be shipped. */
  toShip: z.number().int(),
  /** Cash-on-delivery orders waiting for the shopper's confirmation (issue 25): the owner may call them. */
  awaitingConfirmation: z.number().int(),
  totalOrders: z.number().int(),
  totalRevenue: z.number(),
});
export type AdminOrderStats = z.infer<typeof adminOrderStatsSchema>;

/**
 * The admin's view of one order: the shopper's view (notes included) plus the customer, its live courier shipment in
 * short (the status card names its AWB before the order ships) and the audit of every admin change to the order and
 * its shipments, oldest first.
 */
export const adminOrderDetailSchema = orderSchema.extend({
  customer: z.object({
    /** null once the account was deleted (the order keeps the name and email it was placed with). */
    id: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    /** Orders this account has placed, this one included (0 when the account is gone). */
    orderCount: z.number().int(),
  }),
  shipment: z
    .object({
      status: z.enum(SHIPMENT_STATUSES),
      statusLabel: z.string(),
      awb: z.string().nullable(),
      courierName: z.string().nullable(),
    })
    .nullable(),
  audit: z.array(auditEntrySchema),
  /** A COD order's risk tier from checkout, its reasons and the admin's override (issue 25 item 3); else null. */
  risk: orderRiskSchema.nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || undefined);

/**
 * Body of PATCH /api/orders/{id}/status (spec §7): the status, and optionally a note and a tracking number.
 * `deliveredByHand` (with `delivered` and a note) records a delivery the store made itself, without a courier: for
 * cash on delivery, the cash was received.
 */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: ADMIN_ORDER_MESSAGES.status }),
    note: optionalText(STATUS_NOTE_MAX, ADMIN_ORDER_MESSAGES.noteTooLong),
    trackingNumber: optionalText(TRACKING_NUMBER_MAX, ADMIN_ORDER_MESSAGES.trackingTooLong).refine(
      (v) => v === undefined || /^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/.test(v),
      ADMIN_ORDER_MESSAGES.trackingChars,
    ),
    deliveredByHand: z.boolean({ error: 'Delivered by hand must be true or false' }).optional(),
  })
  .superRefine((change, ctx) => {
    if (!change.deliveredByHand) return;
    if (change.status !== 'delivered') {
      ctx.addIssue({ code: 'custom', path: ['deliveredByHand'], message: ADMIN_ORDER_MESSAGES.byHandOnlyDelivered });
    } else if (!change.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: ADMIN_ORDER_MESSAGES.byHandNoteRequired });
    }
  });
export type OrderStatusChangeInput = z.input<typeof orderStatusChangeSchema>;
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;
