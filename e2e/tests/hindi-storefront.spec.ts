import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { subjectOf, waitForMailTo } from './mail-fixtures.ts';
import { productInStock, registerByApi, signInByStorage, type ShopperSession } from './shopping-fixtures.ts';

/**
 * The storefront in Hindi (issue 28): a shopper switches to Hindi, searches in Devanagari, buys by cash on delivery
 * through the checkout in Hindi and receives the confirmation mail in Hindi; the Hindi pages pass axe and nothing
 * overflows at 360 px. The local shipping provider quotes couriers for 560001 (Bangalore).
 */

const main = (page: Page) => page.locator('#main');
const DEVANAGARI = /[\u0900-\u097F]/;
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

async function addToCartByApi(request: APIRequestContext, shopper: ShopperSession) {
  const product = await productInStock(request, 2);
  const added = await request.post('/api/cart/add', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { productId: product._id, sizeId: product.sizes[0]!._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** Nothing wider than the screen: the page cannot be scrolled sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a shopper switches to Hindi, searches in Devanagari, buys by COD in Hindi and gets the Hindi mail', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Sunita Sharma');
  await signInByStorage(page, shopper);

  // The switch in the header: the same page in Hindi, under /hi, the server's <html lang="hi">.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Read the store in हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);

  // Search in Devanagari: the header suggests terracotta pieces as it is typed, and the listing finds them.
  const search = page.getByRole('banner').getByRole('combobox').first();
  await search.fill('टेराकोटा');
  await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('टेराकोटा');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/hi\/products\?.*(search|q)=/);
  const cards = main(page).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('टेराकोटा');

  // The piece's page in Hindi; into the cart.
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/hi\/products\/[\w-]+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);
  await main(page).getByRole('button', { name: 'कार्ट में डालें' }).first().click();

  // The cart and the checkout, in Hindi.
  await page.goto('/hi/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(DEVANAGARI);
  await main(page).getByRole('link', { name: 'चेकआउट पर जाएँ' }).click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.getByRole('navigation', { name: 'चेकआउट के चरण' })).toBeVisible();
  await main(page).locator('input[name="phone"]').fill('98765 43210');
  await main(page).locator('input[name="addressLine1"]').fill('12 एमजी रोड');
  await main(page).locator('input[name="zipCode"]').fill('560001');
  await expect(main(page).locator('input[name="city"]')).toHaveValue('Bangalore');
  await main(page).getByRole('button', { name: 'शिपिंग पर आगे बढ़ें' }).click();
  await main(page).getByRole('button', { name: 'भुगतान पर आगे बढ़ें' }).click();
  // Cash on delivery is chosen by default.
  await main(page).getByRole('button', { name: 'ऑर्डर जाँचें' }).click();
  const summary = page.getByRole('region', { name: 'ऑर्डर सारांश' });
  await expect(summary).toContainText(/₹[\d,]+\.\d\d/);
  await expect(summary).not.toContainText('Total');
  await summary.getByRole('button', { name: 'ऑर्डर करें' }).click();

  // The confirmation in Hindi, and the mail.
  await expect(page.getByRole('heading', { level: 1, name: 'धन्यवाद! आपका ऑर्डर हो गया है।' })).toBeVisible();
  const orderNumber = (await main(page)
    .getByText(/^KALA-\d+$/)
    .textContent())!.trim();

  const mail = await waitForMailTo(shopper.email, (raw) => subjectOf(raw).includes(orderNumber), 'the order mail');
  const subject = subjectOf(mail);
  expect(subject).toMatch(DEVANAGARI);
  expect(subject).toContain(orderNumber);
});

for (const viewport of VIEWPORTS) {
  test(`the Hindi pages pass axe and fit the screen at ${viewport.width}px`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const shopper = await registerByApi(request, 'Meera Joshi');
    await addToCartByApi(request, shopper);
    await signInByStorage(page, shopper);
    const product = await productInStock(request, 1);
    for (const address of ['/hi', '/hi/products', `/hi/products/${product._id}`, '/hi/categories', '/hi/cart']) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, address).toEqual([]);
    }
    await page.goto('/hi/checkout');
    await expect(main(page).locator('input[name="phone"]')).toBeVisible();
    await expectNoSidewaysScroll(page);
    expect((await new AxeBuilder({ page }).include('#main').analyze()).violations).toEqual([]);
  });
}
