import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@kala/contract/money';
import type { CodeOutcome } from '@kala/contract/promotions';
import { buttonClass } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { translateContractMessage } from '../../../lib/i18n';
import { useCartCode, useChangeCartCode } from '../api/cart-code';

/**
 * The one coupon code of the cart (issue 27 item 1), in the cart's summary and at checkout's review: a field to
 * apply a code, then the code with what it takes off, or the reason it does not apply in plain words, and Remove.
 * The figures are the server's (the checkout's own pricing). `showTotals` adds the cart's total with the code (the
 * checkout's summary shows its own). `onChanged` lets the page refresh what the code prices (the checkout's review).
 */
export function CouponField({ onChanged, showTotals = false }: { onChanged?: () => void; showTotals?: boolean }) {
  const code = useCartCode();
  const change = useChangeCartCode(onChanged);
  const [typed, setTyped] = useState('');
  const id = useId();
  const error = change.isError ? errorMessage(change.error, t`The code could not be checked. Please try again.`) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    change.mutate(typed.trim(), { onSuccess: () => setTyped('') });
  };

  const current = code.data;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-stone-200 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
        <Trans>Coupon code</Trans>
      </h3>
      {current ? (
        <AppliedCode
          coupon={current}
          showTotals={showTotals}
          removing={change.isPending}
          onRemove={() => change.mutate(null)}
        />
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-code`} className="sr-only">
              <Trans>Coupon code</Trans>
            </label>
            <input
              id={`${id}-code`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              placeholder={t`Enter a code`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass(Boolean(error))}
            />
          </div>
          <button type="submit" className={buttonClass('secondary', 'md')} disabled={change.isPending}>
            {change.isPending ? t`Checking…` : t`Apply`}
          </button>
        </form>
      )}
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}

function AppliedCode({
  coupon,
  showTotals,
  removing,
  onRemove,
}: {
  coupon: CodeOutcome;
  showTotals: boolean;
  removing: boolean;
  onRemove: () => void;
}) {
  const code = coupon.code;
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="rounded-md bg-stone-100 px-2 py-1 font-mono font-semibold text-ink">{coupon.code}</span>
          {coupon.summary && <span className="ml-2 text-muted">{translateContractMessage(coupon.summary)}</span>}
        </p>
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          className="font-semibold text-clay-dark underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-turmeric"
        >
          <Trans>
            Remove<span className="sr-only"> code {code}</span>
          </Trans>
        </button>
      </div>
      <div role="status">
        {coupon.applied ? (
          <dl className="space-y-1">
            <div className="flex justify-between gap-4 font-semibold text-green-800">
              <dt>
                {coupon.freeShipping && coupon.discount === 0 ? t`Free shipping with the code` : t`Code discount`}
              </dt>
              <dd className="tabular-nums">{coupon.discount > 0 ? `−${formatRupees(coupon.discount)}` : t`Applied`}</dd>
            </div>
            {showTotals && (
              <div className="flex justify-between gap-4 font-semibold">
                <dt>
                  <Trans>Total with the code</Trans>
                </dt>
                <dd className="tabular-nums text-clay-dark">{formatRupees(coupon.totalAfter)}</dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
            {coupon.message && translateContractMessage(coupon.message)}
          </p>
        )}
        {coupon.applied && coupon.note && <p className="mt-1 text-muted">{translateContractMessage(coupon.note)}</p>}
      </div>
    </div>
  );
}
