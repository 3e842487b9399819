import { ErrorPanel } from '../../../components/ui/state-panels';
import { useCodSettings } from '../api/cod-settings';
import { CodLists } from './cod-lists';
import { CodPolicyForm } from './cod-policy-form';

/** The Settings tab's cash-on-delivery part (issue 25 item 3): the policy, then the block and allow lists. */
export function CodSettingsPanel() {
  const query = useCodSettings();
  if (query.isPending)
    return (
      <p className="text-muted" role="status">
        Loading the cash on delivery settings…
      </p>
    );
  if (query.isError) {
    return (
      <ErrorPanel
        title="Could not load the cash on delivery settings"
        message="Check the connection and try again."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <CodPolicyForm view={query.data} />
      <CodLists entries={query.data.lists} />
    </div>
  );
}
