import { useEffect, useRef, useState } from 'react';
import { SHIPMENT_MESSAGES, SHIPMENT_REASON_MAX } from '@kala/contract/shipments';
import { buttonClass } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/form-field';

/**
 * 'Cancel shipment' asks why (spec §7 cancel {reason}); the reason is required and kept on the shipment. It opens
 * in place with the focus in the reason; 'Keep shipment' closes it and gives the focus back to its opener.
 */
export function CancelShipmentForm({
  pending,
  onConfirm,
  onKeep,
}: {
  pending: boolean;
  onConfirm: (reason: string) => void;
  onKeep: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);

  return (
    <form
      aria-label="Cancel shipment"
      className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const trimmed = reason.trim();
        if (!trimmed) {
          setError(SHIPMENT_MESSAGES.reasonRequired);
          ref.current?.focus();
          return;
        }
        onConfirm(trimmed);
      }}
    >
      <TextareaField
        ref={ref}
        label="Reason for cancelling the shipment"
        hint={`${reason.length}/${SHIPMENT_REASON_MAX} characters`}
        value={reason}
        maxLength={SHIPMENT_REASON_MAX}
        rows={3}
        className="min-h-20"
        error={error}
        aria-required="true"
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !pending) onKeep();
        }}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className={buttonClass('primary', 'sm', 'bg-red-700 hover:bg-red-800')}
        >
          {pending ? 'Cancelling…' : 'Cancel shipment'}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onKeep} disabled={pending}>
          Keep shipment
        </button>
      </div>
    </form>
  );
}
