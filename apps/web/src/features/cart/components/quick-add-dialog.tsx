import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { CART_MESSAGES } from '@kala/contract/cart-messages';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { useReturnFocus } from '../../../components/ui/return-focus';
import { SmartImage } from '../../../components/ui/smart-image';
import { useAddToCart } from '../api/add-to-cart';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { translateContractMessage } from '../../../lib/i18n';

/** What the dialog needs of a product; the wishlist's and the catalogue's products both fit. */
export interface QuickAddProduct {
  _id: string;
  name: string;
  thumbnail: string;
  sizes: { _id: string; size: string; originalPrice: number; discountedPrice: number; isAvailable: boolean }[];
}

/**
 * 'Select Size & Add': pick a size (the first in stock is chosen already) and a quantity (starting at 1), then add.
 * Mounted afresh for every opening, so nothing carries over from the last product.
 */
export function QuickAddDialog({ product, onClose }: { product: QuickAddProduct; onClose: () => void }) {
  const firstAvailable = product.sizes.find((s) => s.isAvailable);
  const [sizeId, setSizeId] = useState(firstAvailable?._id ?? '');
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart();
  const groupName = useId();
  // Mounted for each opening: the focus goes back to 'Select Size & Add' when it closes.
  const onCloseAutoFocus = useReturnFocus(true);
  const size = product.sizes.find((s) => s._id === sizeId);

  const submit = () => {
    if (!size?.isAvailable || add.isPending) return;
    add.mutate(
      { productId: product._id, sizeId: size._id, quantity, productName: product.name, sizeLabel: size.size },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl"
        >
          <div className="flex items-start gap-4">
            <SmartImage src={product.thumbnail} alt="" sizes="80px" className="w-20 shrink-0 rounded-lg" priority />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-xl leading-snug text-ink">{product.name}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                <Trans>Choose a size and quantity to add to your cart.</Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-1.5 text-muted hover:bg-sand" aria-label={t`Close`}>
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>

          <form
            className="mt-5 space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">
                <Trans>Size</Trans>
              </legend>
              <div className="grid grid-cols-2 gap-2">
                {product.sizes.map((s) => (
                  <label
                    key={s._id}
                    className={clsx(
                      'flex cursor-pointer flex-col rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-turmeric',
                      s._id === sizeId ? 'border-clay bg-sand/60 ring-1 ring-clay' : 'border-stone-300',
                      !s.isAvailable && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={s._id}
                      checked={s._id === sizeId}
                      disabled={!s.isAvailable}
                      onChange={() => setSizeId(s._id)}
                      className="sr-only"
                    />
                    <span className="font-semibold text-ink">{s.size}</span>{' '}
                    <span className="text-clay-dark">{formatRupees(s.discountedPrice)}</span>{' '}
                    {!s.isAvailable && (
                      <span className="text-xs text-muted">
                        <Trans>Out of stock</Trans>
                      </span>
                    )}
                  </label>
                ))}
              </div>
              {!firstAvailable && (
                <p className="mt-2 text-sm text-red-700">{translateContractMessage(CART_MESSAGES.outOfStock)}</p>
              )}
            </fieldset>

            <div className="flex items-center justify-between gap-4">
              <span className="text-sm font-semibold text-ink">
                <Trans>Quantity</Trans>
              </span>
              <QuantityStepper value={quantity} onChange={setQuantity} label={t`Quantity`} />
            </div>

            <button
              type="submit"
              className={buttonClass('primary', 'lg', 'w-full')}
              disabled={!size?.isAvailable}
              aria-disabled={add.isPending || undefined}
              aria-busy={add.isPending || undefined}
            >
              {add.isPending ? t`Adding...` : t`Add to Cart`}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
