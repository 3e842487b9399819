import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, successOf } from '@kala/contract/envelope';
import {
  WISHLIST_MESSAGES,
  wishlistAddSchema,
  wishlistChangeSchema,
  wishlistCheckSchema,
  wishlistCountSchema,
  wishlistProductParamsSchema,
  wishlistSchema,
} from '@kala/contract/wishlist';
import { currentUser } from '../../plugins/authenticate.ts';
import type { WishlistService } from './wishlist.service.ts';

const changeAnswer = { 200: successOf(wishlistChangeSchema), 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** Spec §7 Wishlist: the signed-in user's own wishlist only. */
export const wishlistRoutes: FastifyPluginAsyncZod<{
  wishlist: WishlistService;
  requireUser: preHandlerAsyncHookHandler;
}> = async (app, { wishlist, requireUser }) => {
  // On request, before the body is read: a guest gets 401 whatever the body holds.
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'The wishlist (products on sale only)',
        response: { 200: successOf(wishlistSchema), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await wishlist.wishlist(currentUser(request).id) }),
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Products in the wishlist',
        response: { 200: successOf(wishlistCountSchema), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: { count: await wishlist.count(currentUser(request).id) } }),
  );

  app.get(
    '/check/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Whether a product is in the wishlist',
        params: wishlistProductParamsSchema,
        response: { 200: successOf(wishlistCheckSchema), 401: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { inWishlist: await wishlist.check(currentUser(request).id, request.params.productId) },
    }),
  );

  app.post(
    '/add',
    {
      schema: { tags: ['wishlist'], summary: 'Add a product (once)', body: wishlistAddSchema, response: changeAnswer },
    },
    async (request) => ({
      success: true as const,
      data: await wishlist.add(currentUser(request).id, request.body.productId),
      message: WISHLIST_MESSAGES.added,
    }),
  );

  app.delete(
    '/remove/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a product',
        params: wishlistProductParamsSchema,
        response: changeAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await wishlist.remove(currentUser(request).id, request.params.productId),
      message: WISHLIST_MESSAGES.removed,
    }),
  );
};
