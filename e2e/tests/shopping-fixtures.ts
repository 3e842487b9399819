import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '@kala/contract/orders';

/** Shared steps of the cart and wishlist journeys (issue 5). */
export const PASSWORD = 'Lotus-plate-2026';
let counter = 0;
export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${(counter += 1)}@shopping.test`;

export interface ShopperSession {
  email: string;
  token: string;
  user: { _id: string; name: string; email: string; role: 'user' | 'admin'; avatar: string | null; isAdmin: boolean };
}

export async function registerByApi(request: APIRequestContext, name: string): Promise<ShopperSession> {
  const email = uniqueEmail(name.toLowerCase().split(' ')[0] ?? 'shopper');
  const answer = await request.post('/api/auth/register', { data: { name, email, password: PASSWORD } });
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { token: string; data: ShopperSession['user'] };
  return { email, token: body.token, user: body.data };
}

/** Starts the page signed in, as the login page would leave it (token and user in local storage). */
export async function signInByStorage(page: Page, session: ShopperSession) {
  await page.addInitScript(
    ([token, user]) => {
      localStorage.setItem('kala.token', token);
      localStorage.setItem('kala.user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

export interface DemoProduct {
  _id: string;
  name: string;
  thumbnail: string;
  sizes: { _id: string; size: string; discountedPrice: number; isAvailable: boolean }[];
}

/** A demo product whose first size is in stock, so the product page preselects a size that can be bought. */
export async function productInStock(request: APIRequestContext, skip = 0): Promise<DemoProduct> {
  const answer = await request.get('/api/products/available?limit=24');
  const products = ((await answer.json()) as { data: DemoProduct[] }).data.filter((p) => p.sizes[0]?.isAvailable);
  const product = products[skip];
  if (!product) throw new Error('the demo catalogue has no product in stock');
  return product;
}

/** The header's cart and wishlist links; their names carry the count ("Cart, 2 items in cart"). */
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
export const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

/**
 * Waits until every toast has closed (3 s for cart and wishlist ones): axe then judges the page itself, not a
 * passing notification.
 */
export async function toastsGone(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * axe-core on what this feature draws: the page's own content and any open dialog. The site-wide header, footer and
 * floating links are checked by the storefront's own a11y journeys.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#main').include('[role="dialog"]').analyze();
  expect(results.violations).toEqual([]);
}

/** The admin the e2e server starts with (playwright.config.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@kala.test', password: 'Admin-pass-2026' };

/** Signs the admin in through the API. */
export async function signInAdmin(request: APIRequestContext): Promise<ShopperSession> {
  const answer = await request.post('/api/auth/login', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { token: string; data: ShopperSession['user'] };
  return { email: ADMIN.email, token: body.token, user: body.data };
}

export const authHeader = (session: ShopperSession) => ({ Authorization: `Bearer ${session.token}` });

/**
 * Puts `quantity` of an available size of `product` in the shopper's cart and places a cash-on-delivery order of
 * the cart to Jaipur, as the checkout would (the checkout has its own journeys).
 */
export async function placeCodOrderByApi(
  request: APIRequestContext,
  shopper: ShopperSession,
  product: DemoProduct,
  options: { quantity?: number; notes?: string; fullName?: string } = {},
): Promise<Order> {
  const size = product.sizes.find((s) => s.isAvailable)!;
  const added = await request.post('/api/cart/add', {
    headers: authHeader(shopper),
    data: { productId: product._id, sizeId: size._id, quantity: options.quantity ?? 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...authHeader(shopper), 'Idempotency-Key': randomUUID() },
    data: {
      shippingAddress: {
        fullName: options.fullName ?? shopper.user.name,
        email: shopper.email,
        phone: '9876543210',
        addressLine1: '12 Hawa Mahal Road',
        city: 'Jaipur',
        state: 'Rajasthan',
        zipCode: '302001',
        country: 'India',
      },
      paymentMethod: 'cash_on_delivery',
      useCartItems: true,
      ...(options.notes ? { notes: options.notes } : {}),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { order: Order } }).data.order;
}

/** Screenshots for the record, when SHOTS_DIR is set (never needed for the journey itself). */
export async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`), fullPage: true });
  }
}
