import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { createCloudinaryStorage } from '../../providers/images/cloudinary.ts';
import type { StoredImage } from '../../providers/images/image-storage.ts';
import { createLocalImageStorage } from '../../providers/images/local-storage.ts';
import { readUploadForm } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/**
 * A shopper's photo for a feature (a review, a damage claim), taken one a request by a route that calls
 * `acceptUploadForm(app, requireUser)` in its own plugin and answers `UPLOAD_ERROR_RESPONSES` (uploads.routes.ts).
 */
export interface ShopperPhotos {
  /**
   * Reads the request's form, judges the photo by its bytes, re-encodes it without metadata and stores it in the
   * feature's folder (the shopper's folder field is not theirs to choose). The form is read only once the upload is
   * admitted (upload-limiter.ts); the feature's own rules (who may upload) are checked before this is called.
   */
  store(user: { id: string }, request: FastifyRequest): Promise<StoredImage>;
}

export interface ShopperPhotosOptions {
  config: Pick<Config, 'cloudinary' | 'uploadsDir'>;
  logger: FastifyBaseLogger;
  /** The feature's folder: on Cloudinary, and below the uploads directory on disk. */
  folder: string;
}

/** The upload pipeline (modules/uploads) for one feature's shopper photos: Cloudinary when configured, else disk. */
export function createShopperPhotos({ config, logger, folder }: ShopperPhotosOptions): ShopperPhotos {
  const uploads = createUploadsService({
    storage: config.cloudinary
      ? createCloudinaryStorage(config.cloudinary)
      : createLocalImageStorage({ uploadsDir: config.uploadsDir, folder }),
    logger,
  });
  return {
    store: (user, request) => uploads.upload(user, async () => ({ ...(await readUploadForm(request)), folder })),
  };
}
