import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { formatRupees } from '@kala/contract/money';
import {
  CANCELLATION_WINDOW_HOURS,
  DAMAGE_REPORT_DAYS,
  FREE_SHIPPING_ABOVE,
  FREE_SHIPPING_ABOVE_REMOTE,
  PROCESSING_DAYS,
  SHIPPING_ZONES,
} from '@kala/contract/shipping-policy';
import { SupportBlock } from '../../features/policies/components/policy-layout';
import { usePageMeta } from '../../lib/use-page-meta';

interface InfoContent {
  title: string;
  description: string;
  intro: string;
  body: ReactNode;
}

const range = ([a, b]: readonly [number, number]) => `${a}–${b}`;
const transitDays: [number, number] = [
  Math.min(...SHIPPING_ZONES.map((z) => z.transitDays[0])),
  Math.max(...SHIPPING_ZONES.map((z) => z.transitDays[1])),
];

/** The questions and answers of /faq, built at render in the shopper's language. */
function faq(): { q: string; a: ReactNode }[] {
  const freeAbove = formatRupees(FREE_SHIPPING_ABOVE);
  const freeAboveRemote = formatRupees(FREE_SHIPPING_ABOVE_REMOTE);
  const processing = range(PROCESSING_DAYS.standard);
  const transit = range(transitDays);
  const hours = CANCELLATION_WINDOW_HOURS;
  const damageDays = DAMAGE_REPORT_DAYS;
  return [
    {
      q: t`Is everything really handmade?`,
      a: t`Yes. Every piece is painted, dotted, shaped or set with mirrors by hand by a named artisan. We do not sell prints.`,
    },
    {
      q: t`How much does shipping cost?`,
      a: (
        <Trans>
          Shipping is free on orders above {freeAbove} ({freeAboveRemote} for remote areas). Below that it is charged by
          zone; see <Link to="/shipping-delivery">Shipping &amp; Delivery</Link>.
        </Trans>
      ),
    },
    {
      q: t`How long will my order take?`,
      a: t`Pieces are made and packed in ${processing} business days, then take ${transit} business days to arrive depending on where you live. The product page and checkout show the estimate for your order.`,
    },
    {
      q: t`Can I cancel my order?`,
      a: (
        <Trans>
          Yes, within {hours} hours of placing it and before it ships, from your orders page. See{' '}
          <Link to="/cancellation-refund">Cancellation &amp; Refund</Link>.
        </Trans>
      ),
    },
    {
      q: t`Can I return a piece?`,
      a: t`Handmade pieces are not returnable for a change of mind. If a piece arrives damaged or wrong, report it with photos within ${damageDays} days of delivery and we replace or refund it.`,
    },
    {
      q: t`Which payment methods do you accept?`,
      a: t`Cards, UPI, net banking and wallets through our payment partner, and cash on delivery.`,
    },
    {
      q: t`Do you take custom orders?`,
      a: (
        <Trans>
          Yes. Tell us the craft, size and colours you have in mind through the <Link to="/contact">contact page</Link>.
        </Trans>
      ),
    },
    { q: t`Do you ship outside India?`, a: t`Not yet. International shipping is planned for Q4 2025.` },
    {
      q: t`How do I choose a size?`,
      a: (
        <Trans>
          Our <Link to="/size-guide">Size Guide</Link> gives every size in inches and centimetres, with where each
          suits.
        </Trans>
      ),
    },
  ];
}

const INFO_PATHS = ['/faq', '/care-instructions', '/cookie-policy'] as const;
type InfoPath = (typeof INFO_PATHS)[number];

/** Each path's text, built at render in the shopper's language. */
function infoContent(path: InfoPath): InfoContent {
  switch (path) {
    case '/faq':
      return {
        title: t`Frequently Asked Questions`,
        description: t`Answers about handmade pieces, shipping, delivery times, cancellations, returns and payments at Kala.`,
        intro: t`Quick answers to what shoppers ask us most.`,
        body: (
          <div className="not-prose space-y-3">
            {faq().map((item) => (
              <details key={item.q} className="group rounded-2xl bg-white p-5 ring-1 ring-stone-200 open:ring-clay/40">
                <summary className="cursor-pointer list-none font-semibold text-ink marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {item.q}
                    <span aria-hidden="true" className="text-xl text-clay transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <div className="mt-3 leading-relaxed text-muted [&_a]:text-clay [&_a]:underline">{item.a}</div>
              </details>
            ))}
          </div>
        ),
      };
    case '/care-instructions':
      return {
        title: t`Care Instructions`,
        description: t`How to hang, clean and look after handmade paintings, dot mandalas, terracotta and lippan art.`,
        intro: t`Handmade pieces last for generations with a little care. Here is how to look after each craft.`,
        body: (
          <>
            <h2>
              <Trans>Paintings and boho canvases</Trans>
            </h2>
            <ul>
              <li>
                <Trans>Hang away from direct sunlight, which fades pigments over time.</Trans>
              </li>
              <li>
                <Trans>Dust gently with a soft, dry brush or cloth. Never use water or cleaning sprays.</Trans>
              </li>
              <li>
                <Trans>Avoid bathrooms and kitchens, where steam and grease reach the surface.</Trans>
              </li>
            </ul>
            <h2>
              <Trans>Dot mandalas</Trans>
            </h2>
            <ul>
              <li>
                <Trans>The raised dots are sealed, but can chip if knocked: hang them out of busy passageways.</Trans>
              </li>
              <li>
                <Trans>Dust with a soft makeup brush, working around the dots rather than across them.</Trans>
              </li>
            </ul>
            <h2>
              <Trans>Terracotta</Trans>
            </h2>
            <ul>
              <li>
                <Trans>
                  Terracotta is porous: keep indoor pieces dry and wipe with a barely damp cloth only if needed.
                </Trans>
              </li>
              <li>
                <Trans>Use two hooks or a wire for heavy plates, and check the wall can hold the weight.</Trans>
              </li>
              <li>
                <Trans>Small hairline marks from firing are normal and part of the piece.</Trans>
              </li>
            </ul>
            <h2>
              <Trans>Lippan art</Trans>
            </h2>
            <ul>
              <li>
                <Trans>Clean the mirrors with a dry microfibre cloth; do not spray glass cleaner on the clay.</Trans>
              </li>
              <li>
                <Trans>Keep away from damp walls, which can soften the clay relief.</Trans>
              </li>
            </ul>
            <h2>
              <Trans>Storing and moving</Trans>
            </h2>
            <p>
              <Trans>
                Wrap pieces in soft cloth or tissue, store them upright, and never stack heavy items on a painted
                surface.
              </Trans>
            </p>
          </>
        ),
      };
    case '/cookie-policy':
      return {
        title: t`Cookie Policy`,
        description: t`What Kala stores in your browser, and why: your sign-in session, and no advertising cookies.`,
        intro: t`We keep what we store in your browser to the minimum the shop needs to work.`,
        body: (
          <>
            <h2>
              <Trans>What we store</Trans>
            </h2>
            <ul>
              <li>
                <Trans>
                  <strong>Sign-in session</strong> (local storage): a token and your name and email, so you stay signed
                  in between visits. It is removed when you sign out.
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>Payment window</strong>: when you pay online, our payment partner may set cookies of its own
                  that it needs to process the payment securely.
                </Trans>
              </li>
            </ul>
            <h2>
              <Trans>What we do not use</Trans>
            </h2>
            <p>
              <Trans>We do not use advertising cookies, cross-site trackers or sell browsing data to anyone.</Trans>
            </p>
            <h2>
              <Trans>Your choices</Trans>
            </h2>
            <p>
              <Trans>
                You can clear local storage and cookies in your browser settings at any time; you will then need to sign
                in again. For more on how we handle data, see our <Link to="/privacy-policy">Privacy Policy</Link>.
              </Trans>
            </p>
          </>
        ),
      };
  }
}

/** The generic page of spec §2 for /faq, /care-instructions and /cookie-policy, with each path's own text. */
export default function InfoPage() {
  const { pathname } = useLocation();
  const path = INFO_PATHS.find((p) => p === pathname) ?? '/faq';
  const content = infoContent(path);
  usePageMeta(content.title, content.description);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-20 pt-12 sm:px-6">
      <h1 className="font-display text-4xl text-clay-dark sm:text-5xl">{content.title}</h1>
      <p className="mt-4 text-lg text-muted">{content.intro}</p>
      <div className="prose-kala mt-10">{content.body}</div>
      <SupportBlock />
    </div>
  );
}
