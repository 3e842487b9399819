import { CodesPanel } from '../../../features/admin-promotions/components/codes-panel';
import { SalesPanel } from '../../../features/admin-sales/components/sales-panel';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * /admin/promotions (issue 27 item 5): coupon codes and scheduled sales, each from its own feature, composed here
 * (features do not import each other); its own chunk.
 */
export default function PromotionsTab() {
  usePageMeta('Promotions · Admin');
  return (
    <section aria-labelledby="admin-promotions-heading" className="space-y-10">
      <h2 id="admin-promotions-heading" className="sr-only">
        Promotions
      </h2>
      <CodesPanel />
      <SalesPanel />
    </section>
  );
}
