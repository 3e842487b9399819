/**
 * Small helpers shared by the artwork generators: number formatting (short SVG = fast parse),
 * polar geometry for radial designs, colour mixing, and the Artwork shape every generator returns.
 */

/** What an artwork generator draws; the scenes (scenes.ts) place it on a wall, a shelf or in a close-up. */
export interface Artwork {
  /** Size of the artwork's own coordinate box; `body` draws inside 0..width × 0..height. */
  width: number;
  height: number;
  /** The outline, so the scenes can cast a matching shadow ('irregular' shadows the drawing itself, which costs more). */
  shape: 'round' | 'rect' | 'arch' | 'irregular';
  /** SVG elements (no <svg> wrapper). Ids used inside must be unique to the artwork (prefix them). */
  body: string;
  /** Extra <defs> content (gradients, clip paths) the body refers to. */
  defs?: string;
  /** Where the close-up shot looks, as fractions of width and height. */
  focus: { x: number; y: number };
  /** Hung on a jute cord (terracotta) instead of a hidden nail. */
  cord?: boolean;
  /** Wall colours that flatter the piece, for the room shots. */
  walls: readonly string[];
}

/** One decimal is plenty at 1200 px and keeps the SVG text short. */
export const f = (value: number): string => (Math.round(value * 10) / 10).toString();

export const TAU = Math.PI * 2;

/** A point at `radius` from the centre, `angle` in degrees, 0 pointing up, clockwise. */
export function polar(cx: number, cy: number, radius: number, angle: number): [number, number] {
  const a = ((angle - 90) * Math.PI) / 180;
  return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
}

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

/** A petal (pointed oval) from radius r1 to r2 along `angle`, `width` at its widest. */
export function petalPath(cx: number, cy: number, r1: number, r2: number, angle: number, width: number): string {
  const [x1, y1] = polar(cx, cy, r1, angle);
  const [x2, y2] = polar(cx, cy, r2, angle);
  const mid = (r1 + r2) / 2;
  const spread = (width / 2 / mid) * (180 / Math.PI);
  const [lx, ly] = polar(cx, cy, mid, angle - spread);
  const [rx, ry] = polar(cx, cy, mid, angle + spread);
  return `M${f(x1)} ${f(y1)}Q${f(lx)} ${f(ly)} ${f(x2)} ${f(y2)}Q${f(rx)} ${f(ry)} ${f(x1)} ${f(y1)}Z`;
}

/** An arch (a rectangle with a round top) standing on its base at y, as a path. */
export function archPath(x: number, y: number, width: number, height: number): string {
  const r = width / 2;
  return `M${f(x)} ${f(y)}V${f(y - height + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + width)} ${f(y - height + r)}V${f(y)}Z`;
}

const hex = (color: string): [number, number, number] => {
  const v = color.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(v.slice(i, i + 2), 16)) as [number, number, number];
};

/** Blends two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hex(a);
  const [br, bg, bb] = hex(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const darken = (color: string, t: number): string => mix(color, '#000000', t);
export const lighten = (color: string, t: number): string => mix(color, '#ffffff', t);

/**
 * A fine canvas weave over a width × height area: barely there in the full view, but in the close-up shot it
 * reads as the cloth of a real canvas. Drawn as two long paths, because librsvg renders <pattern> fills slowly.
 */
export function weave(width: number, height: number, pitch = 8): string {
  let across = '';
  let down = '';
  for (let y = pitch / 2; y < height; y += pitch) across += `M0 ${f(y)}H${width}`;
  for (let x = pitch / 2; x < width; x += pitch) down += `M${f(x)} 0V${height}`;
  const w = f(pitch / 4);
  return `<path d="${across}" stroke="#000" stroke-width="${w}" stroke-opacity="0.04"/><path d="${down}" stroke="#fff" stroke-width="${w}" stroke-opacity="0.05"/>`;
}
