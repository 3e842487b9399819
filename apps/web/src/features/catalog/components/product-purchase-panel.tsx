import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AlertCircle, Clock, Heart, PackageX, Ruler, ShoppingBag, Zap } from 'lucide-react';
import clsx from 'clsx';
import { Fragment, useState, type ReactNode } from 'react';
import type { Product } from '@kala/contract/catalog';
import { discountPercent, formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../lib/session';
import { CART_MAX_QUANTITY } from '@kala/contract/cart-messages';
import { STOCK_MESSAGES } from '@kala/contract/stock-messages';
import { usePriceDisplay } from '../api/get-price-display';
import { defaultSize } from '../lib/pricing';
import { priceTaxNote } from '../lib/price-tax-note';
import { LoginRequiredDialog } from './login-required-dialog';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SizePicker } from './size-picker';
import { SalePriceBlock } from './sale-price-block';

/** The spec's words (§5 add to cart; wishlist), as message descriptors shown with i18n._() in the shopper's language. */
export const PURCHASE_MESSAGES = {
  loginForCart: msg`Please login to add items to cart.`,
  loginForWishlist: msg`Please log in to add items to wishlist.`,
  loginForOrder: msg`Please login to place an order.`,
  sizeRequiredTitle: msg`Size Required`,
  sizeRequired: msg`Please select a size before adding to cart.`,
  outOfStockTitle: msg`Out of Stock`,
  outOfStock: msg`This size is currently out of stock.`,
} as const;

export interface ProductPurchasePanelProps {
  product: Product;
  /**
   * Adds the chosen size to the signed-in shopper's cart. Wired by the cart feature; called only after the
   * checks a guest or a missing/unavailable size would fail.
   */
  onAddToCart?: (sizeId: string, quantity: number) => void | Promise<unknown>;
  /**
   * Adds or removes the product from the signed-in shopper's wishlist. Wired by the wishlist feature; left out until
   * the page knows whether the product is saved (the button is disabled meanwhile).
   */
  onToggleWishlist?: (() => void | Promise<unknown>) | undefined;
  isWishlisted?: boolean;
  isAddingToCart?: boolean;
  isUpdatingWishlist?: boolean;
  /** Tells the page which size is chosen (the delivery line and the Sizes tab follow it). */
  onSizeChange?: (sizeId: string) => void;
  /**
   * Opens the quick order with the chosen size and quantity (wired by the page with the checkout feature); the
   * 'Quick Order' button shows only when it is given. Guests are asked to sign in first.
   */
  onQuickOrder?: (sizeId: string, quantity: number) => void;
  /**
   * The sizes the signed-in shopper's own unpaid online orders hold pieces of (issue 26 item 4), and what to say of
   * them (`note`, the stock feature's, given by the page, shown for each such size whichever is chosen): a size whose
   * every piece they hold shows 'Reserved for you' with the way to pay rather than out of stock.
   */
  reserved?: { sizeIds: ReadonlySet<string>; note: (sizeId: string, soldOut: boolean) => ReactNode } | undefined;
}

type Notice = 'login-cart' | 'login-wishlist' | 'login-order' | 'size-required' | 'out-of-stock' | 'reserved' | null;

/** Price, size, quantity, add to cart and wishlist, with the spec's dialogs for what is missing. */
export function ProductPurchasePanel({
  product,
  onAddToCart,
  onToggleWishlist,
  isWishlisted = false,
  isAddingToCart = false,
  isUpdatingWishlist = false,
  onSizeChange,
  onQuickOrder,
  reserved,
}: ProductPurchasePanelProps) {
  const { isSignedIn } = useSession();
  const [sizeId, setSizeId] = useState<string | undefined>(() => defaultSize(product)?._id);
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<Notice>(null);
  const size = product.sizes.find((s) => s._id === sizeId);
  const returnTo = `/products/${product._id}`;
  const heldHere = size !== undefined && (reserved?.sizeIds.has(size._id) ?? false);
  const unavailable = () => setNotice(heldHere ? 'reserved' : 'out-of-stock');

  const selectSize = (id: string) => {
    setSizeId(id);
    setQuantity(1);
    onSizeChange?.(id);
  };

  const addToCart = () => {
    // Busy, not disabled, while the add runs: a disabled button would drop the keyboard focus.
    if (isAddingToCart) return;
    if (!isSignedIn) return setNotice('login-cart');
    if (!size) return setNotice('size-required');
    if (!size.isAvailable) return unavailable();
    void onAddToCart?.(size._id, quantity);
  };

  const quickOrder = () => {
    if (!isSignedIn) return setNotice('login-order');
    if (!size) return setNotice('size-required');
    if (!size.isAvailable) return unavailable();
    onQuickOrder?.(size._id, quantity);
  };

  const toggleWishlist = () => {
    if (isUpdatingWishlist) return;
    if (!isSignedIn) return setNotice('login-wishlist');
    void onToggleWishlist?.();
  };

  const percent = size ? discountPercent(size.originalPrice, size.discountedPrice) : 0;
  const taxDisplay = usePriceDisplay();
  const closeNotice = (open: boolean) => !open && setNotice(null);
  const saved = size ? formatRupees(size.originalPrice - size.discountedPrice) : '';

  return (
    <div className="space-y-6">
      {size && size.salePrice !== undefined && product.sale && (
        <SalePriceBlock product={product} sale={product.sale} size={size} salePrice={size.salePrice} />
      )}
      {size && size.salePrice === undefined && (
        <div>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-display text-4xl font-bold text-clay-dark">{formatRupees(size.discountedPrice)}</span>
            {percent > 0 && (
              <>
                {' '}
                <span className="text-lg text-muted line-through">
                  <span className="sr-only">{t`was`} </span>
                  {formatRupees(size.originalPrice)}
                </span>{' '}
                <span className="rounded-full bg-clay px-2.5 py-1 text-xs font-bold text-white">
                  {t`${percent}% off`}
                </span>
              </>
            )}
          </p>
          {percent > 0 && (
            <p className="mt-1 text-sm font-semibold text-green-800">
              <Trans>You save {saved}</Trans>
            </p>
          )}
          <p className="mt-1 text-xs text-muted">
            {taxDisplay.data && `${priceTaxNote(taxDisplay.data, product, size.discountedPrice)} · `}
            {size.size}
          </p>
        </div>
      )}

      {product.sizes.length > 0 ? (
        <SizePicker sizes={product.sizes} selectedId={sizeId} onSelect={selectSize} reservedIds={reserved?.sizeIds} />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Ruler aria-hidden="true" className="h-4 w-4" /> <Trans>No sizes are offered for this piece yet.</Trans>
        </p>
      )}
      {/* Every size the shopper holds, not only the chosen one: the page opens on the first size on sale. */}
      {reserved &&
        product.sizes
          .filter((s) => reserved.sizeIds.has(s._id))
          .map((s) => <Fragment key={s._id}>{reserved.note(s._id, !s.isAvailable)}</Fragment>)}
      {size && !size.isAvailable && !heldHere && (
        <p className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <AlertCircle aria-hidden="true" className="h-4 w-4 shrink-0" /> {i18n._(PURCHASE_MESSAGES.outOfStock)}{' '}
          <Trans>Choose another size, or save it to your wishlist.</Trans>
        </p>
      )}

      {size?.isAvailable && size.piecesLeft !== undefined && (
        <p className="text-sm font-semibold text-amber-800">{STOCK_MESSAGES.onlyLeft(size.piecesLeft)}</p>
      )}
      <QuantityStepper
        value={quantity}
        onChange={setQuantity}
        max={Math.min(CART_MAX_QUANTITY, size?.piecesLeft ?? CART_MAX_QUANTITY)}
        label={t`Quantity`}
        showLabel
        typed
        size="lg"
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={addToCart}
          disabled={isSignedIn && !onAddToCart}
          aria-disabled={isAddingToCart || undefined}
          aria-busy={isAddingToCart || undefined}
          className={buttonClass('primary', 'lg', 'sm:flex-1')}
        >
          <ShoppingBag aria-hidden="true" className="h-5 w-5" />
          {isAddingToCart ? t`Adding…` : t`Add to Cart`}
        </button>
        <button
          type="button"
          onClick={toggleWishlist}
          aria-pressed={isSignedIn ? isWishlisted : undefined}
          disabled={isSignedIn && !onToggleWishlist}
          aria-disabled={isUpdatingWishlist || undefined}
          aria-busy={isUpdatingWishlist || undefined}
          className={buttonClass('secondary', 'lg')}
        >
          <Heart aria-hidden="true" className={clsx('h-5 w-5', isWishlisted && 'fill-clay text-clay')} />
          {isWishlisted ? t`In Wishlist` : t`Add to Wishlist`}
        </button>
      </div>
      {onQuickOrder && (
        <button type="button" onClick={quickOrder} className={buttonClass('accent', 'lg', 'w-full')}>
          <Zap aria-hidden="true" className="h-5 w-5" />
          <Trans>Quick Order</Trans>
        </button>
      )}
      {!isSignedIn && (
        <p className="text-sm text-muted">
          <Trans>Please login to add items to cart</Trans>
        </p>
      )}

      <LoginRequiredDialog
        open={notice === 'login-cart' || notice === 'login-wishlist' || notice === 'login-order'}
        onOpenChange={closeNotice}
        message={i18n._(
          notice === 'login-wishlist'
            ? PURCHASE_MESSAGES.loginForWishlist
            : notice === 'login-order'
              ? PURCHASE_MESSAGES.loginForOrder
              : PURCHASE_MESSAGES.loginForCart,
        )}
        returnTo={returnTo}
      />
      <Dialog
        open={notice === 'size-required'}
        onOpenChange={closeNotice}
        title={i18n._(PURCHASE_MESSAGES.sizeRequiredTitle)}
        description={i18n._(PURCHASE_MESSAGES.sizeRequired)}
        icon={<Ruler aria-hidden="true" className="h-6 w-6" />}
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setNotice(null)}>
            <Trans>Choose a size</Trans>
          </button>
        }
      />
      <Dialog
        open={notice === 'out-of-stock'}
        onOpenChange={closeNotice}
        title={i18n._(PURCHASE_MESSAGES.outOfStockTitle)}
        description={i18n._(PURCHASE_MESSAGES.outOfStock)}
        icon={<PackageX aria-hidden="true" className="h-6 w-6" />}
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setNotice(null)}>
            <Trans>Choose another size</Trans>
          </button>
        }
      />
      <Dialog
        open={notice === 'reserved'}
        onOpenChange={closeNotice}
        title={STOCK_MESSAGES.reservedTitle}
        description={STOCK_MESSAGES.reservedDialog}
        icon={<Clock aria-hidden="true" className="h-6 w-6" />}
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setNotice(null)}>
            <Trans>OK</Trans>
          </button>
        }
      />
    </div>
  );
}
