import { gstStateByName } from '@kala/contract/gst';
import { ORDER_MESSAGES, type Order, type PaymentMethod } from '@kala/contract/orders';
import { shippingWeightKg, type CourierOption, type PincodePlace } from '@kala/contract/shipping';
import { NotFoundError, UnprocessableError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { storefrontLink } from '../../lib/storefront-link.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { CourierRate } from '../../providers/shipping/shipping-provider.ts';
import type { OrderLine, SalePricer } from './order-lines.ts';
import { toOrderView } from './order-view.ts';
import type { OrderRow, OrdersRepository, Queryable } from './orders.repository.ts';
import type { TaxRegime } from '../tax/tax.service.ts';
import { priceWithCoupon, type CouponChoice, type UnknownCode } from '../promotions/coupon-pricing.ts';
import { usualUnitPaise } from '../promotions/usual-price.ts';
import type { CodService } from '../cod/cod.service.ts';
import type { MessageQueue } from '../messaging/messaging.service.ts';
import { createOrderLinks } from './order-links.ts';
import { withGiftWrap } from './pricing.ts';
import { toGiftView, type GiftingService } from '../gifting/gifting.service.ts';

/** What a link to an order's page needs: the order, and the language its mails and messages are written in. */
type LinkedOrder = Pick<Order, '_id' | 'language'>;

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

/**
 * What orders need of the invoices module (modules/invoices/order-documents.ts): issuing an order's GST documents in
 * the transaction of their cause. Idempotent: a second dispatch answers the first invoice.
 */
export interface OrderDocumentIssuer {
  issueInvoice(tx: Queryable, orderId: string): Promise<{ id: string } | null>;
  /** A credit note after the invoice: all that is left (a cancellation), a line's pieces or an amount refunded. */
  issueCreditNote(
    tx: Queryable,
    orderId: string,
    cause: {
      reason: string;
      refundId?: string;
      line?: { orderItemId: string; quantity: number };
      amountPaise?: number;
    },
  ): Promise<{ id: string } | null>;
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
  /** The seller's tax settings and rates now (modules/tax): registered or not, price mode, state, rates. */
  tax: { regime(): Promise<TaxRegime> };
  /** The GST documents of an order, issued at dispatch (and credit notes after it). */
  documents: OrderDocumentIssuer;
  publicUrl: string;
  storeName: string;
  /** The seller's COD policy and a COD order's risk tier (modules/cod, issue 25). */
  cod: Pick<CodService, 'decide' | 'factsParams' | 'policy' | 'confirmHours' | 'prepaidDiscountPaise'>;
  /** The server's secret, from which the order links' signing key is derived (order-links.ts). */
  linkSecret: string;
  /** WhatsApp/SMS messages to opted-in shoppers (modules/messaging); absent, none are sent. */
  messaging?: MessageQueue | undefined;
  /** Gift orders' gifts and the seller's wrap price (modules/gifting, issue 27); absent, no order is a gift. */
  gifting?: Pick<GiftingService, 'wrapPricePaise' | 'saveGift' | 'giftsOf'> | undefined;
  /** Days after delivery the review-request mail is due (modules/reviews, issue 26); 3 when absent. */
  reviewRequestDays?: number | undefined;
  /** The live sales that price lines (modules/sales, issue 27); absent, no line is on sale. */
  sales?: { pricer(): Promise<SalePricer> } | undefined;
  now?: () => number;
}

/** How the store itself (jobs, the courier's tracking) is named in the status history. */
export const STORE_LABEL = 'Store';

/**
 * What every part of the order core shares (modules/orders/*: placing, cancelling, status changes, payments, reads):
 * the repository and its database, the clock, the one pricing of an order's lines with the courier quoted again, and
 * the shopper's view of an order.
 */
export function createOrderContext(options: OrdersServiceOptions) {
  const { repository, shipping, cache, tax, storeName, documents } = options;
  const now = options.now ?? Date.now;
  const db = repository.db;

  /** The courier quote for these lines to this PIN code, and the chosen (or cheapest) courier. */
  async function quoteFor(
    lines: OrderLine[],
    pincode: string,
    paymentMethod: PaymentMethod,
    courierId?: number,
  ): Promise<ShippingFor> {
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

  /**
   * Every amount of an order, from priceOrder (pricing.ts): the one pricing function, with each line's rate from the
   * tax settings and the place of supply from the delivery PIN code's state (decision 025): another state than the
   * seller's is IGST, the same state CGST + SGST; unknown until a PIN code is given.
   */
  async function price(
    lines: OrderLine[],
    paymentMethod: PaymentMethod,
    shippingFor: ShippingFor | null,
    coupon: CouponChoice | UnknownCode | null = null,
    giftWrapPaise = 0,
  ) {
    const regime = await tax.regime();
    const rated = lines.map((line) => regime.rateOf(line.tax));
    const place = shippingFor ? gstStateByName(shippingFor.quote.destination.state) : undefined;
    const interState = place ? place.code !== regime.sellerStateCode : null;
    // priceOrder through the coupon code's rules (issue 27, decision 040); without a code it is priceOrder alone.
    const {
      totals,
      units,
      lineCouponPaise,
      coupon: code,
    } = priceWithCoupon(
      {
        lines: lines.map((line, i) => ({
          productId: line.productId,
          category: line.tax.category,
          unitPaise: line.unitPaise,
          listUnitPaise: usualUnitPaise(line),
          quantity: line.quantity,
          ratePercent: rated[i]!.ratePercent,
        })),
        tax: { pricesIncludeTax: regime.pricesIncludeTax, interState },
        paymentMethod,
        shipping: shippingFor && {
          freightPaise: shippingFor.courier.freightPaise,
          codChargesPaise: shippingFor.courier.codChargesPaise,
          freeShippingAbovePaise: shippingFor.quote.freeShippingAbovePaise,
        },
      },
      coupon,
    );
    return {
      // Gift wrap after the code's rules, which see the goods alone (decision 042).
      ...withGiftWrap(totals, giftWrapPaise, interState),
      hsnCodes: rated.map((r) => r.hsnCode),
      placeOfSupply: place ?? null,
      interState,
      units,
      lineCouponPaise,
      coupon: code,
    };
  }

  /** Lines, history and payment records of several orders, each order's own. */
  async function viewsOf(q: Queryable, rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const items = await repository.itemsOf(q, ids);
    const history = await repository.historyOf(q, ids);
    const attempts = await repository.attemptsOf(q, ids);
    const refunds = await repository.refundsOf(q, ids);
    const gifts = (await options.gifting?.giftsOf(q, ids)) ?? [];
    const at = now();
    const mine = <T extends { orderId: string }>(list: T[], id: string) => list.filter((x) => x.orderId === id);
    return rows.map((row) => {
      const view = toOrderView(
        row,
        mine(items, row.id),
        mine(history, row.id),
        { attempts: mine(attempts, row.id), refunds: mine(refunds, row.id) },
        at,
      );
      const gift = gifts.find((g) => g.orderId === row.id);
      return gift ? { ...view, gift: toGiftView(gift) } : view;
    });
  }

  const viewOf = async (q: Queryable, row: OrderRow): Promise<Order> => (await viewsOf(q, [row]))[0]!;

  /** An order by id, the shopper's own when `userId` is given; anyone else's is "not found". */
  async function viewById(orderId: string, userId: string | null): Promise<Order> {
    const row = isUuid(orderId) ? await repository.findOrder(db, orderId, userId) : undefined;
    if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
    return viewOf(db, row);
  }

  /** The order's page, in the language of the order's mails and messages (issue 28: a Hindi order's under /hi). */
  const orderLink = (order: LinkedOrder) => storefrontLink(options.publicUrl, order.language, `/orders/${order._id}`);
  const links = createOrderLinks(options.linkSecret);
  /** The one-tap page that confirms (or cancels) a COD order without signing in, valid until its confirmation is due. */
  const confirmLink = (order: LinkedOrder, dueAt: Date) =>
    storefrontLink(options.publicUrl, order.language, `/orders/confirm/${links.sign(order._id, 'cod-confirm', dueAt)}`);

  return {
    repository,
    db,
    shipping,
    cache,
    storeName,
    documents,
    now,
    quoteFor,
    price,
    viewsOf,
    viewOf,
    viewById,
    orderLink,
    links,
    confirmLink,
    cod: options.cod,
    publicUrl: options.publicUrl,
    messaging: options.messaging,
    reviewRequestDays: options.reviewRequestDays ?? 3,
    gifting: options.gifting,
    /** What prices lines during a live sale now (decision 041). */
    salePricer: async (): Promise<SalePricer | undefined> => options.sales?.pricer(),
  };
}

export type OrderContext = ReturnType<typeof createOrderContext>;

/** A courier quote for an order's lines: the zone's answer, the courier chosen and the pieces it carries. */
export interface ShippingFor {
  quote: Awaited<ReturnType<ShippingQuoter['quote']>>;
  courier: CourierRate;
  pieces: number;
}
