import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { NewsletterForm } from '../../../features/newsletter/components/newsletter-form';

/** The landing page's newsletter box (spec §1: 10,000+ subscribers). */
export function NewsletterBox() {
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 render-when-near">
      <div className="relative overflow-hidden rounded-[2rem] bg-indigo px-6 py-14 text-center text-white sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -right-16 -top-16 h-56 w-56 rounded-full border-[20px] border-white/10"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-20 -left-10 h-48 w-48 rounded-full border-[16px] border-turmeric/30"
        />
        <Mail aria-hidden="true" className="relative mx-auto h-10 w-10 text-amber-300" />
        <h2 id="newsletter-heading" className="relative mt-4 font-display text-3xl sm:text-4xl">
          <Trans>Join 10,000+ subscribers</Trans>
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-white/85">
          <Trans>
            New collections, artisan stories and early access to festive offers, in your inbox about twice a month.
          </Trans>
        </p>
        <div className="relative mx-auto mt-8 max-w-lg text-left">
          <NewsletterForm source="landing" buttonLabel={t`Subscribe`} tone="dark" />
        </div>
      </div>
    </section>
  );
}
