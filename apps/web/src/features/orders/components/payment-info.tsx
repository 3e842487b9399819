import { formatRupees } from '@kala/contract/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@kala/contract/orders';
import { formatMoment } from './order-format';
import { OrderSection } from './order-section';
import { AttemptBadge, PaymentStatusBadge, RefundBadge } from './status-badges';

/**
 * How the order is paid and where the payment stands (cash on delivery stays pending until delivery); for an online
 * order every try at paying (failed, cancelled or paid, when, and what the gateway said) and any refund.
 */
export function PaymentInfo({ order }: { order: Order }) {
  const attempts = order.paymentAttempts;
  return (
    <OrderSection id="order-payment" title="Payment Information">
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">Payment method</dt>
          <dd className="font-medium text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">Payment status</dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} />
          </dd>
        </div>
      </dl>

      {attempts.length > 0 && (
        <div className="mt-5 border-t border-stone-200 pt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Payment attempts</h3>
          <ol className="mt-3 space-y-3">
            {attempts.map((attempt, index) => (
              <li key={`${attempt.at}-${index}`} className="text-sm">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <AttemptBadge outcome={attempt.outcome} />
                  <time dateTime={attempt.at} className="text-muted">
                    {formatMoment(attempt.at)}
                  </time>
                </div>
                {attempt.message && <p className="mt-1 break-words text-ink">{attempt.message}</p>}
              </li>
            ))}
          </ol>
        </div>
      )}

      {order.refunds.length > 0 && (
        <div className="mt-5 border-t border-stone-200 pt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Refunds</h3>
          <ul className="mt-3 space-y-3">
            {order.refunds.map((refund, index) => (
              <li key={`${refund.createdAt}-${index}`} className="text-sm">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold tabular-nums text-ink">{formatRupees(refund.amount)}</span>
                  <RefundBadge status={refund.status} />
                </div>
                <p className="mt-1 text-muted">
                  Requested <time dateTime={refund.createdAt}>{formatMoment(refund.createdAt)}</time>
                </p>
                {refund.processedAt && (
                  <p className="text-muted">
                    {refund.status === 'failed' ? 'Failed' : 'Refunded'}{' '}
                    <time dateTime={refund.processedAt}>{formatMoment(refund.processedAt)}</time>
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">A refund reaches the account you paid from in 5-7 business days.</p>
        </div>
      )}
    </OrderSection>
  );
}
