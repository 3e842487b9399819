import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successOf } from '@kala/contract/envelope';
import { REVIEW_MESSAGES, reviewPhotoSchema } from '@kala/contract/reviews';
import { UPLOAD_MESSAGES } from '@kala/contract/uploads';
import { ForbiddenError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ShopperPhotos } from '../uploads/shopper-photo.ts';
import { acceptUploadForm, UPLOAD_ERROR_RESPONSES } from '../uploads/uploads.routes.ts';
import { perShopper, type ReviewRateLimits } from './review-limits.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

export interface ReviewPhotoRoutesOptions {
  /** The upload pipeline for review photos (modules/uploads/shopper-photo.ts), into the reviews folder. */
  photos: ShopperPhotos;
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
  const { photos, repository, requireUser, limits } = options;
  await acceptUploadForm(app, requireUser);

  app.post(
    '/',
    {
      config: perShopper('photos', limits.photos),
      schema: {
        tags: ['reviews'],
        summary: 'Upload one review photo (multipart: file); JPEG, PNG or WebP up to 10 MB',
        consumes: ['multipart/form-data'],
        response: { 201: successOf(reviewPhotoSchema), ...UPLOAD_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await repository.hasDeliveredOrder(user.id))) throw new ForbiddenError(REVIEW_MESSAGES.photosNeedPurchase);
      const stored = await photos.store(user, request);
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
