import { ph } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { CLAIM_MESSAGES } from '@kala/contract/claims';
import { buttonClass } from '../../../components/ui/button';
import { useOrderClaims } from '../api/claims';
import { ClaimCard } from './claim-card';
import { ClaimForm } from './claim-form';
import { claimMoment } from './claim-labels';

/**
 * 'Problem with your order?' on a delivered order's page (issue 26 item 5, spec §9): the order's claims and their
 * state, 'Report a problem' while the window is open (until when, in India time), and once it has closed, why the
 * option is gone. Nothing for an order not delivered yet. Loaded as its own chunk by the order page.
 */
export default function ClaimPanel({ orderId }: { orderId: string }) {
  const query = useOrderClaims(orderId);
  const [writing, setWriting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form's buttons go with it: focus comes back to the panel's heading, not to the page's start.
  const closeForm = () => {
    setWriting(false);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const state = query.data;
  if (!state || (!state.deliveredAt && state.claims.length === 0)) return null;
  const closed = !state.canReport && state.reason === CLAIM_MESSAGES.windowClosed;
  return (
    <section
      aria-labelledby="claims-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id="claims-heading" ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        <Trans>Problem with your order?</Trans>
      </h2>
      {state.claims.length > 0 && (
        <div className="mt-4 space-y-4">
          {state.claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} orderId={orderId} />
          ))}
        </div>
      )}
      {state.canReport && !writing && (
        <div className="mt-3 space-y-3">
          <p className="text-muted">
            <Trans>
              If a piece arrived damaged, or you received the wrong piece, tell us with photos by{' '}
              <strong className="text-ink">{ph({ reportBy: claimMoment(state.reportBy!) })}</strong> and we will replace
              or refund it.
            </Trans>
          </p>
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setWriting(true)}>
            <Trans>Report a problem</Trans>
          </button>
        </div>
      )}
      {state.canReport && writing && <ClaimForm orderId={orderId} pieces={state.pieces} onDone={closeForm} />}
      {closed && (
        <p className="mt-3 text-muted" role="note">
          <Trans>
            {ph({ rule: CLAIM_MESSAGES.windowRule })}. This order was delivered on{' '}
            {ph({ deliveredAt: claimMoment(state.deliveredAt!) })}, so the time to report a problem ended on{' '}
            {ph({ reportBy: claimMoment(state.reportBy!) })}.
          </Trans>
        </p>
      )}
    </section>
  );
}
