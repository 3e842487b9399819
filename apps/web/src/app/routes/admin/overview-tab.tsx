import { AdminOverview } from '../../../features/admin-overview/components/admin-overview';
import { OrderStatusBadge } from '../../../features/orders/components/status-badges';

/** /admin: the Overview tab. The orders feature lends its status badge (features do not import each other). */
export default function OverviewTab() {
  return <AdminOverview statusBadge={(status) => <OrderStatusBadge status={status} />} />;
}
