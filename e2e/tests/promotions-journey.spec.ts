import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '@kala/contract/money';
import { saleBadgeText, salePriceRupees, toIndiaLocal } from '@kala/contract/sale-price';
import {
  authHeader,
  expectNoAxeViolations,
  productInStock,
  registerByApi,
  signInAdmin,
  signInByStorage,
  toastsGone,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * Issue 27 item 6, the whole journey in one: the admin schedules a sale on a piece and creates a code in the
 * Promotions tab, and puts codes on top of sales; a shopper sees the piece's sale price struck against the usual one,
 * applies the code in the cart, and places a cash-on-delivery gift order with a message; the order page shows the
 * code and the gift, and the order is priced at the sale price less the code. axe at 360 and 1280 px on each screen
 * the shopper sees. (coupons.spec.ts, sales.spec.ts and gifting.spec.ts go into each part's details.)
 */
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;
const SALE = 'Housewarming week';
const SALE_PERCENT = 20;
const CODE = `GIFT${Date.now().toString(36).toUpperCase()}`;
const MESSAGE = 'For your new home, with love from Jaipur.';
const main = (page: Page) => page.locator('#main');

async function atBothWidths(page: Page) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize(VIEWPORTS[1]);
}

let admin: ShopperSession;

// The journeys after this one share the server: the sale ends and codes go back to best-of with this file.
test.afterAll(async ({ request }) => {
  const listed = await request.get('/api/admin/sales', { headers: authHeader(admin) });
  const sales = ((await listed.json()) as { data: { _id: string; name: string; state: string }[] }).data;
  for (const sale of sales.filter((s) => s.name === SALE && s.state !== 'ended')) {
    expect((await request.post(`/api/admin/sales/${sale._id}/end`, { headers: authHeader(admin) })).ok()).toBe(true);
  }
  const reset = await request.put('/api/admin/promotions/settings', {
    headers: authHeader(admin),
    data: { combination: 'best-of' },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
});

test('the admin schedules a sale and a code; a shopper sees the struck price, applies the code and sends a gift', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  admin = await signInAdmin(request);
  const piece = await productInStock(request, 3);
  const size = piece.sizes.find((s) => s.isAvailable)!;
  const usual = size.discountedPrice;
  const salePrice = salePriceRupees(usual, SALE_PERCENT);
  // The code, 10% off, on top of the sale price (rupees to the paisa, half up).
  const codeOff = Math.round(salePrice * 10) / 100;

  // The admin, in the Promotions tab: a sale on this piece from a minute ago, a 10% code, codes on top of sales.
  await signInByStorage(page, admin);
  await page.setViewportSize(VIEWPORTS[1]);
  await page.goto('/admin/promotions');
  await page.getByRole('button', { name: 'Schedule a sale' }).click();
  await page.getByLabel('Name').fill(SALE);
  await page.getByLabel('Percent off').fill(String(SALE_PERCENT));
  await page.getByLabel('Starts (India time)').fill(toIndiaLocal(new Date(Date.now() - 60_000)));
  await page.getByLabel('Ends (India time)').fill(toIndiaLocal(new Date(Date.now() + 2 * 24 * 3_600_000)));
  await page.getByRole('checkbox', { name: piece.name }).check();
  await page.getByRole('button', { name: 'Schedule sale' }).click();
  await expect(page.locator(`[data-sale="${SALE}"]`)).toContainText('Live');
  await toastsGone(page);

  await main(page).getByRole('button', { name: 'New code' }).click();
  await main(page).getByLabel('Code', { exact: true }).fill(CODE);
  await main(page).getByLabel('Percent off').fill('10');
  await main(page).getByRole('button', { name: 'Create code' }).click();
  await expect(main(page).getByRole('listitem').filter({ hasText: CODE })).toContainText('Live');
  // Saved as soon as it is chosen; the radio shows the choice once the setting has answered.
  await page.getByRole('radio', { name: /Code on top of the sale/ }).click();
  await expect(page.getByRole('radio', { name: /Code on top of the sale/ })).toBeChecked();
  await expect
    .poll(async () => {
      const setting = await request.get('/api/admin/promotions/settings', { headers: authHeader(admin) });
      return ((await setting.json()) as { data: { combination: string } }).data.combination;
    })
    .toBe('stack');

  // The shopper: the product page shows the sale price against the usual one, with the sale's name.
  await page.context().clearCookies();
  const shopperPage = await page.context().newPage();
  const shopper = await registerByApi(request, 'Kavya Menon');
  await signInByStorage(shopperPage, shopper);
  await shopperPage.setViewportSize(VIEWPORTS[1]);
  await shopperPage.goto(`/products/${piece._id}`);
  await expect(main(shopperPage)).toContainText(formatRupees(salePrice));
  await expect(main(shopperPage)).toContainText(`usually ${formatRupees(usual)}`);
  await expect(main(shopperPage)).toContainText(saleBadgeText({ name: SALE, percentOff: SALE_PERCENT }));
  await atBothWidths(shopperPage);

  // In the cart at the sale price; the code applies on top of it.
  const added = await request.post('/api/cart/add', {
    headers: authHeader(shopper),
    data: { productId: piece._id, sizeId: size._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await shopperPage.goto('/cart');
  await expect(shopperPage.locator(`[data-line="${size._id}"]`)).toContainText(`${formatRupees(salePrice)} each`);
  const codeBox = main(shopperPage).getByRole('region', { name: 'Coupon code' });
  await codeBox.getByLabel('Coupon code').fill(CODE.toLowerCase());
  await codeBox.getByRole('button', { name: 'Apply' }).click();
  await expect(codeBox.getByRole('status')).toContainText('Code discount');
  await expect(codeBox.getByRole('status')).toContainText(`−${formatRupees(codeOff)}`);
  await toastsGone(shopperPage);
  await atBothWidths(shopperPage);

  // Checkout: cash on delivery, as a gift with a message to someone else.
  await main(shopperPage).getByRole('link', { name: 'Proceed to Checkout' }).click();
  await main(shopperPage).getByLabel('Phone', { exact: true }).fill('98765 43210');
  await main(shopperPage).getByLabel('Address line 1', { exact: true }).fill('4 Park Street');
  await main(shopperPage).getByLabel('PIN code', { exact: true }).fill('560001');
  await expect(main(shopperPage).getByLabel('City', { exact: true })).toHaveValue('Bangalore');
  await main(shopperPage).getByRole('button', { name: 'Continue to Shipping' }).click();
  await main(shopperPage).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(shopperPage.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await main(shopperPage).getByRole('button', { name: 'Review Order' }).click();
  await expect(shopperPage.getByRole('heading', { name: 'Review Your Order' })).toBeFocused();
  await main(shopperPage).getByLabel('This order is a gift').check();
  await main(shopperPage).getByLabel('Gift message (optional)').fill(MESSAGE);
  await main(shopperPage).getByLabel('Recipient’s name').fill('Ritu Menon');
  await main(shopperPage).getByLabel('Recipient’s phone').fill('91234 56780');
  const summary = shopperPage.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(`Code ${CODE}`);
  await atBothWidths(shopperPage);
  await summary.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeFocused();

  // The order: the sale price less the code, the code and the gift on its page.
  const orders = await request.get('/api/orders', { headers: authHeader(shopper) });
  const placed = ((await orders.json()) as { data: { _id: string; subtotal: number }[] }).data[0]!;
  expect(placed.subtotal).toBe(salePrice);
  await shopperPage.goto(`/orders/${placed._id}`);
  await expect(main(shopperPage).getByRole('region', { name: 'Order Summary' })).toContainText(`Code ${CODE}`);
  await expect(main(shopperPage).getByRole('region', { name: 'Order Summary' })).toContainText(
    `−${formatRupees(codeOff)}`,
  );
  const gift = shopperPage.getByRole('region', { name: 'Gift' });
  await expect(gift).toContainText('Ritu Menon');
  await expect(gift).toContainText(MESSAGE);
  await atBothWidths(shopperPage);
});
