import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  feedbackBodySchema,
  SATISFACTION_OPTIONS,
  type FeedbackAnswer,
  type Satisfaction,
} from '@kala/contract/feedback';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, inputClass, TextareaField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { useSubmitFeedback } from '../api/submit-feedback';
import { StarRatingInput } from './star-rating-input';

/** The contract's satisfaction values, shown in the page's language (the value sent stays the English one). */
const SATISFACTION_LABELS = {
  'Very Satisfied': msg`Very Satisfied`,
  Satisfied: msg`Satisfied`,
  Neutral: msg`Neutral`,
  Dissatisfied: msg`Dissatisfied`,
  'Very Dissatisfied': msg`Very Dissatisfied`,
} satisfies Record<Satisfaction, unknown>;

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
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the contract's value; the option shows it translated.
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
        <FormMessage tone="error">{errorMessage(submit.error, t`Failed to submit feedback`)}</FormMessage>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t`Name`} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <StarRatingInput value={stars} error={errors.starsRating?.message} {...register('starsRating')} />
      <FieldFrame
        id="feedback-satisfaction"
        label={t`How satisfied are you with Kala?`}
        error={errors.satisfaction?.message}
      >
        <select
          id="feedback-satisfaction"
          className={inputClass(Boolean(errors.satisfaction))}
          {...register('satisfaction')}
        >
          {SATISFACTION_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {i18n._(SATISFACTION_LABELS[option])}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextareaField
        label={t`Message`}
        rows={6}
        placeholder={t`What did you love? What could we do better?`}
        error={errors.message?.message}
        {...register('message')}
      />
      <button type="submit" disabled={submit.isPending} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
        {submit.isPending ? t`Sending…` : t`Submit Feedback`}
      </button>
    </form>
  );
}
