import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';
import { useId } from 'react';
import type { CodOffer } from '@kala/contract/cod';
import { formatRupees } from '@kala/contract/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@kala/contract/orders';
import { useGatewayPreload } from '../../../components/payment/use-gateway-preload';
import { translateContractMessage } from '../../../lib/i18n';
import { ChoiceCard } from './choice-card';

/**
 * How to pay (spec §9 labels): online through Razorpay (or the store's test gateway when it has no Razorpay keys), or
 * cash on delivery. Choosing online fetches Razorpay's checkout.js ahead of the click that opens it.
 */
export function PaymentChoice({
  value,
  onChange,
  cod,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** What the server says of COD for this cart and address (issue 25); undefined while it is being asked. */
  cod?: CodOffer | undefined;
}) {
  const name = useId();
  const codWithheld = cod !== undefined && !cod.available;
  const provider = useGatewayPreload(value === 'razorpay');
  const codCharge = cod && cod.codCharges > 0 ? formatRupees(cod.codCharges) : undefined;
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">
        <Trans>Payment method</Trans>
      </legend>
      <div className="grid gap-3">
        <ChoiceCard name={name} value="razorpay" checked={value === 'razorpay'} onChange={() => onChange('razorpay')}>
          <span className="flex items-center gap-2 font-semibold text-ink">
            <CreditCard aria-hidden="true" className="h-5 w-5 text-clay" />
            {translateContractMessage(PAYMENT_METHOD_LABELS.razorpay)}
          </span>
          <span className="mt-1 block text-sm text-muted">
            {codCharge
              ? t`Card, UPI, net banking or wallet, paid securely when you place the order. No COD charge (you save ${codCharge}).`
              : t`Card, UPI, net banking or wallet, paid securely when you place the order. No COD charge.`}
          </span>
          {provider === 'test' && (
            <span className="mt-1 block text-sm font-medium text-indigo">
              <Trans>Test mode: a test gateway stands in for Razorpay and no money moves.</Trans>
            </span>
          )}
        </ChoiceCard>
        <ChoiceCard
          name={name}
          value="cash_on_delivery"
          checked={value === 'cash_on_delivery'}
          onChange={() => onChange('cash_on_delivery')}
          disabled={codWithheld}
        >
          <span className="flex items-center gap-2 font-semibold text-ink">
            <Banknote aria-hidden="true" className="h-5 w-5 text-clay" />
            {translateContractMessage(PAYMENT_METHOD_LABELS.cash_on_delivery)}
          </span>
          <span className="mt-1 block text-sm text-muted">
            {cod
              ? codCharge
                ? t`Pay when your order arrives. COD charge: ${codCharge}, added to the total.`
                : t`Pay when your order arrives. No COD charge.`
              : t`Pay when your order arrives. Couriers may add a small COD charge, shown before you order.`}
          </span>
          {cod?.message && (
            <span className="mt-2 block text-sm font-medium text-clay-dark">
              {translateContractMessage(cod.message)}
            </span>
          )}
        </ChoiceCard>
      </div>
    </fieldset>
  );
}
