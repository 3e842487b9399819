import { expect, test, type Page } from '@playwright/test';
import {
  authHeader,
  expectNoAxeViolations,
  productInStock,
  registerByApi,
  signInAdmin,
  signInByStorage,
  toastsGone,
} from './shopping-fixtures.ts';

/**
 * Coupon codes (issue 27 items 1 and 5): the admin creates a code in the Promotions tab; a shopper applies it in the
 * cart, is told in plain words that a one-piece cart is too small, sees the discount once the cart is big enough,
 * and places a cash-on-delivery order with it. axe at 360 and 1280 px on the tab and the cart.
 */

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;
const CODE = `E2E${Date.now().toString(36).toUpperCase()}`;
const main = (page: Page) => page.locator('#main');
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

test.describe.serial('coupon codes', () => {
  let unitPrice = 0;

  test('the admin creates a code in the Promotions tab', async ({ page, request }) => {
    const product = await productInStock(request);
    unitPrice = product.sizes[0]!.discountedPrice;
    const admin = await signInAdmin(request);
    await signInByStorage(page, admin);
    await page.goto('/admin/promotions');
    await expect(page.getByRole('heading', { name: 'Coupon codes' })).toBeVisible();
    await main(page).getByRole('button', { name: 'New code' }).click();
    await main(page).getByLabel('Code', { exact: true }).fill(CODE.toLowerCase());
    await main(page).getByLabel('Percent off').fill('10');
    // Two pieces reach the minimum, one does not.
    await main(page)
      .getByLabel('Minimum order, in ₹ (optional)')
      .fill(String(unitPrice * 2));
    // The open form, at both widths.
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/coupons/shots/code-form-${viewport.width}.png`, fullPage: true });
    }
    await main(page).getByRole('button', { name: 'Create code' }).click();
    const card = main(page).getByRole('listitem').filter({ hasText: CODE });
    await expect(card).toContainText('Live');
    await expect(card).toContainText(`10% off on orders of ${rupees(unitPrice * 2)} or more`);

    // The same code in another case is refused with the reason.
    await main(page).getByRole('button', { name: 'New code' }).click();
    await main(page).getByLabel('Code', { exact: true }).fill(CODE);
    await main(page).getByRole('button', { name: 'Create code' }).click();
    await expect(main(page).getByRole('alert')).toContainText(`A code ${CODE} already exists`);
    await main(page).getByRole('button', { name: 'Cancel' }).click();

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/coupons/shots/promotions-${viewport.width}.png`, fullPage: true });
    }
  });

  test('a shopper applies the code in the cart and places a COD order with it', async ({ page, request }) => {
    test.slow();
    const shopper = await registerByApi(request, 'Nandini Rao');
    const product = await productInStock(request);
    const size = product.sizes[0]!;
    const add = () =>
      request.post('/api/cart/add', {
        headers: authHeader(shopper),
        data: { productId: product._id, sizeId: size._id, quantity: 1 },
      });
    expect((await add()).ok()).toBe(true);
    await signInByStorage(page, shopper);
    await page.goto('/cart');

    const codeBox = main(page).getByRole('region', { name: 'Coupon code' });
    await codeBox.getByLabel('Coupon code').fill(CODE.toLowerCase());
    await codeBox.getByRole('button', { name: 'Apply' }).click();
    await expect(codeBox.getByRole('status')).toHaveText(
      `This code needs an order of ${rupees(unitPrice * 2)} or more`,
    );
    await page.setViewportSize(VIEWPORTS[0]);
    await page.screenshot({ path: '/tmp/coupons/shots/cart-refused-360.png', fullPage: true });

    // A second piece: the code applies (10% of two pieces).
    expect((await add()).ok()).toBe(true);
    await page.reload();
    await expect(codeBox.getByRole('status')).toContainText('Code discount');
    await expect(codeBox.getByRole('status')).toContainText(
      `−₹${(unitPrice * 0.2).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    await toastsGone(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/coupons/shots/cart-code-${viewport.width}.png`, fullPage: true });
    }

    await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    await main(page).getByLabel('Phone', { exact: true }).fill('98765 43210');
    await main(page).getByLabel('Address line 1', { exact: true }).fill('12 MG Road');
    await main(page).getByLabel('PIN code', { exact: true }).fill('560001');
    await expect(main(page).getByLabel('City', { exact: true })).toHaveValue('Bangalore');
    await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await main(page).getByRole('button', { name: 'Review Order' }).click();
    await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeFocused();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(`Code ${CODE}`);
    await expect(main(page).getByRole('region', { name: 'Coupon code' })).toContainText(CODE);
    await page.screenshot({ path: '/tmp/coupons/shots/checkout-review-1280.png', fullPage: true });
    await expectNoAxeViolations(page);
    await summary.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeFocused();

    const orders = await request.get('/api/orders', { headers: authHeader(shopper) });
    const placed = ((await orders.json()) as { data: { _id: string; subtotal: number }[] }).data[0]!;
    expect(placed.subtotal).toBe(unitPrice * 2);
    // The order page says the code and what it took.
    await page.goto(`/orders/${placed._id}`);
    await expect(main(page).getByRole('region', { name: 'Order Summary' })).toContainText(`Code ${CODE}`);
  });
});
