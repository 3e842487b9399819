import { expect, test } from '@playwright/test';

test('the products page lists the demo catalogue from the API', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(
    cards
      .first()
      .getByText(/₹[\d,]+\.\d\d/)
      .first(),
  ).toBeVisible();
  const image = cards.first().getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
