import { expect, test, type Locator, type Page } from '@playwright/test';
import { authHeader, productInStock, registerByApi, signInByStorage, toastsGone } from './shopping-fixtures.ts';

/**
 * The floating 'Need help?' link (spec §2: on every page but on phones) never lies over something a shopper acts
 * on: at 1280x800 it covered the end of 'Quick Order' on a product page and of 'Try payment again' after a failed
 * payment. It floats only where nothing is under it, and otherwise rests in its own place above the footer, where a
 * keyboard still reaches it.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

// By its markup, not its role: on a phone it is not displayed, and a role query would wait for it in vain.
const help = (page: Page) => page.locator('aside[aria-label="Help"] a');
const main = (page: Page) => page.locator('#main');

/** Waits out the link's settling (it floats again a moment after the way is clear), then reads both boxes. */
async function expectNotCovered(page: Page, action: Locator) {
  await page.waitForTimeout(600);
  const link = await help(page).boundingBox({ timeout: 2000 });
  const box = await action.boundingBox();
  expect(box).not.toBeNull();
  if (!link || !box) return; // Not shown (phones): it covers nothing.
  const overlaps =
    link.x < box.x + box.width &&
    box.x < link.x + link.width &&
    link.y < box.y + box.height &&
    box.y < link.y + link.height;
  expect(overlaps, `'Need help?' at ${JSON.stringify(link)} covers ${JSON.stringify(box)}`).toBe(false);
}

/** Presses Tab until the help link has the focus. */
async function tabToHelp(page: Page) {
  for (let i = 0; i < 200; i += 1) {
    await page.keyboard.press('Tab');
    if (await help(page).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached Need help?');
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("'Need help?' covers no 'Quick Order' on a product page and stays reachable by keyboard", async ({ page }) => {
      const product = await productInStock(page.request, 2);
      await page.goto(`/products/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const quickOrder = main(page).getByRole('button', { name: 'Quick Order' });
      await expect(quickOrder).toBeVisible();
      await page.screenshot({ path: `/tmp/forms-product-${viewport.width}.png` });
      await expectNotCovered(page, quickOrder);

      if (viewport.width < 640) {
        // Spec §2: no floating element on a phone.
        await expect(help(page)).toBeHidden();
        return;
      }
      await tabToHelp(page);
      await expect(help(page)).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/contact');
    });

    test("'Need help?' covers no 'Try payment again' after a failed payment", async ({ page, request }) => {
      test.slow();
      const shopper = await registerByApi(request, 'Meghna Das');
      const product = await productInStock(request, 3);
      const size = product.sizes.find((s) => s.isAvailable)!;
      const added = await request.post('/api/cart/add', {
        headers: authHeader(shopper),
        data: { productId: product._id, sizeId: size._id, quantity: 1 },
      });
      expect(added.ok()).toBe(true);
      await signInByStorage(page, shopper);

      await page.goto('/checkout');
      await main(page).getByLabel('Phone', { exact: true }).fill('98765 43210');
      await main(page).getByLabel('Address line 1', { exact: true }).fill('12 MG Road');
      await main(page).getByLabel('PIN code', { exact: true }).fill('560001');
      await expect(main(page).getByLabel('City', { exact: true })).toHaveValue('Bangalore');
      await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
      await expect(page.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
      await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
      await main(page).getByText('Online Payment', { exact: true }).click();
      await main(page).getByRole('button', { name: 'Review Order' }).click();
      await main(page).getByRole('button', { name: 'Place Order & Pay' }).click();
      const gateway = page.getByRole('dialog', { name: 'Kala Test Gateway' });
      await gateway.getByRole('button', { name: 'Fail' }).click();
      const retry = main(page).getByRole('button', { name: 'Try payment again' });
      await expect(retry).toBeVisible();
      await toastsGone(page);
      // As the page was left after the failure, and with the button scrolled to the bottom of the screen.
      await page.screenshot({ path: `/tmp/forms-retry-${viewport.width}.png` });
      await expectNotCovered(page, retry);
      await retry.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.screenshot({ path: `/tmp/forms-retry-end-${viewport.width}.png` });
      await expectNotCovered(page, retry);
    });
  });
}
