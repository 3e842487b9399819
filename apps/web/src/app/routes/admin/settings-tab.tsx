import { CodSettingsPanel } from '../../../features/admin-settings/components/cod-settings-panel';
import { StockSettingsPanel } from '../../../features/admin-settings/components/stock-settings-panel';
import { TaxSettingsPanel } from '../../../features/admin-settings/components/tax-settings-panel';
import { DeliverySettingsPanel } from '../../../features/delivery-estimate/components/delivery-settings-panel';
import { GiftWrapSettingsPanel } from '../../../features/gifting/components/gift-wrap-settings-panel';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * /admin/settings: the seller's GST settings and the categories' rates (issue 24 items 1 and 2), then the cash on
 * delivery policy and its block and allow lists (issue 25 item 3), then the low-stock threshold (issue 26 item 4).
 */
export default function SettingsTab() {
  usePageMeta('Settings · Admin');
  return (
    <section aria-labelledby="admin-settings-heading" className="space-y-6">
      <h2 id="admin-settings-heading" className="font-display text-2xl text-ink">
        Settings
      </h2>
      <TaxSettingsPanel />
      <div className="border-t border-stone-200 pt-8">
        <CodSettingsPanel />
      </div>
      <div className="border-t border-stone-200 pt-8">
        <DeliverySettingsPanel />
      </div>
      <div className="border-t border-stone-200 pt-8">
        <StockSettingsPanel />
      </div>
      <div className="border-t border-stone-200 pt-8">
        <GiftWrapSettingsPanel />
      </div>
    </section>
  );
}
