import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  signInAdmin,
  shot,
  signInByStorage,
} from './shopping-fixtures.ts';

/**
 * Shipments (issue 11 item 4, decision 013), offline with the local courier: the admin creates a shipment on the
 * admin order page, generates the AWB and advances the courier's clock to delivered; the shopper's order page shows
 * the tracking events and Delivered. By keyboard, axe clean, at 360 and 1280 px.
 */

/** Presses a button by keyboard: focus, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const button = page.getByRole('region', { name: 'Shipment', exact: true }).getByRole('button', { name });
  await button.focus();
  await expect(button).toBeFocused();
  await button.press('Enter');
}

test('the admin ships a COD order with the local courier to delivered; the shopper follows it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const shopper = await registerByApi(request, 'Ishita Menon');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByStorage(page, admin);
  await page.goto(`/admin/orders/${order._id}`);
  const panel = page.getByRole('region', { name: 'Shipment', exact: true });
  await expect(panel.getByRole('button', { name: 'Create shipment' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('Primary');
  await expectNoAxeViolations(page);
  await shot(page, 'admin-create-1280');

  await press(page, 'Create shipment');
  await expect(panel.getByRole('status').filter({ hasText: 'Shipment created' })).toBeFocused();
  await press(page, 'Generate AWB');
  await expect(panel.getByRole('status').filter({ hasText: 'AWB generated' })).toBeFocused();
  const awb = (await panel.locator('dd .font-mono').textContent())!.trim();
  expect(awb).toMatch(/^KALA\d{10}$/);
  await press(page, 'Schedule pickup');
  await expect(panel.getByRole('status').filter({ hasText: 'Pickup scheduled' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'admin-awb-1280');

  // The courier's clock, stage by stage: picked up, in transit, out for delivery, delivered.
  for (const stage of ['Picked up', 'In transit', 'Out for delivery', 'Delivered']) {
    await press(page, 'Advance courier clock');
    await expect(panel.locator('dd').first()).toHaveText(stage);
  }
  await expect(panel.getByRole('button', { name: 'Advance courier clock' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Return' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'admin-delivered-1280');

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'admin-delivered-360');

  // The shopper's order page: the events, newest first, and Delivered (the order followed through the outbox).
  const shopperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopperPage = await shopperContext.newPage();
  await signInByStorage(shopperPage, shopper);
  await expect(async () => {
    await shopperPage.goto(`/orders/${order._id}`);
    await expect(shopperPage.getByRole('main').getByText('Delivered', { exact: true }).first()).toBeVisible({
      timeout: 2000,
    });
    await expect(shopperPage.getByRole('heading', { level: 1 }).locator('..')).toContainText('Delivered', {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
  const tracking = shopperPage.getByRole('region', { name: 'Shipment Tracking' });
  await expect(tracking).toContainText(awb);
  await expect(tracking).toContainText('Kala Express');
  const events = tracking.getByRole('list', { name: 'Tracking events, newest first' }).getByRole('listitem');
  await expect(events.first()).toContainText('Delivered');
  await expect(events.nth(1)).toContainText('Out for delivery');
  await expect(events.nth(2)).toContainText('In transit');
  await expect(events.nth(3)).toContainText('Picked up');
  await expect(shopperPage.getByRole('region', { name: 'Payment Information' })).toContainText('Paid');
  await expectNoAxeViolations(shopperPage);
  await shot(shopperPage, 'shopper-delivered-1280');
  await shopperPage.setViewportSize({ width: 360, height: 780 });
  await expectNoAxeViolations(shopperPage);
  await shot(shopperPage, 'shopper-delivered-360');
  await shopperContext.close();
});

test('the admin cancels a shipment with a reason, by keyboard', async ({ page, request }) => {
  const admin = await signInAdmin(request);
  const shopper = await registerByApi(request, 'Rohan Das');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request));

  await page.setViewportSize({ width: 360, height: 780 });
  await signInByStorage(page, admin);
  await page.goto(`/admin/orders/${order._id}`);
  const panel = page.getByRole('region', { name: 'Shipment', exact: true });
  await press(page, 'Create shipment');
  await expect(panel.getByRole('button', { name: 'Generate AWB' })).toBeVisible();
  await press(page, 'Cancel shipment');
  const reason = panel.getByRole('textbox', { name: 'Reason for cancelling the shipment' });
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page);
  await shot(page, 'admin-cancel-360');
  // Without a reason: the spec's words, and nothing sent.
  await panel.getByRole('button', { name: 'Cancel shipment' }).press('Enter');
  await expect(panel.getByText('Please give a reason for cancelling the shipment')).toBeVisible();
  await reason.fill('Customer changed the address');
  await panel.getByRole('button', { name: 'Cancel shipment' }).press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Shipment cancelled' })).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Create shipment' })).toBeVisible();
  await panel.getByText('Cancelled shipments (1)').click();
  await expect(panel).toContainText('Customer changed the address');
  await expectNoAxeViolations(page);
  await shot(page, 'admin-cancelled-360');
});
