import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from '../../features/contact/components/contact-form';
import { STORE_CONTACT } from '../../lib/store-contact';
import { usePageMeta } from '../../lib/use-page-meta';

export default function ContactPage() {
  usePageMeta(
    t`Contact Us`,
    t`Write, call or visit Kala: questions about an order, a custom commission or our artists.`,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-12 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="font-display text-4xl text-clay-dark sm:text-5xl">
          <Trans>Contact Us</Trans>
        </h1>
        <p className="mt-4 text-lg text-muted">
          <Trans>A question about an order, a piece made to your size, or just hello: we read every message.</Trans>{' '}
          {STORE_CONTACT.replyTime}
        </p>
      </header>
      <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <address className="space-y-6 not-italic">
          {[
            {
              Icon: Mail,
              title: t`Email`,
              body: (
                <a href={`mailto:${STORE_CONTACT.email}`} className="text-clay underline underline-offset-2">
                  {STORE_CONTACT.email}
                </a>
              ),
            },
            {
              Icon: Phone,
              title: t`Phone & WhatsApp`,
              body: (
                <a href={STORE_CONTACT.phoneHref} className="text-clay underline underline-offset-2">
                  {STORE_CONTACT.phone}
                </a>
              ),
            },
            {
              Icon: MapPin,
              title: t`Studio`,
              body: STORE_CONTACT.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              )),
            },
            { Icon: Clock, title: t`Support hours`, body: STORE_CONTACT.hours },
          ].map(({ Icon, title, body }) => (
            <div key={title} className="flex gap-4 rounded-3xl bg-white p-6 ring-1 ring-stone-200">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-sand text-clay">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <div>
                <h2 className="font-semibold text-ink">{title}</h2>
                <div className="mt-1 text-muted">{body}</div>
              </div>
            </div>
          ))}
        </address>
        <ContactForm />
      </div>
    </div>
  );
}
