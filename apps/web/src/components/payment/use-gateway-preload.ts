import { useEffect } from 'react';
import type { PaymentConfig } from '@kala/contract/payments';
import { loadRazorpay } from './gateway';
import { usePaymentConfig } from './payments-api';

/**
 * While online payment is the chosen method, fetch Razorpay's checkout.js ahead of the click that opens it (only when
 * the store pays through Razorpay; the test gateway needs no script). A failed load is retried when the gateway opens.
 * Answers which gateway the store uses, once known.
 */
export function useGatewayPreload(active: boolean): PaymentConfig['provider'] | undefined {
  const config = usePaymentConfig();
  const provider = config.data?.provider;
  useEffect(() => {
    if (active && provider === 'razorpay') loadRazorpay().catch(() => {});
  }, [active, provider]);
  return provider;
}
