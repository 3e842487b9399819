import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SavedAddress } from '@kala/contract/orders';
import type { AddressChoice } from '../hooks/use-address-form';
import { ChoiceCard } from './choice-card';

/**
 * The addresses the shopper used before, the last used first, and 'Enter a new address'. Choosing one fills the
 * form below it, where it can still be edited.
 */
export function SavedAddressPicker({
  addresses,
  choice,
  onChoose,
}: {
  addresses: readonly SavedAddress[];
  choice: AddressChoice;
  onChoose: (choice: number | 'new') => void;
}) {
  const name = useId();
  if (addresses.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">
        <Trans>Your saved addresses</Trans>
      </legend>
      <div className="grid gap-3">
        {addresses.map((address, index) => (
          <ChoiceCard
            key={`${address.zipCode}-${address.addressLine1}-${index}`}
            name={name}
            value={String(index)}
            checked={choice === index}
            onChange={() => onChoose(index)}
          >
            <span className="block font-semibold text-ink">{address.fullName}</span>
            <span className="block text-sm text-muted">
              {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
            </span>
            <span className="block text-sm text-muted">
              {address.city}, {address.state} {address.zipCode}
            </span>
            <span className="block text-sm text-muted">
              <Trans>Phone: {address.phone}</Trans>
            </span>
            {index === 0 && (
              <span className="mt-1 block text-xs font-semibold text-clay-dark">
                <Trans>Last used</Trans>
              </span>
            )}
          </ChoiceCard>
        ))}
        <ChoiceCard name={name} value="new" checked={choice === 'new'} onChange={() => onChoose('new')}>
          <span className="font-semibold text-ink">
            <Trans>Enter a new address</Trans>
          </span>
        </ChoiceCard>
      </div>
    </fieldset>
  );
}
