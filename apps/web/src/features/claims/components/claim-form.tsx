import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_KINDS,
  CLAIM_PHOTOS_MAX,
  claimReportSchema,
  type ClaimKind,
  type OrderClaims,
} from '@kala/contract/claims';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextareaField } from '../../../components/ui/form-field';
import { PhotoPicker } from '../../../components/upload/photo-picker';
import { errorMessage } from '../../../lib/api-client';
import { useReportClaim } from '../api/claims';
import { claimKindLabel } from './claim-labels';
import { claimPicker, useClaimPhotos } from './use-claim-photos';

type Field = 'items' | 'kind' | 'description' | 'photoIds';
const KIND_HINTS = {
  damaged: msg`Broken, cracked, chipped or scratched on arrival`,
  wrong_piece: msg`Another piece or another size than you ordered`,
  missing: msg`A piece of the order was not in the parcel`,
} satisfies Record<ClaimKind, unknown>;

/**
 * The report of a problem (spec §9: a damaged or wrong piece within 3 days of delivery, with photos): which pieces
 * and how many, what happened, a description and 1-3 photos. Checked by the contract's schema before sending; the
 * server's refusal (the window closed meanwhile, a photo lost) is shown above the buttons.
 */
export function ClaimForm({
  orderId,
  pieces,
  onDone,
}: {
  orderId: string;
  pieces: OrderClaims['pieces'];
  onDone: () => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    pieces.length === 1 ? { [pieces[0]!.orderItemId]: 1 } : {},
  );
  const [kind, setKind] = useState<ClaimKind | ''>('');
  const [description, setDescription] = useState('');
  const typed = description.length;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  // 'Report a problem' is gone once the form opens: focus moves to the form's heading.
  useEffect(() => title.current?.focus(), []);
  const photos = useClaimPhotos();
  const report = useReportClaim(orderId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending || photos.uploading) return;
    const body = {
      items: Object.entries(chosen).map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
      kind,
      description,
      photoIds: photos.photoIds,
    };
    const checked = claimReportSchema.safeParse(body);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      // Focus goes to the first field to fix, in the form's order.
      const first = (['items', 'kind', 'description', 'photoIds'] as const).find((f) => found[f]);
      if (first === 'description') descriptionRef.current?.focus();
      else if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    report.mutate(checked.data, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="font-display text-lg text-ink">
        <Trans>Report a problem</Trans>
      </h3>
      <fieldset aria-describedby={errors.items ? `${id}-items-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          <Trans>Which pieces?</Trans>
        </legend>
        <ul className="space-y-2">
          {pieces.map((piece, i) => {
            const picked = chosen[piece.orderItemId];
            return (
              <li key={piece.orderItemId} className="flex flex-wrap items-center gap-3">
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    id={i === 0 ? `${id}-items` : undefined}
                    type="checkbox"
                    className="h-5 w-5 accent-clay"
                    checked={picked !== undefined}
                    onChange={(event) =>
                      setChosen(({ [piece.orderItemId]: _gone, ...rest }) =>
                        event.target.checked ? { ...rest, [piece.orderItemId]: 1 } : rest,
                      )
                    }
                  />
                  <img
                    src={piece.thumbnail}
                    alt=""
                    className="h-10 w-10 rounded-md object-cover ring-1 ring-stone-200"
                  />
                  <span className="text-ink">
                    {piece.name} <span className="text-muted">({piece.size})</span>
                  </span>
                </label>
                {picked !== undefined && piece.quantity > 1 && (
                  <label className="flex items-center gap-2 text-sm text-muted">
                    <Trans>How many</Trans>
                    <select
                      className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-ink"
                      value={picked}
                      onChange={(event) =>
                        setChosen((c) => ({ ...c, [piece.orderItemId]: Number(event.target.value) }))
                      }
                    >
                      {Array.from({ length: piece.quantity }, (_, n) => (
                        <option key={n + 1} value={n + 1}>
                          {n + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p id={`${id}-items-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.items}
          </p>
        )}
      </fieldset>

      <fieldset aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          <Trans>What happened?</Trans>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {CLAIM_KINDS.map((value, i) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl border border-stone-300 p-3 has-[:checked]:border-clay has-[:checked]:bg-sand/50"
            >
              <input
                id={i === 0 ? `${id}-kind` : undefined}
                type="radio"
                name={`${id}-kind`}
                className="mt-1 h-4 w-4 accent-clay"
                checked={kind === value}
                onChange={() => setKind(value)}
              />
              <span>
                <span className="block font-semibold text-ink">{claimKindLabel(value)}</span>
                <span className="block text-sm text-muted">{i18n._(KIND_HINTS[value])}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.kind && (
          <p id={`${id}-kind-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.kind}
          </p>
        )}
      </fieldset>

      <TextareaField
        ref={descriptionRef}
        label={t`Description`}
        value={description}
        maxLength={CLAIM_DESCRIPTION_MAX}
        onChange={(event) => setDescription(event.target.value)}
        error={errors.description}
        hint={t`What you see, where the damage is, how the parcel looked. ${typed}/${CLAIM_DESCRIPTION_MAX}`}
      />

      <div id={`${id}-photoIds`} tabIndex={-1}>
        <PhotoPicker
          photos={photos}
          {...claimPicker()}
          disabled={report.isPending}
          error={errors.photoIds}
          hint={t`1 to ${CLAIM_PHOTOS_MAX} photos: the piece, the damage up close, and the box it came in. JPEG, PNG or WebP, up to 10MB each.`}
        />
      </div>

      {report.isError && (
        <FormMessage tone="error">
          {errorMessage(report.error, t`Your report could not be sent. Please try again.`)}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className={buttonClass('primary', 'md')}
          aria-disabled={report.isPending || photos.uploading || undefined}
          aria-busy={report.isPending || undefined}
        >
          {report.isPending ? t`Sending…` : photos.uploading ? t`Uploading photos…` : t`Send report`}
        </button>
        <button type="button" className={buttonClass('ghost', 'md')} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
