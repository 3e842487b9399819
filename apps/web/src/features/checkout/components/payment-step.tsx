import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CodOffer } from '@kala/contract/cod';
import type { PaymentMethod } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { PaymentChoice } from './payment-choice';
import { StepSection } from './step-section';

/** Step 2: how to pay; the shopper may move on freely (spec §4). */
export function PaymentStep({
  method,
  cod,
  focusOnMount,
  onChange,
  onBack,
  onContinue,
}: {
  method: PaymentMethod;
  /** What the server says of cash on delivery for this cart and address (issue 25). */
  cod?: CodOffer | undefined;
  focusOnMount: boolean;
  onChange: (method: PaymentMethod) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  return (
    <StepSection id="checkout-payment-heading" title={t`Payment Method`} focusOnMount={focusOnMount}>
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <PaymentChoice value={method} onChange={onChange} cod={cod} />
        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onBack}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" className={buttonClass('primary', 'md')}>
            <Trans>Review Order</Trans>
          </button>
        </div>
      </form>
    </StepSection>
  );
}
