import { useId, useState, type FormEvent } from 'react';
import { CalendarClock, PackageX, Undo2 } from 'lucide-react';
import {
  DELIVERY_FIX_LABELS,
  LOCAL_FAILURE_REASONS,
  reattemptDates,
  reattemptInputSchema,
  type DeliveryAttempt,
  type LocalFailureReason,
  type ReattemptInput,
} from '@kala/contract/delivery-attempts';
import type { AdminShipment } from '@kala/contract/shipments';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, TextField } from '../../../components/ui/form-field';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import type { ShipmentAction } from '../api/shipment-actions';
import { formatMoment } from './shipment-format';

/** What was done about an attempt, in a line. */
function decision(attempt: DeliveryAttempt): string {
  if (!attempt.action) return 'Waiting for a decision';
  const by = attempt.actionBy ? ` by ${attempt.actionBy}` : '';
  if (attempt.action === 'return') return `Sent back to the seller (RTO)${by}`;
  const fixes = [attempt.newAddress && 'corrected address', attempt.newPhone && `new phone ${attempt.newPhone}`]
    .filter(Boolean)
    .join(', ');
  return `Re-attempt on ${attempt.reattemptDate ?? '—'}${by}${fixes ? ` (${fixes})` : ''}`;
}

/**
 * The shipment's failed delivery attempts on the admin order page (decision 032): each with the courier's reason
 * and what was done, and the actions that fit now (as the server says): fail the local courier's attempt under way
 * for a reason (beside 'Advance courier clock'), re-attempt on a date with an optional corrected address or phone and
 * a note for the courier, or send the parcel back to the seller.
 */
export function DeliveryAttemptsSection({
  shipment,
  pendingKind,
  onRun,
}: {
  shipment: AdminShipment;
  pendingKind: ShipmentAction['kind'] | undefined;
  onRun: (action: ShipmentAction) => void;
}) {
  const headingId = useId();
  const { actions, deliveryAttempts } = shipment;
  if (deliveryAttempts.length === 0 && !actions.failAttempt) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-amber-50/60 p-4 ring-1 ring-amber-200">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <PackageX aria-hidden="true" className="h-4 w-4 text-clay" />
        Delivery attempts
      </h3>
      {deliveryAttempts.length === 0 ? (
        <p className="text-sm text-muted">No failed delivery attempt.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {deliveryAttempts.map((attempt) => (
            <li key={attempt._id} className="rounded-lg bg-white px-3 py-2 ring-1 ring-stone-200">
              <p className="font-semibold text-ink">
                Attempt {attempt.attempt} · {formatMoment(attempt.at)}
              </p>
              <p className="text-ink">Reason: {attempt.reason}</p>
              <p className="text-muted">{decision(attempt)}</p>
              {attempt.note && <p className="text-muted">Note: {attempt.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {actions.failAttempt && <FailAttemptForm pending={pendingKind === 'fail-attempt'} onRun={onRun} />}
      {actions.reattempt && <ReattemptForm pending={pendingKind === 'reattempt'} onRun={onRun} />}
      {actions.rto && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'text-red-800 hover:bg-red-50')}
          aria-disabled={pendingKind !== undefined || undefined}
          onClick={() => pendingKind === undefined && onRun({ kind: 'rto', body: {} })}
        >
          <Undo2 aria-hidden="true" className="h-4 w-4" />
          {pendingKind === 'rto' ? 'Asking for the return…' : 'Return to seller'}
        </button>
      )}
    </section>
  );
}

function FailAttemptForm({ pending, onRun }: { pending: boolean; onRun: (action: ShipmentAction) => void }) {
  const id = useId();
  const [reason, setReason] = useState<LocalFailureReason>(LOCAL_FAILURE_REASONS[0]);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onRun({ kind: 'fail-attempt', body: { reason } });
      }}
    >
      <div>
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink">
          Why the delivery failed
        </label>
        <select
          id={id}
          value={reason}
          onChange={(event) => setReason(event.target.value as LocalFailureReason)}
          className={selectClass({ compact: true })}
          style={chevronStyle}
        >
          {LOCAL_FAILURE_REASONS.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary', 'sm')} aria-disabled={pending || undefined}>
        <PackageX aria-hidden="true" className="h-4 w-4" />
        {pending ? 'Failing…' : 'Fail delivery attempt'}
      </button>
    </form>
  );
}

type ReattemptErrors = Partial<Record<string, string>>;

function ReattemptForm({ pending, onRun }: { pending: boolean; onRun: (action: ShipmentAction) => void }) {
  const id = useId();
  const dates = reattemptDates(Date.now());
  const [date, setDate] = useState(dates[0]!);
  const [addressLine1, setAddressLine1] = useState('');
  const [addressLine2, setAddressLine2] = useState('');
  const [zipCode, setZipCode] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReattemptErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const body: ReattemptInput = {
      date,
      ...(addressLine1.trim() || zipCode.trim() ? { address: { addressLine1, addressLine2, zipCode } } : {}),
      ...(phone.trim() ? { phone } : {}),
      ...(note.trim() ? { note } : {}),
    };
    const parsed = reattemptInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: ReattemptErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path.at(-1) ?? 'date')] ??= issue.message;
      setErrors(found);
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onRun({ kind: 'reattempt', body });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-lg bg-white p-3 ring-1 ring-stone-200">
      <p className="text-xs text-muted">
        A corrected address stays within the order’s PIN code; leave the address and phone empty to keep them.
      </p>
      <FieldFrame id={id} label={DELIVERY_FIX_LABELS.date} error={errors.date}>
        <select
          id={id}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className={selectClass({ compact: true })}
          style={chevronStyle}
        >
          {dates.map((day) => (
            <option key={day}>{day}</option>
          ))}
        </select>
      </FieldFrame>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`${DELIVERY_FIX_LABELS.addressLine1} (optional)`}
          value={addressLine1}
          onChange={(e) => setAddressLine1(e.target.value)}
          error={errors.addressLine1}
        />
        <TextField
          label={`${DELIVERY_FIX_LABELS.addressLine2} (optional)`}
          value={addressLine2}
          onChange={(e) => setAddressLine2(e.target.value)}
          error={errors.addressLine2}
        />
        <TextField
          label={`${DELIVERY_FIX_LABELS.zipCode} (with a corrected address)`}
          value={zipCode}
          onChange={(e) => setZipCode(e.target.value)}
          error={errors.zipCode}
          inputMode="numeric"
        />
        <TextField
          label={`${DELIVERY_FIX_LABELS.phone} (optional)`}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
          type="tel"
        />
      </div>
      <TextField
        label={`${DELIVERY_FIX_LABELS.note} (optional)`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
      />
      <button type="submit" className={buttonClass('accent', 'sm')} aria-disabled={pending || undefined}>
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        {pending ? 'Asking…' : 'Re-attempt'}
      </button>
    </form>
  );
}
