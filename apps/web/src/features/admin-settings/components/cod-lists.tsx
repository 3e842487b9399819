import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { codListEntrySchema, type CodListEntry, type CodSettingsView } from '@kala/contract/cod';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, TextField } from '../../../components/ui/form-field';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAddCodListEntry, useRemoveCodListEntry } from '../api/cod-settings';

type Kind = CodListEntry['kind'];
type List = CodListEntry['list'];
type Listed = CodSettingsView['lists'][number];

const KIND_LABELS: Record<Kind, string> = { pincode: 'PIN code', phone: 'Phone' };
const LIST_LABELS: Record<List, string> = { block: 'Blocked: no COD', allow: 'Allowed: always COD' };

/**
 * What the seller typed, as the server keeps it: a PIN code without spaces, a mobile number as its ten digits (the
 * +91 or 0 in front and the spaces people write dropped).
 */
function normalise(kind: Kind, value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  if (kind === 'pincode') return compact;
  const digits = compact.replace(/^\+/, '');
  return /^\d+$/.test(digits) ? digits.replace(/^(91|0)(?=\d{10}$)/, '') : compact;
}

/** The form that puts a PIN code or phone on a list (again: moves it to the other list). */
function AddEntryForm() {
  const id = useId();
  const add = useAddCodListEntry();
  const [kind, setKind] = useState<Kind>('pincode');
  const [value, setValue] = useState('');
  const [list, setList] = useState<List>('block');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'value' | 'note', string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const checked = codListEntrySchema.safeParse({
      kind,
      value: normalise(kind, value),
      list,
      note: note.trim() || null,
    });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: (answer) => {
        setValue('');
        setNote('');
        toast.success(answer.message ?? 'List saved');
      },
      onError: (error) => {
        const named = error instanceof ApiError && Array.isArray(error.body?.errors) ? error.body.errors : [];
        const field = (named as { path?: string; message?: string }[]).find(
          (e) => e.path === 'value' || e.path === 'note',
        );
        if (field?.path && field.message) setErrors({ [field.path]: field.message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="text-base font-semibold text-ink">
        Add to a list
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame id={`${id}-kind`} label="What" error={undefined}>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as Kind);
              setErrors({});
            }}
            className={selectClass({ className: 'w-full' })}
            style={chevronStyle}
          >
            <option value="pincode">PIN code</option>
            <option value="phone">Phone number</option>
          </select>
        </FieldFrame>
        <TextField
          label={kind === 'pincode' ? 'PIN code' : 'Mobile number'}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          hint={kind === 'pincode' ? '6 digits' : '10 digits'}
          value={value}
          error={errors.value}
          onChange={(e) => setValue(e.target.value)}
        />
        <FieldFrame id={`${id}-list`} label="List" error={undefined}>
          <select
            id={`${id}-list`}
            value={list}
            onChange={(e) => setList(e.target.value as List)}
            className={selectClass({ className: 'w-full' })}
            style={chevronStyle}
          >
            <option value="block">Block: never offer COD</option>
            <option value="allow">Allow: always offer COD</option>
          </select>
        </FieldFrame>
        <TextField
          label="Note (optional)"
          autoComplete="off"
          maxLength={200}
          hint="Why, for whoever reads this later."
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {add.isError && !errors.value && !errors.note && (
        <FormMessage tone="error">{errorMessage(add.error, 'Could not save the list. Please try again.')}</FormMessage>
      )}
      <button type="submit" className={buttonClass('secondary')} aria-disabled={add.isPending || undefined}>
        {add.isPending ? 'Adding…' : 'Add to the list'}
      </button>
    </form>
  );
}

function EntriesTable({ entries }: { entries: Listed[] }) {
  const remove = useRemoveCodListEntry();
  const removing = remove.isPending ? remove.variables : undefined;
  if (entries.length === 0) return <p className="text-sm text-muted">No PIN code or phone number is on a list.</p>;
  return (
    <div className="space-y-3">
      {remove.isError && (
        <FormMessage tone="error">{errorMessage(remove.error, 'Could not remove it. Please try again.')}</FormMessage>
      )}
      <div className="overflow-x-auto rounded-2xl ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">PIN codes and phone numbers on the COD lists</caption>
          <thead className="bg-sand/40 text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                PIN code or phone
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                List
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Note
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 bg-white">
            {entries.map((entry) => {
              const busy = removing?.kind === entry.kind && removing.value === entry.value;
              return (
                <tr key={`${entry.kind}:${entry.value}`} className="align-top">
                  <td className="px-3 py-2">
                    <span className="block text-xs text-muted">{KIND_LABELS[entry.kind]}</span>
                    <span className="font-medium tabular-nums text-ink">{entry.value}</span>
                  </td>
                  <td className="px-3 py-2">
                    <span
                      className={clsx(
                        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
                        entry.list === 'block' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900',
                      )}
                    >
                      {LIST_LABELS[entry.list]}
                    </span>
                  </td>
                  <td className="break-words px-3 py-2 text-muted">{entry.note ?? '—'}</td>
                  <td className="px-3 py-2 text-right">
                    <button
                      type="button"
                      className={buttonClass('ghost', 'sm')}
                      aria-disabled={busy || undefined}
                      onClick={() => !busy && remove.mutate({ kind: entry.kind, value: entry.value })}
                    >
                      {busy ? 'Removing…' : 'Remove'}{' '}
                      <span className="sr-only">
                        {KIND_LABELS[entry.kind]} {entry.value} from the {entry.list} list
                      </span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The seller's COD block and allow lists (issue 25 item 3): a blocked PIN code or phone is never offered cash on
 * delivery, an allowed one always is (within the policy's on/off), whatever its risk score.
 */
export function CodLists({ entries }: { entries: Listed[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <div>
        <h3 id={`${id}-heading`} className="font-display text-xl text-ink">
          Block and allow lists
        </h3>
        <p className="mt-1 text-sm text-muted">
          For the PIN codes and phone numbers you know: a blocked one never gets cash on delivery; an allowed one always
          does while it is offered, whatever its risk score and above the COD ceiling too.
        </p>
      </div>
      <AddEntryForm />
      <EntriesTable entries={entries} />
    </section>
  );
}
