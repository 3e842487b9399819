import { CheckCircle2, PhoneCall } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AdminOrderDetail } from '@kala/contract/admin-orders';
import { AWAITING_CONFIRMATION_LABEL, CONFIRMED_VIA_LABELS } from '@kala/contract/cod';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmByPhoneDialog } from './confirm-by-phone-dialog';
import { formatIndiaTime } from './india-time';

type Confirmation = NonNullable<AdminOrderDetail['codConfirmation']>;

function ConfirmationState({ confirmation, cancelled }: { confirmation: Confirmation; cancelled: boolean }) {
  const { awaiting, confirmBy, confirmedAt, confirmedVia } = confirmation;
  if (awaiting) {
    return (
      <>
        <p className="flex w-fit items-center gap-1.5 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900">
          <PhoneCall aria-hidden="true" className="h-4 w-4" />
          {AWAITING_CONFIRMATION_LABEL}
        </p>
        <p className="mt-3 text-sm text-ink">
          It cannot be shipped until the shopper confirms it (from the link in the mail or message, or the order page),
          or you mark it confirmed after calling them.
          {confirmBy && (
            <>
              {' '}
              Unconfirmed by <time dateTime={confirmBy}>{formatIndiaTime(confirmBy)}</time>, it is cancelled and its
              stock given back.
            </>
          )}
        </p>
      </>
    );
  }
  if (confirmedAt) {
    return (
      <p className="flex items-start gap-1.5 text-sm text-ink">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-800" />
        <span>
          Confirmed {confirmedVia ? `${CONFIRMED_VIA_LABELS[confirmedVia]} ` : ''}on{' '}
          <time dateTime={confirmedAt}>{formatIndiaTime(confirmedAt)}</time>
        </span>
      </p>
    );
  }
  return (
    <p className="text-sm text-ink">
      {cancelled ? 'Not confirmed: the order was cancelled.' : 'No confirmation was recorded for this order.'}
    </p>
  );
}

/**
 * A cash-on-delivery order's confirmation on the admin's order page (issue 25 item 2): awaiting (with the deadline in
 * India time and 'Mark confirmed by phone'), or who confirmed it, how and when; and a medium-risk order's advance,
 * paid or not. Nothing for an order without a confirmation (online, or placed when none was asked).
 */
export function CodConfirmationPanel({ order }: { order: AdminOrderDetail }) {
  const [asking, setAsking] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmation = order.codConfirmation;
  if (!confirmation) return null;

  return (
    <section
      aria-labelledby="admin-order-cod-confirmation"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2
        id="admin-order-cod-confirmation"
        ref={headingRef}
        tabIndex={-1}
        className="mb-4 font-display text-xl text-ink focus:outline-none"
      >
        Cash on delivery confirmation
      </h2>
      <div role="status">
        <ConfirmationState confirmation={confirmation} cancelled={order.orderStatus === 'cancelled'} />
      </div>
      {confirmation.advance > 0 && (
        <p className="mt-3 text-sm text-ink">
          Advance {formatRupees(confirmation.advance)}:{' '}
          <span className="font-semibold">{confirmation.advancePaid ? 'paid' : 'not paid'}</span>
          <span className="text-muted">
            {confirmation.advancePaid
              ? ' online; the rest is collected in cash.'
              : ' yet (paid online by the shopper).'}
          </span>
        </p>
      )}
      {confirmation.awaiting && (
        <button
          ref={openerRef}
          type="button"
          className={buttonClass('primary', 'md', 'mt-4 w-full sm:w-auto')}
          onClick={() => setAsking(true)}
        >
          <PhoneCall aria-hidden="true" className="h-4 w-4" />
          Mark confirmed by phone
        </button>
      )}
      {asking && (
        <ConfirmByPhoneDialog
          orderId={order._id}
          orderNumber={order.orderNumber}
          onClose={() => setAsking(false)}
          // Once confirmed the button is gone: the focus then goes to the panel, which says what changed.
          onClosed={() => (openerRef.current?.isConnected ? openerRef.current : headingRef.current)?.focus()}
        />
      )}
    </section>
  );
}
