import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { StockHold } from '@kala/contract/stock';
import { STOCK_MESSAGES } from '@kala/contract/stock-messages';
import { HOLD_MESSAGES } from '@kala/contract/stock-notes';
import { buttonClass } from '../../../components/ui/button';
import { translateContractMessage } from '../../../lib/i18n';

/** "10:47 pm" in the reader's own time, written out rather than with Intl (decision 020). */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const hours = at.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(at.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * What the product page says of a size the shopper's own unpaid online order holds (issue 26 item 4): reserved for
 * them, until when, and 'Complete payment' to the order's page, where 'Pay now' is (features/orders). `soldOut`: the
 * catalogue shows the size out of stock (every piece is held), so the note stands in for that notice. Loaded lazily,
 * for a signed-in shopper with a hold only.
 */
export default function StockHoldNote({
  holds,
  soldOut,
  sizeLabel,
}: {
  holds: readonly StockHold[];
  soldOut: boolean;
  /** The size, when the piece comes in several. */
  sizeLabel?: string | undefined;
}) {
  return (
    <div className="space-y-3">
      {holds.map((hold) => {
        const orderNumber = hold.orderNumber;
        return (
          <div
            key={hold.orderId}
            role="status"
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            <p className="flex items-center gap-2 font-semibold">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
              {translateContractMessage(soldOut ? STOCK_MESSAGES.reservedTitle : HOLD_MESSAGES.heldTitle(hold.pieces))}
              {sizeLabel && `: ${sizeLabel}`}
            </p>
            {hold.payable ? (
              <>
                <p className="mt-1">
                  {translateContractMessage(HOLD_MESSAGES.reserved(hold.orderNumber, hold.pieces))}{' '}
                  <time dateTime={hold.payBy}>
                    {translateContractMessage(HOLD_MESSAGES.payBy(clockTime(hold.payBy)))}
                  </time>
                </p>
                <Link
                  to={`/orders/${hold.orderId}`}
                  className={buttonClass('primary', 'sm', 'mt-3')}
                  aria-label={t`Complete payment for order ${orderNumber}`}
                >
                  {translateContractMessage(HOLD_MESSAGES.completePayment)}
                </Link>
              </>
            ) : (
              <p className="mt-1">
                {translateContractMessage(HOLD_MESSAGES.windowClosed(hold.orderNumber))}{' '}
                <Link to={`/orders/${hold.orderId}`} className="font-semibold underline">
                  <Trans>View order</Trans>
                </Link>
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
