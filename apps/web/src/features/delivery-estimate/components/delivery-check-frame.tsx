import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The box and heading of the PIN field, shared by its placeholder and the loaded field. */
export function DeliveryCheckFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="delivery-check-heading" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="delivery-check-heading" className="mb-3 text-sm font-semibold text-ink">
        <Trans>Check delivery to your PIN code</Trans>
      </h2>
      {children}
    </section>
  );
}
