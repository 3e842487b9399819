import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Order } from '@kala/contract/orders';
import type { ReviewSummary } from '@kala/contract/reviews';
import {
  authHeader,
  expectNoAxeViolations,
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  signInAdmin,
  signInByStorage,
  toastsGone,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * Reviews by buyers (issue 26 items 1, 2 and 6) on the built server: a shopper checks the piece's delivery to their PIN
 * code on the product page, buys it; once their COD order is delivered they review the piece
 * from the order page (stars by keyboard, a title, the text and a photo), sees it on the product page with
 * 'Verified buyer', the size bought and the new average, enlarges the photo; the admin hides it with a reason and it
 * leaves the page. axe clean at 360 and 1280 px.
 */

/** A 48 × 32 PNG of one colour. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVRYw+3OQQ0AAAgEoAtgKaubzBbOBxsByHS9EiEhISEhISEhISEhISEhISGhSwtV+VpbwgkA+QAAAABJRU5ErkJggg==',
  'base64',
);

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

const main = (page: Page) => page.locator('#main');
const reviews = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** What the screen shows around `at`, for the record when SHOTS_DIR is set (never needed for the journey). */
async function shot(page: Page, name: string, at: Locator) {
  if (!process.env.SHOTS_DIR) return;
  await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
}

let admin: ShopperSession;
test.beforeAll(async ({ request }) => {
  admin = await signInAdmin(request);
});

/** The admin records the delivery by hand, as the admin order page's dialog does. */
async function markDelivered(request: APIRequestContext, order: Order) {
  const answer = await request.patch(`/api/orders/${order._id}/status`, {
    headers: authHeader(admin),
    data: { status: 'delivered', deliveredByHand: true, note: 'Handed over at the studio; cash received' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function summaryOf(request: APIRequestContext, productId: string): Promise<ReviewSummary> {
  const answer = await request.get(`/api/reviews/products/${productId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { summary: ReviewSummary } }).data.summary;
}

/** Opens the product page's Reviews tab. */
async function openReviewsTab(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  const tab = main(page).getByRole('tab', { name: /^Reviews/ });
  // The server-rendered tab answers once the page has hydrated.
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  return main(page).getByRole('tabpanel');
}

for (const viewport of VIEWPORTS) {
  test(`a buyer reviews a delivered piece with a photo; the admin hides it (${viewport.width} px)`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const name = viewport.width === 360 ? 'Asha Kulkarni' : 'Rohan Mehta';
    const shopper = await registerByApi(request, name);
    const product = await productInStock(request, viewport.width === 360 ? 0 : 1);
    const size = product.sizes.find((s) => s.isAvailable)!;
    // Before buying, the shopper asks the product page whether the piece reaches their PIN code, and by when (item 1).
    await page.setViewportSize(viewport);
    await signInByStorage(page, shopper);
    await page.goto(`/products/${product._id}`);
    const pin = page.getByRole('textbox', { name: 'PIN code' });
    await pin.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await pin.fill('400001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const promise = page.getByRole('status').filter({ hasText: /Get it by/ });
    await expect(promise).toContainText(/Get it by \w{3}, \d{1,2} \w{3}/);
    await expect(promise).toContainText('to Mumbai');
    await expectNoAxeViolations(page);

    // They buy it (cash on delivery) and it is delivered.
    const order = await placeCodOrderByApi(request, shopper, product);
    await markDelivered(request, order);
    const before = await summaryOf(request, product._id);

    // The order page: 'Rate your pieces', the form in a dialog.
    await page.goto(`/orders/${order._id}`);
    const section = main(page).getByRole('region', { name: 'Rate your pieces' });
    await section.getByRole('button', { name: `Write a review of ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a review' });
    await expect(dialog).toContainText(`Size: ${size.size}`);

    // Publishing empty says what is missing.
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(dialog.getByText('Please give your review a title')).toBeVisible();
    await expectNoAxeViolations(page);

    // Stars by keyboard: the first star focused, then the arrow keys choose.
    await dialog.getByRole('radio', { name: '1 star, Poor' }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    const title = `Glows in the evening light ${viewport.width}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Your review').fill('The mirrors catch the lamp light. <b>Packed</b> with care.');
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog.getByText('Please write plain text: HTML tags are not allowed')).toBeVisible();
    await dialog.getByLabel('Your review').fill('The mirrors catch the lamp light. Packed with care.');
    await dialog.getByLabel('Add photos').setInputFiles({ name: 'wall.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
    await shot(page, `reviews-form-${viewport.width}`, dialog.getByRole('button', { name: 'Publish review' }));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText('Thank you! Your review is published.')).toBeVisible();
    await expect(section.getByRole('button', { name: `Edit your review of ${product.name}` })).toBeFocused();
    await toastsGone(page);
    await shot(page, `reviews-order-${viewport.width}`, section);
    await expectNoAxeViolations(page);

    // The product page: the review with 'Verified buyer', the size bought, the photo; the new average and count.
    const after = await summaryOf(request, product._id);
    expect(after.count).toBe(before.count + 1);
    expect(after.withPhotos).toBe(before.withPhotos + 1);
    const panel = await openReviewsTab(page, product._id);
    await expect(panel.getByText(after.average.toFixed(1), { exact: true })).toBeVisible();
    await expect(panel.getByText(reviews(after.count), { exact: true })).toBeVisible();
    await expect(main(page).getByText(`${after.average.toFixed(1)} · ${reviews(after.count)}`)).toBeVisible();
    const review = panel.getByRole('article', { name: title });
    await expect(review).toContainText('Verified buyer');
    await expect(review).toContainText(`Size: ${size.size}`);
    await expect(review).toContainText('The mirrors catch the lamp light. Packed with care.');
    await shot(page, `reviews-tab-${viewport.width}`, review);
    await expectNoAxeViolations(page);

    // Tap to enlarge: a dialog with the photo; Escape gives the focus back to the thumbnail.
    const thumb = review.getByRole('button', { name: /^Enlarge photo 1 of 1/ });
    await thumb.click();
    const photo = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expect(photo.getByRole('img')).toHaveJSProperty('complete', true);
    await shot(page, `reviews-photo-${viewport.width}`, photo);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(photo).toBeHidden();
    await expect(thumb).toBeFocused();

    // The admin hides it with a reason.
    const adminContext = await browser.newContext({ viewport });
    const adminPage = await adminContext.newPage();
    await signInByStorage(adminPage, admin);
    await adminPage.goto('/admin/reviews');
    const card = main(adminPage).getByRole('article', { name: title });
    await expect(card).toContainText(shopper.email);
    await expect(card).toContainText(`Order ${order.orderNumber}`);
    await card.getByRole('button', { name: 'Hide' }).click();
    const hide = adminPage.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByLabel('Reason (required)').fill('Shows the street outside, not the piece');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await expect(hide).toBeHidden();
    await expect(card.getByRole('button', { name: 'Show again' })).toBeFocused();
    await expect(card).toContainText('Shows the street outside, not the piece');
    await shot(adminPage, `reviews-admin-${viewport.width}`, card);
    await expectNoAxeViolations(adminPage);
    await adminContext.close();

    // Hidden: it leaves the page and the average.
    expect((await summaryOf(request, product._id)).count).toBe(before.count);
    const again = await openReviewsTab(page, product._id);
    await expect(
      before.count === 0 ? again.getByText('No reviews yet') : again.getByText(reviews(before.count), { exact: true }),
    ).toBeVisible();
    await expect(again.getByRole('article', { name: title })).toHaveCount(0);
  });
}
