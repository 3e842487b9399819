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
 * A damage claim after delivery (issue 26 item 5, decision 039): the shopper reports a cracked piece with a photo from
 * the order page, the admin opens it in the Claims tab and approves a refund with the bank-transfer note (the order
 * was paid in cash), and the shopper sees the outcome. Both screens pass axe at 360 and 1280 px.
 */

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

/** A cash-on-delivery order of one demo piece, delivered by the store's own hand (the claim window opens). */
async function deliveredOrder(request: APIRequestContext, shopper: ShopperSession) {
  const product = await productInStock(request);
  const order = await placeCodOrderByApi(request, shopper, product);
  const admin = await signInAdmin(request);
  const delivered = await request.patch(`/api/orders/${order._id}/status`, {
    headers: authHeader(admin),
    data: { status: 'delivered', deliveredByHand: true, note: 'Handed over at the door' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  // The photo: the piece's own picture, as a phone would send a JPEG/WebP.
  const picture = await request.get(product.thumbnail);
  return { order, admin, photo: await picture.body() };
}

async function report(page: Page, photo: Buffer) {
  const panel = page.getByRole('region', { name: 'Problem with your order?' });
  await panel.getByRole('button', { name: 'Report a problem' }).click();
  const form = panel.getByRole('form', { name: 'Report a problem' });
  await form.getByRole('radio', { name: /Damaged piece/ }).check();
  await form.getByLabel('Description').fill('The plate arrived cracked across the rim; the box was dented.');
  await form.getByLabel('Add photos').setInputFiles({ name: 'crack.webp', mimeType: 'image/webp', buffer: photo });
  await expect(form.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(panel.getByText('Under review')).toBeVisible();
  return panel;
}

test('a shopper reports a cracked piece with a photo; the admin refunds it with the bank-transfer note', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await registerByApi(request, 'Claim Journey');
  const { order, admin, photo } = await deliveredOrder(request, shopper);

  await page.setViewportSize(VIEWPORTS[0]);
  await signInByStorage(page, shopper);
  await page.goto(`/orders/${order._id}`);
  const panel = await report(page, photo);
  await expect(panel.getByText('We review every report within 24-48 hours.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Photo 1 (opens full size)' })).toHaveAttribute(
    'href',
    /^\/uploads\/claims\/[0-9a-f]{32}\.webp$/,
  );

  const adminPage = await browser.newPage();
  await signInByStorage(adminPage, admin);
  await adminPage.goto('/admin/claims');
  await adminPage.getByRole('link', { name: new RegExp(`${order.orderNumber} · Damaged piece`) }).click();
  await expect(adminPage.getByRole('heading', { name: `Damaged piece on ${order.orderNumber}` })).toBeVisible();
  const refund = adminPage.locator('form').filter({ hasText: 'Approve a refund' });
  await refund.getByRole('button', { name: 'Approve refund' }).click();
  await expect(
    refund.getByText('This order was paid in cash: say how the money was paid back (bank transfer or UPI reference)'),
  ).toBeVisible();
  await refund.getByLabel('Bank transfer note').fill('NEFT to the shopper, UTR SBIN0000123456');
  await refund.getByRole('button', { name: 'Approve refund' }).click();
  await expect(adminPage.getByText(/Refund of ₹[\d,.]+ approved/)).toBeVisible();
  await adminPage.close();

  await page.reload();
  const after = page.getByRole('region', { name: 'Problem with your order?' });
  await expect(after.getByText('Refund approved')).toBeVisible();
  await expect(after).toContainText('NEFT to the shopper, UTR SBIN0000123456');
  // Still inside the window with nothing open: another problem may still be reported (one open claim at a time).
  await expect(after.getByRole('button', { name: 'Report a problem' })).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the report form and the Claims tab pass axe at ${viewport.width} px`, async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const shopper = await registerByApi(request, 'Claim Axe');
    const { order, admin, photo } = await deliveredOrder(request, shopper);
    await page.setViewportSize(viewport);
    await signInByStorage(page, shopper);
    await page.goto(`/orders/${order._id}`);
    const panel = page.getByRole('region', { name: 'Problem with your order?' });
    await panel.getByRole('button', { name: 'Report a problem' }).click();
    await panel.getByRole('button', { name: 'Send report' }).click();
    await expect(panel.getByText('Description is required')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `claim-form-${viewport.width}`);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await report(page, photo);
    await expectNoAxeViolations(page);
    await shot(page, `claim-reported-${viewport.width}`);

    // axe needs a page of a context the test made.
    const adminContext = await browser.newContext({ viewport });
    const adminPage = await adminContext.newPage();
    await signInByStorage(adminPage, admin);
    await adminPage.goto('/admin/claims');
    await expect(adminPage.getByRole('heading', { name: 'Claims' })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: new RegExp(order.orderNumber) })).toBeVisible();
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(adminPage);
    await shot(adminPage, `admin-claims-${viewport.width}`);
    await adminPage.getByRole('link', { name: new RegExp(order.orderNumber) }).click();
    await expect(adminPage.getByRole('heading', { name: 'Decide' })).toBeVisible();
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(adminPage);
    await shot(adminPage, `admin-claim-${viewport.width}`);
    await adminContext.close();
  });
}
