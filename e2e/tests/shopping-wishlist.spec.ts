import { expect, test } from '@playwright/test';
import {
  cartLink,
  productInStock,
  registerByApi,
  signInByStorage,
  toastsGone,
  wishlistLink,
  expectNoAxeViolations,
} from './shopping-fixtures.ts';

/** Wishlist (issue 5): save from the product page, open the wishlist, 'Select Size & Add', and the cart counts it. */

test('save a product, add it to the cart from the wishlist, and remove it', async ({ page, request }) => {
  // A long journey, and the first page of a freshly started server can be slow on a busy machine.
  test.slow();
  const shopper = await registerByApi(request, 'Ravi Kumar');
  await signInByStorage(page, shopper);
  const product = await productInStock(request, 1);

  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName(/, 1 item in wishlist$/);

  await wishlistLink(page).click();
  await expect(page).toHaveURL('/wishlist');
  const card = page
    .getByRole('list', { name: 'Saved products' })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  await expect(card.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product._id}`);
  await expect(card).toContainText(/Added on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(card.getByTitle('Remove from wishlist')).toBeVisible();
  await toastsGone(page);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: `Select Size & Add: ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveValue(product.sizes.find((s) => s.isAvailable)!._id);
  await expect(dialog.getByRole('group', { name: 'Quantity' })).toContainText('1');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/, 1 item in cart$/);

  await card.getByTitle('Remove from wishlist').click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
  await expect(wishlistLink(page)).toHaveAccessibleName(/no items in wishlist/);
});

test("a guest's heart on a product card asks to sign in and returns to that product", async ({ page, request }) => {
  const product = await productInStock(request);
  await page.goto('/products');
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expect(page.getByText('Please log in to add items to wishlist')).toBeVisible();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/products/${product._id}`,
  );
});
