import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { ADMIN_STATS_MESSAGES } from '@kala/contract/admin-stats';
import type { OrderStatus } from '@kala/contract/orders';
import { buttonClass } from '../../../components/ui/button';
import { adminStatsKeys, useAdminStats } from '../api/get-admin-stats';
import { LowStock } from './low-stock';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';
import { TopProducts } from './top-products';

/**
 * The Overview tab (spec §2): four stat cards, 'Refresh Stats', Recent Orders and Top Products, then the sizes at or
 * below the seller's low-stock threshold (issue 26). A failure is logged
 * (spec §8) and the lists stay empty, with a quiet note saying so rather than a blank box.
 */
export function AdminOverview({ statusBadge }: { statusBadge: (status: OrderStatus) => ReactNode }) {
  const stats = useAdminStats();
  const client = useQueryClient();
  const failed = stats.isError;

  useEffect(() => {
    if (stats.error) console.error(ADMIN_STATS_MESSAGES.failed, stats.error);
  }, [stats.error]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl text-ink">Overview</h2>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          aria-disabled={stats.isFetching || undefined}
          onClick={() => {
            // Every admin figure under ['admin', 'stats'] (the orders tab's counts too).
            if (!stats.isFetching) void client.invalidateQueries({ queryKey: adminStatsKeys.all });
          }}
        >
          <RefreshCw aria-hidden="true" className={stats.isFetching ? 'h-4 w-4 motion-safe:animate-spin' : 'h-4 w-4'} />
          {stats.isFetching ? 'Refreshing…' : 'Refresh Stats'}
        </button>
      </div>
      {failed && (
        <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {ADMIN_STATS_MESSAGES.failed}. The figures below may be missing; try 'Refresh Stats'.
        </p>
      )}
      <StatCards stats={stats.data} loading={stats.isPending} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentOrders
          orders={stats.data?.recentOrders ?? []}
          failed={failed}
          loading={stats.isPending}
          statusBadge={statusBadge}
        />
        <TopProducts products={stats.data?.topProducts ?? []} failed={failed} loading={stats.isPending} />
      </div>
      <LowStock />
    </div>
  );
}
