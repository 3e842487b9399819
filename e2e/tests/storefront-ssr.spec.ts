import { expect, test, type Page } from '@playwright/test';
import { cartLink, registerByApi, signInByStorage } from './shopping-fixtures.ts';
import { NEWSLETTER_MESSAGES } from '@kala/contract/newsletter';

/**
 * Public pages arrive server-rendered and hydrate in place (docs/decisions/004-server-rendering.md). A hydration
 * mismatch shows up as a console error (React's recoverable errors are logged by main.tsx), so none may appear.
 */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function firstProductPath(page: Page) {
  const answer = await page.request.get('/api/products?sort=rating&limit=1');
  const body = (await answer.json()) as { data: { _id: string; name: string }[] };
  const product = body.data[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return { path: `/products/${product._id}`, name: product.name };
}

for (const size of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
]) {
  test(`landing, listing and a product page hydrate without errors (${size.name})`, async ({ page }) => {
    await page.setViewportSize(size.viewport);
    const errors = collectErrors(page);
    const product = await firstProductPath(page);

    for (const path of ['/', '/products', product.path]) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path} is server-rendered`).toContain('id="kala-state"');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The app is live once a client-only effect has run: the skip link and the page respond to the router.
      await page.waitForLoadState('networkidle');
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(errors).toEqual([]);
  });
}

test('a hydrated listing responds to a filter click', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/products');
  const chips = page.getByRole('group', { name: 'Category' });
  await chips.getByRole('button', { name: 'Mandala', exact: true }).click();
  await expect(page).toHaveURL(/category=/);
  await expect(page.getByRole('article').first()).toContainText(/Mandala/i);
  expect(errors).toEqual([]);
});

test("a rendered page's scripts are fetched at once, each once", async ({ page }) => {
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const app = await holdAppCode(page);
  await page.goto('/products');
  await expect.poll(app.requested).toBe(true);
  // The listing's own chunk is on its way while the app's main chunk is still held: the server named it, and boot.ts
  // fetched it with the rest, rather than main.tsx finding it once it has run.
  await expect.poll(() => requested.some((path) => /\/products-page-[^/]+\.js$/.test(path))).toBe(true);
  app.release();
  // Hydrated: a filter chip works.
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Mandala', exact: true }).click();
  await expect(page).toHaveURL(/category=/);
  const { named, preloaded } = await page.evaluate(() => ({
    named: JSON.parse(document.getElementById('kala-scripts')?.textContent ?? '[]') as string[],
    preloaded: Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'),
      (link) => new URL(link.href).pathname,
    ),
  }));
  expect(named.length).toBeGreaterThan(5);
  // boot.ts added one preload per named script, and Vite's import helper, finding them, added none again.
  for (const url of named)
    expect(
      preloaded.filter((href) => href === url),
      url,
    ).toHaveLength(1);
  expect(new Set(preloaded).size).toBe(preloaded.length);
  expect(errors).toEqual([]);
});

/**
 * Holds back the app's code (the chunk boot.ts fetches after the first paint) until `release` is called, so a test
 * can tap the server-rendered page before it has hydrated, as a shopper on a slow phone does.
 */
async function holdAppCode(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    requested = true;
    await gate;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test('a filter tapped before the listing has hydrated is applied once it has', async ({ page }) => {
  const errors = collectErrors(page);
  const app = await holdAppCode(page);
  await page.goto('/products');
  await expect.poll(app.requested).toBe(true);
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Mandala', exact: true }).click();
  await expect(page).not.toHaveURL(/category=/);
  app.release();
  await expect(page).toHaveURL(/category=dot(%20|\+)mandala(%20|\+)art/);
  await expect(page.getByRole('article').first()).toContainText(/Mandala/i);
  expect(errors).toEqual([]);
});

test('a tab tapped before a product page has hydrated opens once it has', async ({ page }) => {
  const product = await firstProductPath(page);
  const app = await holdAppCode(page);
  await page.goto(product.path);
  await expect.poll(app.requested).toBe(true);
  const reviews = page.getByRole('tab', { name: /Reviews/ });
  await reviews.click();
  await expect(reviews).toHaveAttribute('aria-selected', 'false');
  app.release();
  await expect(reviews).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('the header search works before the app has loaded, as a plain form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const app = await holdAppCode(page);
  await page.goto('/');
  await expect.poll(app.requested).toBe(true);
  const search = page.getByRole('search', { name: 'Site search' });
  // The field is the suggestions' combobox (decision 045), a plain text field until the app has loaded.
  await search.getByRole('combobox', { name: 'Search products' }).fill('terracotta');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/products\?search=terracotta/);
  app.release();
  await expect(page.getByRole('article').first()).toContainText(/Terracotta/i);
});

test('an email typed and Join tapped before the app has loaded subscribe once it has', async ({ page }) => {
  const app = await holdAppCode(page);
  await page.goto('/artists');
  await expect.poll(app.requested).toBe(true);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(`early-${Date.now()}@example.com`);
  await footer.getByRole('button', { name: 'Join' }).click();
  app.release();
  // Double opt-in (decision 022): the answer asks the reader to confirm from their inbox.
  await expect(footer.getByText(NEWSLETTER_MESSAGES.checkInbox)).toBeVisible();
});

test('a sort chosen before the listing has hydrated is applied once it has', async ({ page }) => {
  const app = await holdAppCode(page);
  await page.goto('/products');
  await expect.poll(app.requested).toBe(true);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  app.release();
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-low');
});

test("a signed-in shopper's Add to Cart tapped before the page was rendered afresh still adds", async ({ page }) => {
  const session = await registerByApi(page.request, 'Meera Iyer');
  await signInByStorage(page, session);
  const product = await firstProductPath(page);
  const app = await holdAppCode(page);
  await page.goto(product.path);
  await expect.poll(app.requested).toBe(true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  app.release();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(/, 1 item in cart$/);
});

test('a page scrolled before the app has loaded stays where the shopper scrolled to', async ({ page }) => {
  const app = await holdAppCode(page);
  await page.goto('/contact');
  await expect.poll(app.requested).toBe(true);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  app.release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
});

test('a signed-in shopper gets their own header on a server-rendered page, without errors', async ({ page }) => {
  const errors = collectErrors(page);
  const session = await registerByApi(page.request, 'Asha Rao');
  await signInByStorage(page, session);
  await page.goto('/');
  // The server renders the guest header; a signed-in shopper's page is rendered afresh in the browser (main.tsx).
  await expect(page.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
