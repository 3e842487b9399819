import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { SOCIAL_LINKS, STORE_CONTACT } from '../../lib/store-contact';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';
import { FacebookIcon, InstagramIcon, PinterestIcon, YouTubeIcon } from './social-icons';

const COLUMNS = [
  {
    title: msg`Quick Links`,
    links: [
      { to: '/products', label: msg`All Products` },
      { to: '/categories', label: msg`Categories` },
      { to: '/new-arrivals', label: msg`New Arrivals` },
      { to: '/sale', label: msg`Sale` },
      { to: '/artists', label: msg`Our Artists` },
      { to: '/about', label: msg`About Us` },
    ],
  },
  {
    title: msg`Customer Care`,
    links: [
      { to: '/contact', label: msg`Contact Us` },
      { to: '/faq', label: msg`FAQ` },
      { to: '/shipping-delivery', label: msg`Shipping & Delivery` },
      { to: '/cancellation-refund', label: msg`Cancellation & Refund` },
      { to: '/size-guide', label: msg`Size Guide` },
      { to: '/care-instructions', label: msg`Care Instructions` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { to: '/terms-and-conditions', label: msg`Terms & Conditions` },
      { to: '/privacy-policy', label: msg`Privacy Policy` },
      { to: '/cookie-policy', label: msg`Cookie Policy` },
    ],
  },
] as const;

const SOCIAL_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramIcon,
  Facebook: FacebookIcon,
  Pinterest: PinterestIcon,
  YouTube: YouTubeIcon,
};

const linkClass = 'rounded text-sm text-white/80 hover:text-white hover:underline';

/**
 * Quick links, customer care, legal, contact details, 'Stay Updated' and social links (spec §1 footer). The newsletter
 * form is a slot filled in app/ (app/store-layout.tsx).
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className="bg-clay-dark text-white render-when-near">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-14 sm:px-6">
        <div className="grid gap-10 border-b border-white/15 pb-12 lg:grid-cols-[1.2fr_2fr]">
          <div className="space-y-4">
            <SiteLogo light />
            <p className="max-w-sm text-sm leading-relaxed text-white/80">
              <Trans>
                Handmade art and home decor from Indian artisans: boho, mandala, terracotta, lippan and minimal art,
                made slowly and shipped with care.
              </Trans>
            </p>
            <address className="space-y-2 text-sm not-italic text-white/85">
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-turmeric" />
                <span>{STORE_CONTACT.address.join(', ')}</span>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-turmeric" />
                <a href={STORE_CONTACT.phoneHref} className={linkClass}>
                  {STORE_CONTACT.phone}
                </a>
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-turmeric" />
                <a href={`mailto:${STORE_CONTACT.email}`} className={linkClass}>
                  {STORE_CONTACT.email}
                </a>
              </p>
              <p className="text-white/70">{STORE_CONTACT.hours}</p>
            </address>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {COLUMNS.map((column) => (
              <nav key={column.links[0].to} aria-label={i18n._(column.title)}>
                <h2 className="font-display text-lg text-white">{i18n._(column.title)}</h2>
                <ul className="mt-4 space-y-2.5">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={linkClass}>
                        {i18n._(link.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="grid gap-8 border-b border-white/15 py-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 className="font-display text-2xl">{t`Stay Updated`}</h2>
            <p className="mt-2 text-sm text-white/80">
              <Trans>
                New collections, artisan stories and festive offers, about twice a month. Unsubscribe any time.
              </Trans>
            </p>
          </div>
          {newsletter}
        </div>

        <div className="flex flex-col-reverse items-center justify-between gap-4 pt-6 sm:flex-row">
          <div className="flex flex-col items-center gap-2 sm:flex-row sm:gap-4">
            <p className="text-sm text-white/75">
              © {new Date().getFullYear()} Kala · {t`Handmade in India`}
            </p>
            <LanguageSwitch onDark />
          </div>
          <ul className="flex gap-2" aria-label={t`Kala on social media`}>
            {SOCIAL_LINKS.map((social) => {
              const Icon = SOCIAL_ICONS[social.name] ?? InstagramIcon;
              const socialName = social.name;
              return (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">{t`Kala on ${socialName} (opens in a new tab)`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </footer>
  );
}
