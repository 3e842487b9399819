import { z } from 'zod';
import { ImageStorageError, type CheckedImage, type ImageStorage } from './image-storage.ts';
import { loadSharp, MAX_INPUT_PIXELS } from './load-sharp.ts';

/**
 * Cloudinary as the image storage (spec §7 Image upload; architecture §5), switched on by CLOUDINARY_CLOUD_NAME and
 * CLOUDINARY_UPLOAD_PRESET. The spec's app posted straight from the browser to Cloudinary; here the browser posts to
 * the store, which checks the bytes like any upload (docs/decisions/011-image-uploads.md) and then makes the
 * documented unsigned upload: `POST {base}/v1_1/{cloud}/image/upload`, multipart `file`, `upload_preset`, optional
 * `folder`. The answer's `secure_url` is the image's URL; an error answer `{error: {message}}` is passed on.
 */
export interface CloudinaryOptions {
  cloudName: string;
  uploadPreset: string;
  /** Default https://api.cloudinary.com; tests point it at a stand-in. */
  baseUrl?: string | undefined;
  /** For the whole upload; default 15 s. */
  timeoutMs?: number;
}

export const CLOUDINARY_BASE_URL = 'https://api.cloudinary.com';

const uploadAnswerSchema = z.object({
  secure_url: z.url({ protocol: /^https$/ }),
  public_id: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  format: z.string().optional(),
  bytes: z.number().int().nonnegative().optional(),
});

const errorAnswerSchema = z.object({ error: z.object({ message: z.string().min(1) }) });

const MIME: Record<CheckedImage['format'], string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function createCloudinaryStorage(options: CloudinaryOptions): ImageStorage {
  const base = (options.baseUrl ?? CLOUDINARY_BASE_URL).replace(/\/+$/, '');
  const endpoint = `${base}/v1_1/${encodeURIComponent(options.cloudName)}/image/upload`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    name: 'cloudinary',
    async store(image, { folder } = {}) {
      const clean = await withoutMetadata(image);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(clean)], { type: MIME[image.format] }), `upload.${image.format}`);
      form.append('upload_preset', options.uploadPreset);
      if (folder) form.append('folder', folder);

      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          body: form,
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new ImageStorageError(
          'unavailable',
          timedOut
            ? `Upload failed: the image host did not answer within ${Number((timeoutMs / 1000).toFixed(1))} s`
            : 'Upload failed: the image host could not be reached',
          { cause: error },
        );
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }

      if (!response.ok) {
        const message = errorAnswerSchema.safeParse(body).data?.error.message;
        // 400 is Cloudinary saying the file is not acceptable; 401/403/404/420/5xx are the account or the service.
        throw new ImageStorageError(
          response.status === 400 && message ? 'refused' : 'unavailable',
          message ?? `Upload failed: the image host answered ${response.status}`,
        );
      }
      const answer = uploadAnswerSchema.safeParse(body);
      if (!answer.success) {
        throw new ImageStorageError('unavailable', 'Upload failed: the image host answered without an image address');
      }
      return {
        url: answer.data.secure_url,
        width: answer.data.width ?? image.width,
        height: answer.data.height ?? image.height,
        format: answer.data.format ?? image.format,
        bytes: answer.data.bytes ?? clean.length,
      };
    },
  };
}

/**
 * The image written again in its own format and size, upright and without EXIF, GPS or camera data: Cloudinary
 * keeps and serves an original as it was sent, so what the admin's phone knew about where a photo was taken would
 * otherwise be public.
 */
async function withoutMetadata(image: CheckedImage): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const pipeline = sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    if (image.format === 'jpeg') return await pipeline.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    if (image.format === 'png') return await pipeline.png().toBuffer();
    return await pipeline.webp({ quality: 90 }).toBuffer();
  } catch (error) {
    throw new ImageStorageError('refused', 'The image could not be read. It may be damaged.', { cause: error });
  }
}
