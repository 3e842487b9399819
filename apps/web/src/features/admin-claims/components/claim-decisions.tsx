import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CLAIM_MESSAGE_MAX,
  CLAIM_MESSAGES,
  CLAIM_NOTE_MAX,
  CLAIM_REASON_MAX,
  type AdminClaim,
} from '@kala/contract/claims';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useClaimDecision, type Decision } from '../api/admin-claims';

/** One decision's box: a heading, what it does, its field and its button. */
function DecisionForm({
  title,
  about,
  field,
  action,
  busy,
  onSubmit,
}: {
  title: string;
  about: ReactNode;
  field?: ReactNode;
  action: string;
  busy: boolean;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-stone-200 p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="text-sm text-muted">{about}</p>
      {field}
      <button
        type="submit"
        className={buttonClass('secondary', 'sm')}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {action}
      </button>
    </form>
  );
}

/**
 * The four decisions on an open claim: ask the shopper for more, approve a replacement (a zero-price order shipped as
 * usual), approve a refund of the pieces (a cash-on-delivery order needs the bank-transfer note), or decline with a
 * reason. Each field is checked by the contract's rule on the server; its refusal shows here.
 */
export function ClaimDecisions({ claim }: { claim: AdminClaim }) {
  const decision = useClaimDecision(claim.id);
  const [message, setMessage] = useState('');
  const [replaceNote, setReplaceNote] = useState('');
  const [refundNote, setRefundNote] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<Partial<Record<Decision['kind'], string>>>({});
  const cash = claim.paymentMethod === 'cash_on_delivery';
  const busy = decision.isPending;
  const goods = claim.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);

  const send = (next: Decision, required?: { value: string; message: string }) => {
    if (required && !required.value.trim()) {
      setMissing({ [next.kind]: required.message });
      return;
    }
    setMissing({});
    decision.mutate(next);
  };
  const failed = decision.isError ? errorMessage(decision.error, 'That did not work. Please try again.') : null;

  return (
    <section aria-labelledby="claim-decisions-heading" className="space-y-4">
      <h2 id="claim-decisions-heading" className="font-display text-xl text-ink">
        Decide
      </h2>
      {failed && <FormMessage tone="error">{failed}</FormMessage>}
      <div className="grid gap-4 lg:grid-cols-2">
        <DecisionForm
          title="Ask the shopper for more"
          about="They get a mail and can answer with text and photos on their order page."
          action="Send question"
          busy={busy}
          onSubmit={() =>
            send({ kind: 'ask', body: { message } }, { value: message, message: CLAIM_MESSAGES.messageRequired })
          }
          field={
            <TextareaField
              label="Question"
              value={message}
              maxLength={CLAIM_MESSAGE_MAX}
              onChange={(e) => setMessage(e.target.value)}
              error={missing.ask}
              className="min-h-24"
            />
          }
        />
        <DecisionForm
          title="Approve a replacement"
          about="A new order of the claimed pieces at ₹0, confirmed and ready to ship as usual; stock is taken if counted."
          action="Approve replacement"
          busy={busy}
          onSubmit={() => send({ kind: 'replace', body: replaceNote.trim() ? { note: replaceNote } : {} })}
          field={
            <TextareaField
              label="Note for the replacement order (optional)"
              value={replaceNote}
              maxLength={CLAIM_NOTE_MAX}
              onChange={(e) => setReplaceNote(e.target.value)}
              className="min-h-20"
            />
          }
        />
        <DecisionForm
          title="Approve a refund"
          about={
            cash
              ? `Paid in cash: pay ${formatRupees(goods)} plus its GST back by bank transfer or UPI, then record how. A credit note is issued.`
              : `Refunds ${formatRupees(goods)} plus its GST to the original payment through the payment provider. A credit note is issued.`
          }
          action="Approve refund"
          busy={busy}
          onSubmit={() =>
            send(
              { kind: 'refund', body: refundNote.trim() ? { note: refundNote } : {} },
              cash ? { value: refundNote, message: CLAIM_MESSAGES.noteRequired } : undefined,
            )
          }
          field={
            <TextareaField
              label={cash ? 'Bank transfer note' : 'Note (optional)'}
              value={refundNote}
              maxLength={CLAIM_NOTE_MAX}
              onChange={(e) => setRefundNote(e.target.value)}
              error={missing.refund}
              hint={cash ? 'For example: NEFT to the shopper’s account, UTR and date.' : undefined}
              className="min-h-20"
            />
          }
        />
        <DecisionForm
          title="Decline"
          about="The shopper reads your reason in a mail and on their order page."
          action="Decline claim"
          busy={busy}
          onSubmit={() =>
            send({ kind: 'decline', body: { reason } }, { value: reason, message: CLAIM_MESSAGES.reasonRequired })
          }
          field={
            <TextareaField
              label="Reason"
              value={reason}
              maxLength={CLAIM_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              error={missing.decline}
              className="min-h-20"
            />
          }
        />
      </div>
    </section>
  );
}
