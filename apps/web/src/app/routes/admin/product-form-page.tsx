import { ArrowLeft, ExternalLink, ShoppingCart, Zap } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PRODUCT_MESSAGES, type AdminProduct } from '@kala/contract/admin-products';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAddToCart } from '../../../features/cart/api/add-to-cart';
import { useAdminProduct } from '../../../features/admin-products/api/get-admin-product';
import { ProductAuditTrail } from '../../../features/admin-products/components/audit-trail';
import { ProductForm } from '../../../features/admin-products/components/product-form';
import { emptyProduct, productToForm } from '../../../features/admin-products/lib/product-form-values';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { NOT_FOUND_MESSAGES } from '@kala/contract/not-found';

// The quick order (the checkout's dialog) loads only when the admin opens it to try a new piece.
const QuickOrderDialog = lazy(() => import('../../../features/checkout/components/quick-order-dialog'));

/** What the page was told by the save that brought it here (a create navigates to the new product's edit page). */
interface SavedState {
  saved?: string;
  created?: boolean;
}

/**
 * /admin/products/new and /admin/products/:productId/edit (spec §2 Product create/edit form). After a create the
 * page shows the new product's edit form with 'Product created successfully!' and a panel to try the piece as a
 * shopper would: add it to the cart, or place a Quick Order (the storefront's own hook and dialog, composed here).
 * The edit page also shows the product's change history.
 */
export default function ProductFormPage() {
  const { productId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as SavedState;
  const [saved, setSaved] = useState<string | undefined>(state.saved);
  const product = useAdminProduct(productId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => setSaved(state.saved), [state.saved, productId]);
  // A save's message is read first: the focus goes to the heading above it.
  useEffect(() => {
    if (saved) headingRef.current?.focus();
  }, [saved]);

  const onSaved = (result: AdminProduct, message: string) => {
    toast.success(message, { duration: 4000 });
    if (!productId) {
      navigate(`/admin/products/${result._id}/edit`, { state: { saved: message, created: true } satisfies SavedState });
    } else {
      setSaved(message);
    }
  };

  const title = productId ? 'Edit Product' : 'Add Product';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="font-display text-2xl text-ink focus:outline-none">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {productId && product.data && (
            <a
              href={`/products/${product.data._id}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'md')}
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              View in store<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
          <Link to="/admin/products" className={buttonClass('ghost', 'md')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Products
          </Link>
        </div>
      </div>
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      {productId && state.created && product.data && <TryThePiece product={product.data} />}

      {!productId ? (
        <ProductForm initialValues={emptyProduct()} onSaved={onSaved} />
      ) : product.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading product…
          </span>
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : product.isError ? (
        <FormMessage tone="error">
          {product.error instanceof ApiError && product.error.status === 404
            ? NOT_FOUND_MESSAGES.product
            : errorMessage(product.error, PRODUCT_MESSAGES.loadFailed)}
        </FormMessage>
      ) : (
        <>
          {/* Made afresh from each saved version, so new sizes carry their ids into the next save. */}
          <ProductForm
            key={`${product.data._id}:${product.data.updatedAt}`}
            productId={product.data._id}
            initialValues={productToForm(product.data)}
            onSaved={onSaved}
          />
          <ProductAuditTrail productId={product.data._id} />
        </>
      )}
    </div>
  );
}

/**
 * Spec §2: after creating a product, a panel offers add-to-cart and Quick Order to test it. An inactive product or
 * one with no size in stock cannot be bought, so the panel says so instead.
 */
function TryThePiece({ product }: { product: AdminProduct }) {
  const available = product.sizes.filter((s) => s.isAvailable);
  const [sizeId, setSizeId] = useState(available[0]?._id ?? '');
  const [quickOrder, setQuickOrder] = useState(false);
  const addToCart = useAddToCart();
  const selectId = useId();
  const size = product.sizes.find((s) => s._id === sizeId);
  const buyable = product.isActive && size?.isAvailable === true;

  return (
    <section aria-labelledby="try-piece-heading" className="rounded-2xl bg-indigo/5 p-5 ring-1 ring-indigo/20 sm:p-6">
      <h3 id="try-piece-heading" className="font-display text-xl text-ink">
        Try the new piece
      </h3>
      <p className="mt-1 text-sm text-muted">Add it to your cart or place a Quick Order, as a shopper would.</p>
      {!product.isActive ? (
        <p className="mt-3 text-sm font-medium text-ink">This product is inactive: shoppers cannot buy it yet.</p>
      ) : available.length === 0 ? (
        <p className="mt-3 text-sm font-medium text-ink">No size is available, so it cannot be bought yet.</p>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-ink">
              Size
            </label>
            <select
              id={selectId}
              value={sizeId}
              onChange={(event) => setSizeId(event.target.value)}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-sm focus-visible:outline-3 focus-visible:outline-turmeric"
            >
              {available.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.size}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            aria-disabled={!buyable || addToCart.isPending || undefined}
            aria-busy={addToCart.isPending || undefined}
            onClick={() => {
              if (!buyable || !size || addToCart.isPending) return;
              addToCart.mutate({
                productId: product._id,
                sizeId: size._id,
                quantity: 1,
                productName: product.name,
                sizeLabel: size.size,
              });
            }}
          >
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            Add to Cart
          </button>
          <button
            type="button"
            className={buttonClass('accent', 'md')}
            aria-disabled={!buyable || undefined}
            onClick={() => buyable && setQuickOrder(true)}
          >
            <Zap aria-hidden="true" className="h-4 w-4" />
            Quick Order
          </button>
        </div>
      )}
      {quickOrder && (
        <Suspense fallback={null}>
          <QuickOrderDialog product={product} sizeId={sizeId} quantity={1} onClose={() => setQuickOrder(false)} />
        </Suspense>
      )}
    </section>
  );
}
