import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@kala/contract/orders';
import type {
  PaymentConfig,
  PaymentFailureInput,
  PaymentOrder,
  TestGatewayPay,
  VerifyPaymentInput,
} from '@kala/contract/payments';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import type { ApiAnswer } from '@kala/contract/envelope';

/**
 * The payment calls (spec §7 Payments) both the checkout and the order page make. Creating the payment order with a
 * new order is the checkout's own call (features/checkout/api/create-payment-order.ts).
 */

/** GET /api/payments/config: which gateway opens ('razorpay', or the local 'test' gateway) and its public key id. */
export const getPaymentConfig = (signal?: AbortSignal) =>
  apiRequest<ApiAnswer<PaymentConfig>>('/api/payments/config', { signal }).then((a) => a.data);

export const paymentConfigQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['payments', userId ?? 'guest', 'config'] as const,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    enabled: Boolean(userId),
    // The gateway is chosen when the server starts.
    staleTime: Infinity,
  });

/** Which gateway this store pays through, for the signed-in shopper (undefined while unknown). */
export function usePaymentConfig() {
  const { user } = useSession();
  return useQuery(paymentConfigQueryOptions(user?._id));
}

/** POST /api/payments/retry/:orderId: the payment order of an unpaid online order again ('Pay now', 'Try again'). */
export const retryPayment = (orderId: string) =>
  apiRequest<ApiAnswer<PaymentOrder>>(`/api/payments/retry/${encodeURIComponent(orderId)}`, {
    method: 'POST',
  }).then((a) => a.data);

/** POST /api/payments/verify: the gateway's handler arguments; the answer is the paid order. */
export const verifyPayment = (input: VerifyPaymentInput) =>
  apiRequest<ApiAnswer<Order>>('/api/payments/verify', { method: 'POST', body: input }).then((a) => a.data);

/** POST /api/payments/failure: a failed payment (the gateway's error) or a dismissal ('Payment cancelled by user'). */
export const reportPaymentFailure = (input: PaymentFailureInput) =>
  apiRequest<ApiAnswer<Order>>('/api/payments/failure', { method: 'POST', body: input }).then((a) => a.data);

/** What asks the local test gateway to Pay or Fail a payment order (its dialog's buttons). */
export type TestGatewayPayer = (razorpayOrderId: string, outcome: 'pay' | 'fail') => Promise<TestGatewayPay>;

/** POST /api/payments/test-gateway/pay: the local test gateway's Pay or Fail. */
export const payWithTestGateway: TestGatewayPayer = (razorpayOrderId, outcome) =>
  apiRequest<ApiAnswer<TestGatewayPay>>('/api/payments/test-gateway/pay', {
    method: 'POST',
    body: { razorpayOrderId, outcome },
  }).then((a) => a.data);
