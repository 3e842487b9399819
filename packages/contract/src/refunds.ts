import { z } from 'zod';
import { formatRupees } from './money.ts';

/**
 * Refunds of part of an order (issue 30, decision 024): the owner refunds a line (some of its pieces, with their GST
 * as the order was priced) or an amount, with a reason, through the one refund path a cancellation uses.
 * `POST /api/admin/orders/{id}/refunds`. Money on the wire is rupees (at most 2 decimals); the server keeps paise.
 */

export const REFUND_REASON_MAX = 500;
/** Razorpay refunds at least ₹1; the store holds a manual refund to the same floor. */
export const REFUND_MIN_AMOUNT = 1;
export const REFUND_MAX_AMOUNT = 10_000_000;
export const REFUND_MAX_QUANTITY = 1000;

/** The refund form's labels: the messages name fields by them. */
export const REFUND_FIELD_LABELS = {
  orderItemId: 'Line',
  quantity: 'Pieces',
  amount: 'Amount (₹)',
  reason: 'Reason',
} as const;

export const REFUND_MESSAGES = {
  requested: (amount: number) => `Refund of ${formatRupees(amount)} recorded`,
  lineOrAmount: 'Choose a line to refund or enter an amount',
  notBoth: 'Refund either a line or an amount, not both',
  line: 'Line must be one of this order’s lines',
  quantity: `Pieces must be a whole number from 1 to ${REFUND_MAX_QUANTITY}`,
  amount: `Amount (₹) must be from ${formatRupees(REFUND_MIN_AMOUNT)} to ${formatRupees(REFUND_MAX_AMOUNT)}`,
  amountPaise: 'Amount (₹) can have at most 2 decimals',
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${REFUND_REASON_MAX} characters`,
  // The server's refusals (decision 024).
  unpaid: 'This order has not been paid, so there is nothing to refund',
  nothingLeft: 'This order has been refunded in full: nothing is left to refund',
  overCap: (refundable: number) => `Only ${formatRupees(refundable)} can still be refunded on this order`,
  overQuantity: (left: number) =>
    left === 0
      ? 'Every piece of this line has been refunded already'
      : `Only ${left} ${left === 1 ? 'piece' : 'pieces'} of this line can still be refunded`,
  keyReused: 'This Idempotency-Key was used for a different refund of this order',
} as const;

/** Form inputs send numbers as text; the API may send numbers. Empty text is "not given". */
const numberFromInput = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Body of POST /api/admin/orders/{id}/refunds: a line (`orderItemId` with `quantity`, 1 when left out) or an
 * `amount` in rupees, and always a reason.
 */
export const refundInputSchema = z
  .object({
    orderItemId: z
      .string({ error: REFUND_MESSAGES.line })
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || UUID.test(v), REFUND_MESSAGES.line),
    quantity: z.preprocess(
      numberFromInput,
      z
        .number({ error: REFUND_MESSAGES.quantity })
        .int(REFUND_MESSAGES.quantity)
        .min(1, REFUND_MESSAGES.quantity)
        .max(REFUND_MAX_QUANTITY, REFUND_MESSAGES.quantity)
        .optional(),
    ),
    amount: z.preprocess(
      numberFromInput,
      z
        .number({ error: REFUND_MESSAGES.amount })
        .refine(Number.isFinite, REFUND_MESSAGES.amount)
        .refine((n) => n >= REFUND_MIN_AMOUNT && n <= REFUND_MAX_AMOUNT, REFUND_MESSAGES.amount)
        // 12.345 rupees is not a sum of paise; a float such as 0.1 + 0.2 still counts as 0.3.
        .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, REFUND_MESSAGES.amountPaise)
        .optional(),
    ),
    reason: z
      .string({ error: REFUND_MESSAGES.reasonRequired })
      .trim()
      .min(1, REFUND_MESSAGES.reasonRequired)
      .max(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong),
  })
  .superRefine((input, ctx) => {
    if (input.orderItemId !== undefined && input.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: REFUND_MESSAGES.notBoth });
    } else if (input.orderItemId === undefined && input.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['orderItemId'], message: REFUND_MESSAGES.lineOrAmount });
    }
  });
export type RefundInput = z.input<typeof refundInputSchema>;
export type RefundRequest = z.output<typeof refundInputSchema>;

/** How a refund is paid back: through the payment provider, or by the owner outside the store (cash on delivery). */
export const REFUND_METHODS = ['provider', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  provider: 'To the original payment method',
  manual: 'Paid by the owner (bank transfer or UPI)',
};

export const REFUND_STATUSES = ['requested', 'pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
