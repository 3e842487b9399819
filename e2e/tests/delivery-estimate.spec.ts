import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, productInStock, registerByApi, shot, signInByStorage } from './shopping-fixtures.ts';

/**
 * The delivery promise by PIN code (issue 26 item 1): the PIN field on the product page and the cart answers in
 * place, is remembered on the device and for the signed-in shopper, and loads its code only when it is needed.
 */
const pinField = (page: Page) => page.getByRole('textbox', { name: 'PIN code' });
const answer = (page: Page) => page.getByRole('status').filter({ hasText: /Get it by|No shipping rates/ });

/** Scrolls the field into view (its placeholder makes way for the loaded field, so the element may change). */
const bringNear = (page: Page) => pinField(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));

async function checkPin(page: Page, pin: string) {
  await pinField(page).fill(pin);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

for (const width of [360, 1280]) {
  test(`the product page answers for a PIN code at ${width} px, and remembers it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const product = await productInStock(page.request);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/delivery-check-(?!loader)/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await checkPin(page, '12345');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid 6-digit postcode' })).toBeVisible();

    await checkPin(page, '302017');
    await expect(answer(page)).toContainText(/Get it by \w{3}, \d{1,2} \w{3}/);
    await expect(answer(page)).toContainText('to Jaipur');
    await expect(answer(page)).toContainText('Cash on delivery available');
    await expect(answer(page)).toContainText(/Free shipping/);
    expect(chunks.length).toBe(1); // the field's code came once, when it was needed
    await expectNoAxeViolations(page);
    await shot(page, `delivery-estimate-product-${width}`);

    await checkPin(page, '999999');
    await expect(answer(page)).toContainText('No shipping rates found for this location.');
    await expectNoAxeViolations(page);

    await checkPin(page, '744101');
    await expect(answer(page)).toContainText('to Port Blair');
    await page.reload();
    await bringNear(page);
    await expect(pinField(page)).toHaveValue('744101');
    await expect(answer(page)).toContainText('to Port Blair');
  });
}

test('the cart answers for its pieces, and a signed-in shopper finds the PIN code on another device', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const shopper = await registerByApi(page.request, 'Nisha Rao');
  await signInByStorage(page, shopper);
  const product = await productInStock(page.request);
  const added = await page.request.post('/api/cart/add', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { productId: product._id, sizeId: product.sizes[0]!._id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await bringNear(page);
  await checkPin(page, '400001');
  await expect(answer(page)).toContainText('to Mumbai');
  await expect(answer(page)).toContainText(/Free shipping (on this order|on orders above)/);
  await expectNoAxeViolations(page);
  await shot(page, 'delivery-estimate-cart-360');

  // Another device: nothing in its storage, the same account.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const second = await other.newPage();
    await signInByStorage(second, shopper);
    await second.goto(`/products/${product._id}`);
    await bringNear(second);
    await expect(pinField(second)).toHaveValue('400001');
    await expect(answer(second)).toContainText('to Mumbai');
  } finally {
    await other.close();
  }
});
