import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '@kala/contract/newsletter';
import { expectNoAxeViolations, toastsGone, uniqueEmail } from './shopping-fixtures.ts';
import {
  CONFIRM_SUBJECT,
  newsletterLinkIn,
  subscribeAndConfirmByApi,
  waitForMail,
  WELCOME_SUBJECT,
} from './newsletter-fixtures.ts';

/**
 * The newsletter with double opt-in (decision 022): the footer's box asks, the mailed link's page confirms with a
 * button, the link works once, and the welcome mail's unsubscribe link (and its one-click headers) ends it.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('subscribe in the footer, confirm from the mail, then unsubscribe from the welcome mail', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/categories');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Join' }).click();
  await expect(footer.getByText(NEWSLETTER_MESSAGES.checkInbox)).toBeVisible();

  // The confirmation mail's link opens a page that asks; the button confirms.
  const confirmPath = newsletterLinkIn(await waitForMail(email, CONFIRM_SUBJECT), 'confirm');
  await page.goto(confirmPath);
  await expect(heading(page, 'Confirm your subscription')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(heading(page, 'Your subscription is confirmed')).toBeVisible();

  // The link works once: the second time it says so and offers the form again.
  await page.goto(confirmPath);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(heading(page, 'This link is no longer valid')).toBeVisible();
  await expect(page.locator('#main').getByLabel('Email address')).toBeVisible();

  // The welcome mail carries the unsubscribe link and the one-click headers (RFC 8058).
  const welcome = await waitForMail(email, WELCOME_SUBJECT);
  expect(welcome).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const unsubscribePath = newsletterLinkIn(welcome, 'unsubscribe');
  await page.goto(unsubscribePath);
  await expect(heading(page, 'Unsubscribe from the newsletter')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(heading(page, 'You have been unsubscribed')).toBeVisible();
  await expect(page.getByText(/You will not get any more newsletters from us/)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`axe finds no violations on the confirm and unsubscribe pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`newsletter-axe-${width}`);
    const asked = await page.request.post('/api/newsletter', { data: { email, source: 'landing' } });
    expect(asked.status()).toBe(202);
    const confirmPath = newsletterLinkIn(await waitForMail(email, CONFIRM_SUBJECT), 'confirm');

    await page.goto(confirmPath);
    await expect(heading(page, 'Confirm your subscription')).toBeVisible();
    await toastsGone(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(heading(page, 'Your subscription is confirmed')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(confirmPath);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(heading(page, 'This link is no longer valid')).toBeVisible();
    await expectNoAxeViolations(page);

    const unsubscribePath = newsletterLinkIn(await waitForMail(email, WELCOME_SUBJECT), 'unsubscribe');
    await page.goto(unsubscribePath);
    await expect(heading(page, 'Unsubscribe from the newsletter')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(heading(page, 'You have been unsubscribed')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a mail client unsubscribes with one click, without the page', async ({ request }) => {
  const email = uniqueEmail('newsletter-one-click');
  const welcome = await subscribeAndConfirmByApi(request, email);
  const header = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(welcome.replace(/\r?\n[ \t]+/g, ' '));
  expect(header?.[1]).toMatch(/\/api\/newsletter\/unsubscribe\/[\w-]{43}$/);
  const answer = await request.post(header![1]!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
});
