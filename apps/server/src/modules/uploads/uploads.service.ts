import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, HttpError } from '../../lib/errors.ts';
import { ImageStorageError, type ImageStorage, type StoredImage } from '../../providers/images/image-storage.ts';
import { inspectImage } from './image-inspection.ts';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { createUploadLimiter, type UploadLimiter } from './upload-limiter.ts';

/** What the route read from the multipart form. */
export interface UploadForm {
  bytes: Buffer;
  /** Cloudinary folder, already checked; local storage has its own. */
  folder: string | undefined;
}

export interface UploadsService {
  /** 'local' or 'cloudinary': where uploads go. */
  readonly storage: ImageStorage['name'];
  /**
   * Stores one image for an admin. `receive` reads the form; it is only called once the upload is admitted (see
   * upload-limiter.ts), so a refused upload's body is never read into memory.
   */
  upload(actor: { id: string }, receive: () => Promise<UploadForm>): Promise<StoredImage>;
}

export interface UploadsServiceOptions {
  storage: ImageStorage;
  logger: FastifyBaseLogger;
  limiter?: UploadLimiter;
}

/**
 * The upload rules (spec §5, architecture §6.5): the file is judged by its bytes (image-inspection.ts), then handed
 * to the configured storage. Uploads change no object of the store (the product that uses the URL is audited when
 * it is saved), so they are logged, not audited.
 */
export function createUploadsService({ storage, logger, limiter = createUploadLimiter() }: UploadsServiceOptions) {
  const service: UploadsService = {
    storage: storage.name,
    async upload(actor, receive) {
      return limiter.run(receive, async ({ bytes, folder }) => {
        const image = await inspectImage(bytes);
        let stored: StoredImage;
        try {
          stored = await storage.store(image, { folder });
        } catch (error) {
          if (error instanceof ImageStorageError) {
            logger.warn({ err: error, actor: actor.id, storage: storage.name }, 'image upload refused');
            if (error.kind === 'refused') throw new BadRequestError(error.message);
            throw new HttpError(502, error.message);
          }
          // A full disk or a permission problem: the details go to the log, the admin hears the spec's words.
          logger.error({ err: error, actor: actor.id, storage: storage.name }, 'image upload failed');
          throw new HttpError(500, UPLOAD_MESSAGES.failed);
        }
        logger.info(
          {
            actor: actor.id,
            storage: storage.name,
            url: stored.url,
            sourceFormat: image.format,
            sourceBytes: bytes.length,
            width: stored.width,
            height: stored.height,
          },
          'image uploaded',
        );
        return stored;
      });
    },
  };
  return service;
}
