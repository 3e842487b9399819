import { t } from '@lingui/core/macro';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SiteLayout } from '../components/layout/site-layout';
import { useCartCount } from '../features/cart/api/get-cart-count';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { useWishlistCount } from '../features/wishlist/api/get-wishlist-count';

/**
 * The header's wishlist and cart counts: GET /api/wishlist/count and GET /api/cart/count for a signed-in shopper,
 * refreshed by every cart and wishlist change; 0 for guests (no request is made).
 */
function StoreHeader() {
  return <SiteHeader counts={{ wishlist: useWishlistCount(), cart: useCartCount() }} />;
}

/** The shopper's pages, with the shared layout's header and footer filled from the features. */
export function StoreLayout() {
  return (
    <SiteLayout
      header={<StoreHeader />}
      footer={<SiteFooter newsletter={<NewsletterForm source="footer" buttonLabel={t`Join`} tone="dark" />} />}
    />
  );
}
