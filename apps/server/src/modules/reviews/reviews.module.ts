import { clockOf, defineModule } from '../module.ts';
import { createShopperPhotos } from '../uploads/shopper-photo.ts';
import { adminReviewsRoutes } from './admin-reviews.routes.ts';
import { createAdminReviewsService } from './admin-reviews.service.ts';
import { DEFAULT_REVIEW_LIMITS } from './review-limits.ts';
import { createReviewLinks } from './review-links.ts';
import { reviewPhotoRoutes } from './review-photos.routes.ts';
import { createReviewRequestJob } from './review-request.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

/**
 * Reviews by buyers (issue 26 item 2, decision 037): the public list, the buyer's review with photos through the
 * upload pipeline, the admin's moderation, and the review-request mail a few days after delivery.
 */
export const reviewsModule = defineModule(
  'reviews',
  async (app, ctx) => {
    const { config, database, cache, guards, jobs, deps } = ctx;
    const repository = createReviewsRepository(database.db);
    const links = createReviewLinks(config.jwtSecret, config.publicUrl, deps.now);
    const limits = DEFAULT_REVIEW_LIMITS;
    // Review photos go through the same checks as the admin's uploads, into their own folder.
    const photos = createShopperPhotos({ config, logger: app.log, folder: 'reviews' });
    // Photos first: '/photos' is its own plugin (multipart), registered before '/:id' of the other routes.
    await app.register(reviewPhotoRoutes, {
      prefix: '/api/reviews/photos',
      photos,
      repository,
      requireUser: guards.requireUser,
      limits,
    });
    await app.register(reviewsRoutes, {
      prefix: '/api/reviews',
      reviews: createReviewsService(repository, { cache, ...clockOf(ctx) }),
      links,
      cache,
      requireUser: guards.requireUser,
      limits,
    });
    await app.register(adminReviewsRoutes, {
      prefix: '/api/admin/reviews',
      admin: createAdminReviewsService(repository, { cache, ...clockOf(ctx) }),
      requireAdmin: guards.requireAdmin,
    });
    jobs.handle(
      'review-request',
      createReviewRequestJob({ db: database.db, links, storeName: config.storeName, ...clockOf(ctx) }),
    );
  },
  ['mail'],
);
