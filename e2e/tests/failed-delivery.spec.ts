import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  authHeader,
  expectNoAxeViolations,
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  shot,
  signInAdmin,
  signInByStorage,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * A failed delivery attempt (issue 25 item 5) and what the seller learns of COD (item 6), on screen: the local
 * courier takes a COD order out for delivery and fails the attempt ('Customer not available'); the shopper's order
 * page asks for a re-attempt day and sends it; the admin's shipment panel lists the attempt and what was asked; the
 * Analytics tab's cash-on-delivery section shows the figures. axe at 360 and 1280 px.
 */

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function post(request: APIRequestContext, admin: ShopperSession, path: string, data: unknown = {}) {
  const answer = await request.post(path, { headers: authHeader(admin), data });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { data: { current?: { status: string } | null } };
}

test('a failed delivery attempt: the shopper picks a re-attempt day, the admin sees it; COD analytics', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signInAdmin(request);
  const shopper = await registerByApi(request, 'Farah Khan');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request, 5));

  // The local courier: shipment, AWB, then its clock until the parcel is out for delivery; then the attempt fails.
  await post(request, admin, `/api/shipping/create-shipment/${order._id}`);
  await post(request, admin, `/api/shipping/generate-awb/${order._id}`);
  for (let step = 0; step < 6; step += 1) {
    const shipment = await request.get(`/api/shipping/shipment/${order._id}`, { headers: authHeader(admin) });
    const status = ((await shipment.json()) as { data: { current: { status: string } | null } }).data.current?.status;
    if (status === 'out_for_delivery') break;
    await post(request, admin, `/api/shipping/advance/${order._id}`);
  }
  await post(request, admin, `/api/shipping/fail-attempt/${order._id}`, { reason: 'Customer not available' });

  // The shopper: the order page says what happened and asks for a day; the answer goes to the courier.
  const shopperContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const shopperPage = await shopperContext.newPage();
  await signInByStorage(shopperPage, shopper);
  await shopperPage.goto(`/orders/${order._id}`);
  const prompt = shopperPage.getByRole('region', { name: 'The courier could not deliver your order' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Courier’s reason: Customer not available');
  await axeAtBothWidths(shopperPage);
  await shopperPage.setViewportSize({ width: 360, height: 780 });
  await shot(shopperPage, 'ndr-shopper-prompt-360');
  await prompt.getByRole('button', { name: 'Ask for a re-attempt' }).click();
  await expect(prompt.getByRole('status')).toContainText('we have asked the courier to deliver again');
  await shopperContext.close();

  // The admin: the attempt and the shopper's request in the shipment panel.
  await signInByStorage(page, admin);
  await page.goto(`/admin/orders/${order._id}`);
  const attempts = page.getByRole('region', { name: /Delivery attempts/ });
  await expect(attempts).toContainText('Customer not available');
  await axeAtBothWidths(page);
  await shot(page, 'ndr-admin-attempts-1280');

  // The seller's COD figures on the Analytics tab.
  await page.goto('/admin/analytics');
  const cod = page.getByRole('region', { name: /Cash on delivery/ }).first();
  await expect(cod).toBeVisible();
  await expect(cod.getByRole('button', { name: 'Export CSV of cash on delivery' })).toBeVisible();
  await axeAtBothWidths(page);
  await shot(page, 'cod-analytics-1280');
  await page.setViewportSize({ width: 360, height: 780 });
  await shot(page, 'cod-analytics-360');
});
