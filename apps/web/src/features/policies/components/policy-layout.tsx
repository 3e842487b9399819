import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { POLICIES_LAST_UPDATED } from '@kala/contract/shipping-policy';
import { STORE_CONTACT } from '../../../lib/store-contact';

const POLICIES = [
  { to: '/shipping-delivery', label: 'Shipping & Delivery' },
  { to: '/cancellation-refund', label: 'Cancellation & Refund' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;

/** The frame of every policy page: title, intro, 'Policies last updated', the text, a support block, siblings. */
export function PolicyLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-12 sm:px-6">
      <div className="grid gap-12 lg:grid-cols-[1fr_16rem]">
        <article className="min-w-0">
          <header className="border-b border-stone-200 pb-8">
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-clay">Policies</p>
            <h1 className="mt-3 font-display text-4xl text-clay-dark sm:text-5xl">{title}</h1>
            <div className="mt-4 max-w-3xl text-lg text-muted">{intro}</div>
            <p className="mt-4 text-sm text-muted">Policies last updated {POLICIES_LAST_UPDATED}</p>
          </header>
          <div className="prose-kala mt-8 max-w-3xl">{children}</div>
          <SupportBlock />
        </article>
        <aside className="lg:pt-24">
          <nav aria-label="Policies" className="rounded-3xl bg-white p-6 ring-1 ring-stone-200 lg:sticky lg:top-24">
            <h2 className="font-display text-lg text-ink">Our policies</h2>
            <ul className="mt-3 space-y-2">
              {POLICIES.map((p) => (
                <li key={p.to}>
                  <NavLink
                    to={p.to}
                    className="text-sm text-clay hover:underline aria-[current=page]:font-bold aria-[current=page]:text-ink"
                  >
                    {p.label}
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
  return (
    <section aria-labelledby="support-heading" className="mt-12 max-w-3xl rounded-3xl bg-sand/60 p-6 sm:p-8">
      <h2 id="support-heading" className="font-display text-2xl text-clay-dark">
        Need help?
      </h2>
      <p className="mt-2 text-ink">
        Our support team is available {STORE_CONTACT.hours}. {STORE_CONTACT.replyTime}
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
            Send us a message
          </Link>
        </li>
      </ul>
    </section>
  );
}
