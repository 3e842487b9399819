import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@kala/contract/orders';
import {
  expectNoAxeViolations,
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  signInAdmin,
  signInByStorage,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * The admin's orders (issue 11 item 4): the orders tab (count cards, filter, page size, the status dropdown and its
 * dialog), the admin order page, and what the shopper then sees. Orders are placed through the API, as a shopper's
 * checkout would place them (the checkout has its own journeys).
 */

const auth = (session: ShopperSession) => ({ Authorization: `Bearer ${session.token}` });

const statusSelect = (page: Page, order: Order) =>
  page.getByRole('combobox', { name: `Status of order ${order.orderNumber}` });

/** A count card of the orders tab: a toggle button whose name starts with its label. */
const card = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Counts by status' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** The number a count card shows. */
const countCard = (page: Page, label: string) => card(page, label).locator('span.font-display');

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

let admin: ShopperSession;
test.beforeAll(async ({ request }) => {
  admin = await signInAdmin(request);
});

test('the admin ships a COD order with a tracking number from the orders tab; the shopper sees it shipped', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Kavya Rao');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request), {
    notes: 'Please leave it with the guard',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByStorage(page, admin);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('Kavya Rao');
  await expect(row).toContainText(shopper.email);
  await expect(row).toContainText('1 item');
  await expect(row).toContainText('Cash on Delivery');
  await expect(row).toContainText('Jaipur');
  // Spec §9: dates in en-US.
  await expect(row).toContainText(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(
      new Date(order.createdAt),
    ),
  );
  const shippedBefore = Number(await countCard(page, 'Shipped').textContent());

  // Keyboard alone: focus the row's dropdown and pick Shipped.
  await statusSelect(page, order).focus();
  await statusSelect(page, order).selectOption('shipped');
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('New status')).toHaveValue('shipped');
  await dialog.getByLabel('Note (optional)').fill('Packed with extra care');
  await dialog.getByLabel('Tracking number (optional)').fill('DL123456789IN');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Update Status' }).press('Enter');
  await expect(dialog).toBeHidden();

  // The row, the counts and the focus after the change.
  await expect(statusSelect(page, order)).toHaveValue('shipped');
  await expect(statusSelect(page, order)).toBeFocused();
  await expect(countCard(page, 'Shipped')).toHaveText(String(shippedBefore + 1));

  // The admin order page: the change in the timeline (by the admin) and in the audit.
  await row.getByRole('link', { name: `View details of order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Order Timeline' });
  await expect(timeline).toContainText('Packed with extra care · Tracking number: DL123456789IN');
  await expect(timeline).toContainText(`by ${admin.user.name}`);
  const audit = page.getByRole('region', { name: 'Changes by admins' });
  await expect(audit).toContainText('Status: Pending → Shipped');
  await expect(audit).toContainText('Tracking number: none → DL123456789IN');
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText('Please leave it with the guard');

  // The shopper's own order page.
  const shopperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopperPage = await shopperContext.newPage();
  await signInByStorage(shopperPage, shopper);
  await shopperPage.goto(`/orders/${order._id}`);
  await expect(shopperPage.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(shopperPage.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(shopperPage.getByRole('region', { name: 'Delivery' })).toContainText('DL123456789IN');
  await expect(shopperPage.getByRole('region', { name: 'Order Timeline' })).toContainText('Packed with extra care');
  await shopperContext.close();
});

test('a refused change shows the spec’s alert with the reason, and leaves the status as it was', async ({
  page,
  request,
}) => {
  const shopper = await registerByApi(request, 'Ravi Iyer');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request), {
    notes: 'Please leave it with the guard',
  });
  const cancelled = await request.patch(`/api/orders/${order._id}/cancel`, { headers: auth(shopper), data: {} });
  expect(cancelled.ok()).toBe(true);

  await signInByStorage(page, admin);
  await page.goto(`/admin/orders/${order._id}`);
  const select = statusSelect(page, order);
  await expect(select).toHaveValue('cancelled');
  await select.selectOption('pending');
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Failed to update order status. Please try again.');
  await expect(alert).toContainText('A cancelled order cannot be reopened');
  await dialog.getByRole('button', { name: 'Keep Cancelled' }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue('cancelled');
  await expect(select).toBeFocused();
});

test('the filter and the page size go back to page 1; a filter with no orders says so', async ({ page, request }) => {
  test.slow();
  // More than one page of 10, whatever ran before; two shoppers, as each may place only so many orders a minute.
  const product = await productInStock(request, 1);
  for (const name of ['Page Turner', 'Leaf Turner']) {
    const shopper = await registerByApi(request, name);
    for (let i = 0; i < 6; i += 1)
      await placeCodOrderByApi(request, shopper, product, { notes: 'Please leave it with the guard' });
  }

  await signInByStorage(page, admin);
  await page.goto('/admin/orders?limit=5&page=2');
  await expect(page.getByLabel('Per page')).toHaveValue('5');
  const pager = page.getByRole('navigation', { name: 'Orders pages' });
  await expect(pager).toContainText(/Page 2 of \d+/);

  await page.getByLabel('Per page').selectOption('10');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(pager).toContainText(/Page 1 of \d+/);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);

  // Nothing in this run was delivered.
  await page.getByLabel('Status', { exact: true }).selectOption('delivered');
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
  await expect(page.getByText('No orders match your current filters.')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the orders tab and the admin order page pass axe at ${viewport.width} px`, async ({ page, request }) => {
    const shopper = await registerByApi(request, 'Axe Check');
    const order = await placeCodOrderByApi(request, shopper, await productInStock(request), {
      notes: 'Please leave it with the guard',
    });
    await page.setViewportSize(viewport);
    await signInByStorage(page, admin);

    await page.goto('/admin/orders');
    await expect(statusSelect(page, order)).toBeVisible();
    if (viewport.width < 768) {
      // A phone gets cards, not a table, and nothing runs off the side.
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible();
    } else {
      await expect(page.getByRole('table')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/orders/${order._id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
  });
}

test('Delivered without a shipment is refused with the reason; delivered by hand with a note is recorded', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Nandini Pillai');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByStorage(page, admin);
  await page.goto(`/admin/orders/${order._id}`);
  const select = statusSelect(page, order);
  await expect(select).toHaveValue('pending');
  await select.selectOption('delivered');
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await dialog.getByRole('button', { name: 'Update Status' }).click();

  // The refusal, next to the status it refuses (the select is described by it); nothing changed.
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Failed to update order status. Please try again.');
  await expect(refusal).toContainText(
    'An order is delivered by its shipment. Create a shipment, or mark it delivered by hand with a note.',
  );
  await expect(dialog.getByLabel('New status')).toHaveAccessibleDescription(/An order is delivered by its shipment/);
  await expectNoAxeViolations(page);

  // By hand: the note is required, and no tracking number is asked.
  await dialog.getByRole('checkbox', { name: 'Delivered by hand, cash received' }).check();
  await expect(dialog.getByLabel('Tracking number (optional)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(
    dialog.getByText('Add a note saying who handed the order over (and the cash received, for cash on delivery)'),
  ).toBeVisible();
  await dialog.getByLabel('Note (required)').fill('Collected at the studio; cash received by Meera');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();

  await expect(select).toHaveValue('delivered');
  await expect(page.getByRole('region', { name: 'Order Timeline' })).toContainText(
    'Delivered by hand, cash received: Collected at the studio; cash received by Meera',
  );
  const audit = page.getByRole('region', { name: 'Changes by admins' });
  await expect(audit).toContainText('Status: Pending → Delivered');
  await expect(audit).toContainText('Payment: pending → completed');
  await expect(audit).toContainText('Delivered by hand, without a courier');
  await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText('Paid');
});

test('once the AWB is generated the status card names it, and the admin changes are one list', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Farhan Qureshi');
  const order = await placeCodOrderByApi(request, shopper, await productInStock(request));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByStorage(page, admin);
  await page.goto(`/admin/orders/${order._id}`);
  const statusCard = page.getByRole('region', { name: 'Order status' });
  const audit = page.getByRole('region', { name: 'Changes by admins' });
  const shipment = page.getByRole('region', { name: 'Shipment', exact: true });
  await expect(statusCard).toContainText('Tracking number: none yet. This order has no shipment.');
  await expect(audit).toContainText('No admin has changed this order or its shipment yet.');

  await shipment.getByRole('button', { name: 'Create shipment' }).click();
  await expect(shipment.getByRole('status').filter({ hasText: 'Shipment created' })).toBeVisible();
  await shipment.getByRole('button', { name: 'Generate AWB' }).click();
  await expect(shipment.getByRole('status').filter({ hasText: 'AWB generated' })).toBeVisible();
  const awb = (await shipment.locator('dd .font-mono').textContent())!.trim();

  // The card and the shipment agree; the shipment's changes are in the page's one list, counted once.
  await expect(statusCard).toContainText(`Tracking number: ${awb}, the shipment's AWB with Kala Express`);
  await expect(statusCard).not.toContainText('not set yet');
  await expect(audit.getByRole('heading')).toHaveText('Changes by admins (2)');
  await expect(audit).toContainText('Shipment created');
  await expect(audit).toContainText(`AWB: ${awb} (Kala Express)`);
  await expect(audit).not.toContainText('No admin has changed');
  await expect(shipment).not.toContainText('Changes by admins');

  // Shipped by the admin with no number typed: the order's tracking number is the AWB.
  await statusSelect(page, order).selectOption('shipped');
  const dialog = page.getByRole('dialog', { name: 'Change order status' });
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusCard).toContainText(`Tracking number: ${awb}`);
  await expect(page.getByRole('region', { name: 'Order Timeline' })).toContainText(`Tracking number: ${awb}`);
  await expect(audit.getByRole('heading')).toHaveText('Changes by admins (3)');
  await expectNoAxeViolations(page);
});

test('two confirmed orders waiting to ship are counted as To ship; each card filters the list, kept on reload', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Zoya Khan');
  const product = await productInStock(request);
  const waiting: Order[] = [];
  for (let i = 0; i < 2; i += 1) {
    const order = await placeCodOrderByApi(request, shopper, product);
    const confirmed = await request.patch(`/api/orders/${order._id}/status`, {
      headers: auth(admin),
      data: { status: 'confirmed', note: 'Called the customer' },
    });
    expect(confirmed.ok()).toBe(true);
    waiting.push(order);
  }
  const stats = await (await request.get('/api/orders/admin/stats', { headers: auth(admin) })).json();
  expect(stats.data.toShip).toBeGreaterThanOrEqual(2);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByStorage(page, admin);
  await page.goto('/admin/orders');
  await expect(countCard(page, 'To ship')).toHaveText(String(stats.data.toShip));
  await expect(card(page, 'To ship')).toHaveAttribute('aria-pressed', 'false');

  // By keyboard: the card is a toggle button.
  await card(page, 'To ship').focus();
  await card(page, 'To ship').press('Enter');
  await expect(page).toHaveURL(/\/admin\/orders\?status=to_ship$/);
  await expect(card(page, 'To ship')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('to_ship');
  for (const order of waiting) await expect(statusSelect(page, order)).toHaveValue('confirmed');
  const statuses = await page
    .getByRole('combobox', { name: /^Status of order/ })
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  expect(statuses.every((status) => status === 'confirmed' || status === 'processing')).toBe(true);
  await expectNoAxeViolations(page);

  // The filter lives in the address: a reload shows the same list, the same card pressed.
  await page.reload();
  await expect(card(page, 'To ship')).toHaveAttribute('aria-pressed', 'true');
  await expect(statusSelect(page, waiting[0]!)).toBeVisible();

  // Another card, then the same again: every order.
  await card(page, 'Pending').click();
  await expect(page).toHaveURL(/\?status=pending$/);
  await expect(card(page, 'Pending')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'To ship')).toHaveAttribute('aria-pressed', 'false');
  await expect(statusSelect(page, waiting[0]!)).toHaveCount(0);
  await card(page, 'Pending').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(card(page, 'Pending')).toHaveAttribute('aria-pressed', 'false');
});

test('the owner finds an order by its number or the customer’s email, and exports what the list shows as CSV', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Tara Banerjee');
  const product = await productInStock(request);
  const first = await placeCodOrderByApi(request, shopper, product);
  const second = await placeCodOrderByApi(request, shopper, product);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByStorage(page, admin);
  await page.goto('/admin/orders');
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');

  // The number without its KALA- prefix; the list follows as typing pauses.
  await search.fill(first.orderNumber.replace('KALA-', ''));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${first.orderNumber.replace('KALA-', '')}`));
  await expect(rows).toHaveCount(2); // the header row and the one order
  await expect(statusSelect(page, first)).toBeVisible();

  // The customer's email, in capitals, with Enter: both orders; a reload keeps the search.
  await search.fill(shopper.email.toUpperCase());
  await search.press('Enter');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText(`2 orders matching “${shopper.email.toUpperCase()}”`)).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue(shopper.email.toUpperCase());
  await expect(rows).toHaveCount(3);
  await expectNoAxeViolations(page);

  // Export CSV: the same two orders, newest first, as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kala-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toMatch(/^Order number,Placed at \(IST\),Status,/);
  expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([second.orderNumber, first.orderNumber]);
  expect(lines[1]).toContain(',Tara Banerjee,');
});
