import { z } from 'zod';
import { ORDER_NOTES_MAX, PAYMENT_METHODS, type PaymentMethod } from '@kala/contract/orders';
import type { AddressFormStart } from '../hooks/use-address-form';
import { addressFormSchema, type AddressFormResult } from './address-form';

/**
 * What the checkout keeps in this tab's session storage so that a reload, or Back and Forward through its steps,
 * takes it up where the shopper was: the address as typed, the address continued with, the courier, the payment
 * method (the choice only: no card, UPI or other payment detail is ever asked for here, let alone kept) and the
 * note. It names the shopper it belongs to: another account signed in on the same tab never reads it. Placing the
 * order forgets it.
 */
export interface CheckoutDraft {
  /** The address form as typed, and which saved address filled it ('new': typed afresh). */
  form: AddressFormStart | null;
  /** The address the shopper continued with: the later steps show it and the order goes to it. */
  address: AddressFormResult | null;
  courierId: number | undefined;
  paymentMethod: PaymentMethod;
  notes: string;
}

export const CHECKOUT_DRAFT_KEY = 'kala.checkout';

const text = z.string().max(1000);
/** Each part is checked alone: a part that no longer fits (a changed rule, an edited value) is dropped, not the rest. */
const storedSchema = z.object({
  userId: z.string(),
  form: z
    .object({
      values: z.object({
        fullName: text,
        email: text,
        phone: text,
        addressLine1: text,
        addressLine2: text.optional(),
        city: text,
        state: text,
        zipCode: text,
        country: text,
      }),
      choice: z.union([z.number().int().min(0), z.literal('new')]),
    })
    .nullable()
    .catch(null),
  address: addressFormSchema.nullable().catch(null),
  courierId: z.number().int().positive().optional().catch(undefined),
  paymentMethod: z.enum(PAYMENT_METHODS).catch('cash_on_delivery'),
  notes: z.string().max(ORDER_NOTES_MAX).catch(''),
});

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Storage switched off: the checkout simply starts afresh.
  }
}

/** The signed-in shopper's draft, or null (none, unreadable, or someone else's: that one is forgotten). */
export function readCheckoutDraft(user: { _id: string } | null): CheckoutDraft | null {
  const store = storage();
  if (!user || !store) return null;
  let stored: z.output<typeof storedSchema>;
  try {
    const raw = store.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    stored = storedSchema.parse(JSON.parse(raw));
  } catch {
    store.removeItem(CHECKOUT_DRAFT_KEY);
    return null;
  }
  if (stored.userId !== user._id) {
    store.removeItem(CHECKOUT_DRAFT_KEY);
    return null;
  }
  const { form, address, courierId, paymentMethod, notes } = stored;
  return { form, address, courierId, paymentMethod, notes };
}

export function saveCheckoutDraft(userId: string, draft: CheckoutDraft) {
  try {
    storage()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ userId, ...draft }));
  } catch {
    // A full or refused storage only means a reload starts afresh.
  }
}

export function clearCheckoutDraft() {
  try {
    storage()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
