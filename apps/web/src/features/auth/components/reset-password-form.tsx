import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { resetPasswordFormSchema } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, PasswordField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/password-reset';

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) =>
        reset.mutate({ token, password }, { onSuccess: (answer) => onReset(answer.message) }),
      )}
      className="space-y-5"
    >
      {reset.isError && (
        <FormMessage tone="error">
          {errorMessage(reset.error, t`Failed to reset password`)}
          {/expired/i.test(errorMessage(reset.error, '')) && (
            <>
              {' '}
              <Link to="/forgot-password" className="font-semibold underline">
                <Trans>Ask for a new link</Trans>
              </Link>
            </>
          )}
        </FormMessage>
      )}
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`8 to 128 characters. Very common passwords are refused.`}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" disabled={reset.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {reset.isPending ? t`Saving…` : t`Reset Password`}
      </button>
    </form>
  );
}
