import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, PasswordField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useUpdatePassword } from '../api/update-account';

/** PUT /api/auth/update-password: other devices are signed out, this one keeps going with the new token. */
export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;

  return (
    <form
      noValidate
      aria-labelledby="change-password-heading"
      onSubmit={handleSubmit(({ currentPassword, newPassword }) =>
        update.mutate({ currentPassword, newPassword }, { onSuccess: () => reset() }),
      )}
      className="space-y-5"
    >
      <h2 id="change-password-heading" className="font-display text-2xl text-clay-dark">
        <Trans>Change password</Trans>
      </h2>
      {update.isError && (
        <FormMessage tone="error">{errorMessage(update.error, t`Failed to update password`)}</FormMessage>
      )}
      {update.isSuccess && (
        <FormMessage tone="success">
          <Trans>Password updated. Other devices signed in to your account have been signed out.</Trans>
        </FormMessage>
      )}
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`8 to 128 characters. Very common passwords are refused.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t`Confirm new password`}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button type="submit" disabled={update.isPending} className={buttonClass('primary', 'md')}>
        {update.isPending ? t`Updating…` : t`Update Password`}
      </button>
    </form>
  );
}
