import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLAIM_MESSAGES, uploadedClaimPhotoSchema } from '@kala/contract/claims';
import { successOf } from '@kala/contract/envelope';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ShopperPhotos } from '../uploads/shopper-photo.ts';
import { acceptUploadForm, UPLOAD_ERROR_RESPONSES } from '../uploads/uploads.routes.ts';
import { perShopper, type ClaimRateLimits } from './claim-limits.ts';
import type { ClaimsService } from './claims.service.ts';

export interface ClaimPhotoRoutesOptions {
  claims: ClaimsService;
  /** The upload pipeline for claim photos (modules/uploads/shopper-photo.ts), into the claims folder. */
  photos: ShopperPhotos;
  requireUser: preHandlerAsyncHookHandler;
  limits: ClaimRateLimits;
}

/**
 * POST /api/claims/photos: one photo of a damaged or wrong piece (multipart, field `file`), through the upload
 * pipeline's checks (modules/uploads: bytes judged, 10 MB, re-encoded without metadata); the answer's id goes into a
 * report's or reply's photoIds. Multipart is registered in this plugin alone, so no other claim route takes it.
 */
export const claimPhotoRoutes: FastifyPluginAsyncZod<ClaimPhotoRoutesOptions> = async (app, options) => {
  const { claims, photos, requireUser, limits } = options;
  await acceptUploadForm(app, requireUser);

  app.post(
    '/',
    {
      config: perShopper('photos', limits.photos, CLAIM_MESSAGES.tooManyPhotoUploads),
      schema: {
        tags: ['claims'],
        summary: 'Upload one photo for a damage claim (multipart: file); JPEG, PNG or WebP up to 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: successOf(uploadedClaimPhotoSchema), ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const photo = await claims.uploadPhoto(user, () => photos.store(user, request));
      reply.status(201);
      return { success: true as const, data: photo, message: UPLOAD_MESSAGES.success };
    },
  );
};
