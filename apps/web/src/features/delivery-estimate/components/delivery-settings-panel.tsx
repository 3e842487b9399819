import { PROCESSING_DAYS } from '@kala/contract/shipping-policy';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDeliverySettings, useSaveDeliverySettings } from '../api/delivery-settings';

const [extraMin, extraMax] = PROCESSING_DAYS.festivalExtra;

/**
 * The Settings tab's delivery part (issue 26 item 1): the festival season, which adds spec §9's 2-3 days to every
 * piece's making time in the delivery dates shoppers see by PIN code. Saved as soon as it is switched.
 */
export function DeliverySettingsPanel() {
  const query = useDeliverySettings();
  const save = useSaveDeliverySettings();
  if (query.isPending) {
    return (
      <p className="text-muted" role="status">
        Loading the delivery settings…
      </p>
    );
  }
  if (query.isError) return <p role="alert">Could not load the delivery settings. Reload to try again.</p>;
  return (
    <section aria-labelledby="delivery-settings-heading" className="space-y-3">
      <h3 id="delivery-settings-heading" className="font-display text-xl text-ink">
        Delivery dates
      </h3>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-clay focus-visible:outline-3 focus-visible:outline-turmeric"
          checked={query.data.festivalSeason}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(
              { festivalSeason: event.target.checked },
              {
                onSuccess: (answer) => toast.success(answer.message ?? 'Delivery settings saved'),
                onError: (error) => toast.error(errorMessage(error, 'Could not save the delivery settings')),
              },
            )
          }
        />
        <span>
          <span className="font-semibold">Festival season</span>
          <span className="block text-muted">
            Adds {extraMin}-{extraMax} business days to every piece&apos;s making time in the delivery dates shoppers
            see for their PIN code.
          </span>
        </span>
      </label>
    </section>
  );
}
