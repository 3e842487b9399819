import { giftInputSchema, giftRecipientDiffers, type GiftInput } from '@kala/contract/gifting';
import { z } from 'zod';
import { translateContractMessage } from '../../../lib/i18n';

/** What the checkout's gift options hold while the shopper types. */
export interface GiftDraft {
  isGift: boolean;
  message: string;
  giftWrap: boolean;
  recipientName: string;
  recipientPhone: string;
  hidePrices: boolean;
}

export const EMPTY_GIFT: GiftDraft = {
  isGift: false,
  message: '',
  giftWrap: false,
  recipientName: '',
  recipientPhone: '',
  hidePrices: false,
};

export type GiftField = 'message' | 'recipientName' | 'recipientPhone';
export type GiftErrors = Partial<Record<GiftField, string>>;

/** The same checks the server makes (contract gifting.ts), so the shopper reads the same words before placing. */
const checked = z
  .object({ gift: giftInputSchema, shippingAddress: z.object({ fullName: z.string(), phone: z.string() }) })
  .superRefine(giftRecipientDiffers);

/**
 * The gift to send with the order (undefined when the order is not a gift), or the problems under each field (in the
 * page's language: the contract's words, translated as the server translates its own).
 */
export function judgeGift(
  draft: GiftDraft,
  buyer: { fullName: string; phone: string },
): { gift: GiftInput | undefined; errors: GiftErrors } {
  if (!draft.isGift) return { gift: undefined, errors: {} };
  const gift: GiftInput = {
    ...(draft.message.trim() && { message: draft.message }),
    giftWrap: draft.giftWrap,
    recipientName: draft.recipientName,
    recipientPhone: draft.recipientPhone,
    hidePrices: draft.hidePrices,
  };
  const result = checked.safeParse({ gift, shippingAddress: buyer });
  if (result.success) return { gift, errors: {} };
  const errors: GiftErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[1];
    if (issue.path[0] === 'gift' && (field === 'message' || field === 'recipientName' || field === 'recipientPhone')) {
      errors[field] ??= translateContractMessage(issue.message);
    }
  }
  return { gift: undefined, errors };
}
