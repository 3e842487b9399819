import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { GIFT_LABELS, GIFT_MESSAGE_MAX } from '@kala/contract/gifting';
import { formatRupees } from '@kala/contract/money';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { translateContractMessage } from '../../../lib/i18n';
import type { GiftDraft, GiftErrors, GiftField } from '../lib/gift-form';
import { GiftCheckbox } from './gift-checkbox';

export interface GiftOptionsHandle {
  /** Moves the focus to the first field with a problem. */
  focusFirstError: (errors: GiftErrors) => void;
}

/** Near the limit the count is announced, so a screen reader hears it before the box stops taking letters. */
const ANNOUNCE_FROM = 20;

/**
 * The checkout's gift options (issue 27 item 3): 'This order is a gift' reveals the message (with a live count),
 * gift wrap at the seller's price when offered, the recipient's name and phone, and 'Hide prices in the parcel'.
 * Controlled: the checkout page holds the draft and judges it before the order is placed.
 */
export const GiftOptions = forwardRef<
  GiftOptionsHandle,
  {
    draft: GiftDraft;
    onChange: (next: GiftDraft) => void;
    errors: GiftErrors;
    /** The seller's wrap: null while unknown or off. */
    wrap: { price: number; pricesIncludeTax: boolean } | null;
    cashOnDelivery: boolean;
  }
>(function GiftOptions({ draft, onChange, errors, wrap, cashOnDelivery }, ref) {
  const fields = {
    message: useRef<HTMLTextAreaElement>(null),
    recipientName: useRef<HTMLInputElement>(null),
    recipientPhone: useRef<HTMLInputElement>(null),
  };
  useImperativeHandle(ref, () => ({
    focusFirstError: (found) => {
      const first = (['message', 'recipientName', 'recipientPhone'] as GiftField[]).find((f) => found[f]);
      if (first) fields[first].current?.focus();
    },
  }));
  const set = (patch: Partial<GiftDraft>) => onChange({ ...draft, ...patch });
  const left = GIFT_MESSAGE_MAX - draft.message.length;
  const typed = draft.message.length;
  const max = GIFT_MESSAGE_MAX;
  const messageLabel = translateContractMessage(GIFT_LABELS.message);
  const wrapLabel = translateContractMessage(GIFT_LABELS.giftWrap);
  const wrapPrice = wrap ? formatRupees(wrap.price) : '';

  return (
    <fieldset className="space-y-4 rounded-xl bg-paper p-4 ring-1 ring-stone-200">
      <legend className="sr-only">
        <Trans>Gift</Trans>
      </legend>
      <GiftCheckbox
        label={translateContractMessage(GIFT_LABELS.isGift)}
        hint={t`Add a message for the packing slip and send it straight to the person it is for.`}
        checked={draft.isGift}
        onChange={(isGift) => set({ isGift })}
      />
      {draft.isGift && (
        <div className="space-y-4 border-t border-stone-200 pt-4">
          <TextareaField
            ref={fields.message}
            label={t`${messageLabel} (optional)`}
            rows={3}
            maxLength={GIFT_MESSAGE_MAX}
            className="min-h-24"
            value={draft.message}
            error={errors.message}
            hint={t`${typed} of ${max} characters. Printed on the packing slip as you type it.`}
            onChange={(event) => set({ message: event.target.value })}
          />
          <p className="sr-only" aria-live="polite">
            {left <= ANNOUNCE_FROM ? plural(left, { one: '# character left', other: '# characters left' }) : ''}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              ref={fields.recipientName}
              label={translateContractMessage(GIFT_LABELS.recipientName)}
              autoComplete="off"
              maxLength={100}
              value={draft.recipientName}
              error={errors.recipientName}
              onChange={(event) => set({ recipientName: event.target.value })}
            />
            <TextField
              ref={fields.recipientPhone}
              label={translateContractMessage(GIFT_LABELS.recipientPhone)}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              value={draft.recipientPhone}
              error={errors.recipientPhone}
              hint={t`10-digit mobile number: the courier calls them, not you.`}
              onChange={(event) => set({ recipientPhone: event.target.value })}
            />
          </div>
          {wrap && (
            <GiftCheckbox
              label={
                <>
                  {wrapLabel} · {wrapPrice}
                  {wrap.pricesIncludeTax ? '' : <> {t`+ GST`}</>}
                </>
              }
              hint={t`Wrapped by hand in the studio's paper.`}
              checked={draft.giftWrap}
              onChange={(giftWrap) => set({ giftWrap })}
            />
          )}
          <GiftCheckbox
            label={translateContractMessage(GIFT_LABELS.hidePrices)}
            hint={t`The packing slip shows no prices and no invoice goes in the parcel; we email the invoice to you.`}
            checked={draft.hidePrices}
            onChange={(hidePrices) => set({ hidePrices })}
          />
          {cashOnDelivery && (
            <p className="text-sm text-muted">
              <Trans>
                With cash on delivery the recipient pays the courier at the door. Pay online to send it paid.
              </Trans>
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
});
