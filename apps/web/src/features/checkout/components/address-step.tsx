import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { translateContractMessage } from '../../../lib/i18n';
import type { AddressFormState } from '../hooks/use-address-form';
import { missesRequired, type AddressFormResult } from '../lib/address-form';
import { AddressFields } from './address-fields';
import { SavedAddressPicker } from './saved-address-picker';
import { StepSection } from './step-section';

/**
 * Step 1: where to deliver. The shopper moves on only with every required field filled in and valid (spec §4);
 * an empty required field also brings the spec's one message above the form.
 */
export function AddressStep({
  state,
  focusOnMount,
  onContinue,
}: {
  state: AddressFormState;
  focusOnMount: boolean;
  onContinue: (address: AddressFormResult) => void;
}) {
  const { form, saved, choice, choose } = state;
  const [missing, setMissing] = useState(false);

  return (
    <StepSection id="checkout-address-heading" title={t`Shipping Address`} focusOnMount={focusOnMount}>
      <form
        noValidate
        className="space-y-6"
        onSubmit={form.handleSubmit(
          (address) => {
            setMissing(false);
            onContinue(address);
          },
          () => setMissing(missesRequired(form.getValues())),
        )}
      >
        {missing && <FormMessage tone="error">{translateContractMessage(ORDER_MESSAGES.checkoutRequired)}</FormMessage>}
        {saved.data && <SavedAddressPicker addresses={saved.data} choice={choice} onChoose={choose} />}
        <AddressFields state={state} idPrefix="checkout" />
        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
          <Link to="/cart" className={buttonClass('secondary', 'md')}>
            <Trans>Back to Cart</Trans>
          </Link>
          <button type="submit" className={buttonClass('primary', 'md')}>
            <Trans>Continue to Shipping</Trans>
          </button>
        </div>
      </form>
    </StepSection>
  );
}
