import { createWishlistRepository } from '../wishlist/wishlist.repository.ts';
import { wishlistRoutes } from '../wishlist/wishlist.routes.ts';
import { createWishlistService } from '../wishlist/wishlist.service.ts';
import { defineModule } from '../module.ts';
import { createCartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';

/** The shopper's cart and wishlist (issue 5): every route behind a session, every query filtered by its user. */
export const cartModule = defineModule(
  'cart',
  async (app, { database, guards }) => {
    await app.register(cartRoutes, {
      prefix: '/api/cart',
      cart: createCartService(createCartRepository(database.db), { tax: app.tax, sales: app.sales }),
      requireUser: guards.requireUser,
    });
    await app.register(wishlistRoutes, {
      prefix: '/api/wishlist',
      wishlist: createWishlistService(createWishlistRepository(database.db)),
      requireUser: guards.requireUser,
    });
  },
  ['tax'],
);
