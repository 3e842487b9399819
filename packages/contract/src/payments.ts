import { z } from 'zod';
import { addressViewSchema } from './orders.ts';

/** Online payment (spec §4 Payment, §7 Payments, §8 payment messages, §9 payment window; issue 10). */

/** Spec §9: the payment window is 300 seconds, with at most 3 retries. */
export const PAYMENT_WINDOW_SECONDS = 300;
export const PAYMENT_MAX_ATTEMPTS = 3;

export const PAYMENT_MESSAGES = {
  sdkNotLoaded: 'Razorpay SDK not loaded. Please refresh the page and try again.',
  configError: 'Payment configuration error. Please contact support.',
  verificationFailed: 'Payment verification failed',
  cancelled: 'Payment cancelled',
  cancelledByUser: 'Payment cancelled by user',
  failed: 'Payment failed',
  createFailed: 'Failed to create payment order',
  initFailed: 'Failed to initialize payment',
  placeFailed: (reason: string) => `Failed to place order: ${reason}`,
  paymentFailed: (reason: string) => `Payment failed: ${reason}`,
  orderCreationFailed: (reason: string) => `Order creation failed: ${reason}`,
  verified: 'Payment verified',
  recorded: 'Payment attempt recorded',
  notOnline: 'This order is not paid online',
  alreadyPaid: 'This order is already paid',
  windowClosed: 'The payment window for this order has closed',
  tooManyAttempts: `This order has had ${PAYMENT_MAX_ATTEMPTS} failed payment attempts`,
  orderCancelled: 'This order has been cancelled',
  providerDown: 'The payment service is not answering. Please try again in a moment.',
  webhookSignature: 'Invalid webhook signature',
} as const;

export const paymentProviderNames = ['razorpay', 'test'] as const;

/** What the browser needs to open the checkout: which gateway and its public key id (never a secret). */
export const paymentConfigSchema = z.object({ provider: z.enum(paymentProviderNames), keyId: z.string() });
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Spec §3 Payment order response, plus what the checkout needs to open the gateway. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  razorpayOrderId: z.string(),
  /** Rupees; the gateway is given amount × 100 (spec §7), i.e. amountPaise. */
  amount: z.number(),
  amountPaise: z.number().int(),
  currency: z.string(),
  keyId: z.string(),
  provider: z.enum(paymentProviderNames),
  /** When the payment window closes (ISO). */
  paymentDueAt: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  orderDetails: z.object({ shippingAddress: addressViewSchema }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * What the payment calls carry, in words: the checkout sends these from the gateway's answer (nobody types them), but
 * a message about one still names it as a person would, never by its key ('razorpayOrderId').
 */
export const PAYMENT_FIELD_LABELS = {
  razorpayOrderId: 'Payment order id',
  razorpayPaymentId: 'Payment id',
  razorpaySignature: 'Payment signature',
  orderId: 'Order id',
  outcome: 'Payment outcome',
} as const;

const providerId = (field: keyof typeof PAYMENT_FIELD_LABELS) =>
  z
    .string({ error: `${PAYMENT_FIELD_LABELS[field]} is required` })
    .trim()
    .min(1, `${PAYMENT_FIELD_LABELS[field]} is required`)
    .max(100, `${PAYMENT_FIELD_LABELS[field]} must be at most 100 characters`);

export const verifyPaymentInputSchema = z.object({
  razorpayOrderId: providerId('razorpayOrderId'),
  razorpayPaymentId: providerId('razorpayPaymentId'),
  razorpaySignature: providerId('razorpaySignature'),
  orderId: providerId('orderId'),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentInputSchema>;

/** Spec §7: the checkout reports a failure or dismissal; error is the gateway's error object or a sentence. */
export const paymentFailureInputSchema = z.object({
  orderId: providerId('orderId'),
  error: z
    .union([
      z.string().max(500),
      z.object({
        description: z.string().max(500).optional(),
        code: z.string().max(100).optional(),
        metadata: z.object({ payment_id: z.string().max(100).optional() }).optional(),
      }),
    ])
    .optional(),
});
export type PaymentFailureInput = z.infer<typeof paymentFailureInputSchema>;

/** The local test gateway's dialog: what the shopper chose. */
export const testGatewayPayInputSchema = z.object({
  razorpayOrderId: providerId('razorpayOrderId'),
  outcome: z.enum(['pay', 'fail'], { error: `${PAYMENT_FIELD_LABELS.outcome} must be pay or fail` }),
});

/** Razorpay's handler arguments (success) or its payment.failed error (failure), as the test gateway answers. */
export const testGatewayPaySchema = z.union([
  z.object({ razorpay_payment_id: z.string(), razorpay_order_id: z.string(), razorpay_signature: z.string() }),
  z.object({
    error: z.object({
      code: z.string(),
      description: z.string(),
      metadata: z.object({ payment_id: z.string(), order_id: z.string() }),
    }),
  }),
]);
export type TestGatewayPay = z.infer<typeof testGatewayPaySchema>;
