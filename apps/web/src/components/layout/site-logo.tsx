import { t } from '@lingui/core/macro';
import { Link } from 'react-router';

/** The Kala mark: a small drawn mandala beside the word, in the theme's clay and turmeric. */
export function SiteLogo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={t`Kala home`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="h-9 w-9">
        <circle cx="20" cy="20" r="19" fill={light ? '#fdf8f1' : '#9a3412'} />
        {Array.from({ length: 8 }, (_, i) => (
          <ellipse
            key={i}
            cx="20"
            cy="10"
            rx="3.2"
            ry="7"
            fill="#d97706"
            transform={`rotate(${i * 45} 20 20)`}
            opacity="0.9"
          />
        ))}
        <circle cx="20" cy="20" r="5" fill={light ? '#9a3412' : '#fdf8f1'} />
      </svg>
      <span className={`font-display text-2xl font-bold tracking-tight ${light ? 'text-paper' : 'text-clay-dark'}`}>
        Kala
      </span>
    </Link>
  );
}
