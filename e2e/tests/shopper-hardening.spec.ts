import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  cartLink,
  productInStock,
  registerByApi,
  signInByStorage,
  wishlistLink,
  type DemoProduct,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * What a shopper meets (issue 16, hardening): one add per double click, focus that goes somewhere sensible, nothing
 * that overflows a phone or hides what has focus, one price and one way of writing it, the spec's messages when a
 * call fails, and counts, toasts, estimates and category names that agree with each other.
 */

const auth = (shopper: ShopperSession) => ({ Authorization: `Bearer ${shopper.token}` });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function addByApi(request: APIRequestContext, shopper: ShopperSession, product: DemoProduct, quantity = 1) {
  const size = product.sizes.find((s) => s.isAvailable)!;
  const answer = await request.post('/api/cart/add', {
    headers: auth(shopper),
    data: { productId: product._id, sizeId: size._id, quantity },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function cartCount(request: APIRequestContext, shopper: ShopperSession): Promise<number> {
  const answer = await request.get('/api/cart/count', { headers: auth(shopper) });
  return ((await answer.json()) as { data: { count: number } }).data.count;
}

/** Counts the requests the page sends to one API call. */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Holds back the app's code until `release` (as storefront-ssr.spec.ts does), to tap the page before it hydrates. */
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

async function signedIn(page: Page, name: string) {
  const shopper = await registerByApi(page.request, name);
  await signInByStorage(page, shopper);
  return shopper;
}

/** A signed-in page is live once the header shows the shopper's own menu. */
async function live(page: Page, shopper?: ShopperSession) {
  if (shopper) await expect(page.getByRole('button', { name: `Account menu for ${shopper.user.name}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');

test.describe('12. a double click adds once', () => {
  test('on the product page: one add, and the button is busy while it runs', async ({ page }) => {
    const shopper = await signedIn(page, 'Kavya Menon');
    const product = await productInStock(page.request);
    const adds = countRequests(page, 'POST', '/api/cart/add');
    await page.goto(`/products/${product._id}`);
    await live(page, shopper);
    await page.route('**/api/cart/add', async (route) => {
      await wait(800);
      await route.continue();
    });

    await page.getByRole('button', { name: 'Add to Cart' }).dblclick();
    const busy = page.getByRole('button', { name: /^Adding/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Added to cart')).toBeVisible();
    await wait(1500);
    expect(adds()).toBe(1);
    expect(await cartCount(page.request, shopper)).toBe(1);
  });

  test('on the product page before its code has loaded: the held taps add once', async ({ page }) => {
    const shopper = await signedIn(page, 'Rohan Das');
    const product = await productInStock(page.request);
    const adds = countRequests(page, 'POST', '/api/cart/add');
    const app = await holdAppCode(page);
    await page.goto(`/products/${product._id}`);
    await expect.poll(app.requested).toBe(true);
    await page.getByRole('button', { name: 'Add to Cart' }).dblclick();
    app.release();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await wait(2500);
    expect(adds()).toBe(1);
    expect(await cartCount(page.request, shopper)).toBe(1);
  });

  test("in the wishlist's add dialog: one add", async ({ page }) => {
    const shopper = await signedIn(page, 'Nisha Pillai');
    const product = await productInStock(page.request, 2);
    await page.request.post('/api/wishlist/add', { headers: auth(shopper), data: { productId: product._id } });
    const adds = countRequests(page, 'POST', '/api/cart/add');
    await page.goto('/wishlist');
    await live(page, shopper);
    await page.getByRole('button', { name: `Select Size & Add: ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await dialog.getByRole('button', { name: 'Add to Cart' }).dblclick();
    await expect(dialog).toBeHidden();
    await wait(1500);
    expect(adds()).toBe(1);
    expect(await cartCount(page.request, shopper)).toBe(1);
  });
});

test.describe('13. focus goes somewhere sensible', () => {
  test('a dialog gives the focus back to the control that opened it', async ({ page }) => {
    const product = await productInStock(page.request);
    await page.goto(`/products/${product._id}`);
    await live(page);
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(add).toBeFocused();
  });

  test("the wishlist's dialog and 'Clear cart?' give the focus back; 'Clear cart?' starts on the safe choice", async ({
    page,
  }) => {
    const shopper = await signedIn(page, 'Tara Sen');
    const product = await productInStock(page.request, 3);
    await page.request.post('/api/wishlist/add', { headers: auth(shopper), data: { productId: product._id } });
    await addByApi(page.request, shopper, product);

    await page.goto('/wishlist');
    await live(page, shopper);
    const select = page.getByRole('button', { name: `Select Size & Add: ${product.name}` });
    await select.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: product.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(select).toBeFocused();

    await page.goto('/cart');
    await live(page, shopper);
    const clear = page.getByRole('button', { name: 'Clear cart' });
    await clear.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clear cart?' });
    await expect(dialog.getByRole('button', { name: 'Keep items' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();

    // Clearing empties the page: the focus goes to what replaced it, not to the document.
    await clear.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused();
  });

  test('removing a cart line moves the focus to the next line, then to the heading; the least quantity keeps it', async ({
    page,
  }) => {
    const shopper = await signedIn(page, 'Ira Kapoor');
    const first = await productInStock(page.request, 4);
    const second = await productInStock(page.request, 5);
    await addByApi(page.request, shopper, first, 2);
    await addByApi(page.request, shopper, second);
    await page.goto('/cart');
    await live(page, shopper);

    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const firstLine = lines.filter({ hasText: first.name });
    const decrease = firstLine.getByRole('button', { name: 'Decrease quantity' });
    await decrease.focus();
    await page.keyboard.press('Enter');
    await expect(firstLine.getByRole('group', { name: /^Quantity of/ })).toContainText('1');
    await expect.poll(() => focusedTag(page)).toBe('BUTTON');
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? '')).toContain(first.name);

    await firstLine.getByRole('button', { name: /^Remove / }).focus();
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? ''))
      .toContain(second.name);

    await lines.getByRole('button', { name: /^Remove / }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused();
  });

  test('removing a filter chip moves the focus to the next chip, then to the heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products?category=mandala&price=below1000&search=dot');
    await live(page);
    const chips = page.getByRole('list', { name: 'Active filters' });
    const first = chips.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/search=/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('aria-label')))
      .toBe('Active filters');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(chips).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('the next page of results takes the focus to its first result', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products');
    await live(page);
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
    const firstResult = page.getByRole('article').first().getByRole('heading').getByRole('link');
    await expect(firstResult).toBeFocused();
  });
});

/** Pages every shopper sees, and a signed-in shopper's own. */
async function pagesToMeasure(page: Page) {
  const shopper = await signedIn(page, 'Maya Iyer');
  const product = await productInStock(page.request);
  await addByApi(page.request, shopper, product);
  await page.request.post('/api/wishlist/add', { headers: auth(shopper), data: { productId: product._id } });
  return {
    shopper,
    paths: [
      '/',
      '/products',
      `/products/${product._id}`,
      '/categories',
      '/artists',
      '/shipping-delivery',
      '/cancellation-refund',
      '/faq',
      '/contact',
      '/cart',
      '/wishlist',
      '/checkout',
      '/orders',
      '/dashboard',
      '/feedback',
    ],
  };
}

test.describe('14. nothing overflows or covers', () => {
  test('every page fits a 360 px screen', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    const { shopper, paths } = await pagesToMeasure(page);
    const widths: Record<string, number> = {};
    for (const path of paths) {
      await page.goto(path);
      await live(page, shopper);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      widths[path] = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    }
    expect(Object.entries(widths).filter(([, width]) => width > 360)).toEqual([]);
  });

  test("the floating 'Need help?' link covers nothing of the footer at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/products');
    await live(page);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await wait(300);
    const covered = await page.evaluate(() => {
      const help = document.querySelector('aside[aria-label="Help"] a')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('footer a, footer h2, footer button, footer input, footer p'))
        .filter((element) => {
          const r = element.getBoundingClientRect();
          return (
            r.width > 0 && r.left < help.right && r.right > help.left && r.top < help.bottom && r.bottom > help.top
          );
        })
        .map((element) => element.textContent?.trim() || element.outerHTML.slice(0, 60));
    });
    expect(covered).toEqual([]);
  });

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    test(`nothing sticky or floating hides the element that has focus while tabbing (${viewport.width} px)`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const product = await productInStock(page.request);
      const hidden: string[] = [];
      for (const path of ['/products', `/products/${product._id}`]) {
        await page.goto(path);
        await live(page);
        for (const key of [...Array<string>(45).fill('Tab'), ...Array<string>(45).fill('Shift+Tab')]) {
          await page.keyboard.press(key);
          const problem = await page.evaluate(() => {
            const element = document.activeElement;
            if (!element || element === document.body) return null;
            const coverers = [
              document.querySelector('header'),
              document.querySelector('aside[aria-label="Help"] a'),
            ].filter((c) => c && !c.contains(element));
            const r = element.getBoundingClientRect();
            // The middle and four points towards the corners (not the corners: a pill's corners are not its own).
            const at = (fx: number, fy: number) => [r.left + r.width * fx, r.top + r.height * fy];
            const points = [at(0.5, 0.5), at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)].filter(
              ([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight,
            );
            const covered = points.map(([x, y]) => {
              const top = document.elementFromPoint(x!, y!);
              if (!top || element.contains(top)) return null;
              return coverers.find((c) => c?.contains(top)) ?? null;
            });
            // An element that fits on the screen must be wholly clear of the header and the help link; a taller one
            // (a tab panel) must not be hidden wholly.
            const fits = r.height <= innerHeight / 2;
            const hiding = fits ? covered.find((c) => c) : covered.every((c) => c) ? covered[0] : null;
            return hiding
              ? `${element.tagName} "${element.textContent?.trim().slice(0, 40)}" under ${hiding.tagName}`
              : null;
          });
          if (problem) hidden.push(`${path}: ${problem}`);
        }
      }
      expect([...new Set(hidden)]).toEqual([]);
    });
  }
});

/** The first amount on a product card: the price it is shown at. */
async function shownPrices(page: Page): Promise<{ name: string; price: number }[]> {
  const cards = await page.getByRole('article').evaluateAll((articles) =>
    articles.map((article) => ({
      name: article.querySelector('h2, h3')?.textContent ?? '',
      text: article.textContent ?? '',
    })),
  );
  return cards.map(({ name, text }) => ({
    name,
    price: Number((/₹([\d,]+\.\d\d)/.exec(text)?.[1] ?? 'NaN').replace(/,/g, '')),
  }));
}

async function everyPage(page: Page, query: string) {
  const first = await page.request.get(`/api/products?${query}&limit=12`);
  const { totalPages } = ((await first.json()) as { pagination: { totalPages: number } }).pagination;
  const all: { name: string; price: number }[] = [];
  for (let n = 1; n <= totalPages; n++) {
    await page.goto(`/products?${query}&page=${n}`);
    await live(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    all.push(...(await shownPrices(page)));
  }
  return all;
}

test.describe('15. one price, everywhere', () => {
  test('the price sort and the price filter judge a piece by the price its card shows', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    const sorted = await everyPage(page, 'sort=price-low');
    expect(sorted.length).toBeGreaterThan(12);
    const outOfOrder = sorted.filter((card, i) => i > 0 && card.price < sorted[i - 1]!.price);
    expect(outOfOrder).toEqual([]);
    const below = await everyPage(page, 'price=below1000');
    expect(below.length).toBeGreaterThan(0);
    expect(below.filter((card) => !(card.price < 1000))).toEqual([]);
  });

  test("a product page's structured data offers the price its card shows", async ({ page }) => {
    const answer = await page.request.get('/api/products?limit=100');
    const products = ((await answer.json()) as { data: (DemoProduct & { sizes: { originalPrice: number }[] })[] }).data;
    // A piece whose cheapest size is out of stock is the case where the rules could differ.
    const tricky = products.find((p) => {
      const cheapest = [...p.sizes].sort((a, b) => a.discountedPrice - b.discountedPrice);
      return cheapest[0] && !cheapest[0].isAvailable && cheapest.some((s) => s.isAvailable);
    });
    test.skip(!tricky, 'the demo catalogue has no piece whose cheapest size is out of stock');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/products?search=${encodeURIComponent(tricky!.name)}`);
    const [card] = (await shownPrices(page)).filter((c) => c.name === tricky!.name);
    const html = await (await page.request.get(`/products/${tricky!._id}`)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      offers: { lowPrice: number };
    };
    expect(ld.offers.lowPrice).toBe(card!.price);
  });

  test('amounts read ₹999.00 on every screen, and a price is heard apart from its discount', async ({ page }) => {
    const shopper = await signedIn(page, 'Anu Bhat');
    const product = await productInStock(page.request);
    await page.request.post('/api/wishlist/add', { headers: auth(shopper), data: { productId: product._id } });
    await addByApi(page.request, shopper, product);
    const problems: string[] = [];
    for (const path of [
      '/products',
      `/products/${product._id}`,
      '/shipping-delivery',
      '/faq',
      '/wishlist',
      '/cart',
      '/',
    ]) {
      await page.goto(path);
      await live(page, shopper);
      const tabs = page.getByRole('tab', { name: 'Sizes & Pricing' });
      if (await tabs.count()) await tabs.click();
      const text = await page.evaluate(() => document.body.textContent ?? '');
      for (const match of text.matchAll(/₹\d[\d,]*(\.\d\d)?/g)) {
        if (!match[1]) problems.push(`${path}: ${match[0]}`);
      }
      // What is read as one run of text (innerText: blocks apart, inline pieces together) keeps an amount apart.
      const heard = await page.evaluate(() => document.body.innerText);
      for (const match of heard.matchAll(/₹[\d,]+\.\d\d(?=[\p{L}\p{N}])./gu)) {
        problems.push(`${path}: …${heard.slice(Math.max(0, match.index - 30), match.index + 30)}…`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

test.describe("16. the spec's messages when something fails", () => {
  const badGateway = { status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' };

  test('a listing or a product that fails to load says so in the spec words', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products');
    await live(page);
    const firstCard = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const productPath = (await firstCard.getAttribute('href'))!;
    await page.route('**/api/products?**', (route) => route.fulfill(badGateway));
    await page.route(`**/api${productPath}`, (route) => route.fulfill(badGateway));
    await page.getByLabel('Price').selectOption('above5000');
    await expect(page.getByRole('alert')).toContainText('Failed to load product(s)', { timeout: 15_000 });
    await expect(page.getByText(/Request failed/)).toHaveCount(0);

    await page.goto('/products');
    await live(page);
    await page.locator(`a[href="${productPath}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error loading product', { timeout: 15_000 });
    await expect(page.getByRole('alert')).toContainText('Failed to load product');
    await expect(page.getByText(/Request failed/)).toHaveCount(0);
  });

  test("sign-in and sign-up say 'Login failed' / 'Registration failed' when the server gives no reason, and its reason when it does", async ({
    page,
  }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill(badGateway));
    await page.goto('/login');
    await live(page);
    const main = page.locator('#main');
    await main.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await main.getByLabel('Password', { exact: true }).fill('Lotus-plate-2026');
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByText('Login failed', { exact: true })).toBeVisible();

    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Too many sign-in attempts. Try again in a minute.' }),
      }),
    );
    await main.getByRole('button', { name: 'Sign In' }).click();
    await expect(main.getByText('Too many sign-in attempts. Try again in a minute.')).toBeVisible();

    await page.route('**/api/auth/register', (route) => route.fulfill(badGateway));
    await page.goto('/register');
    await live(page);
    await main.getByLabel('Full name').fill('Asha Rao');
    await main.getByLabel('Email', { exact: true }).fill(`asha-${randomUUID()}@example.com`);
    await main.getByLabel('Password', { exact: true }).fill('Lotus-plate-2026');
    await main.getByLabel('Confirm password').fill('Lotus-plate-2026');
    await main.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
    await main.getByRole('button', { name: /Create Account/ }).click();
    await expect(main.getByText('Registration failed', { exact: true })).toBeVisible();
  });

  test("feedback and the order history use the spec's fallback for a server error or a lost connection", async ({
    page,
  }) => {
    await signedIn(page, 'Dev Malhotra');
    await page.route('**/api/feedback', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Something went wrong on our side. Please try again.' }),
      }),
    );
    await page.goto('/feedback');
    const main = page.locator('#main');
    await main.getByLabel('Message').fill('The lamp glows beautifully, thank you.');
    await main.getByRole('button', { name: /Submit|Send/ }).click();
    await expect(main.getByText('Failed to submit feedback')).toBeVisible();

    await page.route('**/api/orders?**', (route) => route.abort('internetdisconnected'));
    await page.goto('/orders');
    await expect(main.getByText('Failed to fetch orders')).toBeVisible({ timeout: 15_000 });
    await expect(main.getByText(/Network error/)).toHaveCount(0);
  });
});

test.describe('17. fresh counts and one truth', () => {
  test("the header's cart count follows a change made in another tab", async ({ page, context }) => {
    const shopper = await signedIn(page, 'Sara Thomas');
    const product = await productInStock(page.request);
    const other = await context.newPage();
    await signInByStorage(other, shopper);
    await other.goto('/products');
    await live(other, shopper);
    await expect(cartLink(other)).toHaveAccessibleName(/no items in cart/);

    await page.goto(`/products/${product._id}`);
    await live(page, shopper);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartLink(page)).toHaveAccessibleName(/, 1 items? in cart$/);
    // No reload, no focus change: the other tab hears of it.
    await expect(cartLink(other)).toHaveAccessibleName(/, 1 items? in cart$/, { timeout: 5000 });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`while a filter loads, the old results are marked busy, not final (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/products');
      await live(page);
      const before = await page.getByRole('article').count();
      await page.route(/\/api\/products\?.*price=/, async (route) => {
        await wait(2500);
        await route.continue();
      });
      await page.getByLabel('Price').selectOption('below1000');
      const results = page.locator('[aria-busy="true"]').filter({ has: page.getByRole('article') });
      await expect(results).toHaveCount(1);
      expect(await page.getByRole('article').count()).toBe(before);
      const opacity = await results.evaluate((element) =>
        Math.min(...Array.from(element.querySelectorAll('*'), (e) => Number(getComputedStyle(e).opacity))),
      );
      expect(opacity).toBeLessThan(1);
      await expect(page.getByRole('status').filter({ hasText: /pieces?$/ })).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
      await expect(page.getByRole('status').filter({ hasText: /pieces?$/ })).toHaveCount(1);
    });
  }

  test('one toast for one wishlist action, and the header reads "1 item"', async ({ page }) => {
    const shopper = await signedIn(page, 'Leela Nair');
    const product = await productInStock(page.request, 1);
    await page.goto(`/products/${product._id}`);
    await live(page, shopper);
    await page.getByRole('button', { name: 'Add to Wishlist' }).dblclick();
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await wait(1000);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await expect(wishlistLink(page)).toHaveAccessibleName(/, 1 item in wishlist$/);
  });

  test('the product page gives one delivery estimate, from the PIN field (issue 26)', async ({ page }) => {
    const product = await productInStock(page.request);
    await page.goto(`/products/${product._id}`);
    await live(page);
    await expect(page.getByText('Delivery date by PIN code')).toBeVisible();
    await page.getByRole('textbox', { name: 'PIN code' }).fill('302017');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(/^Get it by \w{3}, \d{1,2} \w{3}/)).toBeVisible();
    await page.getByRole('tab', { name: 'Sizes & Pricing' }).click();
    expect(await page.locator('#main').textContent()).not.toMatch(/working days|weeks/);
  });

  test('a category reads the same on every screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 2, name: 'Mandala', exact: true })).toBeVisible();
    await page.goto('/products?category=dot+mandala+art');
    await live(page);
    const names = [
      await page.getByRole('heading', { level: 1 }).textContent(),
      await page.getByRole('group', { name: 'Category' }).getByRole('button', { pressed: true }).textContent(),
      (await page.getByRole('list', { name: 'Active filters' }).getByRole('button').first().textContent())?.replace(
        /remove filter$/,
        '',
      ),
      await page.getByRole('article').first().locator('p.uppercase').textContent(),
    ];
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    names.push(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().textContent());
    expect(names.map((n) => n?.trim())).toEqual(Array(names.length).fill('Mandala'));
  });
});
