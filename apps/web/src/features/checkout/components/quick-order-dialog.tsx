import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { CheckCircle2, CreditCard, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@kala/contract/catalog';
import { CART_MAX_QUANTITY } from '@kala/contract/cart-messages';
import { formatRupees } from '@kala/contract/money';
import {
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type OrderPreviewInput,
  type PaymentMethod,
  type PlacedOrder,
} from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldFrame, FormMessage, inputClass } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { SmartImage } from '../../../components/ui/smart-image';
import { busyLabel } from '../../../components/payment/use-online-payment';
import { checkoutErrorText } from '../api/checkout-keys';
import { useOnlineCheckout, type OnlineCheckout } from '../api/create-payment-order';
import { placeOrderErrorText, usePlaceOrder } from '../api/place-order';
import { useOrderPreview } from '../api/preview-order';
import { useAddressForm } from '../hooks/use-address-form';
import { missesRequired } from '../lib/address-form';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { translateContractMessage } from '../../../lib/i18n';
import { AddressFields } from './address-fields';
import { ChoiceCard } from './choice-card';
import { OrderTotals } from './order-totals';
import { PaymentChoice } from './payment-choice';
import { paymentProblem, type PaymentProblemView } from './payment-problem';
import { SavedAddressPicker } from './saved-address-picker';

/** What the quick order needs of a product (the catalogue's product fits). */
export type QuickOrderProduct = Pick<Product, '_id' | 'name' | 'thumbnail' | 'sizes'>;

export interface QuickOrderDialogProps {
  product: QuickOrderProduct;
  /** The size and quantity chosen on the product page, if any; else the first size in stock and 1. */
  sizeId?: string | undefined;
  quantity?: number;
  onClose: () => void;
  /** Lets the page refresh what belongs to other features (the order list). */
  onPlaced?: (order: PlacedOrder) => void;
}

/**
 * The quick order of spec §2: one product straight to an order (size, quantity, address, payment, the server's
 * summary with the cheapest courier), then a dialog with the order number. Loaded only when first opened.
 */
export default function QuickOrderDialog({ product, sizeId, quantity, onClose, onPlaced }: QuickOrderDialogProps) {
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const done = (order: PlacedOrder) => {
    setPlaced(order);
    onPlaced?.(order);
  };
  // Online: once the order exists the form gives way to the gateway (Razorpay's popup cannot sit under a modal
  // dialog), then to what came of the payment.
  const online = useOnlineCheckout({ onPaid: done });
  return (
    <>
      {placed ? (
        <QuickOrderPlaced placed={placed} onClose={onClose} />
      ) : online.paymentOrder ? (
        <QuickOrderPayment online={online} onClose={onClose} />
      ) : (
        <QuickOrderForm
          product={product}
          sizeId={sizeId}
          quantity={quantity}
          onClose={onClose}
          onPlaced={done}
          online={online}
        />
      )}
      {online.dialog}
    </>
  );
}

function QuickOrderForm({
  product,
  sizeId: initialSizeId,
  quantity: initialQuantity,
  onClose,
  onPlaced,
  online,
}: QuickOrderDialogProps & { online: OnlineCheckout }) {
  const initialSize =
    product.sizes.find((s) => s._id === initialSizeId && s.isAvailable) ?? product.sizes.find((s) => s.isAvailable);
  const [sizeId, setSizeId] = useState(initialSize?._id ?? '');
  const [quantity, setQuantity] = useState(initialSize?._id === initialSizeId ? (initialQuantity ?? 1) : 1);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash_on_delivery');
  const [missing, setMissing] = useState(false);
  const addressState = useAddressForm();
  const { form, saved, choice, choose, pincodeComplete } = addressState;
  const place = usePlaceOrder();
  const sizeGroup = useId();
  const quantityId = useId();
  const size = product.sizes.find((s) => s._id === sizeId);
  const pincode = (form.watch('zipCode') ?? '').trim();

  const previewInput: OrderPreviewInput = {
    useCartItems: false,
    customItems: [{ productId: product._id, sizeId, quantity }],
    paymentMethod,
    ...(pincodeComplete && { deliveryPostcode: pincode }),
  };
  const preview = useOrderPreview(previewInput, Boolean(size?.isAvailable));
  const current = preview.data && !preview.isPlaceholderData && !preview.isError ? preview.data : undefined;
  const line = current?.items.find((l) => l.sizeId === sizeId);
  const busy = place.isPending || online.busy;

  const submit = form.handleSubmit(
    (address) => {
      setMissing(false);
      if (!size?.isAvailable || place.isPending || online.busy) return;
      const input = {
        shippingAddress: address,
        paymentMethod,
        useCartItems: false,
        // The price the shopper saw: if it moved since, the server stops the order instead of charging it.
        customItems: [{ productId: product._id, sizeId, quantity, ...(line && { seenPrice: line.price }) }],
        // The courier the summary showed (the cheapest); without one the server picks the cheapest itself.
        ...(current?.courier && { courierId: current.courier.courier_company_id }),
      };
      if (paymentMethod === 'razorpay') void online.placeAndPay(input);
      else place.mutate(input, { onSuccess: onPlaced });
    },
    () => setMissing(missesRequired(form.getValues())),
  );

  const courierName = preview.data?.courier?.courier_name;
  const previewDelivery = preview.data?.estimatedDelivery
    ? formatDeliveryWindow(preview.data.estimatedDelivery)
    : undefined;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-5 shadow-2xl sm:max-h-[calc(100dvh-2rem)] sm:p-8">
          <div className="flex items-start gap-4">
            <SmartImage src={product.thumbnail} alt="" sizes="64px" className="w-16 shrink-0 rounded-lg" priority />
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="font-display text-2xl text-ink">
                <Trans>Quick Order</Trans>
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-muted">{product.name}</RadixDialog.Description>
            </div>
            <RadixDialog.Close className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand">
              <X aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">
                <Trans>Close</Trans>
              </span>
            </RadixDialog.Close>
          </div>

          <form noValidate className="mt-6 space-y-7" onSubmit={(event) => void submit(event)}>
            {missing && <FormMessage tone="error">{ORDER_MESSAGES.quickOrderRequired}</FormMessage>}

            <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_auto]">
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink">
                  <Trans>Size</Trans>
                </legend>
                <div className="grid grid-cols-2 gap-2">
                  {product.sizes.map((s) => (
                    <ChoiceCard
                      key={s._id}
                      name={sizeGroup}
                      value={s._id}
                      checked={s._id === sizeId}
                      disabled={!s.isAvailable}
                      onChange={() => setSizeId(s._id)}
                    >
                      <span className="block font-semibold text-ink">{s.size}</span>
                      <span className="block text-sm text-clay-dark">{formatRupees(s.discountedPrice)}</span>
                      {!s.isAvailable && (
                        <span className="block text-xs font-semibold text-red-800">
                          <Trans>Out of Stock</Trans>
                        </span>
                      )}
                    </ChoiceCard>
                  ))}
                </div>
                {!size?.isAvailable && (
                  <p className="mt-2 text-sm text-red-800">
                    <Trans>This piece is out of stock in every size.</Trans>
                  </p>
                )}
              </fieldset>
              <FieldFrame id={quantityId} label={t`Quantity`} error={undefined}>
                <select
                  id={quantityId}
                  value={quantity}
                  onChange={(event) => setQuantity(Number(event.target.value))}
                  className={inputClass(false) + ' sm:w-28'}
                >
                  {Array.from({ length: CART_MAX_QUANTITY }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </FieldFrame>
            </div>

            <fieldset className="space-y-4">
              <legend className="mb-3 font-display text-xl text-ink">
                <Trans>Shipping address</Trans>
              </legend>
              {saved.data && <SavedAddressPicker addresses={saved.data} choice={choice} onChoose={choose} />}
              <AddressFields state={addressState} idPrefix="quick-order" />
            </fieldset>

            <PaymentChoice value={paymentMethod} onChange={setPaymentMethod} />

            <section
              aria-labelledby="quick-order-summary"
              aria-busy={preview.isFetching}
              className="space-y-3 rounded-2xl bg-paper p-4 ring-1 ring-stone-200"
            >
              <h3 id="quick-order-summary" className="font-display text-xl text-ink">
                <Trans>Order Summary</Trans>
              </h3>
              {preview.isPending && size?.isAvailable && (
                <div role="status">
                  <span className="sr-only">
                    <Trans>Pricing your order…</Trans>
                  </span>
                  <Skeleton className="h-28" />
                </div>
              )}
              {preview.isError && (
                <p role="alert" className="text-sm text-red-800">
                  {checkoutErrorText(preview.error, t`We could not price your order.`)}{' '}
                  <button type="button" className="font-semibold underline" onClick={() => void preview.refetch()}>
                    <Trans>Try again</Trans>
                  </button>
                </p>
              )}
              {preview.data && (
                <>
                  {preview.data.items.map((l) => (
                    <p key={l.sizeId} className="text-sm text-muted">
                      {l.name} · {l.size} · {l.quantity} × {formatRupees(l.price)}
                    </p>
                  ))}
                  <OrderTotals totals={preview.data.totals} pieces={quantity} />
                  <p className="text-sm text-muted">
                    {preview.data.courier ? (
                      <>
                        <Trans>
                          Ships with <span className="font-semibold text-ink">{courierName}</span> (the cheapest courier
                          for this address)
                        </Trans>
                        {previewDelivery && t`; estimated delivery ${previewDelivery}`}.
                      </>
                    ) : (
                      t`Enter your PIN code to see the courier, shipping and delivery date.`
                    )}
                  </p>
                </>
              )}
            </section>

            {place.isError && <FormMessage tone="error">{placeOrderErrorText(place.error)}</FormMessage>}
            {online.refusedText && <FormMessage tone="error">{online.refusedText}</FormMessage>}

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <RadixDialog.Close className={buttonClass('secondary', 'md')}>
                <Trans>Cancel</Trans>
              </RadixDialog.Close>
              <button
                type="submit"
                className={buttonClass('primary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
                disabled={!size?.isAvailable}
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
              >
                {paymentMethod === 'razorpay'
                  ? (busyLabel(online.state, t`Placing Order…`) ?? t`Place Order & Pay`)
                  : place.isPending
                    ? t`Placing Order…`
                    : t`Place Order`}
              </button>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * A quick order paid online whose order exists: nothing while the gateway is open, 'Confirming your payment…' while
 * the server verifies it, else what came of the payment ('Payment failed: {reason}', 'Payment cancelled') with
 * 'Try payment again' (the same order) and the way to the order, which can also be paid from its page.
 */
function QuickOrderPayment({ online, onClose }: { online: OnlineCheckout; onClose: () => void }) {
  const order = online.paymentOrder!;
  const current = paymentProblem(online);
  // While a retry starts, the last message stays on screen under its busy button.
  const last = useRef<PaymentProblemView | undefined>(undefined);
  if (current) last.current = current;
  const problem = current ?? last.current;
  const close = (open: boolean) => !open && onClose();

  if (online.state.phase === 'open') return null;
  if (online.state.phase === 'verifying') {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={t`Confirming your payment…`}
        icon={<Loader2 aria-hidden="true" className="h-6 w-6 motion-safe:animate-spin" />}
        description={t`This takes a moment. Please keep this page open.`}
      />
    );
  }
  const retrying = online.state.phase === 'starting';
  const title = problem?.tone === 'info' ? t`Payment cancelled` : t`Payment not completed`;
  return (
    <Dialog
      open
      onOpenChange={close}
      title={title}
      icon={<CreditCard aria-hidden="true" className="h-6 w-6" />}
      description={
        <>
          {problem && problem.message !== title && (
            <span className="block font-semibold text-ink">{problem.message}</span>
          )}
          {problem?.detail && <span className="mt-1 block">{problem.detail}</span>}
        </>
      }
      actions={
        <>
          {(problem?.canRetry ?? true) && (
            <button
              type="button"
              className={buttonClass('primary', 'md', 'aria-disabled:cursor-wait aria-disabled:opacity-60')}
              onClick={() => !retrying && online.tryAgain()}
              aria-disabled={retrying || undefined}
              aria-busy={retrying || undefined}
            >
              {retrying ? t`Opening payment…` : t`Try payment again`}
            </button>
          )}
          <Link to={`/orders/${encodeURIComponent(order.orderId)}`} className={buttonClass('secondary')}>
            <Trans>View Order Details</Trans>
          </Link>
        </>
      }
    />
  );
}

/** After a quick order (spec §2): the order number, and the ways on. */
function QuickOrderPlaced({ placed, onClose }: { placed: PlacedOrder; onClose: () => void }) {
  const { order } = placed;
  const orderNumber = placed.orderNumber;
  const total = formatRupees(order.totalAmount);
  const method = translateContractMessage(PAYMENT_METHOD_LABELS[order.paymentMethod]).toLowerCase();
  const deliveryWindow = order.estimatedDelivery ? formatDeliveryWindow(order.estimatedDelivery) : undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Order Placed!`}
      icon={<CheckCircle2 aria-hidden="true" className="h-6 w-6" />}
      description={
        <>
          <Trans>
            Your order number is <span className="font-semibold text-ink">{orderNumber}</span>. Total {total}, {method}
          </Trans>
          {order.paymentStatus === 'completed' && t` (paid)`}
          {deliveryWindow && t`; estimated delivery ${deliveryWindow}`}.
        </>
      }
      actions={
        <>
          <Link to={`/orders/${encodeURIComponent(placed.orderId)}`} className={buttonClass('primary')}>
            <Trans>View Order Details</Trans>
          </Link>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            <Trans>Continue Shopping</Trans>
          </button>
        </>
      }
    />
  );
}
