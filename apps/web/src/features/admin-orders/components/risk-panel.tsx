import clsx from 'clsx';
import { ShieldAlert, ShieldCheck, ShieldX, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { RISK_TIER_LABELS, RISK_TIERS, riskOverrideSchema, type OrderRisk, type RiskTier } from '@kala/contract/cod';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, TextareaField } from '../../../components/ui/form-field';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOverrideRisk } from '../api/cod-actions';

/** Each tier with its own icon and words, so the colour is never the only sign (dark text on a pale ground). */
const TIER_LOOK: Record<RiskTier, { icon: LucideIcon; tone: string }> = {
  low: { icon: ShieldCheck, tone: 'bg-green-100 text-green-900 ring-green-700/30' },
  medium: { icon: ShieldAlert, tone: 'bg-amber-100 text-amber-900 ring-amber-700/30' },
  high: { icon: ShieldX, tone: 'bg-red-100 text-red-900 ring-red-700/30' },
};

export function RiskTierBadge({ tier }: { tier: RiskTier }) {
  const { icon: Icon, tone } = TIER_LOOK[tier];
  return (
    <span
      className={clsx('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1', tone)}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {RISK_TIER_LABELS[tier]}
    </span>
  );
}

const NOTE_MAX = 500;

/** 'Override tier': the owner's own tier for this order, with the reason (required, kept and audited). */
function OverrideForm({ orderId, risk, onDone }: { orderId: string; risk: OrderRisk; onDone: () => void }) {
  const id = useId();
  const current = risk.override ?? risk.tier;
  const [tier, setTier] = useState<RiskTier>(current === 'high' ? 'medium' : 'high');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'tier' | 'note', string>>>({});
  const override = useOverrideRisk(orderId);
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => selectRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (override.isPending) return;
    const checked = riskOverrideSchema.safeParse({ tier, note });
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setProblems({});
    override.mutate(checked.data, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? 'Risk tier overridden');
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4 rounded-xl bg-stone-50 p-4" aria-label="Override tier">
      <FieldFrame id={`${id}-tier`} label="New tier" error={problems.tier}>
        <select
          ref={selectRef}
          id={`${id}-tier`}
          value={tier}
          onChange={(event) => setTier(event.target.value as RiskTier)}
          className={selectClass({ className: 'w-full', invalid: Boolean(problems.tier) })}
          style={chevronStyle}
        >
          {RISK_TIERS.map((option) => (
            <option key={option} value={option}>
              {RISK_TIER_LABELS[option]}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextareaField
        label="Reason (required)"
        hint={`Why this tier, for whoever reads this order later. ${note.length}/${NOTE_MAX}`}
        required
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        className="min-h-24"
        error={problems.note}
        onChange={(event) => setNote(event.target.value)}
      />
      {override.isError && (
        <FormMessage tone="error">
          {errorMessage(override.error, 'Could not save the tier. Please try again.')}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} aria-disabled={override.isPending || undefined}>
          {override.isPending ? 'Saving…' : 'Save tier'}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * A cash-on-delivery order's risk on the admin's order page (issue 25 item 3): the tier in force (the owner's
 * override, else the one worked out at checkout), the score and its reasons, the override's reason, and 'Override
 * tier'. Nothing for an order without a tier (online orders).
 */
export function RiskPanel({ order }: { order: AdminOrderDetail }) {
  const [overriding, setOverriding] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const risk = order.risk;
  if (!risk) return null;
  const inForce = risk.override ?? risk.tier;
  const close = () => {
    setOverriding(false);
    // The form replaced nothing: give the focus back to the button that opened it, once it is back.
    requestAnimationFrame(() => openerRef.current?.focus());
  };

  return (
    <section
      aria-labelledby="admin-order-risk"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="admin-order-risk" className="mb-4 font-display text-xl text-ink">
        COD risk
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <RiskTierBadge tier={inForce} />
        <span className="text-sm text-muted">
          Score {risk.score} of 100 at checkout{risk.override ? `, worked out as ${RISK_TIER_LABELS[risk.tier]}` : ''}
        </span>
      </div>
      {risk.override && (
        <p className="mt-3 text-sm text-ink">
          <span className="font-semibold">Set by the store:</span> {risk.overrideNote}
        </p>
      )}
      <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted">Why, at checkout</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink">
        {risk.reasons.map((reason) => (
          <li key={reason} className="break-words">
            {reason}
          </li>
        ))}
      </ul>
      {overriding ? (
        <OverrideForm orderId={order._id} risk={risk} onDone={close} />
      ) : (
        <button
          ref={openerRef}
          type="button"
          className={buttonClass('secondary', 'md', 'mt-4')}
          onClick={() => setOverriding(true)}
        >
          Override tier
        </button>
      )}
    </section>
  );
}
