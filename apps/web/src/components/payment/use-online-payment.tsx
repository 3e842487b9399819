import { t } from '@lingui/core/macro';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Order } from '@kala/contract/orders';
import type { PaymentOrder } from '@kala/contract/payments';
import { createRazorpayGateway, type GatewayOutcome, type PaymentGateway } from './gateway';
import { reportPaymentFailure, verifyPayment, type TestGatewayPayer } from './payments-api';
import { runPayment, type PaymentResult } from './run-payment';

// The test gateway's dialog (and Radix with it) loads when it first opens.
const TestGatewayDialog = lazy(() => import('./test-gateway-dialog'));

const razorpay = createRazorpayGateway();

/**
 * The gateway for a payment order: Razorpay's checkout.js when the server pays through Razorpay, else the store's own
 * test gateway dialog, rendered by the caller (`dialog`). Both settle the same way (gateway.ts).
 */
export function usePaymentGateway(options: { testGatewayPay?: TestGatewayPayer | undefined } = {}): {
  gateway: PaymentGateway;
  dialog: ReactNode;
} {
  const [testing, setTesting] = useState<{ order: PaymentOrder; settle: (outcome: GatewayOutcome) => void } | null>(
    null,
  );
  const gateway = useMemo<PaymentGateway>(
    () => ({
      open: (order) =>
        order.provider === 'test'
          ? new Promise<GatewayOutcome>((resolve) =>
              setTesting({
                order,
                settle: (outcome) => {
                  setTesting(null);
                  resolve(outcome);
                },
              }),
            )
          : razorpay.open(order),
    }),
    [],
  );
  const dialog = testing && (
    <Suspense fallback={null}>
      <TestGatewayDialog order={testing.order} onOutcome={testing.settle} pay={options.testGatewayPay} />
    </Suspense>
  );
  return { gateway, dialog };
}

export type OnlinePaymentState =
  | { phase: 'idle' }
  /** Asking the server for the payment order (a new order, or a retry of one). */
  | { phase: 'starting' }
  /** The gateway is open. */
  | { phase: 'open' }
  /** The gateway said paid; the server is verifying. */
  | { phase: 'verifying' }
  /** The server would not give a payment order (the order was refused, or can no longer be paid). */
  | { phase: 'refused'; error: unknown }
  | { phase: 'settled'; result: PaymentResult };

/**
 * A modal dialog on the page (the quick order's) must be gone before Razorpay's checkout opens: Radix makes the rest
 * of the page inert and takes the focus back when it closes. A short pause lets it finish closing.
 */
const letThePageSettle = () => new Promise<void>((resolve) => window.setTimeout(resolve, 50));

/**
 * One online payment from start to end: get a payment order (create it with the order, or retry it), open the
 * gateway, then verify or report the failure. `run` is ignored while a run is under way. The shopper's order page
 * and the checkout use it alike.
 */
export function useOnlinePayment({ onSettled }: { onSettled?: (result: PaymentResult) => void } = {}) {
  const { gateway, dialog } = usePaymentGateway();
  const [state, setState] = useState<OnlinePaymentState>({ phase: 'idle' });
  const [paymentOrder, setPaymentOrder] = useState<PaymentOrder | undefined>();
  const running = useRef(false);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });

  const run = useCallback(
    async (start: () => Promise<PaymentOrder>) => {
      if (running.current) return;
      running.current = true;
      setState({ phase: 'starting' });
      try {
        let order: PaymentOrder;
        try {
          order = await start();
        } catch (error) {
          setState({ phase: 'refused', error });
          return;
        }
        setPaymentOrder(order);
        setState({ phase: 'open' });
        await letThePageSettle();
        const result = await runPayment(order, {
          open: gateway.open,
          verify: verifyPayment,
          reportFailure: reportPaymentFailure,
          onVerifying: () => setState({ phase: 'verifying' }),
        });
        setState({ phase: 'settled', result });
        settled.current?.(result);
      } finally {
        running.current = false;
      }
    },
    [gateway],
  );

  /** Forgets a finished run's message (the shopper moved on); a run under way is not interrupted. */
  const reset = useCallback(() => {
    if (!running.current) setState({ phase: 'idle' });
  }, []);

  const busy = state.phase === 'starting' || state.phase === 'open' || state.phase === 'verifying';
  const paid: Order | undefined =
    state.phase === 'settled' && state.result.kind === 'paid' ? state.result.order : undefined;
  const problem = state.phase === 'settled' && state.result.kind !== 'paid' ? state.result : undefined;
  return { state, run, reset, busy, paid, problem, paymentOrder, dialog };
}

export type OnlinePayment = ReturnType<typeof useOnlinePayment>;

/** The words on the button that starts or retries a payment, while a run is under way. */
export function busyLabel(state: OnlinePaymentState, starting: string): string | undefined {
  if (state.phase === 'starting') return starting;
  if (state.phase === 'open') return t`Waiting for payment…`;
  if (state.phase === 'verifying') return t`Confirming payment…`;
  return undefined;
}
