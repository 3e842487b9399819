import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodPaymentOutcome, CodPaymentPurpose } from '@kala/contract/cod-payments';
import { usePaymentGateway } from '../../../components/payment/use-online-payment';
import {
  codPaymentKeys,
  codPaymentOfferQueryOptions,
  linkTestGatewayPay,
  openCodPayment,
  reportCodPaymentFailure,
  verifyCodPayment,
  type CodPaymentTarget,
} from '../api/cod-payment-api';
import { runCodPayment, type CodPaymentResult } from '../lib/run-cod-payment';

export interface CodPaymentCallbacks {
  /** Paid and recorded: the server's message ('Advance paid. Your order is confirmed.') and what it recorded. */
  onPaid?: ((message: string, outcome: CodPaymentOutcome) => void) | undefined;
  /** A payment that failed, was dismissed or could not start: the message the component shows. */
  onFailed?: ((message: string) => void) | undefined;
}

/** Either component's props: the order (signed in) or the confirmation link's token, and the callbacks. */
export type CodPaymentProps = CodPaymentTarget & CodPaymentCallbacks;

export type CodPaymentPhase = 'idle' | 'starting' | 'open' | 'verifying';

/** The words on a paying button while a go is under way. */
export function busyText(phase: CodPaymentPhase): string | undefined {
  if (phase === 'starting') return t`Opening payment…`;
  if (phase === 'open') return t`Waiting for payment…`;
  if (phase === 'verifying') return t`Confirming payment…`;
  return undefined;
}

/**
 * Paying online for a COD order, for either component: the offer (what may be paid, read from the server), the
 * gateway (the link holder's test gateway has its own door), one go at a time, and its result. A payment recorded
 * puts the new offer in the cache, so a sibling component (the advance beside the prepayment) steps aside.
 */
export function useCodPayment(props: CodPaymentProps, purpose: CodPaymentPurpose) {
  const target: CodPaymentTarget = props.token !== undefined ? { token: props.token } : { orderId: props.orderId };
  const queryClient = useQueryClient();
  const offer = useQuery(codPaymentOfferQueryOptions(target));
  const { gateway, dialog } = usePaymentGateway({
    testGatewayPay: target.token !== undefined ? linkTestGatewayPay(target.token) : undefined,
  });
  const [phase, setPhase] = useState<CodPaymentPhase>('idle');
  const [result, setResult] = useState<CodPaymentResult | undefined>();
  const running = useRef(false);
  const callbacks = useRef<CodPaymentCallbacks>(props);
  useEffect(() => {
    callbacks.current = props;
  });
  const key = JSON.stringify(target);

  const pay = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    const to = JSON.parse(key) as CodPaymentTarget;
    setPhase('starting');
    setResult(undefined);
    try {
      const done = await runCodPayment({
        start: () => openCodPayment(to, purpose),
        open: gateway.open,
        verify: (input) => verifyCodPayment(to, input),
        reportFailure: (input) => reportCodPaymentFailure(to, input),
        onPhase: setPhase,
      });
      setResult(done);
      if (done.kind === 'paid') {
        queryClient.setQueryData(codPaymentKeys.offer(to), done.outcome.offer);
        callbacks.current.onPaid?.(done.message, done.outcome);
      } else {
        // The order may have moved on (confirmed or cancelled meanwhile): read what may be paid now.
        void queryClient.invalidateQueries({ queryKey: codPaymentKeys.offer(to) });
        callbacks.current.onFailed?.(done.message);
      }
    } finally {
      running.current = false;
      setPhase('idle');
    }
  }, [key, purpose, gateway, queryClient]);

  return { offer: offer.data, pay, phase, busy: phase !== 'idle', result, dialog };
}
