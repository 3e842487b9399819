import { expect, test } from '@playwright/test';
import {
  cartLink,
  PASSWORD,
  productInStock,
  registerByApi,
  toastsGone,
  expectNoAxeViolations,
} from './shopping-fixtures.ts';

/** Cart (issue 5): a guest is asked to sign in, comes back to the product, adds, changes the quantity, removes. */

test('a guest is sent to sign in, comes back to the product, and then adds, changes and removes a line', async ({
  page,
  request,
}) => {
  // A long journey, and the first page of a freshly started server can be slow on a busy machine.
  test.slow();
  const shopper = await registerByApi(request, 'Meera Joshi');
  const product = await productInStock(request);
  const productPath = `/products/${product._id}`;

  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 });
  await expect(cartLink(page)).toHaveAccessibleName(/no items in cart/);
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toContainText('Please login to add items to cart.');
  await dialog.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === productPath);

  const main = page.locator('#main');
  await main.getByLabel('Email', { exact: true }).fill(shopper.email);
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(productPath);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/, 1 item in cart$/);

  await cartLink(page).click();
  await expect(page).toHaveURL('/cart');
  const line = page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  const size = product.sizes[0]!;
  await expect(line).toContainText(`Size: ${size.size}`);
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('GST (18%)');
  await expect(summary).toContainText('Calculated at checkout');
  await toastsGone(page);
  await expectNoAxeViolations(page);

  await line.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(line.getByRole('group', { name: /^Quantity of/ })).toContainText('2');
  await expect(summary).toContainText('Subtotal (2 items)');
  await expect(cartLink(page)).toHaveAccessibleName(/2 items in cart/);
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();

  await line.getByRole('button', { name: `Remove ${product.name}, ${size.size}, from cart` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expect(cartLink(page)).toHaveAccessibleName(/no items in cart/);
});

test('the cart page is for signed-in shoppers only', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/login/);
});
