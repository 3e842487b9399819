import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import clsx from 'clsx';
import { ArrowLeft, Ban, CheckCircle2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ORDER_MESSAGES, type Order } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { cancelErrorText, useCancelOrder } from '../api/cancel-order';
import { dangerButtonClass } from './danger-button';
import { formatMoment, formatTimeLeft } from './order-format';
import { OrderSection } from './order-section';

const CancelOrderDialog = lazy(() => import('./cancel-order-dialog'));

/**
 * Seconds left to cancel, counted down on this device from the server's figure at the moment it answered (the
 * device clock may be wrong; the time since the answer is not). Ticks twice a minute; minutes are what is shown.
 */
function useSecondsLeft(secondsAtAnswer: number, answeredAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.round(secondsAtAnswer - (now - answeredAt) / 1000));
}

/** Why there is no Cancel button (architecture §6.7): the status, or the 12-hour window. */
function whyNotCancellable(order: Order): string | undefined {
  if (order.orderStatus === 'cancelled') return undefined;
  if (order.orderStatus === 'shipped' || order.orderStatus === 'delivered') {
    return ORDER_MESSAGES.cannotCancelStatus(order.orderStatus);
  }
  return ORDER_MESSAGES.cancelWindowOver;
}

/**
 * 'Cancel Order' while the server allows it (canCancel), with the time left; 'Back to Orders' always. The reason
 * typed in the dialog survives 'Keep Order' and is cleared once the order is cancelled (spec §4).
 */
export function OrderActions({
  order,
  answeredAt,
  onWindowClosed,
}: {
  order: Order;
  /** When the server sent this order (the query's dataUpdatedAt). */
  answeredAt: number;
  /** The countdown reached zero: ask the server again, it decides. */
  onWindowClosed: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [justCancelled, setJustCancelled] = useState(false);
  const cancel = useCancelOrder(order._id);
  const secondsLeft = useSecondsLeft(order.cancelSecondsLeft, answeredAt);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLDivElement>(null);

  const canCancel = order.canCancel && secondsLeft > 0;
  const expired = order.canCancel && secondsLeft === 0;
  useEffect(() => {
    if (expired) onWindowClosed();
  }, [expired, onWindowClosed]);

  const openDialog = () => {
    cancel.reset();
    setOpened(true);
    setOpen(true);
  };

  const confirm = () =>
    cancel.mutate(reason, {
      onSuccess: () => {
        setReason('');
        setJustCancelled(true);
        setOpen(false);
      },
    });

  // After the dialog: back to the Cancel button if it is still there; after a cancellation, to the notice saying so;
  // otherwise (the order changed under the shopper) to this section.
  const returnFocus = () => {
    const target = cancelButton.current?.isConnected
      ? cancelButton.current
      : notice.current?.isConnected
        ? notice.current
        : heading.current;
    target?.focus();
  };

  const reasonWhyNot = !canCancel && !justCancelled ? whyNotCancellable(order) : undefined;

  return (
    <OrderSection id="order-actions" title={t`Order Actions`}>
      <div ref={heading} tabIndex={-1} className="space-y-4 focus:outline-none">
        {justCancelled && order.orderStatus === 'cancelled' && (
          <p
            ref={notice}
            tabIndex={-1}
            role="status"
            className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <Trans>Your order has been cancelled.</Trans>
          </p>
        )}
        {canCancel && (
          <div className="space-y-3">
            <p className="text-sm text-muted">
              <Trans>
                You can cancel this order for another{' '}
                <strong className="text-ink">{ph({ timeLeft: formatTimeLeft(secondsLeft) })}</strong> (until{' '}
                {ph({ deadline: formatMoment(order.cancelDeadline) })}).
              </Trans>
            </p>
            <button
              ref={cancelButton}
              type="button"
              className={clsx(dangerButtonClass('outline'), 'w-full sm:w-auto')}
              onClick={openDialog}
            >
              <Ban aria-hidden="true" className="h-4 w-4" />
              <Trans>Cancel Order</Trans>
            </button>
          </div>
        )}
        {reasonWhyNot && (
          <p className="text-sm text-muted">
            <Trans>
              {reasonWhyNot}. See our{' '}
              <Link to="/cancellation-refund" className="font-medium text-clay underline underline-offset-2">
                cancellation and refund policy
              </Link>
              .
            </Trans>
          </p>
        )}
        <Link to="/orders" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          <Trans>Back to Orders</Trans>
        </Link>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            open={open}
            onOpenChange={setOpen}
            orderNumber={order.orderNumber}
            reason={reason}
            onReasonChange={setReason}
            pending={cancel.isPending}
            error={cancel.isError ? cancelErrorText(cancel.error) : undefined}
            onConfirm={confirm}
            onClosed={returnFocus}
          />
        </Suspense>
      )}
    </OrderSection>
  );
}
