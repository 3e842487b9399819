import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordBodySchema } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/password-reset';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  if (forgot.isSuccess) {
    return (
      <FormMessage tone="success">
        <p className="font-semibold">
          <Trans>Check your inbox</Trans>
        </p>
        <p className="mt-1">
          {forgot.data.message} <Trans>The link works once, for one hour.</Trans>
        </p>
      </FormMessage>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((body) => forgot.mutate(body))} className="space-y-5">
      {forgot.isError && (
        <FormMessage tone="error">{errorMessage(forgot.error, t`Failed to send reset link`)}</FormMessage>
      )}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" disabled={forgot.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {forgot.isPending ? t`Sending…` : t`Send Reset Link`}
      </button>
    </form>
  );
}
