import { ErrorPanel } from '../../../components/ui/state-panels';
import { useTaxSettings } from '../api/tax-settings';
import { TaxRatesTable } from './tax-rates-table';
import { TaxSettingsForm } from './tax-settings-form';

/** The Settings tab's GST part: the seller's details, then the categories' rates. */
export function TaxSettingsPanel() {
  const query = useTaxSettings();
  if (query.isPending)
    return (
      <p className="text-muted" role="status">
        Loading the tax settings…
      </p>
    );
  if (query.isError) {
    return (
      <ErrorPanel
        title="Could not load the tax settings"
        message="Check the connection and try again."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <TaxSettingsForm view={query.data} />
      <TaxRatesTable rates={query.data.rates} />
    </div>
  );
}
