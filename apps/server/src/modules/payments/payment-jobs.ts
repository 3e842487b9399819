import { enqueue, type OutboxJobs } from '../../jobs/outbox.ts';
import { nextLatePaymentCheck } from './late-payments.ts';
import type { PaymentContext } from './payment-context.ts';

/** The payments module's outbox jobs: giving up on unpaid orders, asking again after a cancellation, refunds. */
export function paymentJobs(pc: PaymentContext) {
  const { orders, repository, provider, now, settleCaptured } = pc;
  return {
    /**
     * The payment-expiry job: asks the provider for the order's payments first (a late UPI authorisation is normal),
     * settles from the answer, and only if nothing was paid cancels the order and gives its stock back.
     */
    async expire(orderId: string): Promise<string> {
      const found = await orders.find(orderId, null);
      if (!found) return 'unknown-order';
      const { row } = found;
      if (row.paymentMethod !== 'razorpay' || row.paymentStatus === 'completed' || row.status === 'cancelled') {
        return 'settled';
      }
      if (row.providerOrderId) {
        const payments = await provider.paymentsOfOrder(row.providerOrderId);
        const paid = payments.find((p) => p.status === 'captured') ?? payments.find((p) => p.status === 'authorized');
        if (paid) return settleCaptured(paid, 'Store');
      }
      await orders.expireUnpaid(row.id);
      return 'cancelled';
    },

    /**
     * The payment-late-check job: for an online order cancelled before it was paid, asks the provider for the order's
     * payments; one captured or authorised since is settled as a payment for a cancelled order, which refunds it once
     * (confirmPayment, keyed by the payment's id). Then the next check is queued, until 3 days after the cancellation.
     */
    async lateCheck(job: OutboxJobs['payment-late-check']): Promise<string> {
      const found = await orders.find(job.orderId, null);
      const row = found?.row;
      if (!row?.providerOrderId || row.status !== 'cancelled') return 'settled';
      const payments = await provider.paymentsOfOrder(row.providerOrderId);
      let result = 'nothing-paid';
      for (const payment of payments) {
        if (payment.status === 'captured' || payment.status === 'authorized') {
          result = await settleCaptured(payment, 'Store');
        }
      }
      const next = nextLatePaymentCheck(new Date(job.cancelledAt), job.checks + 1);
      if (next) {
        await enqueue(repository.db, { kind: 'payment-late-check', payload: { ...job, checks: job.checks + 1 } }, next);
      }
      return result;
    },

    /**
     * The refund job: the provider refunds the refund's amount (all or part of the payment), once (the refund's id is
     * the idempotency key). A manual refund (cash on delivery) never comes here: it was paid outside the store.
     */
    async refund(refundId: string): Promise<string> {
      const refund = await repository.findRefund(refundId);
      if (!refund || refund.status !== 'requested' || !refund.providerPaymentId) return 'settled';
      const answer = await provider.refund({
        paymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.id,
        notes: { reason: refund.reason.slice(0, 200) },
      });
      await repository.settleRefund(refund.id, { providerRefundId: answer.id, status: answer.status }, new Date(now()));
      return answer.status;
    },
  };
}
