import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAdmin, signInByStorage } from './shopping-fixtures.ts';

/*
 * Issue 29: moving around the store starts the next page's code and data on intent and together
 * (apps/web/src/app/prefetch-on-intent.ts, docs/decisions/034-instant-navigation.md).
 */

/** Cards of the listing: one <article> per product. */
const cards = (page: Page) => page.getByRole('article');

/**
 * The page is live and settled: the app has hydrated (the `kala:page-live` mark) and its follow-up loads are done,
 * prefetching on intent among them (it loads once the page is live).
 */
async function settled(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('kala:page-live').length > 0);
  await page.waitForLoadState('networkidle');
}

/** Every request the page makes from now on, as path and query. */
function recordRequests(page: Page) {
  const asked: Request[] = [];
  page.on('request', (request) => asked.push(request));
  const paths = () => asked.map((request) => new URL(request.url()).pathname + new URL(request.url()).search);
  return { asked, paths };
}

const productId = async (page: Page, card: number) =>
  ((await cards(page).nth(card).getByRole('heading').getByRole('link').getAttribute('href')) ?? '').split('/').pop();

test('a card the pointer rests on has its data fetched once, and the click asks nothing again', async ({ page }) => {
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(12);
  await settled(page);
  const { paths } = recordRequests(page);

  const card = cards(page).nth(1);
  const name = await card.getByRole('heading').innerText();
  const id = await productId(page, 1);
  const asksForIt = () => paths().filter((path) => path === `/api/products/${id}`).length;

  await card.getByRole('heading').getByRole('link').hover();
  await expect.poll(asksForIt, { timeout: 5000 }).toBe(1);
  // The card's code is on its way too: the product page's chunk.
  await expect.poll(() => paths().some((path) => /\/assets\/product-page-[\w-]+\.js$/.test(path))).toBe(true);

  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForLoadState('networkidle');
  expect(asksForIt()).toBe(1);
});

test("on a 3G phone, a finger touching a card fetches its data before the tap lands, and only that card's", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // What the browser reports on a 3G connection: cards merely scrolled into view are not prefetched there.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g', saveData: false } }),
  );
  await page.goto('/products');
  await expect(cards(page)).toHaveCount(12);
  await settled(page);
  const { paths } = recordRequests(page);
  const productData = () => paths().filter((path) => path.startsWith('/api/products/'));

  const link = cards(page).first().getByRole('heading').getByRole('link');
  const name = await link.innerText();
  const id = await productId(page, 0);
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(productData()).toEqual([]);
  const box = (await link.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await expect.poll(productData).toEqual([`/api/products/${id}`]);

  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.waitForLoadState('networkidle');
  expect(productData()).toEqual([`/api/products/${id}`]);
  await context.close();
});

test("no waterfall: a click asks for the listing's data before the listing's code has arrived", async ({ page }) => {
  await page.goto('/');
  await settled(page);
  const { asked } = recordRequests(page);
  const finished = new Set<Request>();
  page.on('requestfinished', (request) => finished.add(request));

  await page.getByRole('link', { name: 'Explore Collection' }).click();
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handmade collection');

  const chunk = asked.find((request) => /\/assets\/products-page-[\w-]+\.js$/.test(request.url()));
  const data = asked.find((request) => /\/api\/products\?.*sort=featured/.test(request.url()));
  expect(chunk, 'the listing page’s chunk').toBeDefined();
  expect(data, 'the listing’s data').toBeDefined();
  await expect.poll(() => finished.has(chunk!)).toBe(true);
  const chunkArrived = chunk!.timing().startTime + chunk!.timing().responseEnd;
  // Started together on the click, not the data once the code had come and rendered.
  expect(data!.timing().startTime).toBeLessThan(chunkArrived);
});

test('hovering an admin or account link prefetches nothing of it', async ({ page, request }) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/');
  await settled(page);
  const { paths } = recordRequests(page);
  const header = page.getByRole('banner');

  await header.getByRole('link', { name: /^Wishlist/ }).hover();
  await page.waitForTimeout(400);
  await header.getByRole('button', { name: /^Account menu/ }).click();
  await header.getByRole('link', { name: 'Dashboard' }).hover();
  await page.waitForTimeout(400);
  await header.getByRole('link', { name: 'Admin Panel' }).hover();
  await page.waitForTimeout(400);
  // A storefront link in the same header is prefetched: the hovers above were seen, and refused.
  await header.getByRole('link', { name: 'Artists' }).first().hover();
  await expect.poll(() => paths().some((path) => /\/assets\/artists-page-[\w-]+\.js$/.test(path))).toBe(true);

  const privateFetches = paths().filter((path) =>
    /\/assets\/(wishlist-page|dashboard-page|admin-panel|orders-page)-|^\/api\/(wishlist|orders|admin)(\/?$|\?|\/(?!count))/.test(
      path,
    ),
  );
  expect(privateFetches).toEqual([]);
});
