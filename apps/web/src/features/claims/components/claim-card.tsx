import { ph, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CLAIM_MESSAGE_MAX, CLAIM_PHOTOS_MAX, claimReplySchema, type Claim } from '@kala/contract/claims';
import { formatRupees } from '@kala/contract/money';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField } from '../../../components/ui/form-field';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { PhotoPicker } from '../../../components/upload/photo-picker';
import { errorMessage } from '../../../lib/api-client';
import { useReplyToClaim } from '../api/claims';
import { claimKindLabel, claimMoment, claimStatusLabel } from './claim-labels';
import { claimPicker, useClaimPhotos } from './use-claim-photos';

const TONES: Record<Claim['status'], string> = {
  open: 'bg-amber-100 text-amber-900',
  info_requested: 'bg-indigo/10 text-indigo',
  replaced: 'bg-green-100 text-green-900',
  refunded: 'bg-green-100 text-green-900',
  declined: 'bg-stone-200 text-stone-800',
};

/** What the store decided, in the shopper's words. */
function Outcome({ claim }: { claim: Claim }) {
  if (claim.status === 'replaced' && claim.replacementOrder) {
    return (
      <p className="text-ink">
        <Trans>
          We are sending a replacement at no cost:{' '}
          <Link className="font-semibold text-clay underline" to={`/orders/${claim.replacementOrder.id}`}>
            order {ph({ orderNumber: claim.replacementOrder.orderNumber })}
          </Link>
          .
        </Trans>
      </p>
    );
  }
  if (claim.status === 'refunded' && claim.refund) {
    const note = claim.refund.note;
    return (
      <p className="text-ink">
        <Trans>
          We are refunding <strong>{ph({ amount: formatRupees(claim.refund.amount) })}</strong>.
        </Trans>{' '}
        {claim.refund.method === 'manual'
          ? note
            ? t`Paid back by bank transfer or UPI: ${note}`
            : t`Paid back by bank transfer or UPI.`
          : t`It reaches your original payment method within 5-7 business days.`}
      </p>
    );
  }
  if (claim.status === 'declined') {
    return (
      <p className="text-ink">
        <Trans>
          We could not approve this report. <span className="font-semibold">Reason:</span>{' '}
          {ph({ reason: claim.declineReason ?? '' })}
        </Trans>
      </p>
    );
  }
  if (claim.status === 'open')
    return (
      <p className="text-muted">
        <Trans>We review every report within 24-48 hours.</Trans>
      </p>
    );
  return null;
}

/** The shopper's answer to the store's question: text and/or photos. */
function ReplyForm({ orderId, claimId }: { orderId: string; claimId: string }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const photos = useClaimPhotos();
  const reply = useReplyToClaim(orderId, claimId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending || photos.uploading) return;
    const checked = claimReplySchema.safeParse({ message, photoIds: photos.photoIds });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(checked.data, {
      onSuccess: () => {
        setMessage('');
        photos.reset();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl bg-sand/40 p-4">
      <TextareaField
        label={t`Your answer`}
        value={message}
        maxLength={CLAIM_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
        error={error}
        className="min-h-24"
      />
      <PhotoPicker
        photos={photos}
        {...claimPicker()}
        disabled={reply.isPending}
        hint={t`Optional: up to ${CLAIM_PHOTOS_MAX} more photos.`}
      />
      {reply.isError && (
        <FormMessage tone="error">{errorMessage(reply.error, t`Your answer could not be sent.`)}</FormMessage>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'md')}
        aria-disabled={reply.isPending || photos.uploading || undefined}
        aria-busy={reply.isPending || undefined}
      >
        {reply.isPending ? t`Sending…` : t`Send answer`}
      </button>
    </form>
  );
}

/** One claim on the order page: its state, what was reported, the conversation and the outcome. */
export function ClaimCard({ claim, orderId }: { claim: Claim; orderId: string }) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold text-ink">
          <Trans>
            {ph({ kind: claimKindLabel(claim.kind) })} · reported {ph({ date: claimMoment(claim.createdAt) })}
          </Trans>
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONES[claim.status]}`}>
          {claimStatusLabel(claim.status)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {claim.items.map((item) => `${item.quantity} × ${item.name}${item.size ? ` (${item.size})` : ''}`).join(', ')}
      </p>
      <p className="whitespace-pre-line text-ink">{claim.description}</p>
      <PhotoThumbnails photos={claim.photos} label={t`Photo`} />
      {claim.messages.length > 0 && (
        <ol className="space-y-3" aria-label={t`Messages`}>
          {claim.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl p-3 ${message.from === 'store' ? 'bg-indigo/5 ring-1 ring-indigo/20' : 'bg-stone-50 ring-1 ring-stone-200'}`}
            >
              <p className="text-sm font-semibold text-ink">
                {message.from === 'store' ? t`Kala team` : t`You`}
                <span className="font-normal text-muted"> · {claimMoment(message.at)}</span>
              </p>
              {message.body && <p className="mt-1 whitespace-pre-line text-ink">{message.body}</p>}
              <div className="mt-2">
                <PhotoThumbnails photos={message.photos} label={t`Reply photo`} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <Outcome claim={claim} />
      {claim.status === 'info_requested' && <ReplyForm orderId={orderId} claimId={claim.id} />}
    </article>
  );
}
