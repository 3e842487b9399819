import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ChevronRight, PackageSearch } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Product } from '@kala/contract/catalog';
import { findCategory } from '@kala/contract/categories';
import { categoryLabel } from '../../features/catalog/lib/category-label';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { StarRating } from '../../components/ui/star-rating';
import { useAddToCart } from '../../features/cart/api/add-to-cart';
import { useProduct } from '../../features/catalog/api/get-product';
import { DeliveryPromise } from '../../features/catalog/components/delivery-promise';
import { DeliveryCheckLoader } from '../../features/delivery-estimate/components/delivery-check-loader';
import { DiscountBadge } from '../../features/catalog/components/discount-badge';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { ProductPurchasePanel } from '../../features/catalog/components/product-purchase-panel';
import { ProductTabs } from '../../features/catalog/components/product-tabs';
import { RelatedProducts } from '../../features/catalog/components/related-products';
import { StockBadge } from '../../features/catalog/components/stock-badge';
import { creatorName, defaultSize, isInStock } from '../../features/catalog/lib/pricing';
import { useChangeWishlist } from '../../features/wishlist/api/change-wishlist';
import { useWishlistCheck } from '../../features/wishlist/api/check-wishlist';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { useProductStock } from './product-stock';
import { stockHoldKeys } from '../../features/stock/api/use-stock-holds';
import { ProductReviews, useReviewsAhead } from './product-reviews';
import { NOT_FOUND_MESSAGES } from '@kala/contract/not-found';

// The quick order (forms, zod, the order preview) loads when a signed-in shopper first opens it, never with the page.
const QuickOrderDialog = lazy(() => import('../../features/checkout/components/quick-order-dialog'));

function galleryImages(product: Product) {
  return [...new Set([product.thumbnail, ...product.sliderImages].filter(Boolean))];
}

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, error, isPending } = useProduct(id);
  usePageMeta(
    product?.name ?? (error ? NOT_FOUND_MESSAGES.product : undefined),
    product ? [product.subtitles, product.description].filter(Boolean).join('. ').slice(0, 160) : undefined,
  );

  if (isPending) return <ProductSkeleton />;
  if (error || !product) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <ProductProblem
        title={missing ? NOT_FOUND_MESSAGES.product : t`Error loading product`}
        message={
          missing
            ? t`This piece may have sold out for good or been moved.`
            : errorMessage(error, t`Failed to load product`)
        }
      />
    );
  }
  return <ProductView key={product._id} product={product} />;
}

function ProductView({ product }: { product: Product }) {
  const [sizeId, setSizeId] = useState(() => defaultSize(product)?._id);
  const category = findCategory(product.category);
  // Cart and wishlist (issue 5): the panel runs the guest and size checks, then calls these.
  const addToCart = useAddToCart();
  const wishlisted = useWishlistCheck(product._id);
  const changeWishlist = useChangeWishlist();
  // Quick order (issue 9): the panel runs the same guest and size checks, then the page opens the checkout's dialog.
  const [quickOrder, setQuickOrder] = useState<{ sizeId: string; quantity: number } | null>(null);
  const { user } = useSession();
  const queryClient = useQueryClient();
  // What the shopper's own unpaid orders hold of this piece (issue 26): asked only when signed in.
  const stock = useProductStock(product, user?._id);
  // The Reviews tab's code and first page load once the tabs come near the screen (issue 26).
  const reviewsAhead = useReviewsAhead(product._id);
  const creator = creatorName(product);
  const reviewCount = product.reviewCount ?? product.reviews.length;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-6 sm:px-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-clay-dark hover:underline">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="h-4 w-4" />
          </li>
          <li>
            <Link to="/products" className="hover:text-clay-dark hover:underline">
              <Trans>Products</Trans>
            </Link>
          </li>
          {category && (
            <>
              <li aria-hidden="true">
                <ChevronRight className="h-4 w-4" />
              </li>
              <li>
                <Link
                  to={`/products?category=${encodeURIComponent(category.listingName)}`}
                  className="hover:text-clay-dark hover:underline"
                >
                  {categoryLabel(category.slug)}
                </Link>
              </li>
            </>
          )}
        </ol>
      </nav>

      {/* minmax(0, 1fr): the thumbnail strip scrolls inside its column instead of widening the page on a phone. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)] lg:gap-14">
        <ProductGallery images={galleryImages(product)} name={product.name} />
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-xs font-semibold uppercase tracking-wider text-clay">
              {categoryLabel(product.category)}
            </p>
            <DiscountBadge sizes={product.sizes} />
            <StockBadge inStock={isInStock(product)} reserved={stock.badgeReserved} />
          </div>
          <h1 className="mt-3 font-display text-3xl leading-tight text-ink sm:text-4xl">{product.name}</h1>
          {product.subtitles && <p className="mt-2 text-lg text-muted">{product.subtitles}</p>}
          <p className="mt-3 text-sm text-muted">
            <Trans>
              by <span className="font-semibold text-ink">{creator}</span>
            </Trans>
          </p>
          <div className="mt-3 flex items-center gap-2">
            <StarRating rating={product.ratings} />
            <span className="text-sm text-muted">
              {product.ratings.toFixed(1)} · {plural(reviewCount, { one: '# review', other: '# reviews' })}
            </span>
          </div>

          <div className="mt-8">
            {/*
              The cart and wishlist features plug in here: pass onAddToCart(sizeId, quantity), onToggleWishlist,
              isWishlisted and the pending flags. Guests never reach them (the panel asks them to sign in).
            */}
            <ProductPurchasePanel
              product={product}
              onSizeChange={setSizeId}
              onAddToCart={(chosen, quantity) =>
                addToCart.mutate({
                  productId: product._id,
                  sizeId: chosen,
                  quantity,
                  productName: product.name,
                  sizeLabel: product.sizes.find((s) => s._id === chosen)?.size ?? '',
                })
              }
              isAddingToCart={addToCart.isPending}
              isWishlisted={wishlisted === true}
              onToggleWishlist={
                wishlisted === undefined
                  ? undefined
                  : () => changeWishlist.mutate({ productId: product._id, add: !wishlisted })
              }
              isUpdatingWishlist={changeWishlist.isPending}
              onQuickOrder={(chosen, quantity) => setQuickOrder({ sizeId: chosen, quantity })}
              reserved={stock.reserved}
            />
            {quickOrder && (
              <Suspense fallback={null}>
                <QuickOrderDialog
                  product={product}
                  sizeId={quickOrder.sizeId}
                  quantity={quickOrder.quantity}
                  onClose={() => setQuickOrder(null)}
                  onPlaced={() => {
                    // Loaded here, not with the page: the product page's first load stays as it was.
                    void import('../../features/orders/api/order-keys').then(({ orderKeys }) =>
                      queryClient.invalidateQueries({ queryKey: orderKeys.all(user?._id) }),
                    );
                    // An order paid online holds its pieces until paid: the page shows them reserved.
                    void queryClient.invalidateQueries({ queryKey: stockHoldKeys.all });
                  }}
                />
              </Suspense>
            )}
          </div>
          {sizeId && (
            <div className="mt-8">
              {/* The PIN field's code loads when it is scrolled near or touched (issue 26 item 1). */}
              <DeliveryCheckLoader pieces={[{ productId: product._id, sizeId }]} />
            </div>
          )}
          <div className="mt-4">
            <DeliveryPromise />
          </div>
        </div>
      </div>

      {/* Below the first screen: laid out and painted as it comes near (styles.css), not on the first visit's path. */}
      <div className="mt-14 render-when-near" ref={reviewsAhead}>
        <ProductTabs product={product} selectedSizeId={sizeId} reviews={<ProductReviews productId={product._id} />} />
      </div>
      <RelatedProducts product={product} />
    </div>
  );
}

function ProductProblem({ title, message }: { title: string; message?: string | undefined }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <PackageSearch aria-hidden="true" className="h-14 w-14 text-clay" />
      <h1 className="mt-6 font-display text-4xl text-clay-dark">{title}</h1>
      {message && <p className="mt-3 text-lg text-muted">{message}</p>}
      <Link to="/products" className={buttonClass('primary', 'lg', 'mt-8')}>
        <Trans>Browse our collection</Trans>
      </Link>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-6 sm:px-6" aria-busy="true">
      <span className="sr-only" role="status">
        <Trans>Loading product…</Trans>
      </span>
      <Skeleton className="h-4 w-48" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,560px)_minmax(0,1fr)] lg:gap-14">
        <Skeleton className="aspect-square rounded-3xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-12 w-40" />
          <div className="grid grid-cols-3 gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
          <Skeleton className="h-12 w-full rounded-full" />
        </div>
      </div>
    </div>
  );
}
