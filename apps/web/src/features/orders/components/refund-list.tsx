import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { REFUND_METHOD_LABELS } from '@kala/contract/refunds';
import { formatMoment } from './order-format';
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
          <p className="mt-1 break-words text-ink">Reason: {refund.reason}</p>
          <p className="text-muted">{REFUND_METHOD_LABELS[refund.method]}</p>
          <p className="text-muted">
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
  );
}
