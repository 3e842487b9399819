import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useCategoryThumbnails } from '../../features/catalog/api/get-category-thumbnails';
import { CATEGORY_CARDS, slugOf } from '../../features/categories/category-catalogue';
import { CategoryCard } from '../../features/categories/components/category-card';
import { usePageMeta } from '../../lib/use-page-meta';

export default function CategoriesPage() {
  usePageMeta(
    t`Categories`,
    t`Seven crafts, one shop: boho paintings, boho art, minimal art, mandala, Indian art, terracotta and lippan art.`,
  );
  // Each card's photo is its category's highest-rated piece; the drawn art shows until it loads.
  const thumbnails = useCategoryThumbnails(CATEGORY_CARDS.map(slugOf));
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-12 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-clay [&:lang(hi)]:tracking-normal">
          <Trans>Categories</Trans>
        </p>
        <h1 className="mt-3 font-display text-4xl text-clay-dark sm:text-5xl">
          <Trans>Explore by craft</Trans>
        </h1>
        <p className="mt-4 text-lg text-muted">
          <Trans>
            Seven traditions, each with its own materials, tools and patience. Find the one that speaks to your walls.
          </Trans>
        </p>
      </header>
      <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORY_CARDS.map((card, i) => (
          <li key={card.id}>
            <CategoryCard card={{ ...card, image: thumbnails[i] }} />
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="banner-heading"
        className="mt-20 rounded-[2rem] bg-clay-dark px-6 py-14 text-center text-white sm:px-12"
      >
        <h2 id="banner-heading" className="font-display text-3xl sm:text-4xl">
          <Trans>Can’t decide? See everything, or ask for something made just for you.</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/85">
          <Trans>Our artisans take commissions in any of these crafts, in your colours and sizes.</Trans>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/products" className={buttonClass('light', 'lg')}>
            <Trans>Browse All Artworks</Trans>
          </Link>
          <Link to="/contact" className={buttonClass('accent', 'lg')}>
            <Trans>Commission Custom Art</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
