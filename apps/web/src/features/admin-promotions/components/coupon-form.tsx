import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CATEGORIES, categoryTitle } from '@kala/contract/categories';
import {
  COUPON_KIND_LABELS,
  COUPON_KINDS,
  toIndiaLocal,
  type AdminCoupon,
  type CouponInput,
  type CouponKind,
} from '@kala/contract/promotions';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, inputClass } from '../../../components/ui/form-field';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSaveCoupon } from '../api/admin-coupons';

/** The form's text fields as typed (numbers stay text until sent, so an empty field is 'none'). */
interface Draft {
  code: string;
  kind: CouponKind;
  percent: string;
  ceiling: string;
  amount: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  categories: string[];
  productIds: string;
  usageCap: string;
  perShopperLimit: string;
  firstOrderOnly: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));

function draftOf(coupon: AdminCoupon | undefined): Draft {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: text(coupon?.percent ?? 10),
    ceiling: text(coupon?.ceiling ?? null),
    amount: text(coupon?.amount ?? null),
    minOrder: coupon && coupon.minOrder > 0 ? String(coupon.minOrder) : '',
    // A new code starts now (India time), to the minute.
    startsAt: coupon?.startsAt ?? toIndiaLocal(new Date()),
    endsAt: coupon?.endsAt ?? '',
    categories: coupon?.categories ?? [],
    productIds: coupon?.productIds.join(', ') ?? '',
    usageCap: text(coupon?.usageCap ?? null),
    perShopperLimit: coupon ? text(coupon.perShopperLimit) : '1',
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
  };
}

const num = (value: string) => (value.trim() === '' ? null : Number(value));

function inputOf(d: Draft): CouponInput {
  return {
    code: d.code,
    kind: d.kind,
    percent: d.kind === 'percent' ? num(d.percent) : null,
    ceiling: d.kind === 'percent' ? num(d.ceiling) : null,
    amount: d.kind === 'flat' ? num(d.amount) : null,
    minOrder: num(d.minOrder) ?? 0,
    startsAt: d.startsAt,
    endsAt: d.endsAt || null,
    categories: d.categories as CouponInput['categories'],
    productIds: d.productIds
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    usageCap: num(d.usageCap),
    perShopperLimit: num(d.perShopperLimit),
    firstOrderOnly: d.firstOrderOnly,
  };
}

/** The server's field errors by field (a 400's `errors`), and its one message otherwise. */
function problemsOf(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!error) return { fields: {}, message: null };
  const fields: Record<string, string> = {};
  const listed =
    error instanceof ApiError ? (error.body?.errors as { path: string; message: string }[] | undefined) : undefined;
  for (const e of listed ?? []) fields[e.path.split('.')[0] ?? e.path] ??= e.message;
  return { fields, message: errorMessage(error, 'The code could not be saved. Please try again.') };
}

/**
 * Create or edit a code (issue 27 item 5). Dates are entered in India time; the server checks everything again
 * (unique code whatever its case, end after start) and its messages are shown by the fields.
 */
export function CouponForm({ coupon, onDone }: { coupon?: AdminCoupon; onDone: () => void }) {
  const [d, setD] = useState<Draft>(() => draftOf(coupon));
  const save = useSaveCoupon();
  const id = useId();
  const { fields, message } = problemsOf(save.error);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((prev) => ({ ...prev, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...(coupon && { id: coupon.id }), input: inputOf(d) }, { onSuccess: onDone });
  };

  const field = (key: keyof Draft, label: string, input: ReactNode, hint?: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {input}
      {hint && !fields[key] && <p className="mt-1 text-sm text-muted">{hint}</p>}
      {fields[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
          {fields[key]}
        </p>
      )}
    </div>
  );
  const textInput = (
    key: keyof Draft,
    props: { type?: string; inputMode?: 'numeric' | 'decimal'; placeholder?: string } = {},
  ) => (
    <input
      id={`${id}-${key}`}
      value={d[key] as string}
      onChange={(event) => set(key, event.target.value as never)}
      aria-invalid={fields[key] ? true : undefined}
      aria-describedby={fields[key] ? `${id}-${key}-error` : undefined}
      className={inputClass(Boolean(fields[key]))}
      {...props}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h3 className="font-display text-xl text-ink">{coupon ? `Edit ${coupon.code}` : 'New code'}</h3>
      {message && <FormMessage tone="error">{message}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'code',
          'Code',
          textInput('code', { placeholder: 'DIWALI10' }),
          'Letters, digits, - or _; the same in any case.',
        )}
        {field(
          'kind',
          'What it gives',
          <select
            id={`${id}-kind`}
            value={d.kind}
            onChange={(event) => set('kind', event.target.value as CouponKind)}
            className={selectClass({ className: 'w-full' })}
            style={chevronStyle}
          >
            {COUPON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {COUPON_KIND_LABELS[kind]}
              </option>
            ))}
          </select>,
        )}
        {d.kind === 'percent' && field('percent', 'Percent off', textInput('percent', { inputMode: 'numeric' }))}
        {d.kind === 'percent' &&
          field(
            'ceiling',
            'Most off, in ₹ (optional)',
            textInput('ceiling', { inputMode: 'decimal' }),
            'Empty: no ceiling.',
          )}
        {d.kind === 'flat' && field('amount', 'Amount off, in ₹', textInput('amount', { inputMode: 'decimal' }))}
        {field('minOrder', 'Minimum order, in ₹ (optional)', textInput('minOrder', { inputMode: 'decimal' }))}
        {field('startsAt', 'Starts (India time)', textInput('startsAt', { type: 'datetime-local' }))}
        {field(
          'endsAt',
          'Ends (India time, optional)',
          textInput('endsAt', { type: 'datetime-local' }),
          'The first minute it no longer works.',
        )}
        {field('usageCap', 'Total uses (optional)', textInput('usageCap', { inputMode: 'numeric' }), 'Empty: no cap.')}
        {field(
          'perShopperLimit',
          'Uses per shopper (optional)',
          textInput('perShopperLimit', { inputMode: 'numeric' }),
          'Empty: no limit.',
        )}
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-ink">Only for these categories (optional)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {CATEGORIES.map((c) => (
            <label key={c.slug} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5 accent-clay"
                checked={d.categories.includes(c.slug)}
                onChange={(event) =>
                  set(
                    'categories',
                    event.target.checked ? [...d.categories, c.slug] : d.categories.filter((s) => s !== c.slug),
                  )
                }
              />
              {categoryTitle(c.slug)}
            </label>
          ))}
        </div>
      </fieldset>
      {field(
        'productIds',
        'Only for these product ids (optional)',
        textInput('productIds'),
        'Separated by commas. Empty with no category: every piece.',
      )}
      <label className="inline-flex min-h-11 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5 accent-clay"
          checked={d.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.target.checked)}
        />
        First order only
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', 'md')} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : coupon ? 'Save code' : 'Create code'}
        </button>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
