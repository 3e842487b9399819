import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@kala/contract/orders';
import { orderStatusLabel } from './order-labels';

// A drawn chevron so the select looks the same in every browser (as the catalogue's selects).
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2357534e' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

/** The history's status filter (spec §2): all orders or one of the six statuses. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        <Trans>Status</Trans>
      </label>
      <select
        id={id}
        value={value ?? 'all'}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'all' ? undefined : (next as OrderStatus));
        }}
        className="h-11 w-full min-w-44 appearance-none rounded-full border border-stone-300 bg-white bg-[length:16px] bg-[right_14px_center] bg-no-repeat pl-4 pr-10 text-sm text-ink focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric sm:w-auto"
        style={chevron}
      >
        <option value="all">{t`All orders`}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabel(status)}
          </option>
        ))}
      </select>
    </div>
  );
}
