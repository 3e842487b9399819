import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Order } from '@kala/contract/orders';
import {
  authHeader,
  expectNoAxeViolations,
  productInStock,
  registerByApi,
  signInAdmin,
  signInByStorage,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * The owner refunds part of an order (issue 30 item 5, decision 024): one line of an online order paid through the
 * local test gateway, from the admin's order page; the refund is listed with its status there and on the shopper's
 * order page. The refund panel passes axe at 360 and 1280 px.
 */

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

/** Two pieces of one size in the cart, ordered online to Jaipur and paid through the test gateway. */
async function paidOnlineOrder(request: APIRequestContext, shopper: ShopperSession): Promise<Order> {
  const product = await productInStock(request);
  const size = product.sizes.find((s) => s.isAvailable)!;
  const added = await request.post('/api/cart/add', {
    headers: authHeader(shopper),
    data: { productId: product._id, sizeId: size._id, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const created = await request.post('/api/payments/create-order', {
    headers: { ...authHeader(shopper), 'Idempotency-Key': randomUUID() },
    data: {
      shippingAddress: {
        fullName: shopper.user.name,
        email: shopper.email,
        phone: '9876543210',
        addressLine1: '12 Hawa Mahal Road',
        city: 'Jaipur',
        state: 'Rajasthan',
        zipCode: '302001',
        country: 'India',
      },
      useCartItems: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const paymentOrder = ((await created.json()) as { data: { orderId: string; razorpayOrderId: string } }).data;
  const paid = await request.post('/api/payments/test-gateway/pay', {
    headers: authHeader(shopper),
    data: { razorpayOrderId: paymentOrder.razorpayOrderId, outcome: 'pay' },
  });
  const args = ((await paid.json()) as { data: Record<string, string> }).data;
  const verified = await request.post('/api/payments/verify', {
    headers: authHeader(shopper),
    data: {
      razorpayOrderId: args.razorpay_order_id,
      razorpayPaymentId: args.razorpay_payment_id,
      razorpaySignature: args.razorpay_signature,
      orderId: paymentOrder.orderId,
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const order = await request.get(`/api/orders/${paymentOrder.orderId}`, { headers: authHeader(shopper) });
  return ((await order.json()) as { data: Order }).data;
}

test('the owner refunds one line of a paid online order; both order pages list it with its status', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await registerByApi(request, 'Refund Journey');
  const order = await paidOnlineOrder(request, shopper);
  const line = order.items[0]!;
  // One piece with its GST, as the order was priced (decision 024): the unit price plus its 18%.
  const expected = `₹${(Math.round(line.price * 100 * (1 + order.gstPercent / 100)) / 100).toLocaleString('en-IN', {
    minimumFractionDigits: 2,
  })}`;

  await signInByStorage(page, await signInAdmin(request));
  await page.goto(`/admin/orders/${order._id}`);
  const panel = page.getByRole('region', { name: 'Refund' });
  await expect(panel).toContainText(`Refundable: ₹`);
  await expect(panel.getByRole('radio', { name: 'A line' })).toBeChecked();
  await panel.getByLabel('Pieces').fill('1');
  await panel.getByLabel('Reason').fill('One plate arrived chipped');
  await panel.getByRole('button', { name: 'Refund…' }).click();
  const confirm = panel.getByRole('button', { name: 'Confirm refund' });
  await expect(confirm).toBeFocused();
  await confirm.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(`Refund of ${expected} recorded`);
  const listed = panel.getByRole('listitem').filter({ hasText: 'One plate arrived chipped' });
  await expect(listed).toContainText(expected);
  await expect(listed).toContainText(`1 × ${line.product.name} (${line.size})`);
  // The test gateway refunds at once; the refund job runs within seconds. Each reload gets time to draw the page
  // (a busy CI machine takes more than a second).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Refund' }).getByRole('listitem').first()).toContainText('Refunded', {
      timeout: 5000,
    });
  }).toPass({ timeout: 45_000 });

  // More pieces than are left: the server's words.
  await page.getByRole('region', { name: 'Refund' }).getByLabel('Pieces').fill('2');
  await page.getByRole('region', { name: 'Refund' }).getByLabel('Reason').fill('Both, by mistake');
  await page.getByRole('region', { name: 'Refund' }).getByRole('button', { name: 'Refund…' }).click();
  await page.getByRole('region', { name: 'Refund' }).getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByRole('region', { name: 'Refund' }).getByRole('alert')).toHaveText(
    'Only 1 piece of this line can still be refunded',
  );

  const shopperPage = await browser.newPage();
  await signInByStorage(shopperPage, shopper);
  await shopperPage.goto(`/orders/${order._id}`);
  const payment = shopperPage.getByRole('region', { name: 'Payment Information' });
  await expect(payment).toContainText(expected);
  await expect(payment).toContainText('Reason: One plate arrived chipped');
  await expect(payment).toContainText('Refunded so far');
  await expect(payment.getByText('Refunded', { exact: true }).last()).toBeVisible();
  await shopperPage.close();
});

for (const viewport of VIEWPORTS) {
  test(`the refund panel passes axe at ${viewport.width} px`, async ({ page, request }) => {
    const shopper = await registerByApi(request, 'Refund Axe');
    const order = await paidOnlineOrder(request, shopper);
    await page.setViewportSize(viewport);
    await signInByStorage(page, await signInAdmin(request));
    await page.goto(`/admin/orders/${order._id}`);
    const panel = page.getByRole('region', { name: 'Refund' });
    await panel.getByRole('radio', { name: 'An amount' }).check();
    await panel.getByRole('button', { name: 'Refund…' }).click();
    await expect(panel.getByText('Reason is required')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
  });
}
