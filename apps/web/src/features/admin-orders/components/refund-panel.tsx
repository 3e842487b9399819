import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { formatRupees } from '@kala/contract/money';
import { REFUND_FIELD_LABELS, REFUND_REASON_MAX, refundInputSchema, type RefundInput } from '@kala/contract/refunds';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, TextField, TextareaField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useRefundOrder } from '../api/refund-order';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';

type Kind = 'line' | 'amount';
type Errors = Partial<Record<keyof typeof REFUND_FIELD_LABELS, string>>;

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** What the form asks for, in words, for the confirmation step. */
function describe(order: AdminOrderDetail, input: RefundInput): string {
  if (input.amount !== undefined) return formatRupees(Number(input.amount));
  const item = order.items.find((i) => i._id === input.orderItemId);
  return item ? `${input.quantity ?? 1} × ${item.product.name} (${item.size}) with its GST` : 'the line';
}

/**
 * The owner's refund of part of an order (decision 024): a line and how many of its pieces, or an amount, with a
 * reason; "Refundable: ₹X" from the server; a confirmation step; the server's message on success or refusal; and the
 * order's refunds (`list`, composed in by the route page).
 */
export function RefundPanel({ order, list }: { order: AdminOrderDetail; list?: ReactNode }) {
  const id = useId();
  const refund = useRefundOrder();
  const lines = order.items.filter((item) => item.quantity > item.refundedQuantity);
  const [kind, setKind] = useState<Kind>(lines.length > 0 ? 'line' : 'amount');
  const [itemId, setItemId] = useState(lines[0]?._id ?? '');
  const [quantity, setQuantity] = useState('1');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<RefundInput | undefined>();
  const [key, setKey] = useState(newKey);
  const [done, setDone] = useState<string | undefined>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The confirmation takes the focus from 'Refund…', which it replaces (focus would otherwise fall to the page).
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const paid = order.paymentStatus === 'completed' || order.paymentStatus === 'refunded';
  const refundable = order.refundableAmount;

  const input = (): RefundInput => (kind === 'line' ? { orderItemId: itemId, quantity, reason } : { amount, reason });

  function review(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    refund.reset();
    const checked = refundInputSchema.safeParse(input());
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setConfirming(input());
  }

  function confirm() {
    if (!confirming) return;
    refund.mutate(
      { orderId: order._id, input: confirming, idempotencyKey: key },
      {
        onSuccess: (answer) => {
          setDone(answer.message ?? 'Refund recorded');
          setConfirming(undefined);
          setAmount('');
          setReason('');
          setQuantity('1');
          setKey(newKey());
        },
        // Refused: nothing was refunded, so the next try is a new attempt.
        onError: () => {
          setConfirming(undefined);
          setKey(newKey());
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-ink">
        Refund
      </h2>
      <p className="mt-2 text-sm text-ink">
        Refundable: <span className="font-semibold tabular-nums">{formatRupees(refundable)}</span>
        {order.refundedAmount > 0 && (
          <span className="text-muted"> (refunded so far {formatRupees(order.refundedAmount)})</span>
        )}
      </p>
      {!paid ? (
        <p className="mt-3 text-sm text-muted">Nothing can be refunded: this order has not been paid.</p>
      ) : refundable === 0 ? (
        <p className="mt-3 text-sm text-muted">Nothing is left to refund on this order.</p>
      ) : (
        <form className="mt-4 space-y-4" noValidate onSubmit={review}>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold text-ink">Refund</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink">
              {(
                [
                  ['line', 'A line'],
                  ['amount', 'An amount'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={value}
                    checked={kind === value}
                    disabled={value === 'line' && lines.length === 0}
                    onChange={() => setKind(value)}
                    className="h-4 w-4 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          {kind === 'line' ? (
            <>
              <FieldFrame id={`${id}-line`} label={REFUND_FIELD_LABELS.orderItemId} error={errors.orderItemId}>
                <select
                  id={`${id}-line`}
                  value={itemId}
                  onChange={(e) => setItemId(e.target.value)}
                  aria-invalid={errors.orderItemId ? true : undefined}
                  className={selectClass({ className: 'w-full' })}
                  style={chevronStyle}
                >
                  {lines.map((item) => (
                    <option key={item._id} value={item._id}>
                      {item.product.name} ({item.size}) · {formatRupees(item.price)} each ·{' '}
                      {item.quantity - item.refundedQuantity} of {item.quantity} left
                    </option>
                  ))}
                </select>
              </FieldFrame>
              <TextField
                label={REFUND_FIELD_LABELS.quantity}
                type="number"
                inputMode="numeric"
                min={1}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                error={errors.quantity}
              />
            </>
          ) : (
            <TextField
              label={REFUND_FIELD_LABELS.amount}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={errors.amount}
              hint={`At most ${formatRupees(refundable)}`}
            />
          )}
          <TextareaField
            label={REFUND_FIELD_LABELS.reason}
            value={reason}
            maxLength={REFUND_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />

          {refund.isError && (
            <FormMessage tone="error">{errorMessage(refund.error, 'The refund failed. Please try again.')}</FormMessage>
          )}
          {done && <FormMessage tone="success">{done}</FormMessage>}

          {confirming ? (
            <div role="group" aria-label="Confirm the refund" className="rounded-xl bg-stone-50 p-4 text-sm text-ink">
              <p>
                Refund {describe(order, confirming)} to the customer
                {order.paymentMethod === 'cash_on_delivery' ? ', paid by you by bank transfer or UPI' : ''}?
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <button
                  ref={confirmRef}
                  type="button"
                  onClick={confirm}
                  disabled={refund.isPending}
                  className={buttonClass('primary', 'md')}
                >
                  {refund.isPending ? 'Refunding…' : 'Confirm refund'}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(undefined)}
                  className={buttonClass('secondary', 'md')}
                >
                  Back
                </button>
              </div>
            </div>
          ) : (
            <button type="submit" className={buttonClass('primary', 'md')}>
              Refund…
            </button>
          )}
        </form>
      )}
      {list}
    </section>
  );
}
