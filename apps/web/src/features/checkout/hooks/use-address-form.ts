import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PINCODE_PATTERN } from '@kala/contract/shipping';
import { useSession } from '../../../lib/session';
import { useSavedAddresses } from '../api/get-saved-addresses';
import { usePincodePlace } from '../api/lookup-pincode';
import {
  addressFormSchema,
  blankAddress,
  savedAsValues,
  type AddressFormResult,
  type AddressFormValues,
} from '../lib/address-form';

/** Which saved address fills the form, or 'new' for one typed afresh; null until the saved ones have loaded. */
export type AddressChoice = number | 'new' | null;

/** A form to take up again (the checkout's draft after a reload): what was typed and which address filled it. */
export interface AddressFormStart {
  values: AddressFormValues;
  choice: Exclude<AddressChoice, null>;
}

/**
 * The shipping form of the checkout and the quick order: validated by the contract's schema, offered the saved
 * addresses (the last used is chosen when the form is still untouched and nothing was typed before), and given the
 * city and state of a valid PIN code as the shopper types it.
 */
export function useAddressForm(start?: AddressFormStart | null) {
  const { user } = useSession();
  const form = useForm<AddressFormValues, unknown, AddressFormResult>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: start?.values ?? blankAddress(user),
  });
  const saved = useSavedAddresses();
  // A form taken up again keeps its own choice: the last used address must not replace what was typed.
  const [choice, setChoice] = useState<AddressChoice>(start?.choice ?? null);
  // The PIN code whose city and state are already in the form: a saved address keeps its own spelling.
  const filledFor = useRef(start?.values.zipCode.trim() ?? '');
  const { isDirty } = form.formState;

  const choose = (next: Exclude<AddressChoice, null>) => {
    const address = next === 'new' ? undefined : saved.data?.[next];
    const values = address ? savedAsValues(address, user) : blankAddress(user);
    filledFor.current = values.zipCode.trim();
    setChoice(address ? next : 'new');
    form.reset(values);
  };

  useEffect(() => {
    if (choice !== null || !saved.isFetched) return;
    if (saved.data?.length && !isDirty) choose(0);
    else setChoice('new');
    // Decided once, when the saved addresses first arrive.
  }, [saved.isFetched]);

  const pincode = (useWatch({ control: form.control, name: 'zipCode' }) ?? '').trim();
  const place = usePincodePlace(pincode);
  useEffect(() => {
    const found = place.data;
    if (!found || found.pincode !== pincode || filledFor.current === pincode) return;
    filledFor.current = pincode;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('city', found.city, options);
    form.setValue('state', found.state, options);
  }, [place.data, pincode, form]);

  return { form, saved, choice, choose, place, pincodeComplete: PINCODE_PATTERN.test(pincode) };
}

export type AddressFormState = ReturnType<typeof useAddressForm>;
