import { useState } from 'react';
import { Link } from 'react-router';
import type { Cart } from '@kala/contract/cart';
import { ORDER_MESSAGES, type OrderPreviewInput, type PaymentMethod, type PlacedOrder } from '@kala/contract/orders';
import { SHIPPING_MESSAGES, shippingWeightKg, type ShippingRatesInput } from '@kala/contract/shipping';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useOrderPreview } from '../api/preview-order';
import { isCourierGone, placeOrderErrorText, usePlaceOrder } from '../api/place-order';
import { useAddressForm } from '../hooks/use-address-form';
import type { AddressFormResult } from '../lib/address-form';
import { AddressStep } from './address-step';
import { CheckoutStepper, type CheckoutStep } from './checkout-stepper';
import { CourierStep } from './courier-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';

/** The server refused to price the cart itself (a piece off sale, out of stock, repriced), not the delivery. */
function isCartProblem(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  return error.message !== SHIPPING_MESSAGES.noRates && error.message !== ORDER_MESSAGES.courierGone;
}

export interface CheckoutFlowProps {
  /** The cart's counted pieces and subtotal (server figures): the parcel's weight and the COD amount for rates. */
  cart: Pick<Cart, 'totalItems' | 'subtotal'>;
  /** The order is placed: the page shows the confirmation and refreshes the cart and the order list. */
  onPlaced: (order: PlacedOrder) => void;
  /** The server refused the order (stock, price): the page refreshes the cart, which may have changed. */
  onRefused?: () => void;
}

/**
 * The checkout of the cart's lines (spec §2, §4): address → shipping option → payment → review, then Place Order.
 * Each step's choices are kept when the shopper steps back. Every figure comes from the server's preview.
 */
export function CheckoutFlow({ cart, onPlaced, onRefused }: CheckoutFlowProps) {
  const [step, setStep] = useState<CheckoutStep>('address');
  // The first step keeps the page's natural focus; after a move the new step's heading takes it.
  const [moved, setMoved] = useState(false);
  const addressState = useAddressForm();
  const [address, setAddress] = useState<AddressFormResult | null>(null);
  const [courierId, setCourierId] = useState<number | undefined>();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash_on_delivery');
  const [notes, setNotes] = useState('');
  const place = usePlaceOrder();

  const go = (next: CheckoutStep) => {
    place.reset();
    setMoved(true);
    setStep(next);
  };

  // Shipping is priced once a courier is chosen: until then (and when no courier serves the address) the summary
  // shows the lines, subtotal and GST, and the courier step alone says what went wrong.
  const previewInput: OrderPreviewInput = {
    useCartItems: true,
    paymentMethod,
    ...(address && courierId !== undefined && { deliveryPostcode: address.zipCode, courierId }),
  };
  const preview = useOrderPreview(previewInput);

  // Spec §9: 0.5 kg a parcel plus 0.5 kg a piece; the COD amount is the subtotal when paying on delivery.
  const rateInput: ShippingRatesInput = {
    deliveryPostcode: address?.zipCode ?? '',
    weight: shippingWeightKg(cart.totalItems),
    codAmount: paymentMethod === 'cash_on_delivery' ? cart.subtotal : 0,
  };

  const placeOrder = () => {
    if (!address || place.isPending) return;
    place.mutate(
      {
        shippingAddress: address,
        paymentMethod,
        useCartItems: true,
        ...(courierId !== undefined && { courierId }),
        ...(notes.trim() && { notes: notes.trim() }),
      },
      {
        onSuccess: onPlaced,
        onError: (error) => {
          if (!isCourierGone(error)) onRefused?.();
        },
      },
    );
  };

  const previewReady = Boolean(preview.data) && !preview.isPlaceholderData && !preview.isError;

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
              onBack={() => go('address')}
              onContinue={() => go('payment')}
            />
          )}
          {step === 'payment' && (
            <PaymentStep
              method={paymentMethod}
              focusOnMount={moved}
              onChange={setPaymentMethod}
              onBack={() => go('shipping')}
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
              onEdit={go}
              onBack={() => go('payment')}
            />
          )}
        </div>
        <OrderSummary
          preview={preview}
          problemAction={
            isCartProblem(preview.error) && (
              <Link to="/cart" className={buttonClass('ghost', 'sm')}>
                Review your cart
              </Link>
            )
          }
        >
          {step === 'review' && (
            <div className="space-y-3 border-t border-stone-200 pt-4">
              {place.isError && (
                <FormMessage tone="error">
                  <p>{placeOrderErrorText(place.error)}</p>
                  {isCourierGone(place.error) && (
                    <button
                      type="button"
                      className="mt-2 font-semibold underline"
                      onClick={() => {
                        setCourierId(undefined);
                        go('shipping');
                      }}
                    >
                      Choose another shipping option
                    </button>
                  )}
                </FormMessage>
              )}
              <button
                type="button"
                className={buttonClass('primary', 'lg', 'w-full aria-disabled:cursor-wait aria-disabled:opacity-60')}
                onClick={placeOrder}
                // While the order is in flight the button keeps the focus (aria-disabled, guarded in placeOrder)
                // rather than dropping it to the page as a disabled button would.
                disabled={!previewReady && !place.isPending}
                aria-disabled={place.isPending || undefined}
                aria-busy={place.isPending || undefined}
              >
                {place.isPending ? 'Placing Order…' : 'Place Order'}
              </button>
              <p className="text-center text-xs text-muted">
                By placing your order you agree to our terms and the cancellation policy.
              </p>
            </div>
          )}
        </OrderSummary>
      </div>
    </div>
  );
}
