/**
 * Turns one artwork into the four "product photos" a shopper expects: a clean studio shot (the thumbnail),
 * the piece hung above a console in a room, a close-up of the handwork, and the piece leaning on a shelf
 * with a few props. The artwork is defined once as a <symbol> and placed with <use>, so every shot shows
 * exactly the same piece.
 */
import type { Rng } from '../prng.ts';
import { type Artwork, darken, f, lighten, mix } from './svg-kit.ts';

export const SCENES = ['studio', 'room', 'detail', 'shelf'] as const;
export type Scene = (typeof SCENES)[number];

const SIZE = 1200;

/** Where the artwork goes: the largest box of the artwork's proportions inside (bx, by, bw, bh), centred. */
function fit(art: Artwork, bx: number, by: number, bw: number, bh: number) {
  const scale = Math.min(bw / art.width, bh / art.height);
  const w = art.width * scale;
  const h = art.height * scale;
  return { x: bx + (bw - w) / 2, y: by + (bh - h) / 2, w, h };
}

/** The artwork's silhouette at a placement, grown by `grow` on every side, for shadows. */
function silhouette(art: Artwork, x: number, y: number, w: number, h: number, grow: number): string {
  const [gx, gy, gw, gh] = [x - grow, y - grow, w + grow * 2, h + grow * 2];
  switch (art.shape) {
    case 'round':
      return `<ellipse cx="${f(x + w / 2)}" cy="${f(y + h / 2)}" rx="${f(gw / 2)}" ry="${f(gh / 2)}"/>`;
    case 'arch': {
      const r = gw / 2;
      return `<path d="M${f(gx)} ${f(gy + gh)}V${f(gy + r)}A${f(r)} ${f(r)} 0 0 1 ${f(gx + gw)} ${f(gy + r)}V${f(gy + gh)}Z"/>`;
    }
    case 'rect':
      return `<rect x="${f(gx)}" y="${f(gy)}" width="${f(gw)}" height="${f(gh)}" rx="${f(grow)}"/>`;
    case 'irregular':
      // The drawing itself, turned black by a colour matrix, scaled up about its centre.
      return `<use href="#art" x="${f(gx)}" y="${f(gy)}" width="${f(gw)}" height="${f(gh)}" filter="url(#black)"/>`;
  }
}

/**
 * A soft contact shadow, offset down-right. librsvg's Gaussian blur costs ~0.6 s per 1200 px image, so the blur
 * is faked with a few stacked, growing silhouettes of low opacity: twenty times faster and hard to tell apart.
 */
function shadow(art: Artwork, x: number, y: number, w: number, h: number, lift: number): string {
  // An irregular outline is copied whole (costly), so it gets fewer, tighter layers: a crisper shadow.
  const irregular = art.shape === 'irregular';
  const layers = irregular ? 3 : 14;
  const spread = irregular ? 0.35 : 1.1;
  const alpha = 1 - Math.pow(1 - (irregular ? 0.32 : 0.42), 1 / layers);
  let out = '';
  for (let i = 0; i < layers; i++) {
    const grow = -lift * 0.3 + (lift * spread * i) / (layers - 1);
    out += silhouette(art, x + lift * 0.5, y + lift, w, h, grow);
  }
  // Plain shapes take fill-opacity; the black copies of an irregular drawing need opacity per copy.
  const fade =
    art.shape === 'irregular' ? `opacity="${alpha.toFixed(3)}"` : `fill="#000" fill-opacity="${alpha.toFixed(3)}"`;
  return out.replaceAll('/>', ` ${fade}/>`);
}

/** The piece on the wall: its shadow, a cord if it hangs from one, then the piece. */
function hungArt(art: Artwork, box: { x: number; y: number; w: number; h: number }, lift: number): string {
  const { x, y, w, h } = box;
  const cord = art.cord
    ? `<path d="M${f(x + w / 2)} ${f(y + h * 0.02)}L${f(x + w / 2 - w * 0.12)} -10M${f(x + w / 2)} ${f(y + h * 0.02)}L${f(x + w / 2 + w * 0.12)} -10" stroke="#8a6a45" stroke-width="5" stroke-dasharray="7 3" fill="none"/>`
    : '';
  return `${cord}${shadow(art, x, y, w, h, lift)}<use href="#art" x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"/>`;
}

/** A wall lit from the upper left: flat colour, a broad highlight and darker corners. */
function wall(color: string, id: string): string {
  return `<defs><radialGradient id="${id}" cx="0.3" cy="0.2" r="1.1"><stop offset="0" stop-color="${lighten(color, 0.16)}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.22)}"/></radialGradient></defs><rect width="${SIZE}" height="${SIZE}" fill="url(#${id})"/>`;
}

/** Dried pampas stems in a ceramic vase: a prop every boho room shot has. */
function vase(x: number, baseY: number, rng: Rng): string {
  // Colours that stand out from every wall colour the artworks use.
  const body = rng.pick(['#c98b63', '#3f4a44', '#8c6a4f', '#b5603f', '#5d6b5e']);
  let stems = '';
  // Stems lean left and stay low, so they never cross the piece hung above.
  for (let i = 0; i < 7; i++) {
    const lean = rng.range(-150, 30);
    const top = baseY - rng.range(260, 330);
    const tx = x + lean;
    stems += `<path d="M${f(x)} ${f(baseY - 140)}Q${f(x + lean * 0.2)} ${f(top + 120)} ${f(tx)} ${f(top)}" stroke="#b89f7a" stroke-width="3" fill="none"/>`;
    stems += `<ellipse cx="${f(tx)}" cy="${f(top + 45)}" rx="${f(rng.range(20, 28))}" ry="${f(rng.range(60, 80))}" transform="rotate(${f(lean / 6)} ${f(tx)} ${f(top + 45)})" fill="${mix('#efe2c8', '#d8c29b', rng.next())}" opacity="0.9"/>`;
  }
  const vaseShape = `<path d="M${f(x - 38)} ${f(baseY - 170)}Q${f(x - 30)} ${f(baseY - 120)} ${f(x - 78)} ${f(baseY - 70)}Q${f(x - 92)} ${f(baseY)} ${f(x - 40)} ${f(baseY)}H${f(x + 40)}Q${f(x + 92)} ${f(baseY)} ${f(x + 78)} ${f(baseY - 70)}Q${f(x + 30)} ${f(baseY - 120)} ${f(x + 38)} ${f(baseY - 170)}Z" fill="${body}"/>`;
  const shade = `<path d="M${f(x + 20)} ${f(baseY - 160)}Q${f(x + 40)} ${f(baseY - 110)} ${f(x + 62)} ${f(baseY - 70)}Q${f(x + 70)} ${f(baseY - 10)} ${f(x + 30)} ${f(baseY)}H${f(x + 40)}Q${f(x + 92)} ${f(baseY)} ${f(x + 78)} ${f(baseY - 70)}Q${f(x + 30)} ${f(baseY - 120)} ${f(x + 38)} ${f(baseY - 170)}Z" fill="#000" opacity="0.14"/>`;
  return stems + vaseShape + shade;
}

/** A leafy plant in a terracotta pot. */
function plant(x: number, baseY: number, rng: Rng, scale = 1): string {
  let leaves = '';
  for (let i = 0; i < 11; i++) {
    const angle = rng.range(-70, 70);
    const len = rng.range(110, 190) * scale;
    const green = mix('#3d6b45', '#7ea36b', rng.next());
    leaves += `<ellipse cx="${f(x)}" cy="${f(baseY - 110 * scale - len / 2)}" rx="${f(len * 0.2)}" ry="${f(len / 2)}" fill="${green}" transform="rotate(${f(angle)} ${f(x)} ${f(baseY - 110 * scale)})"/>`;
  }
  const pot = `<path d="M${f(x - 70 * scale)} ${f(baseY - 120 * scale)}H${f(x + 70 * scale)}L${f(x + 52 * scale)} ${f(baseY)}H${f(x - 52 * scale)}Z" fill="#b5603f"/><rect x="${f(x - 76 * scale)}" y="${f(baseY - 132 * scale)}" width="${f(152 * scale)}" height="${f(24 * scale)}" rx="4" fill="#a4532f"/>`;
  return leaves + pot;
}

/** Two books and a brass bowl: a small still life for the console. */
function books(x: number, baseY: number, rng: Rng): string {
  const c1 = rng.pick(['#7a4b3a', '#2f4858', '#8c7b5a', '#5b6d5b']);
  const c2 = rng.pick(['#d9cbb3', '#b0503a', '#e2c275', '#6e7f8d']);
  return `<rect x="${f(x - 110)}" y="${f(baseY - 34)}" width="220" height="34" rx="3" fill="${c1}"/><rect x="${f(x - 96)}" y="${f(baseY - 62)}" width="190" height="28" rx="3" fill="${c2}"/><rect x="${f(x - 96)}" y="${f(baseY - 50)}" width="190" height="4" fill="#fff" opacity="0.35"/><path d="M${f(x - 40)} ${f(baseY - 62)}A44 30 0 0 0 ${f(x + 48)} ${f(baseY - 62)}Z" fill="#c8a043"/><ellipse cx="${f(x + 4)}" cy="${f(baseY - 62)}" rx="44" ry="7" fill="#e3c46a"/>`;
}

const FILTERS = `<filter id="black"><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"/></filter><linearGradient id="fade-down" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;

/** One complete 1200 × 1200 SVG document for a scene of an artwork. */
export function sceneSvg(art: Artwork, scene: Scene, rng: Rng): string {
  const symbol = `<symbol id="art" viewBox="0 0 ${art.width} ${art.height}" overflow="visible">${art.body}</symbol>`;
  const wallColor = rng.pick(art.walls);
  let content: string;
  switch (scene) {
    case 'studio': {
      // A seamless paper backdrop, lighter than the room walls, so the piece itself carries the colour.
      const paper = mix(wallColor, '#f7f3ec', 0.72);
      const box = fit(art, 130, art.cord ? 170 : 120, 940, art.cord ? 900 : 940);
      content = `<defs><linearGradient id="paper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(paper, 0.25)}"/><stop offset="1" stop-color="${darken(paper, 0.08)}"/></linearGradient></defs><rect width="${SIZE}" height="${SIZE}" fill="url(#paper)"/>${hungArt(art, box, 26)}`;
      break;
    }
    case 'room': {
      const wood = rng.pick(['#8b5e3c', '#a47449', '#6f4a32', '#c19a6b']);
      const box = fit(art, 330, art.cord ? 150 : 110, 540, 600);
      content =
        wall(wallColor, 'wall') +
        hungArt(art, box, 16) +
        // The console: top, front with slats, a soft shadow on the wall behind it.
        vase(250, 930, rng) +
        books(880, 930, rng) +
        `<rect x="140" y="925" width="920" height="28" rx="4" fill="${lighten(wood, 0.1)}"/><rect x="160" y="953" width="880" height="260" fill="${wood}"/>` +
        Array.from(
          { length: 10 },
          (_, i) => `<rect x="${160 + i * 88 + 40}" y="968" width="6" height="240" fill="${darken(wood, 0.25)}"/>`,
        ).join('') +
        `<rect x="160" y="953" width="880" height="16" fill="#000" opacity="0.18"/>`;
      break;
    }
    case 'detail': {
      // A close-up: a square window of about 40% of the piece around its most detailed spot.
      const side = Math.min(art.width, art.height) * rng.range(0.42, 0.52);
      const cx = Math.min(Math.max(art.focus.x * art.width, side / 2), art.width - side / 2);
      const cy = Math.min(Math.max(art.focus.y * art.height, side / 2), art.height - side / 2);
      content = `<rect width="${SIZE}" height="${SIZE}" fill="${darken(wallColor, 0.1)}"/><svg x="0" y="0" width="${SIZE}" height="${SIZE}" viewBox="${f(cx - side / 2)} ${f(cy - side / 2)} ${f(side)} ${f(side)}"><use href="#art" x="0" y="0" width="${art.width}" height="${art.height}"/></svg><rect width="${SIZE}" height="${SIZE}" fill="url(#vignette)"/>`;
      break;
    }
    case 'shelf': {
      const second = rng.pick(art.walls.filter((w) => w !== wallColor).concat(wallColor));
      const wood = rng.pick(['#9c6b43', '#7b5236', '#b8895a']);
      const box = fit(art, 210, 180, 620, 640);
      const placed = { ...box, y: 840 - box.h };
      content =
        wall(second, 'wall2') +
        `<g transform="rotate(-2.5 ${f(placed.x + placed.w / 2)} 840)">${hungArt({ ...art, cord: false }, placed, 12)}</g>` +
        plant(960, 840, rng, 1.05) +
        // A floating shelf: a lit top face, the front edge, and its soft shadow on the wall below.
        `<rect x="0" y="894" width="${SIZE}" height="60" fill="url(#fade-down)"/><rect x="0" y="838" width="${SIZE}" height="22" fill="${lighten(wood, 0.18)}"/><rect x="0" y="860" width="${SIZE}" height="34" fill="${wood}"/><rect x="0" y="888" width="${SIZE}" height="6" fill="${darken(wood, 0.3)}"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}"><defs>${FILTERS}${art.defs ?? ''}${symbol}</defs>${content}</svg>`;
}
