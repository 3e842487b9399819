import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartCountSchema, cartLineInputSchema, cartLineParamsSchema, cartSchema } from '@kala/contract/cart';
import { errorSchema, successOf } from '@kala/contract/envelope';
import { requestLocale } from '../../lib/request-locale.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CartService } from './cart.service.ts';

const cartAnswer = {
  200: successOf(cartSchema),
  400: errorSchema,
  401: errorSchema,
  404: errorSchema,
  422: errorSchema,
};

/** Spec §7 Cart: the signed-in user's own cart, and nobody else's (every call acts on the session's user). */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService; requireUser: preHandlerAsyncHookHandler }> = async (
  app,
  { cart, requireUser },
) => {
  // On request, before the body is read: a guest gets 401 whatever the body holds.
  app.addHook('onRequest', async function (request, reply) {
    await requireUser.call(this, request, reply);
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart with prices read now',
        response: { 200: successOf(cartSchema), 401: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.cart(currentUser(request).id, requestLocale(request)),
    }),
  );

  app.get(
    '/count',
    {
      schema: {
        tags: ['cart'],
        summary: 'Pieces in the cart',
        response: { 200: successOf(cartCountSchema), 401: errorSchema },
      },
    },
    async (request) => ({ success: true as const, data: { count: await cart.count(currentUser(request).id) } }),
  );

  app.post(
    '/add',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a size of a product (adds to the line if present)',
        body: cartLineInputSchema,
        response: cartAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      data: await cart.add(currentUser(request).id, request.body, requestLocale(request)),
      message: 'Item added to cart',
    }),
  );

  app.put(
    '/update',
    { schema: { tags: ['cart'], summary: "Set a line's quantity", body: cartLineInputSchema, response: cartAnswer } },
    async (request) => ({
      success: true as const,
      data: await cart.update(currentUser(request).id, request.body, requestLocale(request)),
      message: 'Cart updated',
    }),
  );

  app.delete(
    '/remove/:productId/:sizeId',
    { schema: { tags: ['cart'], summary: 'Remove a line', params: cartLineParamsSchema, response: cartAnswer } },
    async (request) => ({
      success: true as const,
      data: await cart.remove(
        currentUser(request).id,
        request.params.productId,
        request.params.sizeId,
        requestLocale(request),
      ),
      message: 'Item removed from cart',
    }),
  );

  app.delete(
    '/clear',
    {
      schema: { tags: ['cart'], summary: 'Empty the cart', response: { 200: successOf(cartSchema), 401: errorSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await cart.clear(currentUser(request).id, requestLocale(request)),
      message: 'Cart cleared',
    }),
  );
};
