import { BadRequestError, HttpError } from '../../lib/errors.ts';
import type { CheckedImage, ImageFormat } from '../../providers/images/image-storage.ts';
import { loadSharp, MAX_INPUT_PIXELS } from '../../providers/images/load-sharp.ts';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';

/**
 * What a file really is, judged by its bytes (docs/decisions/011-image-uploads.md): the name and the Content-Type
 * a client sends are its own claims, so neither is read. The first bytes say which format it is (its "magic
 * number"); the accepted ones (JPEG, PNG, WebP) are then read by sharp, header only, which must agree and give
 * dimensions small enough to decode safely. Nothing is decoded here.
 */
export async function inspectImage(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length === 0) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
  const sniffed = sniffFormat(bytes);
  if (sniffed === undefined) throw new BadRequestError(UPLOAD_MESSAGES.notImage);
  if (sniffed === 'other-image') throw new BadRequestError(UPLOAD_MESSAGES.badFormat);

  const sharp = await loadSharp();
  let meta: { format?: string | undefined; width?: number | undefined; height?: number | undefined };
  try {
    // Only the header is read here, so sharp's own pixel limit is lifted: the check below answers a bomb clearly.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // It starts like an image but its header cannot be read: as good as not an image.
    throw new BadRequestError(UPLOAD_MESSAGES.notImage);
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) throw new BadRequestError(UPLOAD_MESSAGES.notImage);
  // A small file may claim enormous dimensions (a decompression bomb): refused before any pixel is decoded.
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(422, UPLOAD_MESSAGES.tooManyPixels);
  return { bytes, format: sniffed, width: meta.width, height: meta.height };
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Brands of ISO media files that hold images (AVIF, HEIC/HEIF). */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * The format the first bytes announce: one of the accepted three, 'other-image' for an image format the store does
 * not take (GIF, SVG, BMP, TIFF, ICO, AVIF/HEIC, JPEG XL, JPEG 2000, PSD), or undefined for anything else.
 */
export function sniffFormat(bytes: Buffer): ImageFormat | 'other-image' | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';

  const other =
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    startsWith(bytes, ascii('BM')) ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) ||
    startsWith(bytes, [0x00, 0x00, 0x02, 0x00]) ||
    startsWith(bytes, [0xff, 0x0a]) ||
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20]) ||
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20]) ||
    startsWith(bytes, ascii('8BPS')) ||
    (startsWith(bytes, ascii('ftyp'), 4) && IMAGE_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) ||
    isSvg(bytes);
  return other ? 'other-image' : undefined;
}

/** SVG is text: an `<svg` element near the start, after any BOM, XML declaration, doctype or comments. */
function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  return /<svg[\s>]/i.test(head);
}
