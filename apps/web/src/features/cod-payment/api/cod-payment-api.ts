import { queryOptions } from '@tanstack/react-query';
import type { CodPaymentOffer, CodPaymentOutcome, CodPaymentPurpose } from '@kala/contract/cod-payments';
import type { ApiAnswer } from '@kala/contract/envelope';
import type { PaymentFailureInput, PaymentOrder, TestGatewayPay, VerifyPaymentInput } from '@kala/contract/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * Whose COD order is paid: the signed-in shopper's own (`orderId`, the order page), or the one behind a confirmation
 * link (`token`, the public confirmation page: no sign-in).
 */
export type CodPaymentTarget = { orderId: string; token?: undefined } | { token: string; orderId?: undefined };

/** The API's door for a target: /api/payments/cod/:orderId or /api/payments/cod-link/:token. */
export const codPaymentBase = (target: CodPaymentTarget) =>
  target.token !== undefined
    ? `/api/payments/cod-link/${encodeURIComponent(target.token)}`
    : `/api/payments/cod/${encodeURIComponent(target.orderId)}`;

export const codPaymentKeys = {
  all: ['cod-payment'] as const,
  offer: (target: CodPaymentTarget) =>
    ['cod-payment', target.token !== undefined ? 'link' : 'order', target.token ?? target.orderId] as const,
};

/** GET: what the order may be paid online now (the advance, the whole order with its saving), or why not. */
export const getCodPaymentOffer = (target: CodPaymentTarget, signal?: AbortSignal) =>
  apiRequest<ApiAnswer<CodPaymentOffer>>(codPaymentBase(target), { signal }).then((a) => a.data);

export const codPaymentOfferQueryOptions = (target: CodPaymentTarget) =>
  queryOptions({
    queryKey: codPaymentKeys.offer(target),
    queryFn: ({ signal }) => getCodPaymentOffer(target, signal),
  });

/** POST: the provider's payment order for the advance or the whole order (what the gateway opens). */
export const openCodPayment = (target: CodPaymentTarget, purpose: CodPaymentPurpose) =>
  apiRequest<ApiAnswer<PaymentOrder>>(codPaymentBase(target), { method: 'POST', body: { purpose } }).then(
    (a) => a.data,
  );

/** POST …/verify: the gateway's handler arguments; the answer says what was recorded, in the server's words. */
export const verifyCodPayment = (target: CodPaymentTarget, input: VerifyPaymentInput) =>
  apiRequest<ApiAnswer<CodPaymentOutcome>>(`${codPaymentBase(target)}/verify`, { method: 'POST', body: input });

/** POST …/failure: a failed payment or a dismissal; the order keeps waiting. */
export const reportCodPaymentFailure = (target: CodPaymentTarget, input: PaymentFailureInput) =>
  apiRequest<ApiAnswer<CodPaymentOutcome>>(`${codPaymentBase(target)}/failure`, { method: 'POST', body: input }).then(
    (a) => a.data,
  );

/** The link holder's test gateway (the signed-in shopper's is components/payment/payments-api#payWithTestGateway). */
export const linkTestGatewayPay = (token: string) => (razorpayOrderId: string, outcome: 'pay' | 'fail') =>
  apiRequest<ApiAnswer<TestGatewayPay>>(`/api/payments/cod-link/${encodeURIComponent(token)}/test-gateway`, {
    method: 'POST',
    body: { razorpayOrderId, outcome },
  }).then((a) => a.data);
