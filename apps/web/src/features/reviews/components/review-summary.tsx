import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Camera } from 'lucide-react';
import type { ReviewSummary as Summary } from '@kala/contract/reviews';
import { StarRating } from '../../../components/ui/star-rating';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * The product's visible reviews in figures: the average with its stars by floor (spec §2: 4.8 shows four), how many
 * reviews and how many with photos, and a bar per star. Each bar's words carry its figure, so a screen reader hears
 * "5 stars: 12 reviews" rather than a shape.
 */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const total = summary.count;
  const withPhotos = summary.withPhotos;
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-10">
      <div>
        <p className="flex items-baseline gap-2">
          <span className="font-display text-5xl text-ink">{summary.average.toFixed(1)}</span>
          <span className="text-muted">
            <Trans>out of 5</Trans>
          </span>
        </p>
        <StarRating rating={summary.average} size={20} className="mt-1" />
        <p className="mt-2 text-sm text-ink">{plural(total, { one: '# review', other: '# reviews' })}</p>
        {summary.withPhotos > 0 && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <Camera aria-hidden="true" className="h-4 w-4" />
            {plural(withPhotos, { one: '# review with photos', other: '# reviews with photos' })}
          </p>
        )}
      </div>
      <ul className="max-w-md space-y-1.5 self-center" aria-label={t`Reviews by rating`}>
        {STARS.map((stars) => {
          const count = summary.stars[stars];
          const percent = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="grid grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm">
              <span className="text-ink" aria-hidden="true">
                {plural(stars, { one: '# star', other: '# stars' })}
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-stone-200">
                <span className="block h-full rounded-full bg-turmeric" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right tabular-nums text-muted" aria-hidden="true">
                {count}
              </span>
              <span className="sr-only">{`${plural(stars, { one: '# star', other: '# stars' })}: ${plural(count, { one: '# review', other: '# reviews' })}`}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
