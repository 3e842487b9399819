import clsx from 'clsx';
import type { Order } from '@kala/contract/orders';
import { i18n } from '@lingui/core';
import { orderStatusTone, paymentStatusTone, type OrderStatus, type PaymentStatus } from '@kala/contract/orders';
import { ATTEMPT_LABELS, PAYMENT_STATUS_LABELS, REFUND_LABELS } from './order-format';
import { orderStatusLabel } from './order-labels';

/** Spec §4 colours, each dark text on a pale fill (at least 4.5:1); the words always say the status too. */
const TONES = {
  green: 'bg-green-100 text-green-900 ring-green-700/25',
  blue: 'bg-blue-100 text-blue-900 ring-blue-700/25',
  orange: 'bg-orange-100 text-orange-900 ring-orange-700/25',
  red: 'bg-red-100 text-red-900 ring-red-700/25',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-700/30',
  neutral: 'bg-stone-100 text-stone-800 ring-stone-500/25',
} as const;

function Badge({ tone, children, className }: { tone: keyof typeof TONES; children: string; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** An order's status as a coloured pill: delivered green, shipped blue, confirmed/processing orange, cancelled red. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <Badge tone={orderStatusTone(status)} className={className}>
      {orderStatusLabel(status)}
    </Badge>
  );
}

/** A payment status (spec §4): completed green, failed red, anything else (pending, refunded) yellow. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={paymentStatusTone(status)}>{i18n._(PAYMENT_STATUS_LABELS[status])}</Badge>;
}

type Attempt = Order['paymentAttempts'][number];
const ATTEMPT_TONES: Record<Attempt['outcome'], keyof typeof TONES> = {
  captured: 'green',
  failed: 'red',
  dismissed: 'neutral',
};

/** One try at paying: paid green, failed red, cancelled by the shopper neutral. */
export function AttemptBadge({ outcome }: { outcome: Attempt['outcome'] }) {
  return <Badge tone={ATTEMPT_TONES[outcome]}>{i18n._(ATTEMPT_LABELS[outcome])}</Badge>;
}

type Refund = Order['refunds'][number];
const REFUND_TONES: Record<Refund['status'], keyof typeof TONES> = {
  requested: 'yellow',
  pending: 'yellow',
  processed: 'green',
  failed: 'red',
};

/** A refund: on its way yellow, processed green, failed red. */
export function RefundBadge({ status }: { status: Refund['status'] }) {
  return <Badge tone={REFUND_TONES[status]}>{i18n._(REFUND_LABELS[status])}</Badge>;
}
