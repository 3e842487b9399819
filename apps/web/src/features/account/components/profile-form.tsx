import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AUTH_MESSAGES, profileFormSchema } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, PasswordField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import type { SessionUserView } from '../../../lib/session';
import { useUpdateDetails } from '../api/update-account';

/**
 * Name, email and avatar link (PUT /api/auth/update-details). A new email asks for the account's password (unless it
 * signs in only with Google): the server wants it, signs the other devices out and mails the old address.
 */
export function ProfileForm({ user }: { user: SessionUserView }) {
  const update = useUpdateDetails();
  const { register, handleSubmit, formState, reset, watch, setError } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email, avatar: user.avatar ?? '', currentPassword: '' },
  });
  const { errors } = formState;
  const emailChanged = watch('email').trim().toLowerCase() !== user.email;
  const needsPassword = emailChanged && user.hasPassword !== false;

  return (
    <form
      noValidate
      aria-labelledby="profile-details-heading"
      onSubmit={handleSubmit(({ currentPassword, ...details }) => {
        if (needsPassword && !currentPassword) {
          setError('currentPassword', { message: AUTH_MESSAGES.currentPasswordForEmail }, { shouldFocus: true });
          return;
        }
        update.mutate(needsPassword ? { ...details, currentPassword } : details, {
          onSuccess: (answer) =>
            reset({
              name: answer.data.name,
              email: answer.data.email,
              avatar: answer.data.avatar ?? '',
              currentPassword: '',
            }),
        });
      })}
      className="space-y-5"
    >
      <h2 id="profile-details-heading" className="font-display text-2xl text-clay-dark">
        <Trans>Your details</Trans>
      </h2>
      {update.isError && (
        <FormMessage tone="error">{errorMessage(update.error, t`Failed to update profile`)}</FormMessage>
      )}
      {update.isSuccess && !formState.isDirty && (
        <FormMessage tone="success">
          <Trans>Your details are saved.</Trans>
        </FormMessage>
      )}
      <TextField label={t`Full name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        hint={
          emailChanged
            ? t`Saving a new email signs your other devices out, and we will let your current address know.`
            : undefined
        }
        error={errors.email?.message}
        {...register('email')}
      />
      {needsPassword && (
        <PasswordField
          label={t`Confirm with your password`}
          autoComplete="current-password"
          hint={t`Your current password, needed to change your email.`}
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <TextField
        label={t`Avatar image link (optional)`}
        type="url"
        inputMode="url"
        placeholder="https://…"
        hint={t`A link to a square picture of you. Leave empty to show your initials.`}
        error={errors.avatar?.message}
        {...register('avatar')}
      />
      <button type="submit" disabled={update.isPending || !formState.isDirty} className={buttonClass('primary', 'md')}>
        {update.isPending ? t`Saving…` : t`Save Changes`}
      </button>
    </form>
  );
}
