import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { StoreLayout } from './store-layout';
import { preloadable } from '../lib/preloadable';
import { RequireAuth } from './require-auth';

/*
 * Every page is its own chunk (React.lazy), so the first visit downloads only the shell and the page it opens.
 * StoreLayout (the shared SiteLayout, its header and footer filled in) holds the Suspense boundary. The tree is shared
 * by the browser router (router.tsx) and the server renderer (entry-server.tsx).
 */
const HomePage = preloadable(() => import('./routes/home-page'));
const ProductsPage = preloadable(() => import('./routes/products-page'));
const ProductPage = preloadable(() => import('./routes/product-page'));
const NewArrivalsPage = preloadable(() => import('./routes/new-arrivals-page'));
const SalePage = preloadable(() => import('./routes/sale-page'));
const CategoriesPage = preloadable(() => import('./routes/categories-page'));
const ArtistsPage = preloadable(() => import('./routes/artists-page'));
const AboutPage = preloadable(() => import('./routes/about-page'));
const ContactPage = preloadable(() => import('./routes/contact-page'));
const SizeGuidePage = preloadable(() => import('./routes/size-guide-page'));
const ShippingDeliveryPage = preloadable(() => import('./routes/policies/shipping-delivery-page'));
const CancellationRefundPage = preloadable(() => import('./routes/policies/cancellation-refund-page'));
const TermsPage = preloadable(() => import('./routes/policies/terms-page'));
const PrivacyPage = preloadable(() => import('./routes/policies/privacy-page'));
const InfoPage = preloadable(() => import('./routes/info-page'));
const UnauthorizedPage = preloadable(() => import('./routes/unauthorized-page'));
const NewsletterConfirmPage = preloadable(() => import('./routes/newsletter-confirm-page'));
const NewsletterUnsubscribePage = preloadable(() => import('./routes/newsletter-unsubscribe-page'));
const MarketingUnsubscribePage = preloadable(() => import('./routes/marketing-unsubscribe-page'));
const DeliveryFixPage = preloadable(() => import('./routes/delivery-fix-page'));
const CodConfirmPage = preloadable(() => import('./routes/cod-confirm-page'));
const LoginPage = preloadable(() => import('./routes/login-page'));
const RegisterPage = preloadable(() => import('./routes/register-page'));
const ForgotPasswordPage = preloadable(() => import('./routes/forgot-password-page'));
const ResetPasswordPage = preloadable(() => import('./routes/reset-password-page'));
const DashboardPage = preloadable(() => import('./routes/dashboard-page'));
const FeedbackPage = preloadable(() => import('./routes/feedback-page'));
const AdminPanel = preloadable(() => import('./routes/admin/admin-panel'));
const CartPage = preloadable(() => import('./routes/cart-page'));
const CheckoutPage = preloadable(() => import('./routes/checkout-page'));
const WishlistPage = preloadable(() => import('./routes/wishlist-page'));
const OrdersPage = preloadable(() => import('./routes/orders-page'));
const OrderDetailPage = preloadable(() => import('./routes/order-detail-page'));

export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    children: [
      // Storefront: public pages.
      { path: '/', element: <HomePage /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '/products/:id', element: <ProductPage /> },
      { path: '/new-arrivals', element: <NewArrivalsPage /> },
      { path: '/sale', element: <SalePage /> },
      { path: '/categories', element: <CategoriesPage /> },
      { path: '/artists', element: <ArtistsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/size-guide', element: <SizeGuidePage /> },
      { path: '/shipping-delivery', element: <ShippingDeliveryPage /> },
      { path: '/cancellation-refund', element: <CancellationRefundPage /> },
      { path: '/terms-and-conditions', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/terms', element: <Navigate to="/terms-and-conditions" replace /> },
      { path: '/privacy', element: <Navigate to="/privacy-policy" replace /> },
      { path: '/faq', element: <InfoPage /> },
      { path: '/care-instructions', element: <InfoPage /> },
      { path: '/cookie-policy', element: <InfoPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      // The newsletter's mailed links (decision 022): each page acts only when its button is pressed.
      { path: '/newsletter/confirm/:token', element: <NewsletterConfirmPage /> },
      { path: '/newsletter/unsubscribe/:token', element: <NewsletterUnsubscribePage /> },
      // A cart reminder's unsubscribe link (decision 043): works signed out, acts only on its button.
      { path: '/marketing/unsubscribe/:token', element: <MarketingUnsubscribePage /> },
      // A failed delivery's single-use link (decision 032): works without signing in.
      { path: '/delivery-fix/:token', element: <DeliveryFixPage /> },
      // A COD order's one-tap confirmation (issue 25): outside the sign-in guard, the link is the key.
      { path: '/orders/confirm/:token', element: <CodConfirmPage /> },

      // Accounts (spec §2): public sign-in pages; signed-in pages behind the guard; /admin/* for admins only.
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:resetToken?', element: <ResetPasswordPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/feedback', element: <FeedbackPage /> },
          { path: '/cart', element: <CartPage /> },
          { path: '/checkout', element: <CheckoutPage /> },
          { path: '/wishlist', element: <WishlistPage /> },
          { path: '/orders', element: <OrdersPage /> },
          { path: '/orders/:orderId', element: <OrderDetailPage /> },
        ],
      },
      {
        element: <RequireAuth roles={['admin']} />,
        children: [{ path: '/admin/*', element: <AdminPanel /> }],
      },

      // Any other path goes home (spec §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Loads the code of the page at this path (see lib/preloadable.tsx). */
export function preloadPage(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map((match) => {
      const type = (match.route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
      return type?.preload?.();
    }),
  );
}
