import { z } from 'zod';
import { successOf } from './envelope.ts';
import { formatRupees } from './money.ts';

/**
 * Paying online for a cash-on-delivery order (issue 25 items 3 and 4, decision 033): a medium-risk order's partial
 * advance (the rest collected in cash), or the whole order paid online instead of cash, with the seller's prepaid
 * discount ('pay now online and save ₹X'). Either confirms the order; only an order still awaiting its confirmation
 * may be paid so.
 */

export const COD_PAYMENT_PURPOSES = ['advance', 'prepay'] as const;
export type CodPaymentPurpose = (typeof COD_PAYMENT_PURPOSES)[number];

/** Body of POST /api/payments/cod/:orderId and /api/payments/cod-link/:token. */
export const codPaymentInputSchema = z.object({
  purpose: z.enum(COD_PAYMENT_PURPOSES, { error: 'Purpose must be advance or prepay' }),
});
export type CodPaymentInput = z.infer<typeof codPaymentInputSchema>;

/** What a COD order may be paid online now, in rupees (GET /api/payments/cod/:orderId and /cod-link/:token). */
export const codPaymentOfferSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The order's total as it stands (cash on delivery, COD charge included). */
  total: z.number(),
  /** The advance still to pay online and what is then left to pay in cash; null when none is due. */
  advance: z.object({ amount: z.number(), toPayOnDelivery: z.number() }).nullable(),
  /**
   * Paying the whole order online now: what it costs, the seller's prepaid discount in it, and what the shopper saves
   * against paying in cash (the discount, the GST on it when prices exclude GST, and the COD charge dropped).
   */
  prepay: z.object({ amount: z.number(), discount: z.number(), saving: z.number() }).nullable(),
  /** Paid online already: the advance (the rest in cash) or the whole order. */
  paid: z.object({ kind: z.enum(COD_PAYMENT_PURPOSES), online: z.number(), toPayOnDelivery: z.number() }).nullable(),
  /** Why nothing can be paid online now (null when something can, or it is paid). */
  unavailable: z.string().nullable(),
});
export type CodPaymentOffer = z.infer<typeof codPaymentOfferSchema>;
export const codPaymentOfferAnswerSchema = successOf(codPaymentOfferSchema);

/** The answer of a COD payment's verify or failure: the offer as it now stands, and whether it is paid. */
export const codPaymentOutcomeSchema = z.object({ offer: codPaymentOfferSchema, paid: z.boolean() });
export type CodPaymentOutcome = z.infer<typeof codPaymentOutcomeSchema>;

export const COD_PAYMENT_MESSAGES = {
  notCod: 'This order is not paid in cash on delivery',
  notAwaiting: 'This order can no longer be paid online: it is not waiting for confirmation',
  cancelled: 'This order has been cancelled',
  noAdvance: 'This order has no advance to pay',
  /** A payment that came when the order could no longer take it (confirmed meanwhile, cancelled, paid twice). */
  refunding: 'This order can no longer be paid online; the payment will be refunded',
  /** The seller's prepaid discount changed between opening the payment and paying it. */
  amountChanged: 'The amount to pay online has changed; the payment will be refunded. Please try again.',
  advancePaid: 'Advance paid. Your order is confirmed.',
  prepaid: 'Paid online. Your order is confirmed.',
  recorded: 'Payment attempt recorded',
  /** The status history's words (and the order pages'). */
  advanceNote: (advanceRupees: number) => `Advance of ${formatRupees(advanceRupees)} paid online`,
  convertedNote: (savedRupees: number) => `Paid online instead of cash on delivery: saved ${formatRupees(savedRupees)}`,
  paidSplit: (onlineRupees: number, cashRupees: number) =>
    `Paid online ${formatRupees(onlineRupees)}, to pay on delivery ${formatRupees(cashRupees)}`,
  /** The buttons' words. */
  payAdvanceLabel: (advanceRupees: number) => `Pay ${formatRupees(advanceRupees)} advance online`,
  prepayLabel: (amountRupees: number, savingRupees: number) =>
    savingRupees > 0
      ? `Pay ${formatRupees(amountRupees)} online now and save ${formatRupees(savingRupees)}`
      : `Pay ${formatRupees(amountRupees)} online now`,
} as const;
