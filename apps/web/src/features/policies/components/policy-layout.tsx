import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { POLICIES_LAST_UPDATED } from '@kala/contract/shipping-policy';
import { formatDate, getLocale } from '../../../lib/i18n';
import { STORE_CONTACT } from '../../../lib/store-contact';

const POLICIES = [
  { to: '/shipping-delivery', label: msg`Shipping & Delivery` },
  { to: '/cancellation-refund', label: msg`Cancellation & Refund` },
  { to: '/terms-and-conditions', label: msg`Terms & Conditions` },
  { to: '/privacy-policy', label: msg`Privacy Policy` },
] as const;

/** The policies' date: as the contract writes it in English ('July 13, 2025'), in the page's own words otherwise. */
function policiesLastUpdated(): string {
  if (getLocale() === 'en') return POLICIES_LAST_UPDATED;
  const day = new Date(POLICIES_LAST_UPDATED);
  // Noon in India on that day, so no time zone moves it to the day before or after.
  return formatDate(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 6, 30));
}

/** The frame of every policy page: title, intro, 'Policies last updated', the text, a support block, siblings. */
export function PolicyLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const updated = policiesLastUpdated();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-12 sm:px-6">
      <div className="grid gap-12 lg:grid-cols-[1fr_16rem]">
        <article className="min-w-0">
          <header className="border-b border-stone-200 pb-8">
            {/* No letter spacing in Hindi: it tears Devanagari's joined letters apart. */}
            <p
              className={`text-sm font-semibold uppercase ${getLocale() === 'hi' ? '' : 'tracking-[0.2em]'} text-clay`}
            >
              <Trans>Policies</Trans>
            </p>
            <h1 className="mt-3 font-display text-4xl text-clay-dark sm:text-5xl">{title}</h1>
            <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div>
            <p className="mt-4 text-sm text-muted">
              <Trans>Policies last updated {updated}</Trans>
            </p>
          </header>
          <div className="prose-kala mt-8 max-w-3xl">{children}</div>
          <SupportBlock />
        </article>
        <aside className="lg:pt-24">
          <nav aria-label={t`Policies`} className="rounded-3xl bg-white p-6 ring-1 ring-stone-200 lg:sticky lg:top-24">
            <h2 className="font-display text-lg text-ink">
              <Trans>Our policies</Trans>
            </h2>
            <ul className="mt-3 space-y-2">
              {POLICIES.map((p) => (
                <li key={p.to}>
                  <NavLink
                    to={p.to}
                    className="text-sm text-clay hover:underline aria-[current=page]:font-bold aria-[current=page]:text-ink"
                  >
                    {i18n._(p.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </div>
  );
}

/** Who to ask, and when (spec §9 support hours and reply time). */
export function SupportBlock() {
  const hours = STORE_CONTACT.hours;
  const replyTime = STORE_CONTACT.replyTime;
  return (
    <section aria-labelledby="support-heading" className="mt-12 max-w-3xl rounded-3xl bg-sand/60 p-6 sm:p-8">
      <h2 id="support-heading" className="font-display text-2xl text-clay-dark">
        <Trans>Need help?</Trans>
      </h2>
      <p className="mt-2 text-ink">
        <Trans>
          Our support team is available {hours}. {replyTime}
        </Trans>
      </p>
      <ul className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-ink">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="h-4 w-4 text-clay" />
          <a href={`mailto:${STORE_CONTACT.email}`} className="text-clay underline underline-offset-2">
            {STORE_CONTACT.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="h-4 w-4 text-clay" />
          <a href={STORE_CONTACT.phoneHref} className="text-clay underline underline-offset-2">
            {STORE_CONTACT.phone}
          </a>
        </li>
        <li>
          <Link to="/contact" className="font-semibold text-clay underline underline-offset-2">
            <Trans>Send us a message</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
