import { t } from '@lingui/core/macro';
import { PAYMENT_MESSAGES, PAYMENT_WINDOW_SECONDS, type PaymentOrder } from '@kala/contract/payments';
import { translateContractMessage } from '../../lib/i18n';

/**
 * One small interface over both gateways (architecture §5): Razorpay's checkout.js and the store's own test gateway
 * dialog. `open` shows the gateway for a payment order and settles once, with what the shopper's payment came to:
 * Razorpay's handler arguments, its payment.failed error, or a dismissal (modal.ondismiss). The flow code
 * (run-payment.ts) is the same for both.
 */

/** What Razorpay hands its `handler` after a successful payment. */
export interface GatewayPaid {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's payment.failed `error` (the test gateway answers the same shape). */
export interface GatewayError {
  code?: string;
  description?: string;
  source?: string;
  step?: string;
  reason?: string;
  metadata?: { payment_id?: string; order_id?: string };
}

export type GatewayOutcome =
  { kind: 'paid'; args: GatewayPaid } | { kind: 'failed'; error: GatewayError } | { kind: 'dismissed' };

export interface PaymentGateway {
  open(order: PaymentOrder): Promise<GatewayOutcome>;
}

/** The gateway could not be shown at all (spec §8: SDK not loaded, configuration error, failed to initialise). */
export class GatewayUnavailableError extends Error {}

// ---- Razorpay Standard Checkout --------------------------------------------------------------------------------

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
/** The store's clay colour for Razorpay's header and buttons. */
const THEME_COLOR = '#9a3412';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  timeout: number;
  retry: { enabled: boolean };
  handler: (response: GatewayPaid) => void;
  modal: { ondismiss: () => void; escape: boolean; confirm_close: boolean };
}

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error: GatewayError }) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Adds checkout.js to the page on demand (the payment step asks for it early; opening the gateway waits for it).
 * A failed load is forgotten, so the next try adds the script again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = undefined;
      reject(new GatewayUnavailableError(translateContractMessage(PAYMENT_MESSAGES.sdkNotLoaded)));
    };
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : fail());
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

/** Seconds left of the payment window by this device's clock, within Razorpay's limits (at least a minute). */
function checkoutTimeout(order: PaymentOrder, now: number): number {
  const left = Math.floor((Date.parse(order.paymentDueAt) - now) / 1000);
  return Math.min(PAYMENT_WINDOW_SECONDS, Math.max(60, Number.isFinite(left) ? left : PAYMENT_WINDOW_SECONDS));
}

/** The options given to `new Razorpay(...)`: the amount in paise (spec §7: amount × 100). */
export function razorpayOptions(
  order: PaymentOrder,
  callbacks: { handler: RazorpayOptions['handler']; ondismiss: () => void },
  now = Date.now(),
): RazorpayOptions {
  const orderNumber = order.orderNumber;
  return {
    key: order.keyId,
    amount: order.amountPaise,
    currency: order.currency,
    name: 'Kala',
    description: t`Order ${orderNumber}`,
    order_id: order.razorpayOrderId,
    prefill: order.prefill,
    notes: { orderNumber: order.orderNumber },
    theme: { color: THEME_COLOR },
    // Spec §9: a 300-second window. The tries (at most 3) are the store's, through 'Try again': a failure closes the
    // checkout so the shopper reads what happened here.
    timeout: checkoutTimeout(order, now),
    retry: { enabled: false },
    handler: callbacks.handler,
    modal: { ondismiss: callbacks.ondismiss, escape: true, confirm_close: false },
  };
}

/** Razorpay's checkout.js behind the gateway interface. */
export function createRazorpayGateway(load: () => Promise<RazorpayConstructor> = loadRazorpay): PaymentGateway {
  return {
    async open(order) {
      if (!order.keyId) throw new GatewayUnavailableError(translateContractMessage(PAYMENT_MESSAGES.configError));
      const Razorpay = await load();
      return new Promise<GatewayOutcome>((resolve, reject) => {
        let settled = false;
        const settle = (outcome: GatewayOutcome) => {
          if (settled) return;
          settled = true;
          resolve(outcome);
        };
        try {
          const checkout = new Razorpay(
            razorpayOptions(order, {
              handler: (args) => settle({ kind: 'paid', args }),
              ondismiss: () => settle({ kind: 'dismissed' }),
            }),
          );
          checkout.on('payment.failed', (response) => {
            settle({ kind: 'failed', error: response.error ?? {} });
            try {
              checkout.close();
            } catch {
              // Already closed.
            }
          });
          checkout.open();
        } catch {
          settled = true;
          reject(new GatewayUnavailableError(translateContractMessage(PAYMENT_MESSAGES.initFailed)));
        }
      });
    },
  };
}
