import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { registerFormSchema } from '@kala/contract/auth';
import { MARKETING_WORDING } from '@kala/contract/marketing';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, PasswordField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRegister } from '../api/sign-in';

function registerError(error: Error): string {
  if (error instanceof ApiError && error.status === 0) {
    return t`Registration failed. This email might already be registered or the server is unavailable.`;
  }
  return errorMessage(error, t`Registration failed`);
}

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const signUp = useRegister();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false, marketingMail: false },
  });
  const { errors } = formState;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ name, email, password, marketingMail }) =>
        signUp.mutate(
          { name, email, password, ...(marketingMail === true ? { marketingMail: true } : {}) },
          { onSuccess: onRegistered },
        ),
      )}
      className="space-y-5"
    >
      {signUp.isError && <FormMessage tone="error">{registerError(signUp.error)}</FormMessage>}
      <TextField label={t`Full name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="new-password"
        hint={t`8 to 128 characters. Very common passwords are refused.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="register-terms"
            type="checkbox"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'register-terms-error' : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-clay"
            {...register('terms')}
          />
          <label htmlFor="register-terms" className="text-sm text-ink">
            <Trans>
              I agree to the{' '}
              <Link to="/terms-and-conditions" className="font-semibold text-clay underline underline-offset-2">
                Terms and Conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacy-policy" className="font-semibold text-clay underline underline-offset-2">
                Privacy Policy
              </Link>
            </Trans>
          </label>
        </div>
        {errors.terms && (
          <p id="register-terms-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.terms.message}
          </p>
        )}
      </div>
      {/* Marketing consent (decision 043): its own box, unticked, never tied to the terms or to signing up. */}
      <div className="flex items-start gap-3">
        <input
          id="register-marketing"
          type="checkbox"
          aria-describedby="register-marketing-hint"
          className="mt-1 h-5 w-5 shrink-0 accent-clay"
          {...register('marketingMail')}
        />
        <div>
          <label htmlFor="register-marketing" className="text-sm text-ink">
            {MARKETING_WORDING.mail}
          </label>
          <p id="register-marketing-hint" className="mt-0.5 text-sm text-muted">
            <Trans>Optional. Leave it unticked and we only write about your orders and account.</Trans>
          </p>
        </div>
      </div>
      <button type="submit" disabled={signUp.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {signUp.isPending ? t`Creating your account…` : t`Create Account`}
      </button>
    </form>
  );
}
