import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ORDER_NOTES_MAX, PAYMENT_METHOD_LABELS, type OrderPreview, type PaymentMethod } from '@kala/contract/orders';
import { deliverySpeedLabel } from '@kala/contract/shipping';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField, TextField } from '../../../components/ui/form-field';
import { translateContractMessage } from '../../../lib/i18n';
import type { AddressFormResult } from '../lib/address-form';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { transitText } from './courier-option';
import { MessagingOptIn } from './messaging-opt-in';
import { StepSection } from './step-section';

/**
 * Step 3: what will be ordered, where it goes, how it ships and how it is paid, with an optional note. The lines
 * and totals are in the order summary beside (or under) this step, with Place Order under the total.
 */
export function ReviewStep({
  address,
  preview,
  paymentMethod,
  notes,
  focusOnMount,
  onNotesChange,
  buyerGstin = '',
  buyerGstinError,
  onBuyerGstinChange,
  onEdit,
  onBack,
  locked = false,
  messagingOptIn = false,
  onMessagingOptInChange,
  codeField,
  giftPanel,
}: {
  address: AddressFormResult;
  preview: OrderPreview | undefined;
  paymentMethod: PaymentMethod;
  notes: string;
  focusOnMount: boolean;
  onNotesChange: (notes: string) => void;
  /** The optional GSTIN for a business invoice (issue 24), and why it is wrong. */
  buyerGstin?: string;
  buyerGstinError?: string | undefined;
  onBuyerGstinChange?: (gstin: string) => void;
  onEdit: (step: 'address' | 'shipping' | 'payment') => void;
  onBack: () => void;
  /** The order is placed and waiting for its online payment: nothing can be changed any more. */
  locked?: boolean;
  /** Order updates on WhatsApp/SMS to the address's phone (issue 25): off unless ticked. */
  messagingOptIn?: boolean;
  onMessagingOptInChange?: (optIn: boolean) => void;
  /** The page's coupon-code field (issue 27; composed in app/, as the checkout does not know promotions). */
  codeField?: ReactNode;
  /** The page's gift options (issue 27, features/gifting composed in app/). */
  giftPanel?: ReactNode;
}) {
  const courier = preview?.courier;
  // Placing the cart again cancels the shopper's unpaid online order of it (decision 018); the mail says so too.
  const replaces = locked ? [] : (preview?.replacesOrders ?? []);
  const replacedCount = replaces.length;
  const replacedOrders = replaces.join(', ');
  const phone = address.phone;
  const deliveryWindow = preview?.estimatedDelivery && formatDeliveryWindow(preview.estimatedDelivery);
  const notesMax = ORDER_NOTES_MAX;
  return (
    <StepSection
      id="checkout-review-heading"
      title={t`Review Your Order`}
      description={
        locked
          ? t`Your order is placed and waiting for its payment.`
          : t`Check the details, then place your order under the total.`
      }
      focusOnMount={focusOnMount}
    >
      <div className="space-y-6">
        <dl className="grid gap-5 sm:grid-cols-2">
          <ReviewItem
            title={t`Shipping address`}
            onEdit={locked ? undefined : () => onEdit('address')}
            editLabel={t`Change address`}
          >
            <span className="block font-semibold text-ink">{address.fullName}</span>
            <span className="block">{address.addressLine1}</span>
            {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
            <span className="block">
              {address.city}, {address.state} {address.zipCode}
            </span>
            <span className="block">{address.country === 'India' ? t`India` : address.country}</span>
            <span className="block">{t`Phone: ${phone}`}</span>
            <span className="block break-all">{address.email}</span>
          </ReviewItem>
          <ReviewItem
            title={t`Shipping option`}
            onEdit={locked ? undefined : () => onEdit('shipping')}
            editLabel={t`Change shipping option`}
          >
            {courier ? (
              <>
                <span className="block font-semibold text-ink">{courier.courier_name}</span>
                <span className="block">
                  {transitText(courier.estimated_delivery_days)} ·{' '}
                  {translateContractMessage(deliverySpeedLabel(courier.estimated_delivery_days))}
                </span>
                {deliveryWindow && <span className="block">{t`Estimated delivery: ${deliveryWindow}`}</span>}
              </>
            ) : (
              <span className="block">
                <Trans>Loading…</Trans>
              </span>
            )}
          </ReviewItem>
          <ReviewItem
            title={t`Payment`}
            onEdit={locked ? undefined : () => onEdit('payment')}
            editLabel={t`Change payment method`}
          >
            <span className="block font-semibold text-ink">
              {translateContractMessage(PAYMENT_METHOD_LABELS[paymentMethod])}
            </span>
            {paymentMethod === 'cash_on_delivery' ? (
              <span className="block">
                <Trans>Pay when your order arrives.</Trans>
              </span>
            ) : (
              <span className="block">
                {locked ? t`Not paid yet.` : t`The secure payment window opens when you place the order.`}
              </span>
            )}
          </ReviewItem>
        </dl>
        {replaces.length > 0 && (
          <FormMessage tone="info">
            <p>
              {plural(replacedCount, {
                one: `Your unpaid order ${replacedOrders} will be replaced by this one.`,
                other: `Your unpaid orders ${replacedOrders} will be replaced by this one.`,
              })}
            </p>
          </FormMessage>
        )}
        {locked ? (
          notes.trim() && (
            <div className="text-sm">
              <p className="font-semibold text-ink">
                <Trans>Order notes</Trans>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-muted">{notes.trim()}</p>
            </div>
          )
        ) : (
          <TextareaField
            label={t`Order notes (optional)`}
            rows={3}
            maxLength={ORDER_NOTES_MAX}
            className="min-h-24"
            hint={t`Anything we should know for the delivery, up to ${notesMax} characters.`}
            value={notes}
            onChange={(event) => onNotesChange(event.target.value)}
          />
        )}
        {!locked && codeField}
        {!locked && giftPanel}
        {!locked && onMessagingOptInChange && (
          <MessagingOptIn phone={address.phone} checked={messagingOptIn} onChange={onMessagingOptInChange} />
        )}
        {!locked && onBuyerGstinChange && (
          <TextField
            label={t`GSTIN (for a business invoice, optional)`}
            value={buyerGstin}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            error={buyerGstinError}
            hint={t`Your business's 15-character GSTIN, printed on the tax invoice as the buyer's.`}
            onChange={(event) => onBuyerGstinChange(event.target.value.toUpperCase())}
          />
        )}
        {!locked && (
          <div className="border-t border-stone-200 pt-5">
            <button type="button" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')} onClick={onBack}>
              <Trans>Back</Trans>
            </button>
          </div>
        )}
      </div>
    </StepSection>
  );
}

function ReviewItem({
  title,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  /** The edit button's full name ('Change address'), as its visible 'Change' alone says too little. */
  editLabel: string;
  /** Absent once nothing can be changed. */
  onEdit: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-paper p-4 ring-1 ring-stone-200">
      <dt className="flex items-center justify-between gap-2 text-sm font-semibold uppercase tracking-wide text-clay-dark">
        {title}
        {onEdit && (
          <button
            type="button"
            onClick={onEdit}
            aria-label={editLabel}
            className="-my-1 rounded-full px-3 py-1.5 text-sm font-semibold normal-case tracking-normal text-clay-dark underline hover:bg-sand"
          >
            <Trans>Change</Trans>
          </button>
        )}
      </dt>
      <dd className="mt-2 text-sm text-muted">{children}</dd>
    </div>
  );
}
