import { PackagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { usePickupLocations } from '../api/get-pickup-locations';
import { shipmentErrorText } from '../api/shipment-keys';

/**
 * 'Create shipment' with the pickup location it leaves from (the courier account's list; the primary one chosen).
 * When the list cannot be read, the store's default location is used: creating must not wait on that list.
 */
export function CreateShipmentForm({
  pending,
  onCreate,
}: {
  pending: boolean;
  onCreate: (pickupLocation: string | undefined) => void;
}) {
  const selectId = useId();
  const locations = usePickupLocations(true);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const list = locations.data ?? [];
  const value = chosen ?? list.find((place) => place.primary)?.name ?? list[0]?.name ?? '';
  const place = list.find((p) => p.name === value);

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onCreate(value || undefined);
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          Pickup location
        </label>
        {locations.isPending ? (
          <p id={selectId} role="status" className="text-sm text-muted">
            Loading pickup locations…
          </p>
        ) : locations.isError ? (
          <p id={selectId} className="text-sm text-muted">
            {shipmentErrorText(locations.error, 'Unable to fetch pickup locations.')} The store’s default pickup
            location will be used.
          </p>
        ) : (
          <select
            id={selectId}
            value={value}
            onChange={(event) => setChosen(event.target.value)}
            className="h-11 w-full max-w-sm rounded-xl border border-stone-300 bg-white px-3 text-sm text-ink focus:border-clay focus:outline-none focus-visible:ring-2 focus-visible:ring-clay/50"
          >
            {list.map((option) => (
              <option key={option.name} value={option.name}>
                {option.name}
                {option.primary ? ' (primary)' : ''}
              </option>
            ))}
          </select>
        )}
        {place && (
          <p className="text-xs text-muted">
            {[place.address, place.city, place.state, place.pincode].filter(Boolean).join(', ')}
          </p>
        )}
      </div>
      <button type="submit" className={buttonClass('primary', 'md')} aria-disabled={pending || undefined}>
        <PackagePlus aria-hidden="true" className="h-4 w-4" />
        {pending ? 'Creating…' : 'Create shipment'}
      </button>
    </form>
  );
}
