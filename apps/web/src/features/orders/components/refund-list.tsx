import { ph } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { formatMoment } from './order-format';
import { refundMethodLabel } from './order-labels';
import { RefundBadge } from './status-badges';

/**
 * An order's refunds (decision 024), oldest first: amount and status, the line and pieces when a line was refunded,
 * the reason, how the money comes back, and when it was asked for and done. The shopper's payment section and the
 * admin's refund panel both show it.
 */
export function RefundList({ refunds }: { refunds: Order['refunds'] }) {
  return (
    <ul className="mt-3 space-y-3">
      {refunds.map((refund, index) => (
        <li key={`${refund.createdAt}-${index}`} className="text-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-semibold tabular-nums text-ink">{formatRupees(refund.amount)}</span>
            <RefundBadge status={refund.status} />
          </div>
          {refund.line && (
            <p className="mt-1 break-words text-ink">
              {refund.line.quantity} × {refund.line.name} ({refund.line.size})
            </p>
          )}
          <p className="mt-1 break-words text-ink">
            <Trans>Reason: {ph({ reason: refund.reason })}</Trans>
          </p>
          <p className="text-muted">{refundMethodLabel(refund.method)}</p>
          <p className="text-muted">
            <Trans>
              Requested <time dateTime={refund.createdAt}>{ph({ date: formatMoment(refund.createdAt) })}</time>
            </Trans>
          </p>
          {refund.processedAt && (
            <p className="text-muted">
              {refund.status === 'failed' ? (
                <Trans>
                  Failed <time dateTime={refund.processedAt}>{ph({ date: formatMoment(refund.processedAt) })}</time>
                </Trans>
              ) : (
                <Trans>
                  Refunded <time dateTime={refund.processedAt}>{ph({ date: formatMoment(refund.processedAt) })}</time>
                </Trans>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
