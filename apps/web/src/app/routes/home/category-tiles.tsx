import { t } from '@lingui/core/macro';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_CARDS, categoryHref } from '../../../features/categories/category-catalogue';
import { CategoryArt } from '../../../features/categories/components/category-art';
import { SectionHeading } from '../../../features/landing/components/section-heading';

/** Spec §1: four tiles (boho-art, terracotta, circle minimal art, mandala). */
const TILE_IDS = ['boho-art', 'terracotta', 'circle-minimal-art', 'mandala'] as const;
const TILES = TILE_IDS.map((id) => CATEGORY_CARDS.find((c) => c.id === id)).filter((c) => c !== undefined);

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-heading" className="bg-white py-20 render-when-near">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="categories-heading" eyebrow={t`Shop by craft`} title={t`Find your style`} />
        <ul className="mt-12 grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {TILES.map((tile) => (
            <li key={tile.id}>
              <Link
                to={categoryHref(tile)}
                className="group relative block overflow-hidden rounded-3xl ring-1 ring-stone-200"
              >
                <CategoryArt
                  art={tile.art}
                  className="aspect-[4/5] w-full motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
                />
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 via-ink/50 to-transparent p-5 pt-16">
                  <h3 className="flex items-center justify-between font-display text-2xl text-white">
                    {tile.displayName}
                    <ArrowUpRight aria-hidden="true" className="h-5 w-5" />
                  </h3>
                  <p className="mt-1 text-sm text-white/90">{tile.description}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
