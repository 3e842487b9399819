import { useRef, useState } from 'react';
import type { GiftInput } from '@kala/contract/gifting';
import type { PaymentMethod } from '@kala/contract/orders';
import { useGiftSettings } from '../api/gift-settings';
import { GiftOptions, type GiftOptionsHandle } from '../components/gift-options';
import { EMPTY_GIFT, judgeGift, type GiftDraft, type GiftErrors } from '../lib/gift-form';

type Buyer = { fullName: string; phone: string };

/**
 * The gift part of the checkout (issue 27 item 3), for the checkout page to hand to the checkout flow: the review
 * step's gift options, whether the wrap is priced into the preview, and what the order sends (null while a gift field
 * needs fixing: the fields then say why and the first takes the focus). The message stays in this page's memory only:
 * it is not kept in the checkout's session draft, nor ever put in a URL.
 */
export function useGiftCheckout(pricesIncludeTax: boolean) {
  const settings = useGiftSettings();
  const [draft, setDraft] = useState<GiftDraft>(EMPTY_GIFT);
  const [errors, setErrors] = useState<GiftErrors>({});
  // Problems show once the shopper tried to place the order, then follow each keystroke.
  const [tried, setTried] = useState(false);
  const ref = useRef<GiftOptionsHandle>(null);
  const offered = Boolean(settings.data?.wrapEnabled && settings.data.wrapPrice > 0);
  const wrapped = (d: GiftDraft) => ({ ...d, giftWrap: d.isGift && d.giftWrap && offered });

  return {
    giftWrap: wrapped(draft).giftWrap,
    panel: (buyer: Buyer, paymentMethod: PaymentMethod) => (
      <GiftOptions
        ref={ref}
        draft={draft}
        errors={errors}
        wrap={offered ? { price: settings.data!.wrapPrice, pricesIncludeTax } : null}
        cashOnDelivery={paymentMethod === 'cash_on_delivery'}
        onChange={(next) => {
          setDraft(next);
          if (tried) setErrors(judgeGift(wrapped(next), buyer).errors);
        }}
      />
    ),
    take: (buyer: Buyer): { gift?: GiftInput } | null => {
      const judged = judgeGift(wrapped(draft), buyer);
      setTried(true);
      setErrors(judged.errors);
      if (Object.keys(judged.errors).length > 0) {
        ref.current?.focusFirstError(judged.errors);
        return null;
      }
      return judged.gift ? { gift: judged.gift } : {};
    },
  };
}
