import { z } from 'zod';
import { gstinProblem, normaliseGstin } from './gst.ts';
import { CART_MAX_QUANTITY } from './cart-messages.ts';
import { CONFIRMED_VIA } from './cod.ts';
import { emailSchema } from './auth.ts';
import { errorSchema, limitField, paginationSchema } from './envelope.ts';
import { formatRupees } from './money.ts';
import { giftInputSchema, giftRecipientDiffers, giftViewSchema } from './gifting.ts';
import { LOCALES } from './locale.ts';
import { normaliseCode } from './promotion-constants.ts';
import { codeOutcomeSchema } from './promotions.ts';
import { REFUND_METHODS, REFUND_STATUSES } from './refunds.ts';
import { PINCODE_PATTERN, courierOptionSchema } from './shipping.ts';

/**
 * Orders (spec §3 Order, Order item, Shipping address, Order stats; §4 statuses and cancellation; §5 order and
 * quick-order rules; §7 Orders; architecture §6.7, §6.8). Amounts on the wire are rupees; the server keeps paise.
 */

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Spec §4: a shopper may cancel while the order is not yet shipped (and within the window, architecture §6.7). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];

export const PAYMENT_METHODS = ['razorpay', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  razorpay: 'Online Payment',
  cash_on_delivery: 'Cash on Delivery',
};

/** 'cancelled': an order cancelled before any money moved (a cash-on-delivery order that will not be delivered). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Spec §4 colours: delivered green; shipped blue; confirmed and processing orange; cancelled red; else neutral. */
export function orderStatusTone(status: string): 'green' | 'blue' | 'orange' | 'red' | 'neutral' {
  if (status === 'delivered') return 'green';
  if (status === 'shipped') return 'blue';
  if (status === 'confirmed' || status === 'processing') return 'orange';
  if (status === 'cancelled') return 'red';
  return 'neutral';
}

/** Spec §4 payment colours: completed green, failed red, otherwise yellow. */
export function paymentStatusTone(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'completed') return 'green';
  if (status === 'failed') return 'red';
  return 'yellow';
}

export const ORDER_LIST_LIMIT = 10;
export const ORDER_LIST_MAX_LIMIT = 50;
export const ORDER_NOTES_MAX = 500;
export const CANCEL_REASON_MAX = 500;
/** Lines in one order: a cart holds at most this many sizes in practice; more is abuse. */
export const ORDER_MAX_LINES = 50;

export const ORDER_MESSAGES = {
  validationFailed: 'Validation failed',
  missingAddress: 'Missing shipping address',
  /** Spec §5's 'Missing <field>', the field named by its form label ('Missing full name', 'Missing PIN code'). */
  missing: (label: string) => `Missing ${inSentence(label)}`,
  missingPaymentMethod: 'Missing payment method',
  invalidPaymentMethod: 'Invalid payment method',
  phone: 'Please enter a valid 10-digit mobile number',
  zipCode: 'Please enter a valid 6-digit postcode',
  indiaOnly: 'We ship within India only for now',
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notesTooLong: `Order notes must be at most ${ORDER_NOTES_MAX} characters`,
  reasonTooLong: `Reason must be at most ${CANCEL_REASON_MAX} characters`,
  noItems: 'Add at least one item to your order',
  tooManyLines: `An order can hold at most ${ORDER_MAX_LINES} lines`,
  quantityMin: 'Quantity must be at least 1',
  quantityMax: `You can order at most ${CART_MAX_QUANTITY} of a piece`,
  sizeRequired: 'Please select a size',
  productRequired: 'Please choose a product',
  courier: 'Please choose a shipping option',
  courierGone: 'The chosen shipping option is no longer offered for this address. Please choose another.',
  emptyCart: 'Your cart is empty',
  /** Placing (or previewing) a cart that another tab or window has just placed as an order. */
  cartAlreadyOrdered: 'Your cart was already ordered',
  idempotencyKey: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  onlinePaymentHere: 'Online payment orders are placed through the payment checkout',
  productGone: (name: string) => `"${name}" is no longer available. Please remove it to place your order.`,
  outOfStock: (name: string, size: string) =>
    `Sorry, "${name}" (${size}) is out of stock. Please remove it to place your order.`,
  notEnoughStock: (name: string, size: string, left: number) =>
    `Only ${left} of "${name}" (${size}) ${left === 1 ? 'is' : 'are'} left. Please lower the quantity.`,
  priceChanged: (name: string, size: string, from: number, to: number) =>
    `The price of "${name}" (${size}) changed from ${formatRupees(from)} to ${formatRupees(to)}. Please review and place your order again.`,
  placed: 'Order placed successfully',
  notFound: 'Order not found',
  notFoundHint: 'The order you are looking for does not exist.',
  cannotCancelStatus: (status: string) => `This order is ${status} and can no longer be cancelled`,
  cancelWindowOver: 'The 12-hour cancellation window for this order has passed',
  cancelled: 'Order cancelled',
  // Spec §5 and §8: what the web says.
  checkoutRequired: 'Please fill in all required shipping information',
  quickOrderRequired: 'Please fill in all required fields',
  fetchOrders: 'Failed to fetch orders',
  fetchOrder: 'Failed to fetch order',
  cancelFailed: 'Failed to cancel order',
  errorLoading: 'Error Loading Orders',
  orderNotFoundTitle: 'Order Not Found',
  codFailed: 'Failed to create COD order',
  placeFailed: 'Failed to place order',
} as const;

/**
 * The shipping form's fields as the checkout and the quick order label them: the web's labels and every message
 * about a field (the form's and the API's alike) come from here, so no answer names a field by its key ('fullName').
 */
export const ADDRESS_FIELD_LABELS = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'PIN code',
  country: 'Country',
} as const;
export type AddressField = keyof typeof ADDRESS_FIELD_LABELS;

/** A label inside a sentence: 'Full name' → 'full name'; an initialism keeps its capitals ('PIN code'). */
function inSentence(label: string): string {
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

const trimmed = (field: AddressField, max: number) =>
  z
    .string({ error: ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS[field]) })
    .trim()
    .min(1, ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS[field]))
    .max(max, ORDER_MESSAGES.fieldTooLong(ADDRESS_FIELD_LABELS[field], max));

/** Spec §3 Shipping address, with the checkout's email. Only India is served (spec §9: international not available). */
export const shippingAddressSchema = z.object({
  fullName: trimmed('fullName', 100),
  email: emailSchema.optional(),
  phone: z
    .string({ error: ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.phone) })
    .trim()
    .min(1, ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.phone))
    // 10 digits of an Indian number, with an optional +91 or 0 before it and spaces or dashes between.
    .transform((phone) => phone.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, ORDER_MESSAGES.phone)),
  addressLine1: trimmed('addressLine1', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, ORDER_MESSAGES.fieldTooLong(ADDRESS_FIELD_LABELS.addressLine2, 200))
    .optional()
    .transform((v) => v || undefined),
  city: trimmed('city', 100),
  state: trimmed('state', 100),
  zipCode: z
    .string({ error: ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.zipCode) })
    .trim()
    .min(1, ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.zipCode))
    .regex(PINCODE_PATTERN, ORDER_MESSAGES.zipCode),
  country: z
    .string({ error: ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.country) })
    .trim()
    .min(1, ORDER_MESSAGES.missing(ADDRESS_FIELD_LABELS.country))
    .refine((c) => c.toLowerCase() === 'india', ORDER_MESSAGES.indiaOnly)
    .transform(() => 'India'),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** A quick-order line (spec §7 customItems, with the size the issue asks for). */
export const customItemSchema = z.object({
  productId: z.string({ error: ORDER_MESSAGES.productRequired }).trim().min(1, ORDER_MESSAGES.productRequired).max(100),
  sizeId: z.string({ error: ORDER_MESSAGES.sizeRequired }).trim().min(1, ORDER_MESSAGES.sizeRequired).max(100),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityMin })
    .int(ORDER_MESSAGES.quantityMin)
    .min(1, ORDER_MESSAGES.quantityMin)
    .max(CART_MAX_QUANTITY, ORDER_MESSAGES.quantityMax),
  /**
   * The unit price (rupees) the shopper was shown. Never used to price: only compared, so a price that moved
   * since stops the order instead of charging a surprise.
   */
  seenPrice: z.number().min(0).max(10_000_000).optional(),
});
export type CustomItem = z.infer<typeof customItemSchema>;

const itemsFields = {
  /** true: the cart's lines (and the cart is emptied); false: customItems (a quick order). */
  useCartItems: z.boolean().default(true),
  customItems: z.array(customItemSchema).max(ORDER_MAX_LINES, ORDER_MESSAGES.tooManyLines).optional(),
};

/** The courier the shopper chose (spec §3 courier_company_id); absent means the cheapest. */
const courierIdSchema = z.number({ error: ORDER_MESSAGES.courier }).int(ORDER_MESSAGES.courier).positive().optional();

/** Spec §5: a missing or unknown payment method, checked with the other fields so every message is given at once. */
const paymentMethodSchema = z
  .string({ error: ORDER_MESSAGES.missingPaymentMethod })
  .min(1, ORDER_MESSAGES.missingPaymentMethod)
  .refine((method) => (PAYMENT_METHODS as readonly string[]).includes(method), ORDER_MESSAGES.invalidPaymentMethod)
  .transform((method) => method as PaymentMethod);

/**
 * A coupon code given at checkout (issue 27, decision 040); absent, a cart order takes the code saved on the cart.
 * Upper-cased here; an unknown or malformed code is refused by the pricing with its plain-words reason.
 */
const couponCodeField = z
  .string()
  .max(40, 'That code is too long')
  .optional()
  .transform((v) => (v?.trim() ? normaliseCode(v) : undefined));

const orderFields = {
  shippingAddress: z.object(shippingAddressSchema.shape, { error: ORDER_MESSAGES.missingAddress }),
  /** The shopper ticked 'Send me order updates on WhatsApp/SMS' (issue 25): messages go to the address's phone. */
  messagingOptIn: z.boolean({ error: 'Order updates on WhatsApp/SMS must be true or false' }).default(false),
  paymentMethod: paymentMethodSchema,
  ...itemsFields,
  courierId: courierIdSchema,
  notes: z
    .string()
    .trim()
    .max(ORDER_NOTES_MAX, ORDER_MESSAGES.notesTooLong)
    .optional()
    .transform((v) => v || undefined),
  couponCode: couponCodeField,
  /** A business buyer's GSTIN for a B2B tax invoice (issue 24); checked like the seller's. */
  buyerGstin: z
    .string()
    .max(40, 'GSTIN must be 15 characters')
    .optional()
    .transform((v) => (v ? normaliseGstin(v) : undefined) || undefined)
    .superRefine((v, ctx) => {
      const problem = v === undefined ? null : gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** The order is a gift (issue 27 item 3, decision 042): message, wrap, recipient, hidden prices. */
  gift: giftInputSchema.optional(),
};

const needsItems = (input: { useCartItems: boolean; customItems?: unknown[] | undefined }, ctx: z.RefinementCtx) => {
  if (!input.useCartItems && !input.customItems?.length) {
    ctx.addIssue({ code: 'custom', path: ['customItems'], message: ORDER_MESSAGES.noItems });
  }
};

/**
 * Body of POST /api/orders (spec §7). Every price comes from the server. The server answers every failed rule at once,
 * as 'Validation failed: Missing full name, Missing phone'.
 */
export const orderInputSchema = z.object(orderFields).superRefine(needsItems).superRefine(giftRecipientDiffers);

/** Body of POST /api/payments/create-order: the same order; the payment method is forced to razorpay (spec §5). */
export const onlineOrderInputSchema = z
  .object({ ...orderFields, paymentMethod: z.string().max(50).optional() })
  .superRefine(needsItems)
  .superRefine(giftRecipientDiffers)
  .transform((input) => ({ ...input, paymentMethod: 'razorpay' as const }));

export type OrderInput = z.input<typeof orderInputSchema>;
export type PlacedOrderInput = z.output<typeof orderInputSchema>;

/** Body of POST /api/orders/preview: the same lines and choices, priced by the same function, nothing written. */
export const orderPreviewInputSchema = z
  .object({
    ...itemsFields,
    deliveryPostcode: z.string().trim().regex(PINCODE_PATTERN, ORDER_MESSAGES.zipCode).optional(),
    courierId: courierIdSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.invalidPaymentMethod }).default('cash_on_delivery'),
    couponCode: couponCodeField,
    /** Price the seller's gift wrap in (decision 042). */
    giftWrap: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (!input.useCartItems && !input.customItems?.length) {
      ctx.addIssue({ code: 'custom', path: ['customItems'], message: ORDER_MESSAGES.noItems });
    }
  });
export type OrderPreviewInput = z.input<typeof orderPreviewInputSchema>;

/**
 * Body of POST /api/orders/cod-offer (issue 25 item 3): the lines, the address and the courier the checkout shows, so
 * the payment step knows before the shopper chooses whether cash on delivery is offered, and on what terms.
 */
export const codOfferInputSchema = z
  .object({
    ...itemsFields,
    shippingAddress: z.object(shippingAddressSchema.shape, { error: ORDER_MESSAGES.missingAddress }),
    courierId: courierIdSchema,
  })
  .superRefine(needsItems);
export type CodOfferInput = z.output<typeof codOfferInputSchema>;

/** Totals in rupees, from the server's one pricing function. */
export const orderTotalsSchema = z.object({
  subtotal: z.number(),
  /** The goods' highest GST rate (shipping and COD take it, decision 025). */
  gstPercent: z.number(),
  /** The goods' distinct GST rates, lowest first ('GST (5%, 18%)'). */
  gstRates: z.array(z.number()),
  /** Whether prices include GST: then `tax` is inside the subtotal, not added to it. */
  pricesIncludeTax: z.boolean(),
  tax: z.number(),
  /** The courier's freight, 0 when the order passes the zone's free-shipping threshold; null before a PIN code. */
  shippingCost: z.number().nullable(),
  codCharges: z.number(),
  totalAmount: z.number(),
  freeShipping: z.boolean(),
  /** The zone's threshold in rupees, once the delivery PIN code is known. */
  freeShippingAbove: z.number().nullable(),
  /** Gift wrap's charge in rupees, its GST included (decision 042); absent without wrap. */
  giftWrap: z.number().optional(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** A day range in ISO dates (yyyy-mm-dd): processing plus the courier's transit, in business days. */
export const deliveryWindowSchema = z.object({ from: z.string(), to: z.string() });
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;

export const previewLineSchema = z.object({
  productId: z.string(),
  sizeId: z.string(),
  name: z.string(),
  size: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  subtotal: z.number(),
});

export const orderPreviewSchema = z.object({
  items: z.array(previewLineSchema),
  totals: orderTotalsSchema,
  courier: courierOptionSchema.nullable(),
  estimatedDelivery: deliveryWindowSchema.nullable(),
  /**
   * The numbers of the shopper's unpaid online orders from the cart that placing this cart cancels and replaces
   * (decision 018); absent when there are none, and for a quick order.
   */
  replacesOrders: z.array(z.string()).optional(),
  /** The coupon code priced in (or why it is not), when one was given or saved on the cart (issue 27). */
  coupon: codeOutcomeSchema.optional(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/** Which order: its id (for its page) and its number (for people). */
export const orderRefSchema = z.object({ orderId: z.string(), orderNumber: z.string() });
export type OrderRef = z.infer<typeof orderRefSchema>;

/**
 * The 409 of placing or previewing an order. For 'Your cart was already ordered' it names the shopper's own order
 * that emptied the cart (placed from another tab, say), so the checkout can lead to it.
 */
export const orderConflictSchema = errorSchema.extend({ order: orderRefSchema.optional() });

/** An address as stored on an order (the validated shape of shippingAddressSchema). */
export const addressViewSchema = z.object({
  fullName: z.string(),
  email: z.string().optional(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const orderItemSchema = z.object({
  _id: z.string(),
  /** Copied when the order was placed: a later catalogue edit never changes an order. */
  product: z.object({ _id: z.string().nullable(), name: z.string(), thumbnail: z.string() }),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  subtotal: z.number(),
  /** Pieces of this line refunded by the owner (decision 024); 0 when none. */
  refundedQuantity: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const statusHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  timestamp: z.string(),
  note: z.string().optional(),
  /** Who made the change: the shopper, an admin (by name), or the store itself. */
  by: z.string(),
});

/** One try at paying online: failed, dismissed (no payment made) or captured. */
export const paymentAttemptSchema = z.object({
  outcome: z.enum(['failed', 'dismissed', 'captured']),
  message: z.string().optional(),
  at: z.string(),
});

/**
 * A refund of a paid order (decision 024): requested by the store, pending at the provider, then processed (or
 * failed); a manual one (cash on delivery, paid back by the owner) is processed at once. A line's refund names it.
 */
export const refundViewSchema = z.object({
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  method: z.enum(REFUND_METHODS),
  reason: z.string(),
  line: z
    .object({ orderItemId: z.string(), name: z.string(), size: z.string(), quantity: z.number().int() })
    .optional(),
  createdAt: z.string(),
  processedAt: z.string().optional(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotal: z.number(),
  gstPercent: z.number(),
  gstRates: z.array(z.number()),
  pricesIncludeTax: z.boolean(),
  tax: z.number(),
  shippingCost: z.number(),
  codCharges: z.number(),
  totalAmount: z.number(),
  freeShipping: z.boolean(),
  courier: z.object({ id: z.number().int(), name: z.string(), estimatedDeliveryDays: z.number().int() }),
  trackingNumber: z.string().optional(),
  estimatedDelivery: deliveryWindowSchema.optional(),
  statusHistory: z.array(statusHistoryEntrySchema),
  items: z.array(orderItemSchema),
  shippingAddress: addressViewSchema,
  notes: z.string().optional(),
  cancelReason: z.string().optional(),
  /** The delivery's state, where the supply is taxed (absent on orders placed before per-line GST). */
  placeOfSupply: z.object({ code: z.string(), name: z.string() }).optional(),
  /** The GSTIN the shopper gave for a business invoice. */
  buyerGstin: z.string().optional(),
  /** The server decides (architecture §6.7): status allows it and the window is open. */
  canCancel: z.boolean(),
  /** When the cancellation window closes (ISO), and the seconds left now (0 once closed). */
  cancelDeadline: z.string(),
  cancelSecondsLeft: z.number().int(),
  /** Online payment: when the payment window closes (ISO), the tries, and whether 'Pay now' is offered. */
  paymentDueAt: z.string().optional(),
  canPay: z.boolean(),
  paymentAttempts: z.array(paymentAttemptSchema),
  refunds: z.array(refundViewSchema),
  /** Rupees refunded or on their way back (every refund but a failed one); 0 when none. */
  refundedAmount: z.number(),
  /** Rupees the store may still refund: what was paid less refundedAmount; 0 for an unpaid order. */
  refundableAmount: z.number(),
  /**
   * A COD order paid online instead (issue 25 item 4, decision 033): the seller's prepaid discount (rupees) taken off
   * the lines before GST, so subtotal − prepaidDiscount + GST (when added) + shipping = totalAmount. Absent otherwise.
   */
  prepaidDiscount: z.number().optional(),
  /** The coupon code the order used (issue 27) and what it took off the goods before GST (rupees); absent without one. */
  coupon: z.object({ code: z.string(), discount: z.number() }).optional(),
  /** Whether the shopper asked for order updates on WhatsApp/SMS at checkout (to the address's phone). */
  messagingOptIn: z.boolean(),
  /** The storefront language the order was placed in (issue 28): its mails and messages are written in it. */
  language: z.enum(LOCALES).optional(),
  /**
   * Cash on delivery that waits for (or got) the shopper's confirmation before shipping (issue 25 item 2); absent on
   * online orders and on COD orders placed when no confirmation was asked.
   */
  codConfirmation: z
    .object({
      awaiting: z.boolean(),
      /** When an unconfirmed order is cancelled (ISO). */
      confirmBy: z.string().nullable(),
      confirmedAt: z.string().nullable(),
      confirmedVia: z.enum(CONFIRMED_VIA).nullable(),
      /** A medium-risk order's advance paid online (rupees; 0 when none) and whether it is paid. */
      advance: z.number(),
      advancePaid: z.boolean(),
    })
    .optional(),
  /** A gift order's gift (decision 042): only in the owner's and the admin's views of the order. */
  gift: giftViewSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const placedOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  order: orderSchema,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
  limit: limitField(ORDER_LIST_LIMIT, ORDER_LIST_MAX_LIMIT),
  status: z
    .enum([...ORDER_STATUSES, 'all'], { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional()
    .transform((s) => (s === 'all' ? undefined : s)),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSchema),
  pagination: paginationSchema.extend({ totalOrders: z.number().int() }),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderCountSchema = z.object({ totalOrders: z.number().int(), scope: z.enum(['user', 'all']) });

export const orderIdParamsSchema = z.object({ id: z.string().max(100) });

export const cancelOrderInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, ORDER_MESSAGES.reasonTooLong)
    .optional()
    .transform((v) => v || undefined),
});
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;

/** Addresses the shopper used before, the last used first (offered at checkout and in the quick order). */
export const savedAddressSchema = addressViewSchema.extend({ lastUsedAt: z.string() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;
