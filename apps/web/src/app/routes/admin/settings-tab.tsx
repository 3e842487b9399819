import { TaxSettingsPanel } from '../../../features/admin-settings/components/tax-settings-panel';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /admin/settings (issue 24 items 1 and 2): the seller's GST settings and the categories' rates. */
export default function SettingsTab() {
  usePageMeta('Settings · Admin');
  return (
    <section aria-labelledby="admin-settings-heading" className="space-y-6">
      <h2 id="admin-settings-heading" className="font-display text-2xl text-ink">
        Settings
      </h2>
      <TaxSettingsPanel />
    </section>
  );
}
