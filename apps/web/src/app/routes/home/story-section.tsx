import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CategoryArt } from '../../../features/categories/components/category-art';
import { eyebrowTracking } from '../../../features/landing/components/section-heading';

/** Our story (spec §1). */
export function StorySection() {
  return (
    <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 render-when-near">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div aria-hidden="true" className="grid grid-cols-2 gap-4">
          <div className="overflow-hidden rounded-3xl">
            <CategoryArt art="terracotta" className="aspect-[3/4] w-full" />
          </div>
          <div className="mt-10 overflow-hidden rounded-3xl">
            <CategoryArt art="indian" className="aspect-[3/4] w-full" />
          </div>
        </div>
        <div>
          <p className={`text-sm font-semibold uppercase ${eyebrowTracking()} text-clay`}>
            <Trans>Our story</Trans>
          </p>
          <h2 id="story-heading" className="mt-3 font-display text-3xl text-ink sm:text-4xl">
            <Trans>It began at a kitchen table in Jaipur</Trans>
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              <Trans>
                Kala started in 2019 when two friends, a mandala painter and a lippan artisan, began selling their work
                to neighbours. Word spread; soon other artisans asked if they could join.
              </Trans>
            </p>
            <p>
              <Trans>
                Today we work directly with makers in Rajasthan, Gujarat, Bihar and Bengal. We photograph, pack and ship
                their pieces so they can spend their days doing what they love: making things by hand.
              </Trans>
            </p>
            <p>
              <Trans>
                <em className="font-display text-clay-dark">Kala</em> means art in Sanskrit. We think it belongs on
                everyday walls, not only in galleries.
              </Trans>
            </p>
          </div>
          <Link
            to="/about"
            className="mt-6 inline-block font-semibold text-clay underline underline-offset-4 hover:text-clay-dark"
          >
            <Trans>Read more about us</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
