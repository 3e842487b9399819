import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginBodySchema } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, PasswordField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/sign-in';

/** The screen's words for a failed sign-in (spec §8), the server's own for anything else (429, 400). */
function loginError(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return t`Invalid email or password. Please try again.`;
  return errorMessage(error, t`Login failed`);
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => login.mutate(body, { onSuccess: onSignedIn }))}
      className="space-y-5"
    >
      {login.isError && <FormMessage tone="error">{loginError(login.error)}</FormMessage>}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-semibold text-clay underline-offset-4 hover:underline">
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
      <button type="submit" disabled={login.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {login.isPending ? t`Signing in…` : t`Sign In`}
      </button>
    </form>
  );
}
