import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForMailTo } from './mail-fixtures.ts';

/** Accounts (issue 4): sign-up, sign-in, sign-out, password reset by mail, guards, feedback. */

const PASSWORD = 'Handmade-journey-2026';
let counter = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${(counter += 1)}@journey.test`;

async function registerByApi(page: Page, name: string, email: string, password = PASSWORD) {
  const answer = await page.request.post('/api/auth/register', { data: { name, email, password } });
  expect(answer.status()).toBe(201);
}

/** The page's own content, apart from the header and footer (whose newsletter box has an email field too). */
const main = (page: Page) => page.locator('#main');

async function signInWithForm(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Sign In' }).click();
}

/** The newest mail addressed to `to`, once the outbox worker has written it. */
const waitForMail = (to: string): Promise<string> => waitForMailTo(to, () => true);

/** The reset link out of a raw mail (quoted-printable soft line breaks undone). */
function resetLinkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+\/reset-password\/[\w-]+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[0];
}

test('register, sign out, sign in again, and see the dashboard', async ({ page }) => {
  const email = uniqueEmail('asha');
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Asha Journey');
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Terms are required.
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Asha Journey' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('kala.token'));
  await page.getByRole('button', { name: /Account menu for Asha Journey/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('kala.token'))).toBeNull();
  // The server ended that session too: a copy of the token no longer works.
  await expect
    .poll(async () =>
      (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);

  await signInWithForm(page, email, 'Wrong-password-123');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signInWithForm(page, email.toUpperCase(), PASSWORD);
  // The guard remembered /dashboard when signing out sent us to /login.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Asha Journey' })).toBeVisible();
});

test('forgot password: the mailed link sets a new password that then signs in', async ({ page }) => {
  const email = uniqueEmail('nila');
  await registerByApi(page, 'Nila Reset', email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page loads lazily: wait for it before typing, or the keys land in the sign-in form still on screen.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account exists for that email, a password reset link has been sent to it.'),
  ).toBeVisible();

  const link = resetLinkIn(await waitForMail(email));
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('Brand-new-journey-77');
  await page.getByLabel('Confirm new password').fill('Brand-new-journey-7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Brand-new-journey-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signInWithForm(page, email, 'Brand-new-journey-77');
  await expect(page).toHaveURL(/\/$/);

  // The link worked once.
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('Yet-another-journey-8');
  await page.getByLabel('Confirm new password').fill('Yet-another-journey-8');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Invalid or expired reset token')).toBeVisible();
});

test('a guarded page sends a visitor to sign in and back again', async ({ page }) => {
  const email = uniqueEmail('guard');
  await registerByApi(page, 'Guarded Visitor', email);
  await page.goto('/dashboard?tab=profile');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

  // Profile edits reach the header's avatar menu at once.
  await page.getByLabel('Full name').fill('Renamed Visitor');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Renamed Visitor/ })).toBeVisible();

  // Changing the password keeps this tab signed in with the fresh token.
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Changed-journey-pass-9');
  await page.getByLabel('Confirm new password').fill('Changed-journey-pass-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(/Password updated/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Renamed Visitor' })).toBeVisible();
});

test('the profile lists where the account is signed in and signs another device out', async ({ page, browser }) => {
  const email = uniqueEmail('devices');
  // Signed up by a script (its own User-Agent), then signed in from two browsers.
  const registered = await page.request.post('/api/auth/register', {
    data: { name: 'Device Owner', email, password: PASSWORD },
    headers: { 'user-agent': 'kala-e2e-script/1.0' },
  });
  expect(registered.status()).toBe(201);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signInWithForm(otherPage, email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/$/);

  await page.goto('/login');
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard?tab=profile');
  const devices = page.getByRole('list', { name: 'Where you’re signed in' });
  const rows = devices.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('This device');
  await expect(devices.getByText('Unknown browser')).toBeVisible();

  // Sign the other browser out from here: its next call is refused and it lands on the sign-in page.
  await devices.getByRole('button', { name: /^Sign out Chrome/ }).click();
  await expect(rows).toHaveCount(2);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  // Sign out everywhere, after a confirmation: this browser too.
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a shopper opening /admin lands on /unauthorized; the admin gets in', async ({ page }) => {
  const email = uniqueEmail('shopper');
  await registerByApi(page, 'Plain Shopper', email);
  await page.goto('/login');
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/unauthorized$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?redirect=/admin');
  await signInWithForm(page, 'admin@kala.test', 'Admin-pass-2026');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await expect(page.getByText('Extended Session').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
});

test('feedback: signed in, rate and write, thank-you, then the products page after 5 seconds', async ({ page }) => {
  const email = uniqueEmail('feedback');
  await registerByApi(page, 'Deepa Feedback', email);
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Share Your Feedback' })).toBeVisible();
  await expect(main(page).getByLabel('Name', { exact: true })).toHaveValue('Deepa Feedback');
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();

  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Message is required')).toBeVisible();

  // The stars are a native radio group: the arrow keys move the choice.
  await page.getByRole('radio', { name: '5 stars' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(main(page).getByText('4 of 5')).toBeVisible();
  await page.getByLabel('How satisfied are you with Kala?').selectOption('Satisfied');
  await main(page)
    .getByLabel('Message', { exact: true })
    .fill('The terracotta lamp arrived safely and glows beautifully.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await expect(page.getByText(/Taking you to our products in \d seconds?/)).toBeVisible();
  await expect(page).toHaveURL(/\/products$/, { timeout: 8000 });
});

test('the account pages pass axe-core', async ({ page }) => {
  for (const url of ['/login', '/register', '/forgot-password', '/reset-password/some-token']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Google sign-in is not configured for this server: no button, no Google script.
    expect(await page.locator('script[src*="accounts.google.com"]').count()).toBe(0);
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${url}: ${v.id}`)).toEqual([]);
  }
  const email = uniqueEmail('axe');
  await registerByApi(page, 'Axe Checker', email);
  await page.goto('/login');
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  for (const url of ['/dashboard', '/dashboard?tab=profile', '/feedback']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('#main').analyze();
    expect(violations.map((v) => `${url}: ${v.id}`)).toEqual([]);
  }
});
