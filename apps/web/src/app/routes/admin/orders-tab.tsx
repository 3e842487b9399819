import { AdminOrdersTab } from '../../../features/admin-orders/components/admin-orders-tab';

/** /admin/orders (spec §2 Orders tab): the count cards, the filter and page size, the orders and their statuses. */
export default function OrdersTab() {
  return <AdminOrdersTab />;
}
