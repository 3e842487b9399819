import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import clsx from 'clsx';
import { Link } from 'react-router';
import { SmartImage } from '../../../components/ui/smart-image';
import { categoryHref, type CategoryCard as Card } from '../category-catalogue';
import { CategoryArt } from './category-art';
import { CategoryIcon } from './category-icon';

/** One card of the categories page, showing every field of spec §2. */
export function CategoryCard({ card }: { card: Card }) {
  const name = card.displayName;
  return (
    <article className={clsx('flex h-full flex-col overflow-hidden rounded-3xl ring-1 ring-stone-200', card.bgColor)}>
      <div className={clsx('relative bg-gradient-to-br', card.gradient)}>
        {card.image ? (
          <SmartImage
            src={card.image}
            alt={t`${name}: a piece from the collection`}
            aspectRatio="4 / 3"
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          />
        ) : (
          <CategoryArt art={card.art} className="aspect-[4/3] w-full" />
        )}
        <span
          className={clsx(
            'absolute left-4 top-4 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow',
            card.textColor,
          )}
        >
          <CategoryIcon icon={card.icon} className="h-5 w-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className={clsx('font-display text-2xl', card.textColor)}>{name}</h2>
        <p className="mt-1 text-sm font-semibold text-ink">{card.description}</p>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{card.longDescription}</p>
        <Link
          to={categoryHref(card)}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-clay-dark"
        >
          <Trans>Explore Collection</Trans> <ArrowRight aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">{`: ${name}`}</span>
        </Link>
      </div>
    </article>
  );
}
