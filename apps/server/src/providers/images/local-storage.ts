import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_BASE_WIDTH, IMAGE_WIDTHS, variantName } from '@kala/contract/images';
import { ImageStorageError, type ImageStorage } from './image-storage.ts';
import { loadSharp, MAX_INPUT_PIXELS } from './load-sharp.ts';

export interface LocalImageStorageOptions {
  /** DATA_DIR/uploads, served at /uploads (plugins/web-assets.ts). */
  uploadsDir: string;
  /** The folder under uploadsDir (and /uploads) that uploads go to. */
  folder?: string;
}

/** WebP quality of every variant: visually clean for photographs of paintings, about a third of a JPEG's size. */
const WEBP_QUALITY = 82;

/**
 * The default image storage (architecture §5): every upload is decoded and written again by sharp as WebP at the
 * widths the storefront's srcset asks for (`@kala/contract/images`: `<name>.webp` 1200 px, `<name>-w800.webp`,
 * `<name>-w400.webp`), so
 * - nothing of the original file reaches a visitor: no EXIF, GPS or camera data (sharp writes no metadata unless
 *   asked, and it is never asked), no bytes a browser could take for something other than an image;
 * - the image is turned upright first (its EXIF orientation would otherwise be lost with the metadata);
 * - a narrow source is never enlarged, but every name is still written, so any srcset built from the URL works;
 * - names are 128 random bits, so nobody finds an image before the store publishes it, and a name is never reused,
 *   which is what lets /uploads be cached for a year as immutable;
 * - files are written under a temporary name and renamed into place (the largest last), so a visitor never gets a
 *   half-written file and a URL that exists has all its variants.
 */
export function createLocalImageStorage(options: LocalImageStorageOptions): ImageStorage {
  const folder = options.folder ?? 'images';
  const dir = path.join(options.uploadsDir, folder);
  // Inside the same directory tree, so the final rename never crosses file systems; a dot name is never served.
  const scratch = path.join(options.uploadsDir, '.incoming');
  let ready: Promise<void> | undefined;
  const prepare = () =>
    (ready ??= Promise.all([mkdir(dir, { recursive: true }), mkdir(scratch, { recursive: true })]).then(
      () => undefined,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));

  return {
    name: 'local',
    async store(image) {
      const sharp = await loadSharp();
      await prepare();
      const name = randomBytes(16).toString('hex');

      // Narrow first, the base (1200) last: the base name is the one the product keeps.
      const widths = [...IMAGE_WIDTHS].sort((a, b) => a - b);
      const encoded: { file: string; data: Buffer; width: number; height: number }[] = [];
      try {
        for (const width of widths) {
          const { data, info } = await sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY })
            .toBuffer({ resolveWithObject: true });
          encoded.push({ file: variantName(name, width), data, width: info.width, height: info.height });
        }
      } catch (error) {
        // The header looked right but the pixels could not be decoded: a damaged or truncated file.
        throw new ImageStorageError('refused', 'The image could not be read. It may be damaged.', { cause: error });
      }

      const written: string[] = [];
      try {
        const temporary = await Promise.all(
          encoded.map(async ({ file, data }) => {
            const temp = path.join(scratch, `${file}.${randomBytes(6).toString('hex')}`);
            written.push(temp);
            await writeFile(temp, data, { flag: 'wx' });
            return { temp, final: path.join(dir, file) };
          }),
        );
        for (const { temp, final } of temporary) await rename(temp, final);
      } catch (error) {
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }

      const base = encoded.find((variant) => variant.file === variantName(name, IMAGE_BASE_WIDTH)) ?? encoded.at(-1)!;
      return {
        url: `/uploads/${folder}/${variantName(name, IMAGE_BASE_WIDTH)}`,
        width: base.width,
        height: base.height,
        format: 'webp',
        bytes: base.data.length,
      };
    },
  };
}
