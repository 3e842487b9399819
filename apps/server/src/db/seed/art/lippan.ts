/**
 * Lippan art, the mud-relief work of Kutch: raised white clay lines in geometric rings on a dark or terracotta
 * ground, with small round mirrors pressed into the clay. All relief lines are collected into one path and drawn
 * twice (a shadow set down-right, then the white clay) so they read as raised, and the SVG stays small.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, archPath, circle, f, lighten, petalPath, polar } from './svg-kit.ts';

export type LippanVariant = 'round' | 'square' | 'arch';

const GROUNDS = ['#5a1a1e', '#1e1e22', '#0e4d4f', '#a4472d', '#1d2b53', '#3b2a20'] as const;
const CLAY = '#f4eee4';

/** Mirror gradient: a bright spot upper left, a grey body, a lighter rim, like a small convex glass. */
const MIRROR_DEFS = `<radialGradient id="lp-mirror" cx="0.5" cy="0.5" r="0.5" fx="0.35" fy="0.3"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="#d5dde4"/><stop offset="0.75" stop-color="#7f8a95"/><stop offset="1" stop-color="#c9d1d9"/></radialGradient>`;

/** Collects relief lines and mirrors, then draws them in the right order. */
class Relief {
  lines = '';
  dots = '';
  mirrors = '';
  line(d: string): void {
    this.lines += d;
  }
  dot(x: number, y: number, r: number): void {
    this.dots += circle(x, y, r, CLAY);
  }
  /** A mirror set in a clay ring. */
  mirror(x: number, y: number, r: number): void {
    this.mirrors +=
      circle(x + 1.5, y + 2.5, r + 5, '#000', 'opacity="0.35"') +
      circle(x, y, r + 5, CLAY) +
      circle(x, y, r, 'url(#lp-mirror)');
  }
  render(width: number): string {
    const shadow = `<g transform="translate(2 3)" opacity="0.45"><path d="${this.lines}" stroke="#000" stroke-width="${width + 1}" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    return `${shadow}<path d="${this.lines}" stroke="${CLAY}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${this.dots}${this.mirrors}`;
  }
}

/** A circle as path data, so it joins the single relief path. */
const ringPath = (cx: number, cy: number, r: number): string =>
  `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}`;

/** A small lippan rosette: mirror in the middle, petals outlined around, dots between. */
function rosette(rl: Relief, x: number, y: number, r: number, petals: number): void {
  rl.mirror(x, y, r * 0.26);
  for (let i = 0; i < petals; i++) rl.line(petalPath(x, y, r * 0.4, r, (i * 360) / petals, r * 0.42));
  rl.line(ringPath(x, y, r * 1.12));
}

/** A ring of triangles pointing outward between two circles, a mirror in each. */
function triangleRing(rl: Relief, c: number, r1: number, r2: number, count: number, mirrors: boolean): void {
  rl.line(ringPath(c, c, r1) + ringPath(c, c, r2));
  let d = '';
  for (let i = 0; i <= count * 2; i++) {
    const [x, y] = polar(c, c, i % 2 ? r2 : r1, (i * 180) / count);
    d += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`;
  }
  rl.line(d);
  if (mirrors) {
    for (let i = 0; i < count; i++) {
      const [x, y] = polar(c, c, r1 + (r2 - r1) * 0.36, (i * 360) / count + 180 / count);
      rl.mirror(x, y, Math.min((r2 - r1) * 0.16, 10));
    }
  }
}

function roundPanel(rl: Relief, rng: Rng): void {
  const c = 500;
  rl.line(ringPath(c, c, 470) + ringPath(c, c, 452));
  rosette(rl, c, c, 95, rng.pick([8, 10, 12]));
  const petals = rng.pick([12, 16]);
  for (let i = 0; i < petals; i++) {
    const a = (i * 360) / petals;
    rl.line(petalPath(c, c, 120, 250, a, 64) + petalPath(c, c, 140, 225, a, 30));
    const [x, y] = polar(c, c, 276, a + 180 / petals);
    rl.dot(x, y, 5);
  }
  rl.line(ringPath(c, c, 262));
  triangleRing(rl, c, 290, 360, rng.pick([18, 20, 24]), true);
  const mirrors = rng.pick([24, 30, 36]);
  for (let i = 0; i < mirrors; i++) {
    const [x, y] = polar(c, c, 404, (i * 360) / mirrors);
    rl.mirror(x, y, 11);
    const [dx, dy] = polar(c, c, 404, ((i + 0.5) * 360) / mirrors);
    rl.dot(dx, dy, 4);
  }
  rl.line(ringPath(c, c, 430));
}

function squarePanel(rl: Relief, rng: Rng): void {
  rl.line('M30 30H970V970H30ZM62 62H938V938H62Z');
  // Zig-zag border band between the two frames.
  let zig = '';
  for (let i = 0; i <= 58; i++) zig += `${i ? 'L' : 'M'}${f(46 + i * 15.8)} ${i % 2 ? 38 : 54}`;
  rl.line(zig);
  rl.line(zig.replace(/(\d+(?:\.\d+)?) (\d+)/g, (_m, x: string, y: string) => `${x} ${1000 - Number(y)}`));
  // A 3 × 3 grid of diamonds, each holding a rosette, with mirrors at the grid crossings.
  const cell = 876 / 3;
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const x = 62 + cell * (i + 0.5);
      const y = 62 + cell * (j + 0.5);
      const h = cell / 2 - 10;
      rl.line(`M${f(x)} ${f(y - h)}L${f(x + h)} ${f(y)}L${f(x)} ${f(y + h)}L${f(x - h)} ${f(y)}Z`);
      rosette(rl, x, y, cell * 0.24, rng.pick([6, 8]));
      for (const [cx, cy] of [
        [x - h * 0.72, y - h * 0.72],
        [x + h * 0.72, y - h * 0.72],
        [x - h * 0.72, y + h * 0.72],
        [x + h * 0.72, y + h * 0.72],
      ] as const)
        rl.dot(cx, cy, 5);
    }
  }
  for (let i = 1; i < 3; i++) for (let j = 1; j < 3; j++) rl.mirror(62 + cell * i, 62 + cell * j, 14);
}

function archPanel(rl: Relief, rng: Rng): void {
  rl.line(archPath(24, 976, 752, 952) + archPath(56, 944, 688, 888));
  rosette(rl, 400, 330, 120, rng.pick([10, 12]));
  rosette(rl, 250, 640, 80, 8);
  rosette(rl, 550, 640, 80, 8);
  rosette(rl, 400, 820, 80, 8);
  for (let i = 0; i < 13; i++) {
    const [x, y] = polar(400, 400, 300, -90 + i * 15);
    rl.mirror(x, y, 10);
  }
  let zig = '';
  for (let i = 0; i <= 24; i++) zig += `${i ? 'L' : 'M'}${f(90 + i * 25.8)} ${i % 2 ? 470 : 500}`;
  rl.line(zig);
  rl.line('M90 520H710M90 450H710');
}

/** `paletteIndex` (0–5) pins the ground colour when a product's name promises it ("Maroon"). */
export function lippanArt(rng: Rng, variant: LippanVariant, paletteIndex?: number): Artwork {
  const picked = rng.pick(GROUNDS);
  const ground = (paletteIndex !== undefined ? GROUNDS[paletteIndex] : undefined) ?? picked;
  const rl = new Relief();
  const rim = lighten(ground, 0.12);
  let base: string;
  let shape: Artwork['shape'];
  let width = 1000;
  if (variant === 'round') {
    roundPanel(rl, rng);
    base = circle(500, 500, 495, rim) + circle(500, 500, 485, ground);
    shape = 'round';
  } else if (variant === 'square') {
    squarePanel(rl, rng);
    base = `<rect width="1000" height="1000" rx="8" fill="${rim}"/><rect x="8" y="8" width="984" height="984" fill="${ground}"/>`;
    shape = 'rect';
  } else {
    archPanel(rl, rng);
    width = 800;
    base = `<path d="${archPath(0, 1000, 800, 1000)}" fill="${rim}"/><path d="${archPath(10, 990, 780, 980)}" fill="${ground}"/>`;
    shape = 'arch';
  }
  return {
    width,
    height: 1000,
    shape,
    defs: MIRROR_DEFS,
    body: base + rl.render(variant === 'square' ? 6 : 7),
    focus: variant === 'arch' ? { x: 0.5, y: 0.33 } : { x: 0.5, y: 0.32 },
    walls: ['#efe7dc', '#e3d6c4', '#d9ddd5', '#eedfd2', '#cfc7bb'],
  };
}
