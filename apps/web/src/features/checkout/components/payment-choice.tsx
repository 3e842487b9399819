import { Banknote, CreditCard } from 'lucide-react';
import { useId } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@kala/contract/orders';
import { ChoiceCard } from './choice-card';

/**
 * How to pay (spec §9 labels). Cash on delivery is the one way today; online payment is shown, switched off, with
 * a plain note, so nobody hunts for it.
 */
export function PaymentChoice({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">Payment method</legend>
      <div className="grid gap-3">
        <ChoiceCard
          name={name}
          value="cash_on_delivery"
          checked={value === 'cash_on_delivery'}
          onChange={() => onChange('cash_on_delivery')}
        >
          <span className="flex items-center gap-2 font-semibold text-ink">
            <Banknote aria-hidden="true" className="h-5 w-5 text-clay" />
            {PAYMENT_METHOD_LABELS.cash_on_delivery}
          </span>
          <span className="mt-1 block text-sm text-muted">
            Pay when your order arrives. Couriers may add a small COD charge, shown before you order.
          </span>
        </ChoiceCard>
        <ChoiceCard name={name} value="razorpay" checked={false} disabled onChange={() => {}}>
          <span className="flex items-center gap-2 font-semibold text-muted">
            <CreditCard aria-hidden="true" className="h-5 w-5" />
            {PAYMENT_METHOD_LABELS.razorpay}
          </span>
          <span className="mt-1 block text-sm text-muted">
            Not available yet: card and UPI payments are coming soon.
          </span>
        </ChoiceCard>
      </div>
    </fieldset>
  );
}
