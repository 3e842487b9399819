import { createCloudinaryStorage } from '../../providers/images/cloudinary.ts';
import { createLocalImageStorage } from '../../providers/images/local-storage.ts';
import { defineModule } from '../module.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService } from './uploads.service.ts';

/**
 * The admin's image uploads (decision 011): judged by their bytes, re-encoded by sharp to WebP variants on disk, or
 * sent on to Cloudinary when configured.
 */
export const uploadsModule = defineModule('uploads', async (app, { config, guards }) => {
  await app.register(uploadsRoutes, {
    prefix: '/api/uploads',
    uploads: createUploadsService({
      storage: config.cloudinary
        ? createCloudinaryStorage(config.cloudinary)
        : createLocalImageStorage({ uploadsDir: config.uploadsDir }),
      logger: app.log,
    }),
    requireAdmin: guards.requireAdmin,
  });
});
