/**
 * Indian folk art in the Madhubani manner: flat bright fills, black double outlines, hatched bands and a
 * patterned border, around one motif (a peacock, a pair of fish, or a paisley). Drawn on warm handmade paper.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, circle, f, polar } from './svg-kit.ts';

/** `-pair` variants are the second composition of a motif, so two products of one motif look different. */
export type IndianVariant = 'peacock' | 'fish' | 'fish-pair' | 'paisley' | 'paisley-pair';

/** Handmade paper tones, from ivory to turmeric, blush and pale leaf green. */
const PAPERS = ['#f3e3c3', '#f6d98b', '#f2d6c6', '#e9e0c9', '#dfe6c9'] as const;
const SETS = [
  { red: '#c1272d', yellow: '#f2b134', green: '#2e7d32', blue: '#1f4e9c', pink: '#e26d8a' },
  { red: '#b7312c', yellow: '#e9a23b', green: '#4b7f52', blue: '#1b5e7a', pink: '#d9577b' },
  { red: '#d1495b', yellow: '#edae49', green: '#00798c', blue: '#30638e', pink: '#ef8354' },
] as const;
type Colors = (typeof SETS)[number];
const INK = '#1c1410';

/** Paisley outline in a unit box, tip curling up and to the right. */
const PAISLEY =
  'M0.1 -1C0.7 -0.85 0.95 -0.1 0.62 0.45C0.32 0.95 -0.5 0.92 -0.62 0.32C-0.72 -0.22 -0.28 -0.5 0.08 -0.55C0.3 -0.6 0.32 -0.86 0.1 -1Z';

/** Exact numbers for values inside a scale() transform, where one decimal would round a stroke to nothing. */
const exact = (value: number) => value.toFixed(4);

/**
 * A keri (paisley): nested outlines in bright fills, a dotted halo around it, a white dotted line inside each
 * band and a flower in the innermost bulb. Dots are round-capped zero-length dashes, sized back by the scale.
 */
function paisley(x: number, y: number, size: number, angle: number, fills: string[], halo: string): string {
  const dotted = (scale: number, color: string, dot: number, gap: number) =>
    `<path d="${PAISLEY}" transform="scale(${exact(scale)})" fill="none" stroke="${color}" stroke-width="${exact(dot / scale)}" stroke-linecap="round" stroke-dasharray="0 ${exact(gap / scale)}"/>`;
  let out =
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    dotted(size * 1.14, halo, size * 0.045, size * 0.1);
  let centre = { x: 0, y: 0, s: size };
  fills.forEach((fill, i) => {
    const s = size * (1 - i * (0.7 / fills.length));
    centre = { x: -size * 0.05 * i, y: size * 0.12 * i, s };
    out += `<g transform="translate(${f(centre.x)} ${f(centre.y)})"><path d="${PAISLEY}" transform="scale(${exact(s)})" fill="${fill}" stroke="${INK}" stroke-width="${exact(3 / s)}"/>`;
    if (s > 60) out += dotted(s * 0.88, '#fff8ea', Math.max(4, s * 0.025), Math.max(11, s * 0.06));
    out += `</g>`;
  });
  out += flower(centre.x, centre.y + centre.s * 0.32, centre.s * 0.3, fills[0] ?? '#fff', '#fff8ea');
  return out + `</g>`;
}

/** The patterned frame: two black rules with a band of alternating triangles or scallops between. */
function border(w: number, h: number, band: number, c: Colors, rng: Rng): string {
  let out = `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" fill="none" stroke="${INK}" stroke-width="5"/>`;
  out += `<rect x="${14 + band}" y="${14 + band}" width="${w - 28 - band * 2}" height="${h - 28 - band * 2}" fill="none" stroke="${INK}" stroke-width="5"/>`;
  const style = rng.pick(['triangles', 'scallops', 'leaves'] as const);
  const step = band * 0.9;
  const edges: [number, number, number, number][] = [
    [14, 14, w - 14, 0],
    [w - 14, 14, h - 14, 90],
    [w - 14, h - 14, w - 14 - (w - 28), 180],
    [14, h - 14, 14, 270],
  ];
  for (const [sx, sy, , angle] of edges) {
    const length = angle % 180 === 0 ? w - 28 : h - 28;
    const count = Math.floor(length / step);
    const pitch = length / count;
    out += `<g transform="translate(${sx} ${sy}) rotate(${angle})">`;
    for (let i = 0; i < count; i++) {
      const x = i * pitch;
      const fill = i % 2 ? c.red : c.yellow;
      if (style === 'triangles')
        out += `<path d="M${f(x)} 0L${f(x + pitch / 2)} ${f(band)}L${f(x + pitch)} 0Z" fill="${fill}" stroke="${INK}" stroke-width="2.5"/>`;
      else if (style === 'scallops')
        out +=
          `<path d="M${f(x)} 0A${f(pitch / 2)} ${f(pitch / 2)} 0 0 0 ${f(x + pitch)} 0Z" fill="${fill}" stroke="${INK}" stroke-width="2.5"/>` +
          circle(x + pitch / 2, band * 0.78, 4, INK);
      else
        out += `<ellipse cx="${f(x + pitch / 2)}" cy="${f(band / 2)}" rx="${f(pitch * 0.42)}" ry="${f(band * 0.28)}" fill="${i % 2 ? c.green : c.pink}" stroke="${INK}" stroke-width="2.5"/>`;
    }
    out += `</g>`;
  }
  return out;
}

/** A five-petal flower, scattered in the corners and gaps as Madhubani painters fill every space. */
function flower(x: number, y: number, r: number, petal: string, centre: string): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const [px, py] = polar(x, y, r * 0.6, i * 72);
    out += circle(px, py, r * 0.45, petal, `stroke="${INK}" stroke-width="2.5"`);
  }
  return out + circle(x, y, r * 0.32, centre, `stroke="${INK}" stroke-width="2.5"`);
}

/** Parallel hatching inside a clip, the "kachni" line work of the style. */
function hatch(
  id: string,
  shape: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  gap: number,
  angle: number,
): string {
  let lines = '';
  for (let x = x0 - (y1 - y0); x < x1 + (y1 - y0); x += gap) lines += `M${f(x)} ${f(y0)}l${f(y1 - y0)} ${f(y1 - y0)}`;
  return `<clipPath id="${id}">${shape}</clipPath><g clip-path="url(#${id})"><path d="${lines}" stroke="${INK}" stroke-width="2" transform="rotate(${angle} ${f((x0 + x1) / 2)} ${f((y0 + y1) / 2)})"/></g>`;
}

function peacock(c: Colors): string {
  let out = '';
  // The tail: a raised fan of feathers behind the body, each ending in an "eye", over a hatched green wedge.
  const count = 12;
  const [wx1, wy1] = polar(390, 600, 300, 202);
  const [wx2, wy2] = polar(390, 600, 300, 308);
  out += `<path d="M390 600L${f(wx1)} ${f(wy1)}A300 300 0 0 1 ${f(wx2)} ${f(wy2)}Z" fill="${c.green}" fill-opacity="0.35" stroke="${INK}" stroke-width="4"/>`;
  for (let i = 0; i < count; i++) {
    const angle = 205 + (i * 100) / (count - 1);
    const length = 345 - Math.abs(i - (count - 1) / 2) * 6;
    const [ex, ey] = polar(390, 600, length, angle);
    out += `<path d="M390 600L${f(ex)} ${f(ey)}" stroke="${INK}" stroke-width="3"/>`;
    for (let k = 2; k < 8; k++) {
      const [bx, by] = polar(390, 600, (length * k) / 8.6, angle);
      const [l1x, l1y] = polar(bx, by, 18, angle - 45);
      const [l2x, l2y] = polar(bx, by, 18, angle + 45);
      out += `<path d="M${f(bx)} ${f(by)}L${f(l1x)} ${f(l1y)}M${f(bx)} ${f(by)}L${f(l2x)} ${f(l2y)}" stroke="${INK}" stroke-width="2"/>`;
    }
    const rot = angle - 90;
    out += `<g transform="translate(${f(ex)} ${f(ey)}) rotate(${f(rot)})"><ellipse rx="42" ry="26" fill="${c.green}" stroke="${INK}" stroke-width="3"/><ellipse rx="29" ry="18" fill="${c.yellow}" stroke="${INK}" stroke-width="2.5"/><ellipse rx="17" ry="11" fill="${c.blue}" stroke="${INK}" stroke-width="2.5"/><circle r="5" fill="${INK}"/></g>`;
  }
  // Body, neck and head in peacock blue with a scale pattern.
  const bodyPath = 'M470 430C545 480 545 640 440 682C360 705 330 620 360 560C390 500 432 468 470 430Z';
  out += `<path d="${bodyPath}" fill="${c.blue}" stroke="${INK}" stroke-width="5"/>`;
  let scales = '';
  for (let y = 480; y < 690; y += 26)
    for (let x = 340; x < 540; x += 28) scales += `M${x + ((y / 26) % 2) * 14} ${y}a13 13 0 0 0 26 0`;
  out += `<clipPath id="in-body"><path d="${bodyPath}"/></clipPath><path d="${scales}" clip-path="url(#in-body)" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5" fill="none"/>`;
  out += `<path d="M452 445C436 385 468 318 500 288L540 300C512 340 492 392 498 452Z" fill="${c.blue}" stroke="${INK}" stroke-width="5"/>`;
  out += circle(526, 276, 32, c.blue, `stroke="${INK}" stroke-width="5"`);
  out += circle(534, 270, 9, '#fff', `stroke="${INK}" stroke-width="2.5"`) + circle(536, 270, 4, INK);
  out += `<path d="M555 268L598 282L555 294Z" fill="${c.yellow}" stroke="${INK}" stroke-width="3.5"/>`;
  for (const a of [-30, 0, 30]) {
    const [x, y] = polar(522, 246, 58, a);
    out +=
      `<path d="M522 246L${f(x)} ${f(y)}" stroke="${INK}" stroke-width="3"/>` +
      circle(x, y, 8, c.red, `stroke="${INK}" stroke-width="2.5"`);
  }
  // The wing, striped, and the legs.
  out += `<path d="M455 520C510 540 505 625 445 655C420 610 420 560 455 520Z" fill="${c.red}" stroke="${INK}" stroke-width="4"/>`;
  out += `<path d="M448 560l40 5M440 590l52 0M440 620l42 -6" stroke="${c.yellow}" stroke-width="6" stroke-linecap="round"/>`;
  out += `<path d="M420 690L410 790M410 790l-24 12M410 790l4 22M410 790l24 10M462 680L470 790M470 790l-24 12M470 790l4 22M470 790l24 10" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`;
  return out;
}

/** One fish facing right, centred on the origin, about 440 long. */
function fish(c: Colors, scales: string, band: string, id: string): string {
  const bodyPath = 'M-170 0C-90 -120 120 -130 220 0C120 130 -90 120 -170 0Z';
  let pattern = '';
  for (let x = -120; x < 120; x += 30)
    for (let y = -120; y < 120; y += 30) pattern += `M${x + ((y / 30) % 2 ? 15 : 0)} ${y}a15 15 0 0 0 30 0`;
  return (
    `<path d="M-160 0L-245 -80Q-225 0 -245 80Z" fill="${band}" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M-245 -50L-180 -10M-245 0L-175 0M-245 50L-180 10" stroke="${INK}" stroke-width="2.5"/>` +
    `<path d="M-30 -95Q20 -160 70 -100Z" fill="${band}" stroke="${INK}" stroke-width="3.5"/>` +
    `<path d="${bodyPath}" fill="${scales}" stroke="${INK}" stroke-width="5"/>` +
    `<clipPath id="${id}"><path d="${bodyPath}"/></clipPath><path d="${pattern}" clip-path="url(#${id})" stroke="${INK}" stroke-width="2.2" fill="none"/>` +
    `<path d="M110 -95C150 -40 150 40 110 95C170 70 205 35 220 0C205 -35 170 -70 110 -95Z" fill="${c.yellow}" stroke="${INK}" stroke-width="4"/>` +
    circle(165, -18, 16, '#fff', `stroke="${INK}" stroke-width="3"`) +
    circle(168, -18, 7, INK)
  );
}

export function indianArt(rng: Rng, variant: IndianVariant): Artwork {
  const c = rng.pick(SETS);
  const paper = rng.pick(PAPERS);
  const w = 800;
  const h = 1000;
  let body = `<rect width="${w}" height="${h}" fill="${paper}"/>`;
  body += border(w, h, 56, c, rng);
  // Sun and moon in the upper corners, as on a Madhubani wedding painting.
  body += flower(130, 140, 40, c.pink, c.yellow) + flower(670, 140, 40, c.green, c.red);
  body += flower(130, 860, 34, c.yellow, c.red) + flower(670, 860, 34, c.pink, c.green);
  switch (variant) {
    case 'peacock': {
      // Facing left or right: the same bird reads as a different painting.
      const flip = rng.chance(0.5) ? 'translate(800 0) scale(-1 1) ' : '';
      body += `<g transform="${flip}translate(60 40)">${peacock(c)}</g>`;
      body += flower(flip ? 160 : 640, 780, 30, c.red, c.yellow);
      break;
    }
    case 'fish':
    case 'fish-pair':
      if (variant === 'fish') {
        // Stacked, swimming head to tail above a band of water.
        body += `<g transform="translate(400 360) rotate(-8)">${fish(c, c.red, c.green, 'fish-a')}</g>`;
        body += `<g transform="translate(400 650) rotate(172)">${fish(c, c.blue, c.pink, 'fish-b')}</g>`;
        body += flower(400, 505, 46, c.yellow, c.red);
        body += hatch('fish-wave', '<rect x="120" y="760" width="560" height="60"/>', 120, 760, 680, 820, 14, 0);
      } else {
        // Upright pair, one rising and one diving, around a lotus.
        body += `<g transform="translate(268 500) rotate(-90)">${fish(c, c.red, c.yellow, 'fish-a')}</g>`;
        body += `<g transform="translate(532 500) rotate(90)">${fish(c, c.green, c.pink, 'fish-b')}</g>`;
        body += flower(400, 500, 40, c.yellow, c.red);
      }
      break;
    case 'paisley':
    case 'paisley-pair':
      if (variant === 'paisley') {
        const tilt = rng.range(-14, 14);
        body += paisley(400, 480, 230, tilt, [c.red, c.yellow, c.green, c.blue], c.green);
        body +=
          paisley(205, 290, 55, -30, [c.green, c.pink], c.red) + paisley(600, 730, 55, 150, [c.blue, c.yellow], c.red);
      } else {
        // A pair curled into each other, the way keri are painted on wedding saris.
        body += paisley(445, 345, 195, 25, [c.red, c.yellow, c.blue], c.green);
        body += paisley(355, 655, 195, 205, [c.green, c.pink, c.yellow], c.red);
      }
      break;
  }
  return {
    width: w,
    height: h,
    shape: 'rect',
    body: body + `<rect width="${w}" height="${h}" fill="none" stroke="#5a3d22" stroke-width="10"/>`,
    focus: variant === 'peacock' ? { x: 0.5, y: 0.55 } : { x: 0.5, y: 0.45 },
    walls: ['#efe4d2', '#e2d3bf', '#d8dccf', '#f0dccb', '#c9d3cf'],
  };
}
