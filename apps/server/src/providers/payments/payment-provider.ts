/**
 * Online payments (architecture §5): Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set, else the local
 * test gateway that behaves like it. Money in integer paise. Every call has a timeout; a failure throws
 * PaymentProviderError.
 */
export interface ProviderOrder {
  /** The provider's order id ("order_…"). */
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface ProviderPayment {
  /** "pay_…" */
  id: string;
  /** The provider order it belongs to. */
  orderId: string;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** Why it failed, in the provider's words (shown to the shopper). */
  errorDescription?: string | undefined;
}

export interface ProviderRefund {
  /** "rfnd_…" */
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** The public key id the browser's checkout needs (never the secret). */
  readonly keyId: string;
  /** POST /v1/orders: a payment order for exactly this amount, the receipt being our order number. */
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** GET /v1/payments/{id}; undefined when the provider does not know it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  /** GET /v1/orders/{id}/payments: every attempt on a provider order (for reconciling before giving up on it). */
  paymentsOfOrder(providerOrderId: string): Promise<ProviderPayment[]>;
  /** POST /v1/payments/{id}/capture for an authorized payment. */
  capture(paymentId: string, amountPaise: number): Promise<ProviderPayment>;
  /** POST /v1/payments/{id}/refund with X-Refund-Idempotency: the same key never refunds twice. */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes?: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** razorpay_signature = hex HMAC-SHA256("<provider order id>|<payment id>", key secret), compared timing-safe. */
  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret), compared timing-safe. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** The provider could not be asked or answered nonsense (timeout, network, 5xx, 4xx, a body it does not document). */
export class PaymentProviderError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}
