import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import { PAYMENT_MESSAGES } from '@kala/contract/payments';
import { retryPayment } from '../../../components/payment/payments-api';
import { paymentErrorText } from '../../../components/payment/run-payment';
import { busyLabel, useOnlinePayment } from '../../../components/payment/use-online-payment';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { getLocale, intlLocale } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { orderKeys } from '../api/order-keys';

const timeFormatters = {
  en: new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }),
  hi: new Intl.DateTimeFormat(intlLocale('hi'), { timeStyle: 'short' }),
};

/**
 * Seconds left of the payment window when the server answered, on the server's clock: its "now" is the cancellation
 * deadline less the seconds it said were left to cancel (the device clock may be wrong; the 12-hour cancellation
 * window always outlasts the 5-minute payment window).
 */
export function paymentSecondsAtAnswer(order: Order, answeredAt: number): number {
  if (!order.paymentDueAt) return 0;
  const serverNow =
    order.cancelSecondsLeft > 0 ? Date.parse(order.cancelDeadline) - order.cancelSecondsLeft * 1000 : answeredAt;
  return Math.max(0, Math.floor((Date.parse(order.paymentDueAt) - serverNow) / 1000));
}

/** "4 min 05 s", "42 s". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const seconds2 = String(rest).padStart(2, '0');
  return minutes > 0 ? t`${minutes} min ${seconds2} s` : t`${rest} s`;
}

/** Counts the payment window down, once a second, from the server's figure at the moment it answered. */
function usePaymentSecondsLeft(order: Order, answeredAt: number): number {
  const atAnswer = paymentSecondsAtAnswer(order, answeredAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (atAnswer <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [atAnswer]);
  return Math.max(0, Math.round(atAnswer - (now - answeredAt) / 1000));
}

/**
 * 'Pay now' for an online order that is not paid yet (spec §9: a 300-second window, at most 3 failed tries), with
 * the time left; the same gateway and flow as the checkout. After a go, the order is read again: the attempt is
 * listed, and the order is confirmed once paid.
 */
export function PayNow({
  order,
  answeredAt,
  onWindowClosed,
  onPaid,
}: {
  order: Order;
  /** When the server sent this order (the query's dataUpdatedAt). */
  answeredAt: number;
  /** The countdown reached zero: ask the server again, it decides. */
  onWindowClosed: () => void;
  /** Paid: the page refreshes what belongs to other features (the cart the server emptied). */
  onPaid?: (() => void) | undefined;
}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const payment = useOnlinePayment({
    onSettled: (result) => {
      if (result.kind === 'paid') {
        queryClient.setQueryData(orderKeys.detail(user?._id, order._id), result.order);
        onPaid?.();
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.all(user?._id) });
    },
  });
  const secondsLeft = usePaymentSecondsLeft(order, answeredAt);
  const open = order.canPay && secondsLeft > 0;
  const expired = order.canPay && secondsLeft === 0;
  useEffect(() => {
    if (expired) onWindowClosed();
  }, [expired, onWindowClosed]);

  const refused = payment.state.phase === 'refused' ? payment.state.error : undefined;
  useEffect(() => {
    // A retry the server refused (409) means the order moved on: show it as it is now.
    if (refused instanceof ApiError && refused.status === 409) {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(user?._id, order._id) });
    }
  }, [refused, queryClient, user?._id, order._id]);

  if (payment.paid) {
    return (
      <FormMessage tone="success">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
          <Trans>Payment received. Your order is confirmed.</Trans>
        </p>
      </FormMessage>
    );
  }
  const problem = payment.problem;
  if (!open && !payment.busy && !problem && refused === undefined) return null;

  const pay = () => {
    if (!payment.busy) void payment.run(() => retryPayment(order._id));
  };
  const label = busyLabel(payment.state, t`Opening payment…`) ?? (problem ? t`Try payment again` : t`Pay now`);

  return (
    <section
      aria-labelledby="order-pay-now"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <CreditCard aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-amber-800" />
          <div className="min-w-0">
            <h2 id="order-pay-now" className="font-display text-xl text-ink">
              {open ? t`Waiting for your payment` : t`Payment not completed`}
            </h2>
            {open && order.paymentDueAt && (
              <p className="mt-1 text-sm text-ink">
                <Trans>
                  Pay <strong>{ph({ amount: formatRupees(order.totalAmount) })}</strong> within{' '}
                  <strong className="tabular-nums">{ph({ countdown: formatCountdown(secondsLeft) })}</strong> (by{' '}
                  <time dateTime={order.paymentDueAt}>
                    {ph({ time: timeFormatters[getLocale()].format(new Date(order.paymentDueAt)) })}
                  </time>
                  ), or the order is cancelled and its pieces go back on sale.
                </Trans>
              </p>
            )}
          </div>
        </div>
        {(open || payment.busy) && (
          <button
            type="button"
            className={buttonClass(
              'primary',
              'lg',
              'w-full shrink-0 aria-disabled:cursor-wait aria-disabled:opacity-60 sm:w-auto',
            )}
            onClick={pay}
            aria-disabled={payment.busy || undefined}
            aria-busy={payment.busy || undefined}
          >
            {label}
          </button>
        )}
      </div>
      {!payment.busy && problem && (
        <div className="mt-4">
          <FormMessage tone={problem.kind === 'cancelled' ? 'info' : 'error'}>
            <p className="font-semibold">{problem.message}</p>
            {!open && <p className="mt-1">{problem.note ?? PAYMENT_MESSAGES.windowClosed}</p>}
          </FormMessage>
        </div>
      )}
      {!payment.busy && refused !== undefined && (
        <div className="mt-4">
          <FormMessage tone="error">{paymentErrorText(refused, PAYMENT_MESSAGES.initFailed)}</FormMessage>
        </div>
      )}
      {payment.dialog}
    </section>
  );
}
