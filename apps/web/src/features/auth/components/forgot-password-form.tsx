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
        <p className="font-semibold">Check your inbox</p>
        <p className="mt-1">{forgot.data.message} The link works once, for one hour.</p>
      </FormMessage>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit((body) => forgot.mutate(body))} className="space-y-5">
      {forgot.isError && (
        <FormMessage tone="error">{errorMessage(forgot.error, 'Failed to send reset link')}</FormMessage>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" disabled={forgot.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {forgot.isPending ? 'Sending…' : 'Send Reset Link'}
      </button>
    </form>
  );
}
