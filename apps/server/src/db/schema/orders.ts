import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShippingAddress } from '@kala/contract/orders';
import { users } from './accounts.ts';
import { productSizes, products } from './catalog.ts';

/** Order numbers come from a sequence: unique by construction, never a count (architecture §4). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001, increment: 1 });

/** The predicate of the COD outcome indexes; cod.repository.ts#riskFacts's conditions imply it. */
const codOutcome = (t: {
  paymentMethod: AnyPgColumn;
  status: AnyPgColumn;
  rtoAt: AnyPgColumn;
  trackingNumber: AnyPgColumn;
}) =>
  sql`${t.paymentMethod} = 'cash_on_delivery' and (${t.status} = 'delivered' or ${t.rtoAt} is not null or (${t.status} = 'cancelled' and ${t.trackingNumber} is not null))`;

/**
 * An order as placed: every amount (integer paise), the address and the courier are copied in, so later catalogue,
 * profile or rate changes never change it.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    // Deleting an account keeps its orders (the store's records for tax and disputes): the order keeps the
    // customer's name and email copied in and loses only the link to the account.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['razorpay', 'cash_on_delivery'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'completed', 'failed', 'refunded', 'cancelled'] })
      .notNull()
      .default('pending'),
    /** 'cart' (the cart was emptied) or 'quick' (a quick order from a product page). */
    source: text('source', { enum: ['cart', 'quick'] }).notNull(),
    /** The storefront language the order was placed in (contract locale.ts): its mails and messages are in it. */
    language: text('language').notNull().default('en'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    gstPercent: doublePrecision('gst_percent').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    codChargesPaise: integer('cod_charges_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    freeShipping: boolean('free_shipping').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    courierId: integer('courier_id').notNull(),
    courierName: text('courier_name').notNull(),
    courierDays: integer('courier_days').notNull(),
    shippingZone: text('shipping_zone').notNull(),
    estimatedDeliveryFrom: date('estimated_delivery_from', { mode: 'string' }),
    estimatedDeliveryTo: date('estimated_delivery_to', { mode: 'string' }),
    trackingNumber: text('tracking_number'),
    /** Online payment: the provider's payment order ("order_…") and the payment that paid it. */
    providerOrderId: text('provider_order_id').unique(),
    providerPaymentId: text('provider_payment_id'),
    /** Online payment: the end of the payment window; an order still unpaid then is cancelled by a job. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    notes: text('notes'),
    cancelReason: text('cancel_reason'),
    /**
     * GST by place of supply (issue 24 item 3, decision 025), as placed. Null on orders placed before it: the
     * delivery state's code and name, whether it crosses states (IGST) or not (CGST + SGST).
     */
    placeOfSupplyCode: text('place_of_supply_code'),
    placeOfSupplyName: text('place_of_supply_name'),
    interState: boolean('inter_state'),
    /** Whether the goods' prices included GST (the taxable value was backed out of them). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The rate shipping and COD charges took (the goods' highest rate), and their GST backed out of the charge. */
    chargesRatePercent: integer('charges_rate_percent'),
    shippingTaxablePaise: integer('shipping_taxable_paise'),
    shippingTaxPaise: integer('shipping_tax_paise'),
    codTaxablePaise: integer('cod_taxable_paise'),
    codTaxPaise: integer('cod_tax_paise'),
    /** A business buyer's GSTIN, given at checkout for a B2B invoice. */
    buyerGstin: text('buyer_gstin'),
    /** The shopper ticked 'Send me order updates on WhatsApp/SMS' at checkout (issue 25 item 1); to the address's phone. */
    messagingOptIn: boolean('messaging_opt_in').notNull().default(false),
    /**
     * Cash on delivery confirmation (issue 25 item 2, decision 030): a COD order waits in 'pending' until the shopper
     * (link, order page) or the admin (by phone) confirms it; unconfirmed at `confirmDueAt` it is cancelled.
     */
    confirmDueAt: timestamp('confirm_due_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** How it was confirmed: 'link', 'order_page', 'phone' (the admin), 'payment' (paid online). */
    confirmedVia: text('confirmed_via'),
    /** The COD risk tier worked out at checkout (issue 25 item 3) and its reasons; the admin may override it. */
    riskTier: text('risk_tier', { enum: ['low', 'medium', 'high'] }),
    riskScore: integer('risk_score'),
    riskReasons: jsonb('risk_reasons').$type<string[]>(),
    riskOverride: text('risk_override', { enum: ['low', 'medium', 'high'] }),
    riskOverrideNote: text('risk_override_note'),
    /** A medium-tier COD order's advance paid online (issue 25 item 3): the rest is collected in cash. */
    codAdvancePaise: integer('cod_advance_paise').notNull().default(0),
    advancePaidAt: timestamp('advance_paid_at', { withTimezone: true }),
    /** A COD order the shopper paid online instead, with the prepaid discount it took (issue 25 item 4). */
    convertedToPrepaidAt: timestamp('converted_to_prepaid_at', { withTimezone: true }),
    prepaidDiscountPaise: integer('prepaid_discount_paise').notNull().default(0),
    /** The coupon code the order used (issue 27, decision 040) and what it took off the goods; its use is in coupon_uses. */
    couponCode: text('coupon_code'),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    /** The parcel came back to the store undelivered (return to origin, issue 25 item 5); the order is closed. */
    rtoAt: timestamp('rto_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    // The COD orders still waiting for the shopper's confirmation, which the reminder and auto-cancel jobs and the
    // admin's 'Awaiting confirmation' queue read.
    index('orders_awaiting_confirmation_idx')
      .on(t.confirmDueAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentMethod} = 'cash_on_delivery' and ${t.confirmedAt} is null`),
    // The COD orders with an outcome (delivered, back to the store, or cancelled after dispatch): what a COD order's
    // risk tier counts, by delivery PIN code and by shopper (issue 25 item 3). Partial, so placing an order reads only
    // finished orders, never the PIN code's or the shopper's whole history (the checkout benchmark's place step).
    index('orders_cod_outcome_pincode_idx')
      .on(sql`(${t.shippingAddress} ->> 'zipCode')`, t.createdAt)
      .where(codOutcome(t)),
    index('orders_cod_outcome_user_idx').on(t.userId).where(codOutcome(t)),
    // A shopper's online cart orders still waiting for their payment (order-rows.ts#awaitingPaymentFromCart), which
    // every order from the cart locks: without it, that read walked the shopper's whole order history (issue 31).
    index('orders_unpaid_cart_idx')
      .on(t.userId)
      .where(
        sql`${t.source} = 'cart' and ${t.paymentMethod} = 'razorpay' and ${t.status} = 'pending' and ${t.paymentStatus} in ('pending', 'failed')`,
      ),
  ],
);

/** A line of an order: name, size, image and unit price copied when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sizeId: uuid('size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    sizeLabel: text('size_label').notNull(),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** GST of the line as placed (issue 24 item 3); null on lines placed before it, but the rate. */
    hsnCode: text('hsn_code'),
    gstRate: integer('gst_rate'),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon code's part of `discount_paise` (issue 27): kept when a COD order is re-priced as prepaid. */
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    /** Issue 27 (decision 041): the usual unit price when a sale priced the line (unit_price_paise is the sale's). */
    listUnitPricePaise: integer('list_unit_price_paise'),
    /** The sale that priced the line, and its name then (the admin reports uses, revenue and discount per sale). */
    saleId: uuid('sale_id'),
    saleName: text('sale_name'),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    /** Whether placing the order took pieces from the size's stock count (given back on cancel). */
    stockTaken: boolean('stock_taken').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change, with who made it and why (spec §3 statusHistory; architecture §6.9). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
    }).notNull(),
    note: text('note'),
    /** The user who made the change; null for the store itself (jobs, webhooks). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** How the change is shown: 'You', an admin's name, or the store. Kept so a deleted admin still reads well. */
    changedByLabel: text('changed_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two changes in the same millisecond still read in the order they were made. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.seq)],
);

/**
 * Idempotency keys of order-creating requests (architecture §4). The key row is inserted first in the order's
 * transaction: a second request with the same key waits on it, then finds the order the first one made.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
