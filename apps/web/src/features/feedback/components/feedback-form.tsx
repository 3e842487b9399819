import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { feedbackBodySchema, SATISFACTION_OPTIONS, type FeedbackAnswer } from '@kala/contract/feedback';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, inputClass, TextareaField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useSubmitFeedback } from '../api/submit-feedback';
import { StarRatingInput } from './star-rating-input';

/** Spec §2 Feedback: name, email, stars (default 5), satisfaction, message; rules and messages of spec §5. */
export function FeedbackForm({
  defaults,
  onSent,
}: {
  defaults: { name: string; email: string };
  onSent: (answer: FeedbackAnswer) => void;
}) {
  const submit = useSubmitFeedback();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(feedbackBodySchema),
    defaultValues: {
      name: defaults.name,
      email: defaults.email,
      starsRating: '5',
      satisfaction: 'Very Satisfied',
      message: '',
    },
  });
  const stars = Number(useWatch({ control, name: 'starsRating' })) || 0;
  const { errors } = formState;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => submit.mutate(body, { onSuccess: onSent }))}
      className="space-y-6"
    >
      {submit.isError && (
        <FormMessage tone="error">{errorMessage(submit.error, 'Failed to submit feedback')}</FormMessage>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <StarRatingInput value={stars} error={errors.starsRating?.message} {...register('starsRating')} />
      <FieldFrame
        id="feedback-satisfaction"
        label="How satisfied are you with Kala?"
        error={errors.satisfaction?.message}
      >
        <select
          id="feedback-satisfaction"
          className={inputClass(Boolean(errors.satisfaction))}
          {...register('satisfaction')}
        >
          {SATISFACTION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextareaField
        label="Message"
        rows={6}
        placeholder="What did you love? What could we do better?"
        error={errors.message?.message}
        {...register('message')}
      />
      <button type="submit" disabled={submit.isPending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {submit.isPending ? 'Sending…' : 'Submit Feedback'}
      </button>
    </form>
  );
}
