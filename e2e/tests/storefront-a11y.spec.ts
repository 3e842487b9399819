import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** axe-core finds no violations on the storefront's main pages (WCAG 2 A/AA and best practices). */
const PAGES = ['/', '/products', '/categories', '/artists', '/shipping-delivery', '/contact', '/unauthorized'];

for (const path of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test('axe finds no violations on a product page, and keyboard focus is visible', async ({ page }) => {
  await page.goto('/products');
  const href = await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  // A fresh load, as a visitor from a search engine arrives (the server answers the product page itself).
  await page.goto(href ?? '/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  // Tab into the page: the skip link comes first and shows a visible outline.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
});

test('axe finds no violations with the account menu and a dialog open', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
