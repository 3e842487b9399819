import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { COD_PAYMENT_MESSAGES } from '@kala/contract/cod-payments';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { formatMoment } from './order-format';
import { paymentMethodLabel } from './order-labels';
import { OrderSection } from './order-section';
import { RefundList } from './refund-list';
import { AttemptBadge, PaymentStatusBadge } from './status-badges';

/**
 * How the order is paid and where the payment stands (cash on delivery stays pending until delivery); for an online
 * order every try at paying (failed, cancelled or paid, when, and what the gateway said) and any refund (the admin's
 * page lists the refunds in its refund panel instead: `showRefunds` false).
 */
export function PaymentInfo({ order, showRefunds = true }: { order: Order; showRefunds?: boolean }) {
  const attempts = order.paymentAttempts;
  const cod = order.codConfirmation;
  const advance =
    order.paymentMethod === 'cash_on_delivery' && order.orderStatus !== 'cancelled' && cod?.advancePaid
      ? { paid: cod.advance, atDoor: Math.round((order.totalAmount - cod.advance) * 100) / 100 }
      : undefined;
  return (
    <OrderSection id="order-payment" title={t`Payment Information`}>
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">
            <Trans>Payment method</Trans>
          </dt>
          <dd className="font-medium text-ink">{paymentMethodLabel(order.paymentMethod)}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">
            <Trans>Payment status</Trans>
          </dt>
          <dd>
            <PaymentStatusBadge status={order.paymentStatus} />
          </dd>
        </div>
        {advance && (
          // A medium-risk COD order's advance, paid online (issue 25 item 3): what is left to pay at the door.
          <p className="text-ink">{COD_PAYMENT_MESSAGES.paidSplit(advance.paid, advance.atDoor)}</p>
        )}
      </dl>

      {attempts.length > 0 && (
        <div className="mt-5 border-t border-stone-200 pt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Trans>Payment attempts</Trans>
          </h3>
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

      {showRefunds && order.refunds.length > 0 && (
        <div className="mt-5 border-t border-stone-200 pt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Trans>Refunds</Trans>
          </h3>
          {order.paymentStatus !== 'refunded' && order.refundedAmount > 0 && (
            <p className="mt-2 text-sm text-ink">
              <Trans>
                Refunded so far:{' '}
                <span className="font-semibold tabular-nums">
                  {ph({ refunded: formatRupees(order.refundedAmount) })}
                </span>{' '}
                of {ph({ total: formatRupees(order.totalAmount) })}
              </Trans>
            </p>
          )}
          <RefundList refunds={order.refunds} />
          {order.refunds.some((refund) => refund.method === 'provider') && (
            <p className="mt-3 text-xs text-muted">
              <Trans>A refund reaches the account you paid from in 5-7 business days.</Trans>
            </p>
          )}
        </div>
      )}
    </OrderSection>
  );
}
