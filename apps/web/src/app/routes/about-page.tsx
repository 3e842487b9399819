import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { CategoryArt } from '../../features/categories/components/category-art';
import { usePageMeta } from '../../lib/use-page-meta';
import { eyebrowTracking } from '../../features/landing/components/section-heading';

/** Built at render, in the shopper's language. */
const milestones = () => [
  {
    year: '2019',
    text: t`Two friends, a mandala painter and a lippan artisan, start selling their work from a kitchen table in Jaipur.`,
  },
  { year: '2021', text: t`Lippan artists from Kutch join, and our first festive collection sells out in a week.` },
  { year: '2023', text: t`We open a shared workshop where our artists make, teach and pack together.` },
  { year: '2025', text: t`Kala ships across India, with over 1,500 handmade pieces in homes from Kashmir to Kerala.` },
];

export default function AboutPage() {
  usePageMeta(
    t`About Us`,
    t`Kala connects Indian artisans with homes across India: our story, what we believe and how we work.`,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-12 sm:px-6">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className={`text-sm font-semibold uppercase ${eyebrowTracking()} text-clay`}>
            <Trans>About us</Trans>
          </p>
          <h1 className="mt-3 font-display text-4xl leading-tight text-clay-dark sm:text-5xl">
            <Trans>Art belongs on everyday walls</Trans>
          </h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              <Trans>
                <em className="font-display">Kala</em> is Sanskrit for art. We are a small team in Jaipur that sells the
                work of Indian artisans directly to the people who will live with it.
              </Trans>
            </p>
            <p>
              <Trans>
                We photograph every piece ourselves, describe it honestly, pack it to survive the journey and pay the
                artist their full price. No warehouse of prints: each listing is a piece someone made by hand.
              </Trans>
            </p>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/artists" className={buttonClass('primary', 'lg')}>
              <Trans>Meet Artists</Trans>
            </Link>
            <Link to="/products" className={buttonClass('secondary', 'lg')}>
              <Trans>Explore Collection</Trans>
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="grid grid-cols-3 gap-4">
          <CategoryArt art="boho-circle" className="aspect-[3/4] w-full rounded-3xl" />
          <CategoryArt art="mandala" className="mt-8 aspect-[3/4] w-full rounded-3xl" />
          <CategoryArt art="terracotta" className="aspect-[3/4] w-full rounded-3xl" />
        </div>
      </div>

      <section aria-labelledby="journey-heading" className="mt-20">
        <h2 id="journey-heading" className="font-display text-3xl text-ink sm:text-4xl">
          <Trans>Our journey</Trans>
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-4">
          {milestones().map((m) => (
            <li key={m.year} className="rounded-3xl bg-white p-6 ring-1 ring-stone-200">
              <p className="font-display text-3xl font-bold text-clay">{m.year}</p>
              <p className="mt-2 leading-relaxed text-muted">{m.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="how-heading"
        className="mt-20 grid gap-8 rounded-[2rem] bg-sand/60 p-8 sm:p-12 md:grid-cols-3"
      >
        <h2 id="how-heading" className="font-display text-3xl text-clay-dark md:col-span-3">
          <Trans>How we work</Trans>
        </h2>
        {[
          [
            t`Direct from the maker`,
            t`We buy from artists at the price they set, with no middlemen between you and them.`,
          ],
          [
            t`Honest listings`,
            t`Real photos of the real piece, its true size, and the small quirks handmade work has.`,
          ],
          [t`Careful delivery`, t`Every order is packed by hand in our workshop and tracked to your door.`],
        ].map(([title, text]) => (
          <div key={title}>
            <h3 className="font-display text-xl text-ink">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
