import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { profileFormSchema } from '@kala/contract/auth';
import { buttonClass } from '../../../components/ui/button';
import { FormMessage, TextField } from '../../../components/ui/form-field';
import type { SessionUserView } from '../../../lib/session';
import { useUpdateDetails } from '../api/update-account';

/** Name, email and avatar link (PUT /api/auth/update-details). */
export function ProfileForm({ user }: { user: SessionUserView }) {
  const update = useUpdateDetails();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, email: user.email, avatar: user.avatar ?? '' },
  });
  const { errors } = formState;

  return (
    <form
      noValidate
      aria-labelledby="profile-details-heading"
      onSubmit={handleSubmit((body) =>
        update.mutate(body, {
          onSuccess: (answer) =>
            reset({ name: answer.data.name, email: answer.data.email, avatar: answer.data.avatar ?? '' }),
        }),
      )}
      className="space-y-5"
    >
      <h2 id="profile-details-heading" className="font-display text-2xl text-clay-dark">
        Your details
      </h2>
      {update.isError && <FormMessage tone="error">{update.error.message || 'Failed to update profile'}</FormMessage>}
      {update.isSuccess && !formState.isDirty && <FormMessage tone="success">Your details are saved.</FormMessage>}
      <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Avatar image link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        hint="A link to a square picture of you. Leave empty to show your initials."
        error={errors.avatar?.message}
        {...register('avatar')}
      />
      <button type="submit" disabled={update.isPending || !formState.isDirty} className={buttonClass('primary', 'md')}>
        {update.isPending ? 'Saving…' : 'Save Changes'}
      </button>
    </form>
  );
}
