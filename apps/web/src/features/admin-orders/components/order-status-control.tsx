import { useRef, useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@kala/contract/orders';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { StatusChangeDialog, type StatusTarget } from './status-change-dialog';
import { statusChoices } from './status-options';

/**
 * The status dropdown of spec §2 (a table row, a card, the order page). It always shows the order's status as the
 * server last said; picking another opens the dialog, and only a successful update changes it. When the dialog
 * closes the focus comes back to this dropdown.
 */
export function OrderStatusControl({
  order,
  label,
  compact = false,
  className,
}: {
  order: StatusTarget;
  /** The accessible name, e.g. 'Status of order KALA-100001'. */
  label: string;
  compact?: boolean;
  className?: string;
}) {
  const [picked, setPicked] = useState<OrderStatus | undefined>();
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <>
      <select
        ref={selectRef}
        aria-label={label}
        value={order.orderStatus}
        onChange={(event) => setPicked(event.target.value as OrderStatus)}
        className={selectClass({ compact, className })}
        style={chevronStyle}
      >
        {statusChoices(order.orderStatus).map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {picked && (
        <StatusChangeDialog
          order={order}
          status={picked}
          onClose={() => setPicked(undefined)}
          onClosed={() => selectRef.current?.focus()}
        />
      )}
    </>
  );
}
