/**
 * Dot mandala on a round MDF plate: the way it is really made, one dab of paint at a time, in concentric rings
 * of dots, dotted petals and "dragged" teardrops, with colours walking through a palette ring by ring.
 * Each dot gets a small highlight so the paint reads as raised.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, TAU, circle, f, lighten, polar } from './svg-kit.ts';

export type MandalaVariant = 'classic' | 'lotus' | 'sunburst' | 'pastel';

const PALETTES = [
  { ground: '#16161d', dots: ['#ffffff', '#f9c80e', '#f86624', '#ea3546', '#9b5de5', '#43bccd'] },
  { ground: '#0f2a44', dots: ['#ffffff', '#9fd8cb', '#2ec4b6', '#ffbf69', '#ff9f1c', '#cbf3f0'] },
  { ground: '#0f3d3e', dots: ['#f1faee', '#e9c46a', '#f4a261', '#e76f51', '#a8dadc'] },
  { ground: '#3b0d1b', dots: ['#fff1e6', '#ffd166', '#ef476f', '#f78c6b', '#ffb4a2'] },
  { ground: '#1a1a1a', dots: ['#fff8e1', '#ffe082', '#ffca28', '#f0a500', '#d4af37'] },
  { ground: '#23104a', dots: ['#ffffff', '#c77dff', '#ff70a6', '#ffd670', '#70d6ff'] },
] as const;

/** Pastel pieces are painted on a white or blush plate instead of a black one. */
const PASTEL = [
  { ground: '#f6efe6', dots: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'] },
  { ground: '#fbe9e7', dots: ['#6d597a', '#b56576', '#e56b6f', '#eaac8b', '#355070'] },
] as const;

/**
 * Collects paint dots by colour and draws each colour as one path: a plate has thousands of dots, and librsvg
 * draws a few long paths several times faster than thousands of <circle> elements.
 */
class DotLayer {
  private byColor = new Map<string, string>();
  private glints = '';
  add(x: number, y: number, r: number, color: string): void {
    this.byColor.set(color, (this.byColor.get(color) ?? '') + circlePath(x, y, r));
    // A glint of light on the upper left makes the paint read as raised.
    if (r > 4) this.glints += circlePath(x - r * 0.32, y - r * 0.32, r * 0.34);
  }
  render(): string {
    let out = '';
    for (const [color, d] of this.byColor) out += `<path d="${d}" fill="${color}"/>`;
    return out + `<path d="${this.glints}" fill="#fff" fill-opacity="0.4"/>`;
  }
}

/** A full circle as path data. */
const circlePath = (x: number, y: number, r: number): string =>
  `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0`;

/** A dragged dot: round head outward, tail tapering toward the centre. */
function teardrop(
  cx: number,
  cy: number,
  rIn: number,
  rOut: number,
  angle: number,
  head: number,
  color: string,
): string {
  const [tx, ty] = polar(cx, cy, rIn, angle);
  const [hx, hy] = polar(cx, cy, rOut - head, angle);
  const a = ((angle - 90) * Math.PI) / 180;
  const vx = -Math.sin(a) * head;
  const vy = Math.cos(a) * head;
  const [ox, oy] = polar(cx, cy, rOut, angle);
  return `<path d="M${f(tx)} ${f(ty)}L${f(hx + vx)} ${f(hy + vy)}A${f(head)} ${f(head)} 0 0 0 ${f(ox)} ${f(oy)}A${f(head)} ${f(head)} 0 0 0 ${f(hx - vx)} ${f(hy - vy)}Z" fill="${color}"/>`;
}

/** `paletteIndex` (0–5) pins the plate colours when a product's name promises them ("Royal Gold"). */
export function mandalaArt(rng: Rng, variant: MandalaVariant, paletteIndex?: number): Artwork {
  const chosen = variant === 'pastel' ? rng.pick(PASTEL) : rng.pick(PALETTES);
  const pinned = variant !== 'pastel' && paletteIndex !== undefined ? PALETTES[paletteIndex] : undefined;
  const palette = pinned ?? chosen;
  const colors = rng.shuffle(palette.dots);
  const color = (i: number) => colors[i % colors.length] as string;
  const c = 500;
  let body = '';
  // The plate: a slightly lighter rim and an inner bevel.
  body += circle(c, c, 492, lighten(palette.ground, 0.12));
  body += circle(c, c, 480, palette.ground, `stroke="#000" stroke-opacity="0.35" stroke-width="4"`);

  const dots = new DotLayer();
  // Centre: a bullseye of stacked dots, drawn last and directly because their order matters.
  let r = rng.range(34, 48);
  let bullseye = '';
  for (let i = 0, rr = r; rr > 5; i++, rr *= 0.66) bullseye += circle(c, c, rr, color(i + 1));
  r += 10;

  const weights: Record<MandalaVariant, readonly string[]> = {
    classic: ['dots', 'dots', 'petals', 'teardrops', 'double', 'scallops'],
    lotus: ['petals', 'petals', 'dots', 'scallops'],
    sunburst: ['teardrops', 'teardrops', 'dots', 'double'],
    pastel: ['dots', 'petals', 'double', 'scallops', 'teardrops'],
  };
  let ring = 0;
  const symmetry = rng.pick([8, 10, 12, 16]);
  // Rings stop at OUTER, leaving room for the rim ring of dots; each ring is shortened to fit what is left.
  const OUTER = 436;
  while (r < OUTER - 24) {
    const room = OUTER - r;
    const kind = rng.pick(weights[variant]);
    const col = color(ring + 2);
    ring++;
    if (kind === 'dots' || kind === 'double') {
      const s = Math.min(rng.range(5, 11) * (1 + r / 900), room / 2 - 4);
      r += s + 4;
      const count = Math.floor((TAU * r) / (s * 2 + 5));
      const start = rng.range(0, 360);
      for (let i = 0; i < count; i++) {
        const [x, y] = polar(c, c, r, start + (i * 360) / count);
        dots.add(x, y, s, col);
      }
      r += s + 4;
      if (kind === 'double') {
        const s2 = s * 0.6;
        r += s2 + 2;
        for (let i = 0; i < count; i++) {
          const [x, y] = polar(c, c, r, start + ((i + 0.5) * 360) / count);
          dots.add(x, y, s2, color(ring + 3));
        }
        r += s2 + 4;
      }
    } else if (kind === 'petals') {
      // Petals drawn the dot painter's way: dots along the outline, shrinking toward the tip, and a spine.
      // Outer rings have more room: twice the petals there, or the plate looks sparse at the edge.
      const count = symmetry * (r > 220 ? 2 : rng.pick([1, 1, 2]));
      const len = Math.min(rng.range(60, 110) * (1 + r / 800), room - 12);
      const width = Math.min(((TAU * (r + len / 2)) / count) * 0.42, 60);
      const fillCol = color(ring + 4);
      for (let p = 0; p < count; p++) {
        const angle = (p * 360) / count + (ring % 2 ? 180 / count : 0);
        const a = ((angle - 90) * Math.PI) / 180;
        const ux = Math.cos(a);
        const uy = Math.sin(a);
        const steps = 9;
        for (let t = 0; t <= steps; t++) {
          const u = t / steps;
          const w = width * Math.sin(Math.PI * Math.min(u * 1.15, 1)) * 0.5;
          const bx = c + ux * (r + u * len);
          const by = c + uy * (r + u * len);
          const s = 7.5 * (1 - u * 0.6);
          if (w > 3) {
            dots.add(bx - uy * w, by + ux * w, s, col);
            dots.add(bx + uy * w, by - ux * w, s, col);
          }
          if (t % 2 === 0) dots.add(bx, by, s * 0.8, fillCol);
        }
        // Between petals, a short radial line of shrinking dots, so no dark gap is left.
        const between = angle + 180 / count;
        for (let k = 0; k < 4; k++) {
          const [x, y] = polar(c, c, r + len * (0.25 + k * 0.22), between);
          dots.add(x, y, 7 - k * 1.4, color(ring + 5));
        }
      }
      r += len + 14;
    } else if (kind === 'teardrops') {
      const count = symmetry * rng.pick([2, 3]);
      const len = Math.min(rng.range(40, 70), room - 6);
      const head = Math.min(((TAU * (r + len)) / count) * 0.3, 12);
      for (let p = 0; p < count; p++)
        body += teardrop(c, c, r, r + len, (p * 360) / count, head, p % 2 ? col : color(ring + 5));
      r += len + 10;
    } else {
      // Scallops: arcs of small dots bulging outward between the symmetry axes.
      const count = symmetry;
      const depth = Math.min(rng.range(28, 44), room - 14);
      for (let p = 0; p < count; p++) {
        for (let k = 0; k <= 8; k++) {
          const u = k / 8;
          const angle = ((p + u) * 360) / count;
          const [x, y] = polar(c, c, r + Math.sin(Math.PI * u) * depth, angle);
          dots.add(x, y, 5 + 2 * Math.sin(Math.PI * u), col);
        }
        const [x, y] = polar(c, c, r + depth * 0.45, ((p + 0.5) * 360) / count);
        dots.add(x, y, 9, color(ring + 1));
      }
      r += depth + 14;
    }
  }
  // Finish: a tight ring of small dots just inside the rim.
  const edge = 452;
  const count = Math.floor((TAU * edge) / 16);
  for (let i = 0; i < count; i++) {
    const [x, y] = polar(c, c, edge, (i * 360) / count);
    dots.add(x, y, 5, i % 2 ? color(0) : color(1));
  }
  body += dots.render() + bullseye;
  return {
    width: 1000,
    height: 1000,
    shape: 'round',
    body,
    focus: { x: 0.5 + rng.range(0.1, 0.25), y: 0.5 - rng.range(0.1, 0.25) },
    walls: ['#e8dccb', '#d8c6ae', '#dfe3dc', '#efe7dd', '#c7d1c6', '#e6d3c3'],
  };
}
