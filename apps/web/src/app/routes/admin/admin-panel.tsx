import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { AdminLayout } from './admin-layout';
import AnalyticsTab from './analytics-tab';
import OrderAdminPage from './order-admin-page';
import OrdersTab from './orders-tab';
import OverviewTab from './overview-tab';
import ProductFormPage from './product-form-page';
import ProductsTab from './products-tab';
import SettingsTab from './settings-tab';
import UsersTab from './users-tab';

/** The GST summary is its own chunk inside the admin's: only the accountant's month-end visit needs it. */
const GstTab = lazy(() => import('./gst-tab'));
/** Buyers' reviews (issue 26) are their own chunk too, loaded when the tab opens. */
const ReviewsTab = lazy(() => import('./reviews-tab'));
/** Damage and wrong-piece claims (issue 26 item 5): their own chunk, loaded when the tab opens. */
const ClaimsTab = lazy(() => import('./claims-tab'));
/** Coupon codes and scheduled sales (issue 27 item 5): their own chunk, loaded when the tab opens. */
const PromotionsTab = lazy(() => import('./promotions-tab'));

/**
 * /admin/* for admins (the router guards it: shoppers go to /unauthorized). The whole panel is one lazy chunk
 * (route-tree.tsx), so nothing of it reaches the storefront's first load; its heavy parts (the rich-text editor, the
 * charts) load inside it only when their screen opens. Each tab has its own address so it can be linked and
 * reloaded.
 */
export default function AdminPanel() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<OverviewTab />} />
        <Route path="products" element={<ProductsTab />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:productId/edit" element={<ProductFormPage />} />
        <Route path="orders" element={<OrdersTab />} />
        <Route path="orders/:orderId" element={<OrderAdminPage />} />
        <Route path="users" element={<UsersTab />} />
        <Route path="analytics" element={<AnalyticsTab />} />
        <Route path="settings" element={<SettingsTab />} />
        <Route
          path="reviews"
          element={
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ReviewsTab />
            </Suspense>
          }
        />
        <Route
          path="claims/:claimId?"
          element={
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ClaimsTab />
            </Suspense>
          }
        />
        <Route
          path="promotions"
          element={
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <PromotionsTab />
            </Suspense>
          }
        />
        <Route
          path="gst"
          element={
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <GstTab />
            </Suspense>
          }
        />
        <Route path="*" element={<OverviewTab />} />
      </Route>
    </Routes>
  );
}
