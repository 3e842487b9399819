import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Brush, HeartHandshake, Leaf, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { MemberCard } from '../../features/team/components/member-card';
import { TEAM_IMPACT, TEAM_MEMBERS } from '../../features/team/team-members';
import { usePageMeta } from '../../lib/use-page-meta';
import { eyebrowTracking } from '../../features/landing/components/section-heading';

const number = new Intl.NumberFormat('en-US');

const IMPACT = [
  { label: msg`Artists`, value: `${TEAM_IMPACT.totalArtists}` },
  { label: msg`Years of experience`, value: `${TEAM_IMPACT.yearsOfExperience}` },
  { label: msg`Artworks created`, value: `${number.format(TEAM_IMPACT.artworksCreated)}+` },
  { label: msg`Happy customers`, value: `${number.format(TEAM_IMPACT.happyCustomers)}+` },
];

const VALUES = [
  {
    title: msg`Made by hand`,
    text: msg`No prints or machines. If a piece is in the shop, a person made it.`,
    Icon: Brush,
  },
  {
    title: msg`Fair pay`,
    text: msg`Artists set their prices and are paid in full within a week of each sale.`,
    Icon: HeartHandshake,
  },
  {
    title: msg`Natural materials`,
    text: msg`River clay, wood, cotton canvas and mineral pigments wherever we can.`,
    Icon: Leaf,
  },
  {
    title: msg`Passing it on`,
    text: msg`Every artist teaches: workshops, apprentices and school visits keep crafts alive.`,
    Icon: Sprout,
  },
] as const;

/** The team page of spec §2: hero, philosophy, impact, four members, values, closing block. */
export default function ArtistsPage() {
  usePageMeta(t`Our Artists`, t`Meet the painters, potters and lippan artists who make every piece at Kala.`);
  return (
    <>
      <section className="bg-sand/60">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-24">
          <p className={`text-sm font-semibold uppercase ${eyebrowTracking()} text-clay`}>
            <Trans>Our artists</Trans>
          </p>
          <h1 className="mt-4 font-display text-4xl leading-tight text-ink sm:text-5xl">
            <Trans>The hands behind every piece</Trans>
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">
            <Trans>
              Four artists, four crafts, one workshop in Jaipur. They paint, shape, dot and set mirrors into everything
              you see in the shop, and they sign every piece.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="philosophy-heading" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="philosophy-heading" className="font-display text-3xl text-clay-dark">
          <Trans>Our philosophy</Trans>
        </h2>
        <p className="mt-5 text-lg leading-relaxed text-muted">
          <Trans>
            We believe a home should hold things made with care. So we make fewer things, more slowly, and we tell you
            who made them. Each piece keeps the small marks of the hand: a dot slightly larger than its neighbour, a
            thumbprint in the clay. We think that is the point.
          </Trans>
        </p>
      </section>

      <section aria-label={t`Our impact`} className="mx-auto max-w-7xl px-4 sm:px-6">
        <dl className="grid grid-cols-2 gap-4 rounded-[2rem] bg-clay-dark p-8 text-center text-white md:grid-cols-4 md:p-12">
          {IMPACT.map((item, index) => (
            <div key={index} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-sm text-white/80">{i18n._(item.label)}</dt>
              <dd className="font-display text-4xl font-bold sm:text-5xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="members-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 id="members-heading" className="text-center font-display text-3xl text-ink sm:text-4xl">
          <Trans>Meet the team</Trans>
        </h2>
        <ul className="mt-12 grid gap-8 xl:grid-cols-2">
          {TEAM_MEMBERS.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-heading" className="bg-white py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="values-heading" className="text-center font-display text-3xl text-ink sm:text-4xl">
            <Trans>What we value</Trans>
          </h2>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, text, Icon }, index) => (
              <li key={index} className="rounded-3xl bg-paper p-7 ring-1 ring-stone-200">
                <Icon aria-hidden="true" className="h-8 w-8 text-clay" />
                <h3 className="mt-4 font-display text-xl text-ink">{i18n._(title)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="rounded-[2rem] bg-indigo px-6 py-14 text-center text-white sm:px-12">
          <h2 id="closing-heading" className="font-display text-3xl sm:text-4xl">
            <Trans>Bring their work home</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">
            <Trans>Browse the collection, or write to us about a piece made for your space.</Trans>
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/products" className={buttonClass('light', 'lg')}>
              <Trans>Shop the collection</Trans>
            </Link>
            <Link to="/contact" className={buttonClass('accent', 'lg')}>
              <Trans>Commission a piece</Trans>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
