import type { z } from 'zod';
import { t } from '@lingui/core/macro';
import { emailSchema } from '@kala/contract/auth';
import { ADDRESS_FIELD_LABELS, shippingAddressSchema, type SavedAddress } from '@kala/contract/orders';
import { translateContractMessage } from '../../../lib/i18n';

/**
 * The shipping form of the checkout and the quick order: the contract's address with the email required, since
 * both forms ask for it (spec §5). The server checks the same fields with the same schema.
 */
export const addressFormSchema = shippingAddressSchema.extend({ email: emailSchema });
export type AddressFormValues = z.input<typeof addressFormSchema>;
export type AddressFormResult = z.output<typeof addressFormSchema>;

/** What the shopper must fill in (spec §5: checkout and quick order); addressLine2 is optional, country preset. */
export const REQUIRED_ADDRESS_FIELDS = [
  'fullName',
  'email',
  'phone',
  'addressLine1',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof AddressFormValues)[];

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** True when a required field is empty: the form then shows the spec's one message above the fields. */
export const missesRequired = (values: Partial<AddressFormValues>) =>
  REQUIRED_ADDRESS_FIELDS.some((field) => blank(values[field]));

/** The field's message: 'City is required' for an empty one (kinder than the server's 'Missing city'), else the schema's. */
export function addressFieldError(
  field: keyof AddressFormValues,
  value: unknown,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (blank(value) && (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field)) {
    const label = translateContractMessage(ADDRESS_FIELD_LABELS[field]);
    return t`${label} is required`;
  }
  return message;
}

/** A new address: the shopper's own name and email filled in, India preset. */
export const blankAddress = (user: { name: string; email: string } | null): AddressFormValues => ({
  fullName: user?.name ?? '',
  email: user?.email ?? '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'India',
});

/** A saved address as form values; one saved without an email takes the shopper's. */
export const savedAsValues = (saved: SavedAddress, user: { email: string } | null): AddressFormValues => ({
  fullName: saved.fullName,
  email: saved.email ?? user?.email ?? '',
  phone: saved.phone,
  addressLine1: saved.addressLine1,
  addressLine2: saved.addressLine2 ?? '',
  city: saved.city,
  state: saved.state,
  zipCode: saved.zipCode,
  country: saved.country || 'India',
});

/** One line for a screen reader or a summary: "Asha Rao, 12 MG Road, Bengaluru, Karnataka 560001". */
export const addressOneLine = (a: {
  fullName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  zipCode: string;
}) => [a.fullName, a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.zipCode}`].filter(Boolean).join(', ');
