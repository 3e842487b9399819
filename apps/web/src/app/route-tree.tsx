import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { RequireAuth } from './require-auth';

/*
 * Every page is its own chunk (React.lazy), so the first visit downloads only the shell and the page it opens.
 * SiteLayout holds the Suspense boundary. The tree is shared by the browser router (router.tsx) and the server
 * renderer (entry-server.tsx).
 */
const HomePage = lazy(() => import('./routes/home-page'));
const ProductsPage = lazy(() => import('./routes/products-page'));
const ProductPage = lazy(() => import('./routes/product-page'));
const NewArrivalsPage = lazy(() => import('./routes/new-arrivals-page'));
const SalePage = lazy(() => import('./routes/sale-page'));
const CategoriesPage = lazy(() => import('./routes/categories-page'));
const ArtistsPage = lazy(() => import('./routes/artists-page'));
const AboutPage = lazy(() => import('./routes/about-page'));
const ContactPage = lazy(() => import('./routes/contact-page'));
const SizeGuidePage = lazy(() => import('./routes/size-guide-page'));
const ShippingDeliveryPage = lazy(() => import('./routes/policies/shipping-delivery-page'));
const CancellationRefundPage = lazy(() => import('./routes/policies/cancellation-refund-page'));
const TermsPage = lazy(() => import('./routes/policies/terms-page'));
const PrivacyPage = lazy(() => import('./routes/policies/privacy-page'));
const InfoPage = lazy(() => import('./routes/info-page'));
const UnauthorizedPage = lazy(() => import('./routes/unauthorized-page'));
const LoginPage = lazy(() => import('./routes/login-page'));
const RegisterPage = lazy(() => import('./routes/register-page'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page'));
const DashboardPage = lazy(() => import('./routes/dashboard-page'));
const FeedbackPage = lazy(() => import('./routes/feedback-page'));
const AdminHomePage = lazy(() => import('./routes/admin-home-page'));
const CartPage = lazy(() => import('./routes/cart-page'));
const WishlistPage = lazy(() => import('./routes/wishlist-page'));

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
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
          { path: '/wishlist', element: <WishlistPage /> },
        ],
      },
      {
        element: <RequireAuth roles={['admin']} />,
        children: [{ path: '/admin/*', element: <AdminHomePage /> }],
      },

      // Any other path goes home (spec §2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
