import { clockOf, defineModule } from '../module.ts';
import { createShopperPhotos } from '../uploads/shopper-photo.ts';
import { adminClaimsRoutes } from './admin-claims.routes.ts';
import { DEFAULT_CLAIM_LIMITS } from './claim-limits.ts';
import { claimPhotoRoutes } from './claim-photos.routes.ts';
import { createClaimsRepository } from './claims.repository.ts';
import { claimsRoutes } from './claims.routes.ts';
import { createClaimsService } from './claims.service.ts';

/**
 * Damage and wrong-piece claims after delivery (issue 26 item 5, decision 039): the shopper's report with photos
 * through the upload pipeline, the admin's questions and decisions; the orders module makes the replacement order and
 * the refund (`app.orders`).
 */
export const claimsModule = defineModule(
  'claims',
  async (app, ctx) => {
    const { config, database, cache, guards } = ctx;
    // Claim photos go through the same checks as the admin's uploads (bytes judged, re-encoded, no metadata), into
    // their own folder.
    const photos = createShopperPhotos({ config, logger: app.log, folder: 'claims' });
    const claims = createClaimsService({
      repository: createClaimsRepository(database.db),
      orders: app.orders,
      cache,
      publicUrl: config.publicUrl,
      storeName: config.storeName,
      ...clockOf(ctx),
    });
    const limits = DEFAULT_CLAIM_LIMITS;
    // Photos first: '/photos' is its own plugin (multipart), registered before '/:claimId/…' of the other routes.
    await app.register(claimPhotoRoutes, {
      prefix: '/api/claims/photos',
      claims,
      photos,
      requireUser: guards.requireUser,
      limits,
    });
    await app.register(claimsRoutes, { prefix: '/api/claims', claims, requireUser: guards.requireUser, limits });
    await app.register(adminClaimsRoutes, { prefix: '/api/admin/claims', claims, requireAdmin: guards.requireAdmin });
  },
  ['orders', 'mail'],
);
