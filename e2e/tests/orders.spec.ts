import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Order } from '@kala/contract/orders';
import {
  expectNoAxeViolations,
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  signInByStorage,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * Orders (issue 9): the history with its filter, an order's page, cancelling with a reason, a missing order, and the
 * dashboard's latest orders. Orders are placed through the API (the checkout has its own journeys).
 */

const auth = (shopper: ShopperSession) => ({ Authorization: `Bearer ${shopper.token}` });

async function cancelByApi(request: APIRequestContext, shopper: ShopperSession, order: Order) {
  const answer = await request.patch(`/api/orders/${order._id}/cancel`, { headers: auth(shopper), data: {} });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const orderCard = (page: Page, order: Order) => page.getByRole('article', { name: `Order ${order.orderNumber}` });

/** Rupees as the store shows them (architecture §6.2). */
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(amount);

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

test('the history lists placed orders with their status, filters by status, and the dashboard shows the latest', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Asha Verma');
  const product = await productInStock(request);
  const first = await placeCodOrderByApi(request, shopper, product);
  const second = await placeCodOrderByApi(request, shopper, product, { quantity: 2 });
  await cancelByApi(request, shopper, first);
  await signInByStorage(page, shopper);

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  const newest = orderCard(page, second);
  await expect(newest).toContainText('Pending');
  await expect(newest).toContainText('Cash on Delivery');
  await expect(newest).toContainText(rupees(second.totalAmount));
  await expect(newest).toContainText(product.name);
  await expect(newest).toContainText('Jaipur, Rajasthan 302001');
  await expect(orderCard(page, first)).toContainText('Cancelled');
  // Newest first.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`Order ${second.orderNumber}`);
  // Two orders are one page: no pager.
  await expect(page.getByRole('navigation', { name: 'Order pages' })).toHaveCount(0);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  const status = page.getByLabel('Status');
  await status.selectOption('cancelled');
  await expect(page).toHaveURL('/orders?status=cancelled');
  await expect(orderCard(page, first)).toBeVisible();
  await expect(orderCard(page, second)).toHaveCount(0);
  await status.selectOption('pending');
  await expect(orderCard(page, second)).toBeVisible();
  await expect(orderCard(page, first)).toHaveCount(0);
  await status.selectOption('delivered');
  await expect(page.getByRole('heading', { name: 'No delivered orders' })).toBeVisible();
  await page.getByRole('link', { name: 'Show All Orders' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('article')).toHaveCount(2);

  await orderCard(page, second)
    .getByRole('link', { name: /^View Details/ })
    .click();
  await expect(page).toHaveURL(`/orders/${second._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${second.orderNumber}` })).toBeVisible();

  await page.goto('/dashboard');
  const latest = page.getByRole('region', { name: 'Recent Orders' });
  await expect(latest.getByRole('link', { name: new RegExp(`^Order ${second.orderNumber}`) })).toHaveAttribute(
    'href',
    `/orders/${second._id}`,
  );
  await expect(latest).toContainText(rupees(second.totalAmount));
  await expect(latest).not.toContainText('$');
  await latest.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL('/orders');
});

test("an order's page shows its items, totals and address, and cancels with a reason", async ({ page, request }) => {
  test.slow();
  const shopper = await registerByApi(request, 'Kabir Singh');
  const product = await productInStock(request, 1);
  const order = await placeCodOrderByApi(request, shopper, product, { quantity: 2 });
  await signInByStorage(page, shopper);

  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible({
    timeout: 30_000,
  });
  const item = order.items[0]!;
  const items = page.getByRole('region', { name: 'Order Items' });
  await expect(items).toContainText(product.name);
  await expect(items).toContainText(`Size: ${item.size}`);
  await expect(items).toContainText(`Qty: 2 × ${rupees(item.price)}`);
  await expect(items).toContainText(rupees(item.subtotal));
  const totals = page.getByRole('region', { name: 'Order Summary' });
  await expect(totals).toContainText(`GST (${order.gstPercent}%)`);
  await expect(totals).toContainText(rupees(order.tax));
  await expect(totals).toContainText(rupees(order.totalAmount));
  const address = page.getByRole('region', { name: 'Shipping Address' });
  await expect(address).toContainText('12 Hawa Mahal Road');
  await expect(address).toContainText('Jaipur, Rajasthan 302001');
  await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText('Cash on Delivery');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(order.courier.name);
  const timeline = page.getByRole('region', { name: 'Order Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  const actions = page.getByRole('region', { name: 'Order Actions' });
  await expect(actions).toContainText(/You can cancel this order for another 11 h \d+ min/);
  await actions.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await expectNoAxeViolations(page);

  // 'Keep Order' keeps it, and what was typed stays for a second thought.
  await dialog.getByLabel('Reason for cancelling (optional)').fill('Ordered the wrong size');
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('button', { name: 'Cancel Order' })).toBeFocused();

  await actions.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog.getByLabel('Reason for cancelling (optional)')).toHaveValue('Ordered the wrong size');
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeFocused();
  await expect(page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })).toContainText(
    'Cancelled',
  );
  await expect(actions.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  await expect(timeline.getByRole('listitem').last()).toContainText('Cancelled');
  await expect(timeline.getByRole('listitem').last()).toContainText('Ordered the wrong size');
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText('Ordered the wrong size');

  // The history shows it too.
  await page.goto('/orders');
  await expect(orderCard(page, order)).toContainText('Cancelled');
});

test("an unknown order shows 'Order Not Found' with the way back", async ({ page, request }) => {
  const shopper = await registerByApi(request, 'Nisha Rao');
  await signInByStorage(page, shopper);
  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The order you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/orders');
  await page.goto('/orders/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible();
});

test('another shopper cannot open my order', async ({ page, request }) => {
  const owner = await registerByApi(request, 'Owner Shah');
  const order = await placeCodOrderByApi(request, owner, await productInStock(request));
  const other = await registerByApi(request, 'Other Shah');
  await signInByStorage(page, other);
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible({ timeout: 30_000 });
});

test('the order pages are for signed-in shoppers only', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login/);
});
