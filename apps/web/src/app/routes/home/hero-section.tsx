import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CategoryArt } from '../../../features/categories/components/category-art';

/** The landing hero: what Kala is, and the two ways in (spec §1). Drawn art, so the first paint needs no image. */
export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-sand/60">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-4 py-1.5 text-sm font-semibold text-clay-dark ring-1 ring-clay/15">
            <Trans>Handmade in India · Shipped across India</Trans>
          </p>
          <h1 className="mt-6 font-display text-4xl leading-[1.1] text-ink sm:text-5xl lg:text-6xl">
            <Trans>
              Art made by hand, <span className="text-clay">one story at a time</span>
            </Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
            <Trans>
              Boho canvases, dot mandalas, lippan mirror work and terracotta from artisans across India. Every piece is
              made slowly, signed by its maker, and priced fairly in rupees.
            </Trans>
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClass('primary', 'lg')}>
              <Trans>Explore Collection</Trans> <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link to="/artists" className={buttonClass('secondary', 'lg')}>
              <Trans>Meet Artists</Trans>
            </Link>
          </div>
        </div>
        <div
          aria-hidden="true"
          className="relative mx-auto grid w-full max-w-xs grid-cols-2 gap-4 sm:max-w-md lg:max-w-none"
        >
          <div className="self-center overflow-hidden rounded-t-full rounded-b-3xl shadow-xl ring-4 ring-white">
            <CategoryArt art="arches" className="aspect-[3/4] w-full" />
          </div>
          <div className="mt-12 space-y-4">
            <div className="overflow-hidden rounded-full shadow-xl ring-4 ring-white">
              <CategoryArt art="mandala" className="aspect-square w-full" />
            </div>
            <div className="overflow-hidden rounded-3xl shadow-xl ring-4 ring-white">
              <CategoryArt art="lippan" className="aspect-[4/3] w-full" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
