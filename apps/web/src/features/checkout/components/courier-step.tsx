import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { ORDER_MESSAGES } from '@kala/contract/orders';
import type { ShippingRatesInput } from '@kala/contract/shipping';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { translateContractMessage } from '../../../lib/i18n';
import { shippingRatesErrorText, useShippingRates } from '../api/get-shipping-rates';
import { ChoiceCard } from './choice-card';
import { CourierOptionDetails } from './courier-option';
import { StepSection } from './step-section';

/** 'Couriers delivering to Jaipur, Rajasthan 302001.' */
function deliveringTo({ city, state, pincode }: { city: string; state: string; pincode: string }): string {
  return t`Couriers delivering to ${city}, ${state} ${pincode}.`;
}

/**
 * Step 1.5: the couriers that deliver this parcel to this PIN code. The cheapest is chosen when the rates arrive
 * (spec §4); the shopper moves on only with a courier chosen. A failure says why, with a way to try again.
 */
export function CourierStep({
  rateInput,
  courierId,
  freeShipping,
  focusOnMount,
  onChoose,
  onBack,
  onContinue,
}: {
  rateInput: ShippingRatesInput;
  courierId: number | undefined;
  freeShipping: boolean;
  focusOnMount: boolean;
  onChoose: (courierId: number) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const rates = useShippingRates(rateInput);
  const name = useId();
  const [unchosen, setUnchosen] = useState(false);
  const couriers = rates.data?.availableCouriers ?? [];
  const chosen = couriers.some((c) => c.courier_company_id === courierId);

  useEffect(() => {
    if (rates.data && !rates.data.availableCouriers.some((c) => c.courier_company_id === courierId)) {
      onChoose(rates.data.recommendedCourierId);
    }
  }, [rates.data, courierId, onChoose]);

  const destination = rates.data?.destination;

  return (
    <StepSection
      id="checkout-shipping-heading"
      title={t`Shipping Option`}
      description={destination && deliveringTo(destination)}
      focusOnMount={focusOnMount}
    >
      <form
        noValidate
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return setUnchosen(true);
          onContinue();
        }}
      >
        {rates.isPending && (
          <div role="status" className="space-y-3">
            <span className="sr-only">
              <Trans>Finding couriers for your address…</Trans>
            </span>
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        )}
        {rates.isError && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800">
            <p>{shippingRatesErrorText(rates.error)}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={rates.isFetching}
                onClick={() => void rates.refetch()}
              >
                {rates.isFetching ? t`Trying again…` : t`Try again`}
              </button>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={onBack}>
                <Trans>Change address</Trans>
              </button>
            </div>
          </div>
        )}
        {rates.data && (
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-ink">
              <Trans>Choose a courier</Trans>
            </legend>
            <div className="grid gap-3">
              {couriers.map((courier) => (
                <ChoiceCard
                  key={courier.courier_company_id}
                  name={name}
                  value={String(courier.courier_company_id)}
                  checked={courier.courier_company_id === courierId}
                  onChange={() => {
                    setUnchosen(false);
                    onChoose(courier.courier_company_id);
                  }}
                >
                  <CourierOptionDetails
                    courier={courier}
                    cheapest={courier.courier_company_id === rates.data.recommendedCourierId}
                    freeShipping={freeShipping}
                  />
                </ChoiceCard>
              ))}
            </div>
          </fieldset>
        )}
        {unchosen && !chosen && (
          <FormMessage tone="error">{translateContractMessage(ORDER_MESSAGES.courier)}</FormMessage>
        )}
        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-between">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onBack}>
            <Trans>Back</Trans>
          </button>
          <button type="submit" className={buttonClass('primary', 'md')}>
            <Trans>Continue to Payment</Trans>
          </button>
        </div>
      </form>
    </StepSection>
  );
}
