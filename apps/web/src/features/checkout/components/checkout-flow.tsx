import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { gstinProblem } from '@kala/contract/gst';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Cart } from '@kala/contract/cart';
import {
  ORDER_MESSAGES,
  type OrderPreviewInput,
  type OrderRef,
  type PaymentMethod,
  type PlacedOrder,
} from '@kala/contract/orders';
import type { GiftInput } from '@kala/contract/gifting';
import { SHIPPING_MESSAGES, shippingWeightKg, type ShippingRatesInput } from '@kala/contract/shipping';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCodOffer } from '../api/cod-offer';
import { useOrderPreview } from '../api/preview-order';
import { busyLabel } from '../../../components/payment/use-online-payment';
import { useOnlineCheckout } from '../api/create-payment-order';
import { isCourierGone, placeOrderErrorText, usePlaceOrder } from '../api/place-order';
import { useAddressForm } from '../hooks/use-address-form';
import { useCheckoutStep } from '../hooks/use-checkout-step';
import { useKeepCheckoutDraft } from '../hooks/use-keep-checkout-draft';
import type { AddressFormResult } from '../lib/address-form';
import { cartOrderedAs } from '../lib/cart-already-ordered';
import { clearCheckoutDraft, readCheckoutDraft } from '../lib/checkout-draft';
import { AddressStep } from './address-step';
import { CheckoutStepper } from './checkout-stepper';
import { CourierStep } from './courier-step';
import { OrderSummary } from './order-summary';
import { paymentProblem } from './payment-problem';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';

/** Whether the server's message is this contract message, in English or (a Hindi page's answer) in Hindi. */
const says = (error: ApiError, message: string) =>
  error.message === message || error.message === translateContractMessage(message);

/** The server refused to price the cart itself (a piece off sale, out of stock, repriced), not the delivery. */
function isCartProblem(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  return !says(error, SHIPPING_MESSAGES.noRates) && !says(error, ORDER_MESSAGES.courierGone);
}

export interface CheckoutFlowProps {
  /** The cart's counted pieces and subtotal (server figures): the parcel's weight and the COD amount for rates. */
  cart: Pick<Cart, 'totalItems' | 'subtotal'>;
  /**
   * The order is placed (and, paid online, paid): the page shows the confirmation and refreshes the cart and the
   * order list.
   */
  onPlaced: (order: PlacedOrder) => void;
  /** The server refused the order (stock, price): the page refreshes the cart, which may have changed. */
  onRefused?: () => void;
  /** The cart was ordered meanwhile, from another tab or window: the page says so and leads to that order. */
  onAlreadyOrdered?: (order: OrderRef) => void;
  /** The coupon-code field for the review step (issue 27), composed by the page. */
  codeField?: ReactNode;
  /** The gift options (issue 27, features/gifting, composed by the page): see CheckoutGift. */
  gift?: CheckoutGift;
}

/** What the page's gift part gives the checkout (issue 27 item 3). */
export interface CheckoutGift {
  /** Gift wrap chosen: priced into the preview. */
  giftWrap: boolean;
  /** The review step's gift fields, for this buyer (the address's name and phone) and payment. */
  panel: (buyer: AddressFormResult, paymentMethod: PaymentMethod) => ReactNode;
  /** What the order sends; null while a gift field needs fixing (the field says why and takes the focus). */
  take: (buyer: AddressFormResult) => { gift?: GiftInput } | null;
}

/**
 * The checkout of the cart's lines (spec §2, §4): address → shipping option → payment → review, then Place Order.
 * Each step is an entry of the browser's history (`?step=`), and what the shopper typed and chose is kept in the
 * tab's session storage until the order is placed, so Back, Forward and a reload keep it. Every figure comes from
 * the server's preview.
 */
export function CheckoutFlow({ cart, onPlaced, onRefused, onAlreadyOrdered, codeField, gift }: CheckoutFlowProps) {
  const { user } = useSession();
  // What this tab had typed and chosen before a reload (session storage, this shopper's only).
  const [draft] = useState(() => readCheckoutDraft(user));
  const addressState = useAddressForm(draft?.form);
  const [address, setAddress] = useState<AddressFormResult | null>(draft?.address ?? null);
  const [courierId, setCourierId] = useState<number | undefined>(draft?.courierId);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(draft?.paymentMethod ?? 'cash_on_delivery');
  const [notes, setNotes] = useState(draft?.notes ?? '');
  // A business buyer's GSTIN for a B2B invoice (issue 24); checked as the server checks it.
  const [buyerGstin, setBuyerGstin] = useState('');
  const gstinError = buyerGstin.trim() ? (gstinProblem(buyerGstin) ?? undefined) : undefined;
  // Order updates on WhatsApp/SMS (issue 25): off unless the shopper ticks it.
  const [messagingOptIn, setMessagingOptIn] = useState(false);
  // Spec §4: shipping needs an address, payment and review a courier too.
  const { step, moved, go, back } = useCheckoutStep(
    !address ? 'address' : courierId === undefined ? 'shipping' : 'review',
  );
  useKeepCheckoutDraft(user?._id, addressState, { address, courierId, paymentMethod, notes });

  const placed = (order: PlacedOrder) => {
    clearCheckoutDraft();
    onPlaced(order);
  };
  const place = usePlaceOrder();
  // Online: the order is made with its payment order, then paid through the gateway; once it exists (unpaid), the
  // review is tied to it and 'Try payment again' pays that same order. Stepping back from it (the browser's Back)
  // lets the shopper change the order: placing it then makes a new one, which replaces the unpaid one (decision 018).
  const refused = (error: unknown) => {
    const ordered = cartOrderedAs(error);
    if (ordered) onAlreadyOrdered?.(ordered);
    else if (!isCourierGone(error)) onRefused?.();
  };
  const online = useOnlineCheckout({ onPaid: placed, onCreateRefused: refused });
  const [leftOrderId, setLeftOrderId] = useState<string>();
  const pendingOrder = online.paymentOrder?.orderId === leftOrderId ? undefined : online.paymentOrder;

  // A finished attempt's message belongs to the step it was made on.
  const { reset: resetPlace } = place;
  const { reset: resetOnline, paymentOrder } = online;
  useEffect(() => {
    resetPlace();
    resetOnline();
    if (step !== 'review' && paymentOrder) setLeftOrderId(paymentOrder.orderId);
  }, [step]);

  // Shipping is priced once a courier is chosen: until then (and when no courier serves the address) the summary
  // shows the lines, subtotal and GST, and the courier step alone says what went wrong.
  const previewInput: OrderPreviewInput = {
    useCartItems: true,
    paymentMethod,
    ...(address && courierId !== undefined && { deliveryPostcode: address.zipCode, courierId }),
    ...(gift?.giftWrap && { giftWrap: true }),
  };
  // Once the order exists its figures are fixed (and its stock taken): no more pricing of the cart.
  const preview = useOrderPreview(previewInput, !pendingOrder);
  // Priced again when the shopper comes back to this tab: the cart may have been ordered from another one.
  const orderedMeanwhile = cartOrderedAs(preview.error);
  useEffect(() => {
    if (orderedMeanwhile) onAlreadyOrdered?.(orderedMeanwhile);
  }, [orderedMeanwhile?.orderId]);

  // Whether COD is offered to this address (issue 25 item 3), asked once the address and courier are known: a
  // withheld COD leaves online payment chosen, a tap away, with the server's one sentence on the COD card.
  const codOffer = useCodOffer(
    address
      ? { useCartItems: true, shippingAddress: address, ...(courierId !== undefined && { courierId }) }
      : undefined,
  );
  const codWithheld = codOffer.data?.available === false;
  useEffect(() => {
    if (codWithheld && paymentMethod === 'cash_on_delivery') setPaymentMethod('razorpay');
  }, [codWithheld, paymentMethod]);

  // Spec §9: 0.5 kg a parcel plus 0.5 kg a piece; the COD amount is the subtotal when paying on delivery.
  const rateInput: ShippingRatesInput = {
    deliveryPostcode: address?.zipCode ?? '',
    weight: shippingWeightKg(cart.totalItems),
    codAmount: paymentMethod === 'cash_on_delivery' ? cart.subtotal : 0,
  };

  const placeOrder = () => {
    if (!address || place.isPending || online.busy || gstinError) return;
    const giftFields = gift ? gift.take(address) : {};
    if (giftFields === null) return;
    const input = {
      shippingAddress: address,
      paymentMethod,
      useCartItems: true,
      ...(courierId !== undefined && { courierId }),
      ...(notes.trim() && { notes: notes.trim() }),
      ...(buyerGstin.trim() && { buyerGstin: buyerGstin.trim() }),
      messagingOptIn,
      ...giftFields,
    };
    if (paymentMethod === 'razorpay') {
      if (pendingOrder) online.tryAgain();
      else void online.placeAndPay(input);
      return;
    }
    place.mutate(input, { onSuccess: placed, onError: refused });
  };

  const previewReady = Boolean(preview.data) && !preview.isPlaceholderData && !preview.isError;
  const problem = pendingOrder ? paymentProblem(online) : undefined;
  // The create-order call itself was refused: nothing was placed, so the shopper may change things and place again.
  const createRefused = online.state.phase === 'refused' && !pendingOrder ? online.state.error : undefined;
  const busy = place.isPending || online.busy;
  const showButton = !pendingOrder || online.busy || (problem?.canRetry ?? true);
  const buttonLabel =
    paymentMethod === 'razorpay'
      ? (busyLabel(online.state, pendingOrder ? t`Opening payment…` : t`Placing Order…`) ??
        (pendingOrder ? t`Try payment again` : t`Place Order & Pay`))
      : place.isPending
        ? t`Placing Order…`
        : t`Place Order`;
  const orderNumber = pendingOrder?.orderNumber;
  const failure = place.isError ? placeOrderErrorText(place.error) : online.refusedText;

  return (
    <div className="space-y-8">
      <CheckoutStepper current={step} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          {step === 'address' && (
            <AddressStep
              state={addressState}
              focusOnMount={moved}
              onContinue={(next) => {
                // Another PIN code means other couriers: the choice is made again from the new rates.
                if (next.zipCode !== address?.zipCode) setCourierId(undefined);
                setAddress(next);
                go('shipping');
              }}
            />
          )}
          {step === 'shipping' && address && (
            <CourierStep
              rateInput={rateInput}
              courierId={courierId}
              freeShipping={preview.data?.totals.freeShipping ?? false}
              focusOnMount={moved}
              onChoose={setCourierId}
              onBack={() => back('address')}
              onContinue={() => go('payment')}
            />
          )}
          {step === 'payment' && (
            <PaymentStep
              method={paymentMethod}
              cod={codOffer.data}
              focusOnMount={moved}
              onChange={setPaymentMethod}
              onBack={() => back('shipping')}
              onContinue={() => go('review')}
            />
          )}
          {step === 'review' && address && (
            <ReviewStep
              address={address}
              preview={preview.data}
              paymentMethod={paymentMethod}
              notes={notes}
              focusOnMount={moved}
              onNotesChange={setNotes}
              buyerGstin={buyerGstin}
              buyerGstinError={gstinError}
              onBuyerGstinChange={setBuyerGstin}
              onEdit={go}
              onBack={() => back('payment')}
              locked={Boolean(pendingOrder)}
              messagingOptIn={messagingOptIn}
              onMessagingOptInChange={setMessagingOptIn}
              codeField={codeField}
              giftPanel={gift?.panel(address, paymentMethod)}
            />
          )}
        </div>
        <OrderSummary
          preview={preview}
          problemAction={
            isCartProblem(preview.error) && (
              <Link to="/cart" className={buttonClass('ghost', 'sm')}>
                <Trans>Review your cart</Trans>
              </Link>
            )
          }
        >
          {step === 'review' && (
            <div className="space-y-3 border-t border-stone-200 pt-4">
              {(place.isError || createRefused !== undefined) && (
                <FormMessage tone="error">
                  <p>{failure && translateContractMessage(failure)}</p>
                  {isCourierGone(place.isError ? place.error : createRefused) && (
                    <button
                      type="button"
                      className="mt-2 font-semibold underline"
                      onClick={() => {
                        setCourierId(undefined);
                        go('shipping');
                      }}
                    >
                      <Trans>Choose another shipping option</Trans>
                    </button>
                  )}
                </FormMessage>
              )}
              {problem && !online.busy && (
                <FormMessage tone={problem.tone}>
                  <p className="font-semibold">{translateContractMessage(problem.message)}</p>
                  {problem.detail && <p className="mt-1">{translateContractMessage(problem.detail)}</p>}
                </FormMessage>
              )}
              {showButton && (
                <button
                  type="button"
                  className={buttonClass('primary', 'lg', 'w-full aria-disabled:cursor-wait aria-disabled:opacity-60')}
                  onClick={placeOrder}
                  // While the order is in flight the button keeps the focus (aria-disabled, guarded in placeOrder)
                  // rather than dropping it to the page as a disabled button would.
                  disabled={!previewReady && !busy && !pendingOrder}
                  aria-disabled={busy || undefined}
                  aria-busy={busy || undefined}
                >
                  {buttonLabel}
                </button>
              )}
              {pendingOrder && !online.busy && (
                <Link
                  to={`/orders/${encodeURIComponent(pendingOrder.orderId)}`}
                  className={buttonClass('secondary', 'md', 'w-full')}
                >
                  <Trans>View order {orderNumber}</Trans>
                </Link>
              )}
              {!pendingOrder && (
                <p className="text-center text-xs text-muted">
                  <Trans>By placing your order you agree to our terms and the cancellation policy.</Trans>
                </p>
              )}
            </div>
          )}
        </OrderSummary>
      </div>
      {online.dialog}
    </div>
  );
}
