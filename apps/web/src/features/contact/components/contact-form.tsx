import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import clsx from 'clsx';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessageInput } from '@kala/contract/contact';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-message';

const fieldClass = (invalid: boolean) =>
  clsx(
    'mt-1.5 w-full rounded-2xl border bg-white px-4 py-3 text-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-turmeric',
    invalid ? 'border-red-700' : 'border-stone-300 focus:border-clay',
  );

/** The contact form: checked here with the server's own schema, then stored by POST /api/contact. */
export function ContactForm({ defaultSubject = '' }: { defaultSubject?: string }) {
  const id = useId();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', subject: defaultSubject, message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, { onSuccess: () => reset({ name: '', email: '', subject: '', message: '' }) }),
  );

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-3xl bg-white p-8 text-center ring-1 ring-stone-200">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
        <h2 className="mt-4 font-display text-2xl text-ink">
          <Trans>Message sent</Trans>
        </h2>
        <p className="mt-2 text-muted">{send.data.message}</p>
        <button type="button" onClick={() => send.reset()} className={buttonClass('secondary', 'md', 'mt-6')}>
          <Trans>Send another message</Trans>
        </button>
      </div>
    );
  }

  const error = (name: keyof ContactMessageInput) =>
    errors[name]?.message ? (
      <p id={`${id}-${name}-error`} className="mt-1.5 text-sm text-red-800">
        {errors[name]?.message}
      </p>
    ) : null;
  const described = (name: keyof ContactMessageInput) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-3xl bg-white p-6 ring-1 ring-stone-200 sm:p-8">
      <h2 className="font-display text-2xl text-ink">
        <Trans>Send us a message</Trans>
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
            <Trans>Name</Trans>
          </label>
          <input
            id={`${id}-name`}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            className={fieldClass(Boolean(errors.name))}
            {...register('name')}
          />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
            <Trans>Email</Trans>
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email')}
            className={fieldClass(Boolean(errors.email))}
            {...register('email')}
          />
          {error('email')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className="text-sm font-semibold text-ink">
          <Trans>
            Subject <span className="font-normal text-muted">(optional)</span>
          </Trans>
        </label>
        <input
          id={`${id}-subject`}
          maxLength={CONTACT_LIMITS.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
          className={fieldClass(Boolean(errors.subject))}
          {...register('subject')}
        />
        {error('subject')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-semibold text-ink">
          <Trans>Message</Trans>
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={described('message')}
          className={fieldClass(Boolean(errors.message))}
          {...register('message')}
        />
        {error('message')}
      </div>
      {send.isError && (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(send.error, t`Failed to send your message. Please try again.`)}
        </p>
      )}
      <button type="submit" disabled={send.isPending} className={buttonClass('primary', 'lg')}>
        <Send aria-hidden="true" className="h-4 w-4" />
        {send.isPending ? t`Sending…` : t`Send Message`}
      </button>
    </form>
  );
}
