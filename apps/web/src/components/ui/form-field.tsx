import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { t } from '@lingui/core/macro';
import { translateContractMessage } from '../../lib/i18n';

/** The look of every text input of the account, feedback and checkout forms. */
export const inputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-stone-500',
    'focus:border-clay focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric',
    invalid ? 'border-red-700' : 'border-stone-300',
  );

interface FieldFrameProps {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control, hint and error, tied together for screen readers (the control gets aria-describedby). */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {translateContractMessage(error)}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text input that works with react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClass(Boolean(error)), className)}
        {...rest}
      />
    </FieldFrame>
  );
});

/** A password input with a show/hide switch, so people can check what they typed. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<InputProps, 'type'>>(function PasswordField(
  { label, error, hint, className, ...rest },
  ref,
) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const field = label.toLowerCase();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={clsx(inputClass(Boolean(error)), 'pr-12', className)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-pressed={shown}
          className="absolute inset-y-0 right-1 my-1 flex w-10 items-center justify-center rounded-lg text-muted hover:text-ink"
        >
          {shown ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
          <span className="sr-only">{shown ? t`Hide ${field}` : t`Show ${field}`}</span>
        </button>
      </div>
    </FieldFrame>
  );
});

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaProps>(function TextareaField(
  { label, error, hint, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(inputClass(Boolean(error)), 'min-h-32', className)}
        {...rest}
      />
    </FieldFrame>
  );
});

/** A form-level message: an error (role alert) or a notice (role status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        tone === 'success' && 'border-green-200 bg-green-50 text-green-900',
        tone === 'info' && 'border-indigo/20 bg-indigo/5 text-indigo',
      )}
    >
      {children}
    </div>
  );
}
