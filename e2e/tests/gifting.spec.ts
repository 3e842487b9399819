import { expect, test, type Page } from '@playwright/test';
import {
  authHeader,
  expectNoAxeViolations,
  productInStock,
  registerByApi,
  shot,
  signInAdmin,
  signInByStorage,
  toastsGone,
} from './shopping-fixtures.ts';

/**
 * Gifting (issue 27 item 3): the seller offers gift wrap at ₹50; a shopper places a cash-on-delivery gift with a
 * message, wrap and hidden prices from the checkout's review step, sees it on the order page, and the admin sees the
 * gift plainly in the list and on the order; axe clean at 360 and 1280 px.
 */
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;
const MESSAGE = 'Happy housewarming, Meera! With love from Pune.';
const main = (page: Page) => page.locator('#main');

async function atBothWidths(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    await shot(page, `${name}-${viewport.width}`);
  }
}

test('a shopper sends a gift with a message, wrap and hidden prices; the admin sees it plainly', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const saved = await request.put('/api/admin/settings/gifting', {
    headers: authHeader(admin),
    data: { wrapEnabled: true, wrapPrice: 50 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const shopper = await registerByApi(request, 'Asha Kulkarni');
  const product = await productInStock(request, 2);
  const size = product.sizes.find((s) => s.isAvailable)!;
  const added = await request.post('/api/cart/add', {
    headers: authHeader(shopper),
    data: { productId: product._id, sizeId: size._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await signInByStorage(page, shopper);
  await page.setViewportSize(VIEWPORTS[1]);

  await page.goto('/checkout');
  await main(page).getByLabel('Phone', { exact: true }).fill('98765 43210');
  await main(page).getByLabel('Address line 1', { exact: true }).fill('12 MG Road');
  await main(page).getByLabel('PIN code', { exact: true }).fill('560001');
  await expect(main(page).getByLabel('City', { exact: true })).toHaveValue('Bangalore');
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await main(page).getByRole('button', { name: 'Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeFocused();

  // The gift options open from one tick.
  await expect(main(page).getByLabel('Gift message (optional)')).toHaveCount(0);
  await main(page).getByLabel('This order is a gift').check();
  const message = main(page).getByLabel('Gift message (optional)');
  await message.fill(MESSAGE);
  await expect(main(page)).toContainText(`${MESSAGE.length} of 250 characters`);
  await expect(message).toHaveAttribute('maxlength', '250');
  await main(page).getByLabel('Recipient’s name').fill('Meera Iyer');
  // The buyer's own phone, written another way, is refused under the field when the order is placed.
  await main(page).getByLabel('Recipient’s phone').fill('+91 98765-43210');
  await main(page)
    .getByLabel(/^Gift wrap · ₹50\.00/)
    .check();
  await main(page).getByLabel('Hide prices in the parcel').check();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(/Gift wrap \(incl\. GST\)\s*₹59\.00/);
  await expect(main(page)).toContainText('With cash on delivery the recipient pays the courier at the door.');
  await summary.getByRole('button', { name: 'Place Order' }).click();
  const phone = main(page).getByLabel('Recipient’s phone');
  await expect(main(page)).toContainText('The recipient’s phone must differ from yours');
  await expect(phone).toBeFocused();
  await phone.fill('91234 56789');
  await expect(main(page)).not.toContainText('The recipient’s phone must differ from yours');
  await atBothWidths(page, 'gifting-checkout-gift-step');
  await page.setViewportSize(VIEWPORTS[1]);

  await summary.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeFocused();
  const orderNumber = (await main(page)
    .getByText(/^KALA-\d+$/)
    .first()
    .textContent())!.trim();
  await main(page).getByRole('link', { name: 'View This Order' }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  // The message is not in the address bar.
  expect(page.url()).not.toContain('housewarming');
  const gift = page.getByRole('region', { name: 'Gift' });
  await expect(gift).toContainText('Meera Iyer');
  await expect(gift).toContainText('Phone: 9123456789');
  await expect(gift).toContainText(MESSAGE);
  await expect(gift).toContainText('Yes (₹59.00)');
  await expect(gift).toContainText('Hidden: the packing slip shows no prices; your invoice is emailed to you.');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(/Gift wrap \(incl\. GST\)\s*₹59\.00/);
  await atBothWidths(page, 'gifting-order-page');

  // The admin: the list marks it, the order page says what it asks of the packing.
  await signInByStorage(page, admin);
  await page.setViewportSize(VIEWPORTS[1]);
  await page.goto('/admin/orders');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Gift · wrap · hide prices');
  await toastsGone(page);
  await atBothWidths(page, 'gifting-admin-orders');
  await page.setViewportSize(VIEWPORTS[1]);
  await row.getByRole('link').first().click();
  const panel = page.getByRole('region', { name: 'Gift order' });
  await expect(panel).toContainText(MESSAGE);
  await expect(panel).toContainText('Meera Iyer');
  await expect(panel).toContainText('put no invoice in the parcel');
  await atBothWidths(page, 'gifting-admin-order');
});
