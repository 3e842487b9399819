import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  signInAdmin,
  signInByStorage,
  toastsGone,
  uniqueEmail,
} from './shopping-fixtures.ts';
import { subscribeAndConfirmByApi } from './newsletter-fixtures.ts';

/**
 * Admin analytics (issue 11 item 6): the Analytics tab shows the range's figures and a chart, the range changes by
 * preset, by typed dates and by grouping, every chart has its figures as a table, the newsletter list exports a CSV
 * file, and axe finds nothing at phone and desktop widths.
 */

/** A shopper who adds to the cart and places a cash-on-delivery order today (counted as revenue when placed). */
async function sellSomething(request: APIRequestContext) {
  const shopper = await registerByApi(request, 'Analytics Shopper');
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const product = await productInStock(request);
  await placeCodOrderByApi(request, shopper, product, { quantity: 2, fullName: 'Asha Verma' });
  const feedback = await request.post('/api/feedback', {
    headers: auth,
    data: {
      name: 'Asha',
      email: shopper.email,
      message: 'The plate is lovely.',
      starsRating: 5,
      satisfaction: 'Very Satisfied',
    },
  });
  expect(feedback.status(), await feedback.text()).toBe(201);
  return { product };
}

async function axeClean(page: Page) {
  await toastsGone(page);
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations).toEqual([]);
}

let subscriber = '';

test.beforeAll(async ({ request }) => {
  await sellSomething(request);
  // A confirmed subscriber (decision 022: the admin's list and export hold confirmed addresses only).
  subscriber = uniqueEmail('news');
  await subscribeAndConfirmByApi(request, subscriber);
});

test('the admin reads the figures, changes the range and sees the figures as a table', async ({ page, request }) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('Coming Soon')).toHaveCount(0);

  const totals = page.getByRole('list', { name: 'Totals for the range' });
  await expect(totals.getByText('Revenue', { exact: true })).toBeVisible();
  await expect(totals.getByText('Average order value')).toBeVisible();
  await expect(totals.getByText('Cart-to-order conversion')).toBeVisible();
  // Today's order is in the last 30 days: the revenue is not zero and one shopper of those who added ordered.
  await expect(totals.getByRole('listitem').first()).not.toContainText('₹0.00');
  await expect(totals).toContainText('who added to the cart ordered');

  // The chart is drawn (chart.js loaded on this tab) and named for assistive technology.
  const chart = page.getByRole('img', { name: /Revenue and orders by day/ });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((canvas) => canvas.tagName)).toBe('CANVAS');

  // A preset: the address and the pressed button follow.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/granularity=day/);
  const from = new URL(page.url()).searchParams.get('from')!;
  const to = new URL(page.url()).searchParams.get('to')!;
  expect(from < to).toBe(true);

  // Typed dates the wrong way round are explained, not sent.
  await page.getByLabel('From', { exact: true }).fill(to);
  await page.getByLabel('To', { exact: true }).fill(from);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date');
  await expect(page).toHaveURL(new RegExp(`from=${from}`));

  // A range of two days, then grouped by month.
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Apply' }).click();
  // The radios are drawn as a segmented control: the label is what a pointer clicks.
  await page.getByRole('group', { name: 'Group by' }).getByText('Month', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page).toHaveURL(/granularity=month/);
  await expect(page.getByRole('img', { name: /Revenue and orders by month/ })).toBeVisible();

  // Every chart has its figures as a table.
  const revenue = page.getByRole('region', { name: 'Revenue and orders over time' });
  await revenue.getByRole('button', { name: 'Show as table' }).click();
  const table = revenue.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Revenue' })).toBeVisible();
  await expect(revenue.getByRole('img')).toHaveCount(0);
  await revenue.getByRole('button', { name: 'Show as chart' }).click();
  await expect(revenue.getByRole('img')).toBeVisible();

  const products = page.getByRole('region', { name: 'Top products' });
  await products.getByRole('button', { name: 'Show as table' }).click();
  await expect(products.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await products.getByRole('group', { name: 'Rank products by' }).getByText('Units', { exact: true }).click();
  await expect(products.getByRole('table')).toHaveAccessibleName('Top products by units sold');

  // The lists below: the feedback just sent is there.
  await expect(page.getByRole('region', { name: /Feedback/ })).toContainText('The plate is lovely.');
});

test("the overview's Top Products are what sold over 30 days, as the analytics tab ranks them", async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(request);
  const analytics = await request.get('/api/admin/analytics', { headers: { Authorization: `Bearer ${admin.token}` } });
  const { byUnits } = (
    (await analytics.json()) as { data: { topProducts: { byUnits: { name: string; units: number }[] } } }
  ).data.topProducts;
  expect(byUnits.length).toBeGreaterThan(0);

  await signInByStorage(page, admin);
  await page.goto('/admin');
  const top = page.getByRole('region', { name: 'Top Products' });
  await expect(top).toContainText('Best sellers of the last 30 days.');
  const rows = top.getByRole('listitem');
  await expect(rows).toHaveCount(Math.min(3, byUnits.length));
  for (const [index, product] of byUnits.slice(0, 3).entries()) {
    await expect(rows.nth(index)).toContainText(product.name);
    await expect(rows.nth(index)).toContainText(`${product.units} ${product.units === 1 ? 'piece' : 'pieces'} sold`);
  }
  await axeClean(page);
});

test('the admin exports the newsletter subscribers as a CSV file', async ({ page, request }) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/admin/analytics');
  const list = page.getByRole('region', { name: /Newsletter subscribers/ });
  await expect(list).toContainText(subscriber);
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kala-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('Email,Source,Status,Subscribed at');
  expect(text).toContain(`${subscriber},footer,Subscribed,`);
});

for (const width of [360, 1280]) {
  test(`axe finds no violations on the Analytics tab at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByStorage(page, await signInAdmin(request));
    await page.goto('/admin/analytics');
    await expect(page.getByRole('img', { name: /Revenue and orders by day/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Newsletter subscribers/ })).toContainText(subscriber);
    await page.waitForLoadState('networkidle');
    await axeClean(page);
    // With the tables shown too.
    const toggles = page.getByRole('button', { name: 'Show as table' });
    while ((await toggles.count()) > 0) await toggles.first().click();
    await axeClean(page);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
