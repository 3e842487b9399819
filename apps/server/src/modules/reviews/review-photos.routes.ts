import multipart from '@fastify/multipart';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { reviewPhotoSchema } from '@kala/contract/reviews';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { ForbiddenError, HttpError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { FORM_OVERHEAD_BYTES, readUploadForm } from '../uploads/uploads.routes.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { REVIEW_MESSAGES } from '@kala/contract/reviews';
import { perShopper, type ReviewRateLimits } from './review-limits.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

export interface ReviewPhotoRoutesOptions {
  /** The upload pipeline (modules/uploads): bytes judged, size limit, re-encoded without metadata, stored. */
  uploads: UploadsService;
  repository: ReviewsRepository;
  requireUser: preHandlerAsyncHookHandler;
  limits: ReviewRateLimits;
}

/**
 * POST /api/reviews/photos: a buyer's review photo, one per request (multipart, field `file`), through the same
 * pipeline as the admin's uploads; the answer's id goes into the review's photoIds. Only a shopper with a delivered
 * order may upload (nobody else can write a review), counted per shopper. Multipart is registered in this plugin
 * alone, so no other review route takes a multipart body.
 */
export const reviewPhotoRoutes: FastifyPluginAsyncZod<ReviewPhotoRoutesOptions> = async (app, options) => {
  const { uploads, repository, requireUser, limits } = options;

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
      config: perShopper('photos', limits.photos),
      schema: {
        tags: ['reviews'],
        summary: 'Upload one review photo (multipart: file); JPEG, PNG or WebP up to 10 MB',
        consumes: ['multipart/form-data'],
        response: {
          201: successOf(reviewPhotoSchema),
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
      const user = currentUser(request);
      if (!(await repository.hasDeliveredOrder(user.id))) throw new ForbiddenError(REVIEW_MESSAGES.photosNeedPurchase);
      // The shopper's folder field is ignored: review photos go to their own folder.
      const stored = await uploads.upload(user, async () => ({
        ...(await readUploadForm(request)),
        folder: 'reviews',
      }));
      const row = await repository.insertPhoto({
        userId: user.id,
        url: stored.url,
        width: stored.width,
        height: stored.height,
      });
      reply.status(201);
      return {
        success: true as const,
        data: { id: row.id, url: row.url, width: row.width, height: row.height },
        message: UPLOAD_MESSAGES.success,
      };
    },
  );
};
