import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  authHeader,
  expectNoAxeViolations,
  registerByApi,
  shot,
  signInAdmin,
  signInByStorage,
  type DemoProduct,
  type ShopperSession,
} from './shopping-fixtures.ts';

/** Issue 26 item 4 (decision 038): stock that tells the truth, on a phone and a desktop. */

const WIDTHS = [360, 1280] as const;

/** A demo product on sale with two sizes or more, both available. */
async function twoSizedProduct(request: APIRequestContext): Promise<DemoProduct> {
  const answer = await request.get('/api/products/available?limit=24');
  const products = ((await answer.json()) as { data: DemoProduct[] }).data;
  const found = products.find((p) => p.sizes.length >= 2 && p.sizes[0]!.isAvailable && p.sizes[1]!.isAvailable);
  if (!found) throw new Error('no demo product with two sizes in stock');
  return found;
}

/** The admin counts the product's first sizes (the rest stay as they are). */
async function setStock(request: APIRequestContext, admin: ShopperSession, productId: string, stocks: number[]) {
  const current = await request.get(`/api/admin/products/${productId}`, { headers: authHeader(admin) });
  const sizes = ((await current.json()) as { data: { sizes: Record<string, unknown>[] } }).data.sizes;
  const changed = await request.patch(`/api/products/${productId}`, {
    headers: authHeader(admin),
    data: {
      sizes: sizes.map((s, i) => ({
        _id: s._id,
        size: s.size,
        originalPrice: s.originalPrice,
        discountedPrice: s.discountedPrice,
        estimatedDelivery: s.estimatedDelivery,
        isAvailable: i < stocks.length ? stocks[i]! > 0 : s.isAvailable,
        stock: i < stocks.length ? stocks[i] : s.stock,
      })),
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

/** axe on one section of an admin page (the rest of the panel is checked by its own journeys). */
async function expectSectionAxeClean(page: Page, selector: string) {
  expect((await new AxeBuilder({ page }).include(selector).analyze()).violations).toEqual([]);
}

async function pageFor(browser: Browser, session: ShopperSession, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
  const page = await context.newPage();
  await signInByStorage(page, session);
  return page;
}

test('a piece held by the shopper’s own unpaid order is reserved for them and sold out to others; the cart and the admin tell the truth', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAdmin(request);
  const product = await twoSizedProduct(request);
  const [held, few] = [product.sizes[0]!, product.sizes[1]!];
  await setStock(request, admin, product._id, [1, 2]);

  // Meera puts the only piece in her cart and opens the payment, then closes it without paying.
  const meera = await registerByApi(request, 'Meera Shah');
  const kabir = await registerByApi(request, 'Kabir Rao');
  const added = await request.post('/api/cart/add', {
    headers: authHeader(meera),
    data: { productId: product._id, sizeId: held._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const unpaid = await request.post('/api/payments/create-order', {
    headers: { ...authHeader(meera), 'Idempotency-Key': randomUUID() },
    data: {
      shippingAddress: {
        fullName: 'Meera Shah',
        email: meera.email,
        phone: '9876543210',
        addressLine1: '12 Hawa Mahal Road',
        city: 'Jaipur',
        state: 'Rajasthan',
        zipCode: '302001',
        country: 'India',
      },
      useCartItems: true,
    },
  });
  expect(unpaid.ok(), await unpaid.text()).toBe(true);
  const { orderId, orderNumber } = ((await unpaid.json()) as { data: { orderId: string; orderNumber: string } }).data;

  for (const width of WIDTHS) {
    // Meera: reserved for her, with the way to pay.
    const mine = await pageFor(browser, meera, width);
    await mine.goto(`/products/${product._id}`);
    const pay = mine.getByRole('link', { name: `Complete payment for order ${orderNumber}` });
    await expect(pay).toBeVisible();
    await expect(
      mine.getByText(`Your order ${orderNumber} is holding this piece for you until it is paid.`),
    ).toBeVisible();
    await expect(mine.getByText('This size is currently out of stock.', { exact: false })).toHaveCount(0);
    await shot(mine, `reserved-${width}`);
    await expectNoAxeViolations(mine);
    if (width === 360) {
      await pay.click();
      await expect(mine).toHaveURL(new RegExp(`/orders/${orderId}$`));
      await expect(mine.getByRole('button', { name: /Pay now/ })).toBeVisible();
    }
    await mine.context().close();

    // Kabir: the same size is out of stock; the other says how few are left.
    const his = await pageFor(browser, kabir, width);
    await his.goto(`/products/${product._id}`);
    const sizeChoice = (label: string) => his.getByRole('radio', { name: new RegExp(`^${label} `) });
    // The page opens on the first size on sale, which has two left.
    await expect(sizeChoice(few.size)).toBeChecked();
    await expect(his.getByText('Only 2 left').first()).toBeVisible();
    await expect(sizeChoice(held.size)).toHaveAccessibleName(/Out of Stock$/);
    await his
      .locator('label')
      .filter({ has: sizeChoice(held.size) })
      .click();
    await expect(his.getByText('This size is currently out of stock.', { exact: false })).toBeVisible();
    await expect(his.getByRole('link', { name: /Complete payment/ })).toHaveCount(0);
    await his
      .locator('label')
      .filter({ has: sizeChoice(few.size) })
      .click();
    await shot(his, `only-left-${width}`);
    await expectNoAxeViolations(his);
    await his.context().close();
  }

  // Kabir puts both pieces in his cart; the studio counts again and one is left.
  const both = await request.post('/api/cart/add', {
    headers: authHeader(kabir),
    data: { productId: product._id, sizeId: few._id, quantity: 2 },
  });
  expect(both.ok(), await both.text()).toBe(true);
  const more = await request.post('/api/cart/add', {
    headers: authHeader(kabir),
    data: { productId: product._id, sizeId: few._id, quantity: 1 },
  });
  expect(more.status()).toBe(422);
  expect(((await more.json()) as { message: string }).message).toBe(
    'Only 2 left in stock, and 2 are already in your cart.',
  );
  await setStock(request, admin, product._id, [0, 1]);
  for (const width of WIDTHS) {
    const cart = await pageFor(browser, kabir, width);
    await cart.goto('/cart');
    await expect(cart.getByText('Only 1 left in stock. Please lower the quantity to check out.')).toBeVisible();
    await expect(cart.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
    await shot(cart, `cart-above-stock-${width}`);
    await expectNoAxeViolations(cart);
    await cart.context().close();
  }

  // The admin's overview lists the sizes at or below the threshold.
  for (const width of WIDTHS) {
    const overview = await pageFor(browser, admin, width);
    await overview.goto('/admin');
    const lowStock = overview.getByRole('region', { name: 'Low stock' });
    await expect(lowStock.getByRole('link', { name: product.name }).first()).toBeVisible();
    await lowStock.scrollIntoViewIfNeeded();
    await shot(overview, `admin-low-stock-${width}`);
    await expectSectionAxeClean(overview, 'section[aria-labelledby="low-stock-heading"]');
    await overview.goto('/admin/settings#stock-settings');
    await expect(overview.getByLabel('Low-stock threshold (pieces)')).toHaveValue('3');
    await shot(overview, `admin-stock-settings-${width}`);
    await expectSectionAxeClean(overview, '#stock-settings');
    await overview.context().close();
  }
});
