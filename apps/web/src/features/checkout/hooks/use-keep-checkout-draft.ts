import { useEffect } from 'react';
import { saveCheckoutDraft, type CheckoutDraft } from '../lib/checkout-draft';
import type { AddressFormState } from './use-address-form';

/**
 * Writes the checkout's draft to session storage whenever the shopper types in the address form or changes a
 * choice, so a reload takes the checkout up again (lib/checkout-draft.ts says what is kept, and what never is).
 */
export function useKeepCheckoutDraft(
  userId: string | undefined,
  { form, choice }: AddressFormState,
  choices: Omit<CheckoutDraft, 'form'>,
) {
  const { address, courierId, paymentMethod, notes } = choices;
  useEffect(() => {
    if (!userId) return undefined;
    const write = () =>
      saveCheckoutDraft(userId, {
        // Until the saved addresses have loaded nothing is chosen: a reload then chooses the last used one again.
        form: choice === null ? null : { values: form.getValues(), choice },
        address,
        courierId,
        paymentMethod,
        notes,
      });
    write();
    const typing = form.watch(write);
    return () => typing.unsubscribe();
  }, [userId, form, choice, address, courierId, paymentMethod, notes]);
}
