/**
 * Terracotta: fired-clay pieces in burnt-orange palettes. A sun face wall hanging on a jute cord, a plate with a
 * Warli circle dance painted in white, a tile of painted matki pots, and a carved mural plate. Relief is faked with
 * a darker copy of each raised shape set slightly down-right, as light from the upper left would show it.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, circle, f, mix, petalPath, polar } from './svg-kit.ts';

/** 'warli' circles a sun; 'warli-tarpa' circles the tarpa musician. */
export type TerracottaVariant = 'sun-face' | 'warli' | 'warli-tarpa' | 'pots' | 'mural';

const CLAYS = [
  { base: '#b5573a', dark: '#80371f', light: '#d47a55' },
  { base: '#c0683f', dark: '#8c4226', light: '#e0946b' },
  { base: '#a84a32', dark: '#722b1b', light: '#cf7256' },
  { base: '#c77b4a', dark: '#8f4f2c', light: '#e3a57a' },
] as const;
const WHITE = '#f6efe4';
const BLACK = '#2a1a14';
const ACCENTS = ['#d9a441', '#2f6f6a', '#9e2a2b', '#e3c07a'] as const;
const WALLS = ['#efe6da', '#e4d8c8', '#d6d9cc', '#f1e5d8', '#dcd3c5'] as const;

type Clay = (typeof CLAYS)[number];

/** A raised shape: its shadow, then itself. */
const raised = (d: string, fill: string, clay: Clay, depth = 5): string =>
  `<path d="${d}" fill="${clay.dark}" transform="translate(${depth * 0.6} ${depth})" opacity="0.8"/><path d="${d}" fill="${fill}"/>`;

function sunFace(clay: Clay, accent: string, rng: Rng): string {
  const c = 500;
  const rays = rng.pick([12, 16, 20]);
  const step = 360 / rays;
  // Broad petals or slim spikes: the two shapes potters give the Surya's rays.
  const slim = rng.chance(0.5);
  let out = '';
  for (let i = 0; i < rays; i++)
    out += raised(
      petalPath(c, c, 230, slim ? 430 : 400, i * step + step / 2, slim ? 56 : 80 * (16 / rays)),
      slim ? accent : clay.light,
      clay,
      4,
    );
  for (let i = 0; i < rays; i++) {
    const a = i * step;
    out += raised(petalPath(c, c, 220, 488, a, (slim ? 80 : 112) * (16 / rays)), clay.base, clay, 7);
    for (let k = 0; k < 5; k++) {
      const [x, y] = polar(c, c, 300 + k * 34, a);
      out += circle(x, y, 7 - k, k % 2 ? accent : WHITE);
    }
  }
  out += circle(c + 4, c + 8, 272, clay.dark) + circle(c, c, 270, clay.base);
  for (let i = 0; i < 48; i++) {
    const [x, y] = polar(c, c, 254, i * 7.5);
    out += circle(x, y, 5, WHITE);
  }
  out += circle(c, c, 236, mix(clay.base, clay.light, 0.45));
  // The face: joined brows running into the nose, almond eyes with kohl flicks, full lips and a bindi.
  out += `<path d="M318 440Q400 360 484 424V548Q500 580 516 548V424Q600 360 682 440" stroke="${BLACK}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  const serene = rng.chance(0.5);
  for (const side of [1, -1]) {
    const x = (v: number) => f(side === 1 ? v : 1000 - v);
    if (serene) {
      // Closed, meditative eyes: a lowered lid line with lashes.
      out += `<path d="M${x(340)} 474Q${x(405)} 510 ${x(468)} 474" stroke="${BLACK}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      out += `<path d="M${x(370)} 490l-8 14M${x(405)} 496v16M${x(440)} 490l8 14" stroke="${BLACK}" stroke-width="4" stroke-linecap="round"/>`;
    } else {
      out += `<path d="M${x(340)} 478Q${x(405)} 430 ${x(468)} 478Q${x(405)} 516 ${x(340)} 478Z" fill="${WHITE}" stroke="${BLACK}" stroke-width="6"/>`;
      out += circle(side === 1 ? 408 : 592, 478, 19, BLACK) + circle(side === 1 ? 402 : 586, 472, 5, WHITE);
    }
    out += `<path d="M${x(340)} 478L${x(310)} 468" stroke="${BLACK}" stroke-width="6" stroke-linecap="round"/>`;
    out += `<path d="M${x(330)} 580q30 30 60 0" stroke="${WHITE}" stroke-width="5" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  }
  out += `<path d="M428 636Q465 612 500 628Q535 612 572 636Q500 690 428 636Z" fill="#9e2a2b" stroke="${BLACK}" stroke-width="5"/><path d="M432 636Q500 648 568 636" stroke="${BLACK}" stroke-width="3" fill="none"/>`;
  out += circle(500, 392, 14, '#9e2a2b', `stroke="${BLACK}" stroke-width="3"`) + circle(500, 392, 4, WHITE);
  return out;
}

/** A Warli dancer: head outward, two triangles for the body, arms reaching to the neighbours. */
function dancer(x: number, y: number, angle: number, scale: number): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(scale)})" fill="${WHITE}" stroke="${WHITE}"><circle cy="-70" r="14" stroke="none"/><path d="M-22 -52H22L0 -14ZM0 -14L-22 28H22Z" stroke="none"/><path d="M-20 -48L-46 -26M20 -48L46 -26M-10 28L-20 62M10 28L20 62" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
}

function warliPlate(clay: Clay, rng: Rng, tarpa: boolean): string {
  const c = 500;
  let out = circle(c + 6, c + 10, 492, clay.dark) + circle(c, c, 490, clay.base);
  out +=
    circle(c, c, 470, 'none', `stroke="${clay.dark}" stroke-width="14"`) +
    circle(c, c, 458, 'none', `stroke="${clay.light}" stroke-width="3"`);
  // Zig-zag border band.
  let zig = '';
  for (let i = 0; i <= 72; i++) {
    const [x, y] = polar(c, c, i % 2 ? 418 : 442, i * 5);
    zig += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`;
  }
  out += `<path d="${zig}" stroke="${WHITE}" stroke-width="4" fill="none"/>`;
  for (let i = 0; i < 72; i++) {
    const [x, y] = polar(c, c, 400, i * 5 + 2.5);
    out += circle(x, y, 3.5, WHITE);
  }
  const outer = rng.pick([18, 20, 22]);
  for (let i = 0; i < outer; i++) {
    const [x, y] = polar(c, c, 300, (i * 360) / outer);
    out += dancer(x, y, (i * 360) / outer, 1.05);
  }
  const inner = rng.pick([8, 10]);
  for (let i = 0; i < inner; i++) {
    const a = (i * 360) / inner + 180 / inner;
    const [x, y] = polar(c, c, 160, a);
    out += dancer(x, y, a, 0.75);
  }
  if (!tarpa) {
    // The sun at the centre of the dance.
    out += circle(c, c, 48, WHITE);
    for (let i = 0; i < 16; i++) {
      const [x1, y1] = polar(c, c, 60, i * 22.5);
      const [x2, y2] = polar(c, c, 82, i * 22.5);
      out += `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/>`;
    }
  } else {
    // Or the tarpa player, the musician the dancers circle, with his long horn.
    out += `<g transform="translate(${c} ${c + 10})">${dancer(0, 0, 0, 1.1).replace(/^<g transform="[^"]*"/, '<g')}</g>`;
    out += `<path d="M${c + 18} ${c - 40}Q${c + 70} ${c - 20} ${c + 92} ${c + 40}" stroke="${WHITE}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** A painted matki pot standing at (x, base), s tall. */
function pot(x: number, base: number, s: number, clay: Clay, accent: string, id: string): string {
  const yn = base - s * 0.92;
  const body = `M${f(x - 0.15 * s)} ${f(yn)}C${f(x - 0.62 * s)} ${f(yn + 0.1 * s)} ${f(x - 0.62 * s)} ${f(base - 0.05 * s)} ${f(x - 0.2 * s)} ${f(base)}H${f(x + 0.2 * s)}C${f(x + 0.62 * s)} ${f(base - 0.05 * s)} ${f(x + 0.62 * s)} ${f(yn + 0.1 * s)} ${f(x + 0.15 * s)} ${f(yn)}Z`;
  let out = raised(body, clay.light, clay, 8);
  out += `<rect x="${f(x - 0.22 * s)}" y="${f(yn - 0.09 * s)}" width="${f(0.44 * s)}" height="${f(0.1 * s)}" rx="${f(0.03 * s)}" fill="${clay.base}" stroke="${clay.dark}" stroke-width="3"/>`;
  const mid = base - s * 0.5;
  let zig = '';
  for (let i = 0; i <= 16; i++)
    zig += `${i ? 'L' : 'M'}${f(x - 0.45 * s + i * 0.056 * s)} ${f(mid + (i % 2 ? -0.07 : 0.07) * s)}`;
  out += `<clipPath id="${id}"><path d="${body}"/></clipPath><g clip-path="url(#${id})">`;
  out += `<rect x="${f(x - s)}" y="${f(mid - 0.12 * s)}" width="${f(2 * s)}" height="${f(0.24 * s)}" fill="${accent}"/>`;
  out += `<path d="${zig}" stroke="${WHITE}" stroke-width="${f(s * 0.02)}" fill="none"/>`;
  out += `<path d="M${f(x - s)} ${f(mid - 0.2 * s)}H${f(x + s)}M${f(x - s)} ${f(mid + 0.2 * s)}H${f(x + s)}" stroke="${BLACK}" stroke-width="${f(s * 0.012)}" stroke-dasharray="${f(s * 0.025)} ${f(s * 0.025)}"/>`;
  for (let i = 0; i < 12; i++) out += circle(x - 0.4 * s + i * 0.073 * s, base - s * 0.2, s * 0.014, WHITE);
  out += `<ellipse cx="${f(x - 0.22 * s)}" cy="${f(mid - 0.12 * s)}" rx="${f(0.08 * s)}" ry="${f(0.2 * s)}" fill="#fff" opacity="0.12"/></g>`;
  return out;
}

function potTile(clay: Clay, accent: string, rng: Rng): string {
  let out = `<rect width="800" height="1000" rx="18" fill="${clay.base}"/><rect x="30" y="30" width="740" height="940" rx="10" fill="none" stroke="${clay.dark}" stroke-width="8"/>`;
  for (let i = 0; i < 30; i++)
    out += circle(54 + i * 24.5, 56, 6, clay.light) + circle(54 + i * 24.5, 944, 6, clay.light);
  const sizes = [rng.range(300, 340), rng.range(360, 400), rng.range(300, 340)];
  out += `<rect x="70" y="832" width="660" height="16" fill="${clay.dark}"/>`;
  out += pot(210, 830, sizes[0] ?? 320, clay, accent, 'pot-a') + pot(590, 830, sizes[2] ?? 320, clay, accent, 'pot-c');
  out += pot(400, 830, sizes[1] ?? 380, clay, ACCENTS[2], 'pot-b');
  out += pot(400, 830 - (sizes[1] ?? 380) * 0.98, 210, clay, accent, 'pot-d');
  return out;
}

function muralPlate(clay: Clay, accent: string, rng: Rng): string {
  const c = 500;
  let out = circle(c + 6, c + 10, 492, clay.dark) + circle(c, c, 490, clay.base);
  const rings = [440, 400, 280, 170];
  for (const r of rings)
    out +=
      circle(c, c, r, 'none', `stroke="${clay.dark}" stroke-width="10"`) +
      circle(c - 2, c - 3, r, 'none', `stroke="${clay.light}" stroke-width="3"`);
  const petals = rng.pick([12, 16, 18]);
  for (let i = 0; i < petals; i++) {
    out += raised(petalPath(c, c, 180, 395, (i * 360) / petals, 70), clay.light, clay, 5);
    out += `<path d="${petalPath(c, c, 220, 360, (i * 360) / petals, 30)}" fill="${accent}"/>`;
  }
  for (let i = 0; i < 60; i++) {
    const [x, y] = polar(c, c, 420, i * 6);
    out += circle(x + 2, y + 3, 8, clay.dark) + circle(x, y, 8, clay.light);
  }
  for (let i = 0; i < 8; i++) out += raised(petalPath(c, c, 20, 160, i * 45, 60), i % 2 ? clay.light : accent, clay, 4);
  out += circle(c, c, 34, WHITE) + circle(c, c, 16, accent);
  return out;
}

export function terracottaArt(rng: Rng, variant: TerracottaVariant): Artwork {
  const clay = rng.pick(CLAYS);
  const accent = rng.pick(ACCENTS);
  const round = { width: 1000, height: 1000, shape: 'round' as const, walls: WALLS };
  switch (variant) {
    case 'sun-face':
      return { ...round, shape: 'irregular', body: sunFace(clay, accent, rng), focus: { x: 0.5, y: 0.48 }, cord: true };
    case 'warli':
    case 'warli-tarpa':
      return { ...round, body: warliPlate(clay, rng, variant === 'warli-tarpa'), focus: { x: 0.5, y: 0.25 } };
    case 'mural':
      return { ...round, body: muralPlate(clay, accent, rng), focus: { x: 0.62, y: 0.38 } };
    case 'pots':
      return {
        width: 800,
        height: 1000,
        shape: 'rect',
        walls: WALLS,
        body: potTile(clay, accent, rng),
        focus: { x: 0.5, y: 0.62 },
        cord: true,
      };
  }
}
