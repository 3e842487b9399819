import clsx from 'clsx';
import type { CategoryCard } from '../category-catalogue';

/** Rounded to 1/1000: the server's and the browser's Math.cos may differ in the last digit, failing hydration. */
const round = (value: number) => Math.round(value * 1000) / 1000;

const ring = (n: number, r: number, cx: number, cy: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))] as const;
  });

/**
 * Drawn art for each category (no stock photos): simple SVG compositions in the theme's palette. Decorative, so
 * hidden from assistive technology; the card's text carries the meaning.
 */
export function CategoryArt({ art, className }: { art: CategoryCard['art']; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('relative', className)}>
      <svg viewBox="0 0 200 200" className="absolute inset-0 h-full w-full" preserveAspectRatio="xMidYMid slice">
        {ART[art]}
      </svg>
    </div>
  );
}

const ART: Record<CategoryCard['art'], React.ReactNode> = {
  arches: (
    <g>
      <rect width="200" height="200" fill="#f6e3cf" />
      <circle cx="140" cy="60" r="22" fill="#d97706" />
      {[70, 55, 40, 25].map((r, i) => (
        <path
          key={r}
          d={`M${100 - r} 170 A${r} ${r} 0 0 1 ${100 + r} 170`}
          fill="none"
          stroke={['#9a3412', '#c2410c', '#ea8a5b', '#f3c7a0'][i]}
          strokeWidth="13"
        />
      ))}
      <rect y="170" width="200" height="30" fill="#e7cdb1" />
    </g>
  ),
  'boho-circle': (
    <g>
      <rect width="200" height="200" fill="#fbe4dc" />
      <circle cx="100" cy="100" r="78" fill="#fdf8f1" />
      {[66, 52, 38, 24].map((r, i) => (
        <path
          key={r}
          d={`M${100 - r} 118 A${r} ${r} 0 0 1 ${100 + r} 118`}
          fill="none"
          stroke={['#be123c', '#f59e0b', '#9a3412', '#84a98c'][i]}
          strokeWidth="10"
          strokeLinecap="round"
        />
      ))}
      {ring(10, 70, 100, 100).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="3" fill="#9a3412" />
      ))}
    </g>
  ),
  minimal: (
    <g>
      <rect width="200" height="200" fill="#efebe7" />
      <circle cx="82" cy="92" r="46" fill="#d6cfc7" />
      <circle cx="126" cy="112" r="30" fill="none" stroke="#57534e" strokeWidth="2" />
      <line x1="30" y1="160" x2="170" y2="160" stroke="#9a3412" strokeWidth="3" />
      <circle cx="150" cy="52" r="8" fill="#9a3412" />
    </g>
  ),
  mandala: (
    <g>
      <rect width="200" height="200" fill="#1e3a8a" />
      {[78, 62, 46, 30, 16].map((r, ri) =>
        ring(8 + ri * 4 > 24 ? 24 : 28 - ri * 4, r, 100, 100).map(([x, y], i) => (
          <circle
            key={`${r}-${i}`}
            cx={x}
            cy={y}
            r={5 - ri * 0.6}
            fill={['#fbbf24', '#f472b6', '#fdf8f1', '#38bdf8', '#fb923c'][ri]}
          />
        )),
      )}
      <circle cx="100" cy="100" r="7" fill="#fbbf24" />
    </g>
  ),
  indian: (
    <g>
      <rect width="200" height="200" fill="#fde68a" />
      <path d="M40 190 V90 Q40 30 100 20 Q160 30 160 90 V190 Z" fill="#9a3412" />
      <path d="M58 190 V96 Q58 50 100 40 Q142 50 142 96 V190 Z" fill="#fdf8f1" />
      {[0, 1, 2, 3, 4].map((i) => (
        <ellipse
          key={i}
          cx="100"
          cy="150"
          rx="8"
          ry="30"
          fill={i % 2 ? '#be123c' : '#d97706'}
          transform={`rotate(${-60 + i * 30} 100 150)`}
        />
      ))}
      <circle cx="100" cy="150" r="8" fill="#1e3a8a" />
    </g>
  ),
  terracotta: (
    <g>
      <rect width="200" height="200" fill="#fed7aa" />
      <path
        d="M70 40 H130 Q128 60 142 78 Q170 115 150 160 Q140 185 100 186 Q60 185 50 160 Q30 115 58 78 Q72 60 70 40 Z"
        fill="#b45309"
      />
      <path d="M56 110 Q100 124 144 110" stroke="#7c2d12" strokeWidth="4" fill="none" />
      <path d="M52 135 Q100 150 148 135" stroke="#fdf8f1" strokeWidth="3" fill="none" strokeDasharray="6 6" />
      <rect x="66" y="34" width="68" height="10" rx="4" fill="#7c2d12" />
    </g>
  ),
  lippan: (
    <g>
      <rect width="200" height="200" fill="#134e4a" />
      <rect x="30" y="30" width="140" height="140" rx="8" fill="#f5f0e6" transform="rotate(45 100 100)" />
      {ring(12, 52, 100, 100).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="6" fill="#cbd5e1" stroke="#475569" strokeWidth="1.5" />
      ))}
      {ring(6, 26, 100, 100).map(([x, y], i) => (
        <path
          key={i}
          d={`M${x} ${y - 7} L${x + 6} ${y} L${x} ${y + 7} L${x - 6} ${y} Z`}
          fill="#e2e8f0"
          stroke="#0f766e"
        />
      ))}
      <circle cx="100" cy="100" r="9" fill="#e2e8f0" stroke="#0f766e" strokeWidth="2" />
    </g>
  ),
};
