import multipart from '@fastify/multipart';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLAIM_MESSAGES, uploadedClaimPhotoSchema } from '@kala/contract/claims';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { HttpError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { FORM_OVERHEAD_BYTES, readUploadForm } from '../uploads/uploads.routes.ts';
import { perShopper, type ClaimRateLimits } from './claim-limits.ts';
import type { ClaimsService } from './claims.service.ts';

export interface ClaimPhotoRoutesOptions {
  claims: ClaimsService;
  requireUser: preHandlerAsyncHookHandler;
  limits: ClaimRateLimits;
}

/**
 * POST /api/claims/photos: one photo of a damaged or wrong piece (multipart, field `file`), through the upload
 * pipeline's checks (modules/uploads: bytes judged, 10 MB, re-encoded without metadata); the answer's id goes into a
 * report's or reply's photoIds. Multipart is registered in this plugin alone, so no other claim route takes it.
 */
export const claimPhotoRoutes: FastifyPluginAsyncZod<ClaimPhotoRoutesOptions> = async (app, options) => {
  const { claims, requireUser, limits } = options;

  // On request, before the body is read: a guest is 401, and an announced body too large for any photo is refused.
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) {
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    }
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/',
    {
      config: perShopper('photos', limits.photos, CLAIM_MESSAGES.tooManyPhotoUploads),
      schema: {
        tags: ['claims'],
        summary: 'Upload one photo for a damage claim (multipart: file); JPEG, PNG or WebP up to 10 MB',
        consumes: ['multipart/form-data'],
        response: {
          201: successOf(uploadedClaimPhotoSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
          422: errorSchema,
          429: errorSchema,
          500: errorSchema,
          502: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await claims.uploadPhoto(currentUser(request), () => readUploadForm(request));
      reply.status(201);
      return { success: true as const, data: photo, message: UPLOAD_MESSAGES.success };
    },
  );
};
