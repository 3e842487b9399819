/**
 * Renders the demo catalogue's pictures: each product's artwork in four scenes, as WebP at the widths of the
 * image naming rule (`@kala/contract/images`). Each SVG is rendered once at 1200 px; the narrower files are
 * resized from that bitmap. Files that already exist are kept, so a restart costs nothing.
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_BASE_WIDTH, IMAGE_WIDTHS, variantName } from '@kala/contract/images';
import { loadSharp } from '../../providers/images/load-sharp.ts';
import { createRng } from './prng.ts';
import { SCENES, type Scene, sceneSvg } from './art/scenes.ts';
import type { Artwork } from './art/svg-kit.ts';
import { type BohoVariant, bohoCanvasArt, bohoCircleArt } from './art/boho.ts';
import { type IndianVariant, indianArt } from './art/indian.ts';
import { type LippanVariant, lippanArt } from './art/lippan.ts';
import { type MandalaVariant, mandalaArt } from './art/mandala.ts';
import { type MinimalVariant, minimalArt } from './art/minimal.ts';
import { type TerracottaVariant, terracottaArt } from './art/terracotta.ts';

/** Which drawing a product gets; the variant matches what its name promises. */
export type ArtSpec =
  | { kind: 'boho-canvas'; variant: BohoVariant }
  | { kind: 'boho-circle'; variant: BohoVariant }
  | { kind: 'minimal'; variant: MinimalVariant }
  | { kind: 'mandala'; variant: MandalaVariant; palette?: number }
  | { kind: 'indian'; variant: IndianVariant }
  | { kind: 'terracotta'; variant: TerracottaVariant }
  | { kind: 'lippan'; variant: LippanVariant; palette?: number };

/** The URL folder of the demo pictures; they live in `<uploadsDir>/demo/`. */
export const DEMO_IMAGE_FOLDER = 'demo';

/** Base names of a product's pictures: the studio shot (the thumbnail) first, then the gallery's other shots. */
export const imageBaseNames = (slug: string): string[] =>
  SCENES.map((scene) => (scene === 'studio' ? slug : `${slug}-${scene}`));

/** The stored URLs: `/uploads/demo/<name>.webp`, the 1200 px file. */
export const imageUrls = (slug: string): string[] =>
  imageBaseNames(slug).map((name) => `/uploads/${DEMO_IMAGE_FOLDER}/${variantName(name, IMAGE_BASE_WIDTH)}`);

export function drawArtwork(slug: string, art: ArtSpec): Artwork {
  // Seeded by the slug: the same product always gets the same picture.
  const rng = createRng(`art:${slug}`);
  switch (art.kind) {
    case 'boho-canvas':
      return bohoCanvasArt(rng, art.variant);
    case 'boho-circle':
      return bohoCircleArt(rng, art.variant);
    case 'minimal':
      return minimalArt(rng, art.variant);
    case 'mandala':
      return mandalaArt(rng, art.variant, art.palette);
    case 'indian':
      return indianArt(rng, art.variant);
    case 'terracotta':
      return terracottaArt(rng, art.variant);
    case 'lippan':
      return lippanArt(rng, art.variant, art.palette);
  }
}

/** The SVG of one scene of a product, for rendering (and for looking at while tuning the art). */
export function productSceneSvg(slug: string, art: ArtSpec, scene: Scene): string {
  return sceneSvg(drawArtwork(slug, art), scene, createRng(`scene:${slug}:${scene}`));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes through a temporary name, so a second server starting at the same moment never reads half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Renders one product's pictures into `dir` (the demo folder itself). Returns how many pictures were drawn
 * (0 when every file was already there).
 */
export async function renderProductImages(product: { slug: string; art: ArtSpec }, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  let drawn = 0;
  let artwork: Artwork | undefined;
  const names = imageBaseNames(product.slug);
  for (const [i, scene] of SCENES.entries()) {
    const name = names[i] ?? product.slug;
    const files = IMAGE_WIDTHS.map((width) => ({ width, file: path.join(dir, variantName(name, width)) }));
    const present = await Promise.all(files.map(({ file }) => exists(file)));
    if (present.every(Boolean)) continue;
    artwork ??= drawArtwork(product.slug, product.art);
    const svg = sceneSvg(artwork, scene, createRng(`scene:${product.slug}:${scene}`));
    // Render once at full size into raw pixels; every width is encoded from that bitmap.
    const sharp = await loadSharp();
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(IMAGE_BASE_WIDTH)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const { width, file } of files) {
      let image = sharp(data, raw);
      if (width !== info.width) image = image.resize(width);
      // effort 2 encodes about twice as fast as the default 4, for files a few percent larger.
      await writeAtomically(file, await image.webp({ quality: 80, effort: 2 }).toBuffer());
    }
    drawn++;
  }
  return drawn;
}

/** Renders many products, a few at a time: librsvg draws one SVG per thread, so a small pool keeps cores busy. */
export async function renderAllProductImages(
  products: readonly { slug: string; art: ArtSpec }[],
  dir: string,
  concurrency = 4,
): Promise<number> {
  let next = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < products.length) {
      const product = products[next++];
      // Await first, then add: `drawn += await …` would read `drawn` before the wait and lose other workers' counts.
      const count = product ? await renderProductImages(product, dir) : 0;
      drawn += count;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, products.length) }, worker));
  return drawn;
}
