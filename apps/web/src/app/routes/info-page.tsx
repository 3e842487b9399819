import type { ReactNode } from 'react';
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

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: 'Is everything really handmade?',
    a: 'Yes. Every piece is painted, dotted, shaped or set with mirrors by hand by a named artisan. We do not sell prints.',
  },
  {
    q: 'How much does shipping cost?',
    a: (
      <>
        Shipping is free on orders above {formatRupees(FREE_SHIPPING_ABOVE)} ({formatRupees(FREE_SHIPPING_ABOVE_REMOTE)}{' '}
        for remote areas). Below that it is charged by zone; see{' '}
        <Link to="/shipping-delivery">Shipping &amp; Delivery</Link>.
      </>
    ),
  },
  {
    q: 'How long will my order take?',
    a: `Pieces are made and packed in ${range(PROCESSING_DAYS.standard)} business days, then take ${range(transitDays)} business days to arrive depending on where you live. The product page and checkout show the estimate for your order.`,
  },
  {
    q: 'Can I cancel my order?',
    a: (
      <>
        Yes, within {CANCELLATION_WINDOW_HOURS} hours of placing it and before it ships, from your orders page. See{' '}
        <Link to="/cancellation-refund">Cancellation &amp; Refund</Link>.
      </>
    ),
  },
  {
    q: 'Can I return a piece?',
    a: `Handmade pieces are not returnable for a change of mind. If a piece arrives damaged or wrong, report it with photos within ${DAMAGE_REPORT_DAYS} days of delivery and we replace or refund it.`,
  },
  {
    q: 'Which payment methods do you accept?',
    a: 'Cards, UPI, net banking and wallets through our payment partner, and cash on delivery.',
  },
  {
    q: 'Do you take custom orders?',
    a: (
      <>
        Yes. Tell us the craft, size and colours you have in mind through the <Link to="/contact">contact page</Link>.
      </>
    ),
  },
  { q: 'Do you ship outside India?', a: 'Not yet. International shipping is planned for Q4 2025.' },
  {
    q: 'How do I choose a size?',
    a: (
      <>
        Our <Link to="/size-guide">Size Guide</Link> gives every size in inches and centimetres, with where each suits.
      </>
    ),
  },
];

const CONTENT: Record<string, InfoContent> = {
  '/faq': {
    title: 'Frequently Asked Questions',
    description:
      'Answers about handmade pieces, shipping, delivery times, cancellations, returns and payments at Kala.',
    intro: 'Quick answers to what shoppers ask us most.',
    body: (
      <div className="not-prose space-y-3">
        {FAQ.map((item) => (
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
  },
  '/care-instructions': {
    title: 'Care Instructions',
    description: 'How to hang, clean and look after handmade paintings, dot mandalas, terracotta and lippan art.',
    intro: 'Handmade pieces last for generations with a little care. Here is how to look after each craft.',
    body: (
      <>
        <h2>Paintings and boho canvases</h2>
        <ul>
          <li>Hang away from direct sunlight, which fades pigments over time.</li>
          <li>Dust gently with a soft, dry brush or cloth. Never use water or cleaning sprays.</li>
          <li>Avoid bathrooms and kitchens, where steam and grease reach the surface.</li>
        </ul>
        <h2>Dot mandalas</h2>
        <ul>
          <li>The raised dots are sealed, but can chip if knocked: hang them out of busy passageways.</li>
          <li>Dust with a soft makeup brush, working around the dots rather than across them.</li>
        </ul>
        <h2>Terracotta</h2>
        <ul>
          <li>Terracotta is porous: keep indoor pieces dry and wipe with a barely damp cloth only if needed.</li>
          <li>Use two hooks or a wire for heavy plates, and check the wall can hold the weight.</li>
          <li>Small hairline marks from firing are normal and part of the piece.</li>
        </ul>
        <h2>Lippan art</h2>
        <ul>
          <li>Clean the mirrors with a dry microfibre cloth; do not spray glass cleaner on the clay.</li>
          <li>Keep away from damp walls, which can soften the clay relief.</li>
        </ul>
        <h2>Storing and moving</h2>
        <p>
          Wrap pieces in soft cloth or tissue, store them upright, and never stack heavy items on a painted surface.
        </p>
      </>
    ),
  },
  '/cookie-policy': {
    title: 'Cookie Policy',
    description: 'What Kala stores in your browser, and why: your sign-in session, and no advertising cookies.',
    intro: 'We keep what we store in your browser to the minimum the shop needs to work.',
    body: (
      <>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Sign-in session</strong> (local storage): a token and your name and email, so you stay signed in
            between visits. It is removed when you sign out.
          </li>
          <li>
            <strong>Payment window</strong>: when you pay online, our payment partner may set cookies of its own that it
            needs to process the payment securely.
          </li>
        </ul>
        <h2>What we do not use</h2>
        <p>We do not use advertising cookies, cross-site trackers or sell browsing data to anyone.</p>
        <h2>Your choices</h2>
        <p>
          You can clear local storage and cookies in your browser settings at any time; you will then need to sign in
          again. For more on how we handle data, see our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
};

/** The generic page of spec §2 for /faq, /care-instructions and /cookie-policy, with each path's own text. */
export default function InfoPage() {
  const { pathname } = useLocation();
  const content = CONTENT[pathname] ?? CONTENT['/faq']!;
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
