/**
 * Boho paintings (portrait canvases) and boho circles (round canvases): rainbows of nested arches, suns,
 * layered hills and leafy stems in earthy palettes. Both categories share the motifs; only the canvas differs.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, archPath, circle, darken, f, lighten, mix, weave } from './svg-kit.ts';

export type BohoVariant = 'sunset-arch' | 'rainbow' | 'hills' | 'abstract';

/** Every palette lists its colours in the same roles: rust, mustard, tan, sage, blush, dark brown. */
const PALETTES = [
  { bg: '#f1e4d3', colors: ['#c8553d', '#e09f3e', '#b08d6e', '#7d8f69', '#e8b4a0', '#5b3a29'] },
  { bg: '#efe6da', colors: ['#b5651d', '#e9c46a', '#d4a373', '#8a9a6b', '#e8c3b0', '#6b4226'] },
  { bg: '#f4e9e1', colors: ['#b56b45', '#f0c987', '#a88670', '#797d62', '#e6beae', '#5e3b2a'] },
  { bg: '#e9dfd3', colors: ['#a44a3f', '#f2c57c', '#d4a276', '#6a994e', '#e9b8a6', '#386641'] },
  { bg: '#f6efe8', colors: ['#e07a5f', '#f2cc8f', '#c9ada7', '#81b29a', '#f4d6cc', '#3d405b'] },
  { bg: '#f3e7d9', colors: ['#9c4a2f', '#e9b872', '#d9b89c', '#6b705c', '#f0c9b9', '#4a3328'] },
] as const;

const WALLS = ['#efe7dd', '#e6d8c6', '#dde2d6', '#f0e2d6', '#d9d0c3', '#e4e0d9'] as const;

type Palette = (typeof PALETTES)[number];

/** Nested half-rings standing on baseY: the boho rainbow. */
function rainbow(cx: number, baseY: number, outer: number, bands: string[], dotted: boolean): string {
  const w = outer / (bands.length + 1.4);
  let out = '';
  bands.forEach((color, i) => {
    const r = outer - w * (i + 0.5);
    out += `<path d="M${f(cx - r)} ${f(baseY)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(baseY)}" stroke="${color}" stroke-width="${f(w * 0.92)}" fill="none"/>`;
    if (dotted && i % 2 === 1) {
      out += `<path d="M${f(cx - r)} ${f(baseY)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(baseY)}" stroke="#fff8ee" stroke-width="5" stroke-linecap="round" stroke-dasharray="0.1 22" fill="none" opacity="0.85"/>`;
    }
  });
  return out;
}

/** A sun, sometimes with short painted rays. */
function sun(cx: number, cy: number, r: number, color: string, rays: boolean): string {
  let out = circle(cx, cy, r, color);
  if (rays) {
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2;
      const x1 = cx + Math.cos(a) * r * 1.25;
      const y1 = cy + Math.sin(a) * r * 1.25;
      const x2 = cx + Math.cos(a) * r * 1.6;
      const y2 = cy + Math.sin(a) * r * 1.6;
      out += `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${color}" stroke-width="${f(r * 0.12)}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

/** Layered rolling hills from y0 downward, each a soft wave across the width. */
function hills(width: number, height: number, y0: number, colors: string[], rng: Rng): string {
  let out = '';
  colors.forEach((color, i) => {
    const y = y0 + i * ((height - y0) / (colors.length + 0.5));
    const a = rng.range(-60, 60);
    const b = rng.range(-60, 60);
    out += `<path d="M0 ${f(y + a)}C${f(width * 0.3)} ${f(y - 70 + b)} ${f(width * 0.6)} ${f(y + 80 - a)} ${f(width)} ${f(y + b)}V${f(height)}H0Z" fill="${color}"/>`;
  });
  return out;
}

/** A thin stem with paired leaves, the botanical accent of boho prints. */
function stem(x: number, y: number, length: number, angle: number, color: string): string {
  let out = `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})"><path d="M${f(x)} ${f(y)}V${f(y - length)}" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
  for (let i = 1; i <= 5; i++) {
    const ly = y - (length * i) / 6;
    const size = 26 - i * 2.5;
    out += `<ellipse cx="${f(x - size)}" cy="${f(ly)}" rx="${f(size)}" ry="${f(size * 0.42)}" fill="${color}" transform="rotate(-28 ${f(x)} ${f(ly)})"/>`;
    out += `<ellipse cx="${f(x + size)}" cy="${f(ly - 10)}" rx="${f(size)}" ry="${f(size * 0.42)}" fill="${color}" transform="rotate(28 ${f(x)} ${f(ly - 10)})"/>`;
  }
  return out + `</g>`;
}

/** The composition, drawn inside a width × height box. */
function compose(variant: BohoVariant, width: number, height: number, p: Palette, rng: Rng): string {
  const [rust, mustard, tan, sage, blush, brown] = p.colors;
  const sunColor = rng.pick([rust, mustard, blush]);
  const land = rng.shuffle([rust, tan, sage, brown].filter((c) => c !== sunColor));
  let out = `<rect width="${width}" height="${height}" fill="${p.bg}"/>`;
  switch (variant) {
    case 'sunset-arch': {
      const aw = width * 0.62;
      const ax = (width - aw) / 2;
      const base = height * 0.86;
      out += `<path d="${archPath(ax - 26, base, aw + 52, height * 0.72 + 26)}" fill="${rng.pick([tan, blush])}"/>`;
      out += `<clipPath id="boho-arch"><path d="${archPath(ax, base, aw, height * 0.72)}"/></clipPath>`;
      out += `<g clip-path="url(#boho-arch)"><rect width="${width}" height="${height}" fill="${lighten(sunColor === mustard ? blush : mustard, 0.35)}"/>`;
      out += sun(width / 2, base - height * 0.4, aw * 0.22, sunColor, false);
      out += hills(width, base + 10, base - height * 0.3, land.slice(0, 3), rng) + `</g>`;
      out += `<rect x="${f(ax - 60)}" y="${f(base)}" width="${f(aw + 120)}" height="10" rx="5" fill="${brown}"/>`;
      out +=
        stem(ax - 10, height * 0.95, height * 0.2, -14, sage) +
        stem(ax + aw + 10, height * 0.95, height * 0.16, 14, sage);
      break;
    }
    case 'rainbow': {
      const round = width === height;
      const base = height * (round ? 0.72 : 0.78);
      const bands = rng.shuffle([rust, mustard, tan, sage, blush]).slice(0, rng.int(4, 5));
      out += rainbow(width / 2, base, width * 0.42, bands, rng.chance(0.6));
      out += sun(width * (round ? 0.7 : 0.76), height * (round ? 0.25 : 0.2), width * 0.07, mustard, true);
      // Two tiny birds and a cloud puff keep the sky from feeling empty.
      out += `<path d="M${f(width * 0.16)} ${f(height * 0.2)}q18 -14 36 0q18 -14 36 0M${f(width * 0.3)} ${f(height * 0.27)}q12 -10 24 0q12 -10 24 0" stroke="${brown}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      out += `<rect x="${f(width * 0.1)}" y="${f(base + 6)}" width="${f(width * 0.8)}" height="8" rx="4" fill="${brown}" opacity="0.8"/>`;
      for (let i = 0; i < 7; i++) out += circle(width * (0.2 + i * 0.1), base + 40, 5, i % 2 ? rust : sage);
      break;
    }
    case 'hills': {
      out += `<rect width="${width}" height="${f(height * 0.6)}" fill="${lighten(blush, 0.35)}"/>`;
      out += sun(width * rng.range(0.35, 0.65), height * 0.36, width * rng.range(0.14, 0.2), sunColor, rng.chance(0.5));
      out += hills(width, height, height * 0.46, land, rng);
      out += `<path d="M${f(width * 0.15)} ${f(height * 0.16)}q20 -14 40 0q20 -14 40 0M${f(width * 0.26)} ${f(height * 0.24)}q14 -10 28 0q14 -10 28 0" stroke="${brown}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      break;
    }
    case 'abstract': {
      out += `<path d="M0 ${f(height)}V${f(height * 0.55)}A${f(width * 0.45)} ${f(width * 0.45)} 0 0 1 ${f(width * 0.9)} ${f(height)}Z" fill="${land[0]}"/>`;
      out += circle(width * 0.68, height * 0.3, width * 0.16, sunColor);
      out += `<path d="M${f(width * 0.08)} ${f(height * 0.12)}h${f(width * 0.34)}v${f(width * 0.34)}A${f(width * 0.34)} ${f(width * 0.34)} 0 0 1 ${f(width * 0.08)} ${f(height * 0.12)}Z" fill="${land[1]}" opacity="0.9"/>`;
      out += stem(width * 0.7, height * 0.94, height * 0.42, rng.range(-12, 12), brown);
      for (let i = 0; i < 5; i++)
        for (let j = 0; j < 3; j++) out += circle(width * (0.12 + i * 0.05), height * (0.62 + j * 0.05), 5, p.bg);
      out += `<path d="M${f(width * 0.5)} ${f(height * 0.55)}q30 -30 60 0t60 0t60 0" stroke="${land[2]}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      break;
    }
  }
  // The canvas weave over the paint: it is a painting, not a print.
  return out + weave(width, height, 7);
}

/** A gallery-wrapped portrait canvas (boho paintings). */
export function bohoCanvasArt(rng: Rng, variant: BohoVariant): Artwork {
  const palette = rng.pick(PALETTES);
  const body = compose(variant, 800, 1000, palette, rng);
  return {
    width: 800,
    height: 1000,
    shape: 'rect',
    body: body + `<rect width="800" height="1000" fill="none" stroke="${darken(palette.bg, 0.2)}" stroke-width="3"/>`,
    focus: { x: 0.5, y: variant === 'hills' ? 0.5 : 0.55 },
    walls: WALLS,
  };
}

/** A round canvas (boho circle art), the same motifs clipped to a circle with a painted rim. */
export function bohoCircleArt(rng: Rng, variant: BohoVariant): Artwork {
  const palette = rng.pick(PALETTES);
  const rim = mix(palette.colors[5], palette.bg, 0.3);
  return {
    width: 1000,
    height: 1000,
    shape: 'round',
    defs: `<clipPath id="boho-circle"><circle cx="500" cy="500" r="490"/></clipPath>`,
    body: `<g clip-path="url(#boho-circle)">${compose(variant, 1000, 1000, palette, rng)}</g>${circle(500, 500, 490, 'none', `stroke="${rim}" stroke-width="14"`)}`,
    focus: { x: 0.5, y: 0.6 },
    walls: WALLS,
  };
}
