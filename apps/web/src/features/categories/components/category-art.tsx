import clsx from 'clsx';
import type { CategoryCard } from '../category-catalogue';

/** Rounded to 1/1000: the server's and the browser's Math.cos may differ in the last digit, failing hydration. */
const round = (value: number) => Math.round(value * 1000) / 1000;

const ring = (n: number, r: number, cx: number, cy: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))] as const;
  });

/** One SVG element as markup; the attributes are this file's constants, never user input. */
const el = (tag: string, attributes: Record<string, string | number>) =>
  `<${tag} ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')}/>`;

/** Concentric half-circle arches standing on the line y, one colour each. */
const archRings = (radii: number[], y: number, colours: string[], stroke: Record<string, string | number>) =>
  radii.map((r, i) =>
    el('path', {
      d: `M${100 - r} ${y} A${r} ${r} 0 0 1 ${100 + r} ${y}`,
      fill: 'none',
      stroke: colours[i]!,
      ...stroke,
    }),
  );

/**
 * Drawn art for each category (no stock photos): simple SVG compositions in the theme's palette. Decorative, so
 * hidden from assistive technology; the card's text carries the meaning. The drawing is set as markup rather than
 * rendered as React elements: it never changes, and as elements its ~350 circles and paths were a third of what
 * React hydrated on a first visit to the landing page (issue 13). React does not hydrate inside such markup.
 */
export function CategoryArt({ art, className }: { art: CategoryCard['art']; className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('relative', className)}>
      <svg
        viewBox="0 0 200 200"
        className="absolute inset-0 h-full w-full"
        preserveAspectRatio="xMidYMid slice"
        dangerouslySetInnerHTML={{ __html: ART[art] }}
      />
    </div>
  );
}

const ART: Record<CategoryCard['art'], string> = {
  arches: [
    el('rect', { width: 200, height: 200, fill: '#f6e3cf' }),
    el('circle', { cx: 140, cy: 60, r: 22, fill: '#d97706' }),
    ...archRings([70, 55, 40, 25], 170, ['#9a3412', '#c2410c', '#ea8a5b', '#f3c7a0'], { 'stroke-width': 13 }),
    el('rect', { y: 170, width: 200, height: 30, fill: '#e7cdb1' }),
  ].join(''),
  'boho-circle': [
    el('rect', { width: 200, height: 200, fill: '#fbe4dc' }),
    el('circle', { cx: 100, cy: 100, r: 78, fill: '#fdf8f1' }),
    ...archRings([66, 52, 38, 24], 118, ['#be123c', '#f59e0b', '#9a3412', '#84a98c'], {
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
    ...ring(10, 70, 100, 100).map(([x, y]) => el('circle', { cx: x, cy: y, r: 3, fill: '#9a3412' })),
  ].join(''),
  minimal: [
    el('rect', { width: 200, height: 200, fill: '#efebe7' }),
    el('circle', { cx: 82, cy: 92, r: 46, fill: '#d6cfc7' }),
    el('circle', { cx: 126, cy: 112, r: 30, fill: 'none', stroke: '#57534e', 'stroke-width': 2 }),
    el('line', { x1: 30, y1: 160, x2: 170, y2: 160, stroke: '#9a3412', 'stroke-width': 3 }),
    el('circle', { cx: 150, cy: 52, r: 8, fill: '#9a3412' }),
  ].join(''),
  mandala: [
    el('rect', { width: 200, height: 200, fill: '#1e3a8a' }),
    ...[78, 62, 46, 30, 16].flatMap((r, ri) =>
      ring(8 + ri * 4 > 24 ? 24 : 28 - ri * 4, r, 100, 100).map(([x, y]) =>
        el('circle', {
          cx: x,
          cy: y,
          r: round(5 - ri * 0.6),
          fill: ['#fbbf24', '#f472b6', '#fdf8f1', '#38bdf8', '#fb923c'][ri]!,
        }),
      ),
    ),
    el('circle', { cx: 100, cy: 100, r: 7, fill: '#fbbf24' }),
  ].join(''),
  indian: [
    el('rect', { width: 200, height: 200, fill: '#fde68a' }),
    el('path', { d: 'M40 190 V90 Q40 30 100 20 Q160 30 160 90 V190 Z', fill: '#9a3412' }),
    el('path', { d: 'M58 190 V96 Q58 50 100 40 Q142 50 142 96 V190 Z', fill: '#fdf8f1' }),
    ...[0, 1, 2, 3, 4].map((i) =>
      el('ellipse', {
        cx: 100,
        cy: 150,
        rx: 8,
        ry: 30,
        fill: i % 2 ? '#be123c' : '#d97706',
        transform: `rotate(${-60 + i * 30} 100 150)`,
      }),
    ),
    el('circle', { cx: 100, cy: 150, r: 8, fill: '#1e3a8a' }),
  ].join(''),
  terracotta: [
    el('rect', { width: 200, height: 200, fill: '#fed7aa' }),
    el('path', {
      d: 'M70 40 H130 Q128 60 142 78 Q170 115 150 160 Q140 185 100 186 Q60 185 50 160 Q30 115 58 78 Q72 60 70 40 Z',
      fill: '#b45309',
    }),
    el('path', { d: 'M56 110 Q100 124 144 110', stroke: '#7c2d12', 'stroke-width': 4, fill: 'none' }),
    el('path', {
      d: 'M52 135 Q100 150 148 135',
      stroke: '#fdf8f1',
      'stroke-width': 3,
      fill: 'none',
      'stroke-dasharray': '6 6',
    }),
    el('rect', { x: 66, y: 34, width: 68, height: 10, rx: 4, fill: '#7c2d12' }),
  ].join(''),
  lippan: [
    el('rect', { width: 200, height: 200, fill: '#134e4a' }),
    el('rect', { x: 30, y: 30, width: 140, height: 140, rx: 8, fill: '#f5f0e6', transform: 'rotate(45 100 100)' }),
    ...ring(12, 52, 100, 100).map(([x, y]) =>
      el('circle', { cx: x, cy: y, r: 6, fill: '#cbd5e1', stroke: '#475569', 'stroke-width': 1.5 }),
    ),
    ...ring(6, 26, 100, 100).map(([x, y]) =>
      el('path', {
        d: `M${x} ${y - 7} L${x + 6} ${y} L${x} ${y + 7} L${x - 6} ${y} Z`,
        fill: '#e2e8f0',
        stroke: '#0f766e',
      }),
    ),
    el('circle', { cx: 100, cy: 100, r: 9, fill: '#e2e8f0', stroke: '#0f766e', 'stroke-width': 2 }),
  ].join(''),
};
