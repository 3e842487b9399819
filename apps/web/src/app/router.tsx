import { createBrowserRouter, Navigate } from 'react-router';
import { SiteLayout } from '../components/layout/site-layout';
import { ProductsPage } from './routes/products-page';

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <Navigate to="/products" replace /> },
      { path: '/products', element: <ProductsPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
