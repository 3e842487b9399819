import { AdminProductsTab } from '../../../features/admin-products/components/admin-products-tab';

/** /admin/products (spec §2 Products tab): every product with filter, pages, view, edit and delete. */
export default function ProductsTab() {
  return <AdminProductsTab />;
}
