import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/*
 * Issue 29, item 6: a page whose code cannot be fetched (a tab left open across a deploy, a flaky connection) is
 * retried once, reloads the tab once, and otherwise keeps the header and the footer around a message with a Reload
 * button (docs/decisions/035-failed-chunks.md).
 */

/** A page's chunk, as the build names it after its module (route-tree.tsx's `./routes/product-page`). */
const chunk = (page: string) => `**/assets/${page}-*.js`;

/** Cards of the listing: one <article> per product. */
const cards = (page: Page) => page.getByRole('article');

/** The app has hydrated: SiteLayout's `kala:page-live` mark. */
const live = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('kala:page-live').length > 0);

/** Counts the requests for a page's chunk, and the documents the tab loads. */
function watch(page: Page, name: string) {
  const seen = { chunk: 0, documents: 0 };
  const file = new RegExp(`/assets/${name}-[^/]+\\.js$`);
  page.on('request', (request) => {
    if (file.test(new URL(request.url()).pathname)) seen.chunk += 1;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) seen.documents += 1;
  });
  return seen;
}

test('a chunk that fails once is fetched again and the page opens, with no reload', async ({ page }) => {
  const seen = watch(page, 'about-page');
  await page.route(chunk('about-page'), (route) => route.fulfill({ status: 404, body: 'gone' }), { times: 1 });
  await page.goto('/products');
  await live(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art belongs on everyday walls');
  expect(seen.chunk).toBe(2);
  expect(seen.documents).toBe(1);
});

/** Opens the listing and, once the app is live, the first card's product page inside the app. Returns its name. */
async function openFirstProduct(page: Page) {
  await page.goto('/products');
  await live(page);
  const first = cards(page).first();
  const name = await first.getByRole('heading').innerText();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[\w-]+$/);
  return name;
}

test('a page whose chunk answers 404 keeps the header and footer, says so, and opens on Reload', async ({ page }) => {
  const seen = watch(page, 'product-page');
  await page.route(chunk('product-page'), (route) => route.fulfill({ status: 404, body: 'gone' }));

  const name = await openFirstProduct(page);

  const message = page.getByRole('alert');
  await expect(message.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(message).toContainText('Check your connection and try again.');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All Products' })).toBeVisible();
  // The tab reloaded itself once, as after a deploy (the listing, then the product page afresh), and not again.
  expect(seen.documents).toBe(2);
  expect(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
  ).toBe('reload');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);

  await page.unroute(chunk('product-page'));
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(seen.documents).toBe(3);
});
