/**
 * When the store asks the payment provider again about an online order cancelled before it was paid: a UPI
 * authorisation can arrive minutes to hours late (the shopper's bank answered after the window closed, or after the
 * shopper cancelled), and the money must then go back. Razorpay keeps an authorised but uncaptured payment for days
 * before it lapses, so the checks reach 3 days after the cancellation; each is a `payment-late-check` outbox job.
 */
export const LATE_PAYMENT_CHECKS_MS = [15 * 60_000, 3_600_000, 6 * 3_600_000, 24 * 3_600_000, 72 * 3_600_000];

/** The next check after `done` checks, counted from the cancellation; undefined once the 3 days are over. */
export function nextLatePaymentCheck(cancelledAt: Date, done: number): Date | undefined {
  const after = LATE_PAYMENT_CHECKS_MS[done];
  return after === undefined ? undefined : new Date(cancelledAt.getTime() + after);
}
