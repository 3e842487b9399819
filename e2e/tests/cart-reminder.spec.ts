import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './newsletter-fixtures.ts';
import {
  expectNoAxeViolations,
  PASSWORD,
  productInStock,
  shot,
  signInAdmin,
  signInByStorage,
  uniqueEmail,
} from './shopping-fixtures.ts';

/**
 * The left-cart reminder (issue 27 item 4, decision 043): a shopper ticks the marketing box at sign-up, leaves a
 * piece in the cart, gets one reminder mail whose link opens the cart, and stops the mails with the mail's link while
 * signed out. The e2e server leaves a cart after about 4 s and looks every 2 s (playwright.config.ts).
 */
const SUBJECT = 'Your cart at Kala is waiting';
const WIDTHS = [360, 1280] as const;

/** A link's path in a raw mail, quoted-printable undone. */
function linkIn(raw: string, pattern: RegExp): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no ${pattern} in:\n${text}`);
  return match[1];
}

/** How many reminder mails went to `to` (DATA_DIR/mail, one .eml each). */
function remindersTo(to: string): number {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  return readdirSync(dir)
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((raw) => raw.includes(`To: ${to}`) && raw.includes(`Subject: ${SUBJECT}`)).length;
}

async function atEachWidth(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await shot(page, `${name}-${width}`);
  }
}

test('a shopper who agreed at sign-up gets one reminder for a left cart, and stops them signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('reminder');
  await page.goto('/register');
  const box = page.getByLabel(/^Send me emails about pieces I leave in my cart/);
  await expect(box).not.toBeChecked();
  await atEachWidth(page, 'register-marketing');
  await page.getByLabel('Full name').fill('Meera Reminder');
  await page.locator('#main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await box.check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The piece goes in the cart as the product page puts it there; then the shopper leaves.
  const token = await page.evaluate(() => localStorage.getItem('kala.token'));
  const auth = { authorization: `Bearer ${token}` };
  const product = await productInStock(page.request, 2);
  const added = await page.request.post('/api/cart/add', {
    headers: auth,
    data: { productId: product._id, sizeId: product.sizes[0]!._id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);

  const raw = await waitForMail(email, SUBJECT);
  expect(raw).toContain(product.name);
  expect(raw).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/marketing\/unsubscribe\/[\w-]{43}>/);
  expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // The mail's link opens the cart with the piece.
  await page.goto(linkIn(raw, /Back to your cart: https?:\/\/[^\s/]+(\/cart)\b/));
  await expect(page.locator('#main').getByText(product.name).first()).toBeVisible();

  // The unsubscribe link works in a browser that was never signed in.
  const unsubscribe = linkIn(raw, /https?:\/\/[^\s/"<>]+(\/marketing\/unsubscribe\/[\w-]{43})/);
  const context = await browser.newContext();
  const signedOut = await context.newPage();
  await signedOut.goto(unsubscribe);
  await expect(signedOut.getByRole('heading', { name: 'Stop marketing mail' })).toBeVisible();
  await atEachWidth(signedOut, 'unsubscribe-ask');
  await signedOut.getByRole('button', { name: 'Stop these mails' }).click();
  await expect(signedOut.getByRole('heading', { name: 'No more marketing mail' })).toBeVisible();
  await atEachWidth(signedOut, 'unsubscribe-done');
  await context.close();

  // The account shows the consent withdrawn, and giving it again is one box and a button.
  await page.goto('/dashboard?tab=profile');
  const mailBox = page.getByLabel(/^Send me emails about pieces I leave in my cart/);
  await expect(mailBox).not.toBeChecked();
  await expect(page.getByText('Off. We only write about your orders and account.')).toBeVisible();
  await atEachWidth(page, 'profile-marketing-off');
  await mailBox.check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('Your choices are saved.')).toBeVisible();
  await expect(page.getByText(/^You agreed on .+\. Untick and save to stop\.$/)).toBeVisible();
  await atEachWidth(page, 'profile-marketing-on');

  const consent = await page.request.get('/api/marketing/consent', { headers: auth });
  expect(((await consent.json()) as { data: { marketingMail: boolean } }).data.marketingMail).toBe(true);
  // Consent again, the same cart still left, several more rounds: still the one reminder for that cart.
  await page.waitForTimeout(5_000);
  expect(remindersTo(email)).toBe(1);
});

test('a tampered unsubscribe link is refused plainly', async ({ page }) => {
  await page.goto(`/marketing/unsubscribe/${'A'.repeat(43)}`);
  await page.getByRole('button', { name: 'Stop these mails' }).click();
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText(/This unsubscribe link is not valid\./)).toBeVisible();
  await atEachWidth(page, 'unsubscribe-refused');
});

test('the analytics screen counts the reminders sent in its range', async ({ page, request }) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/admin/analytics');
  const cards = page.getByRole('list', { name: 'Cart reminders for the range' });
  await expect(cards).toBeVisible();
  // The first journey's reminder went today, inside the default range (the last 30 days).
  await expect(cards.getByText('Reminders sent').locator('xpath=following-sibling::p[1]')).not.toHaveText('0');
  await expect(cards.getByText('Orders within 7 days')).toBeVisible();
  await page.getByRole('heading', { name: 'Cart reminders' }).scrollIntoViewIfNeeded();
  await atEachWidth(page, 'analytics-reminders');
});
