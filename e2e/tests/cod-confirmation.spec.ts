import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COD_MESSAGES, DEFAULT_COD_POLICY, type CodPolicy } from '@kala/contract/cod';
import { waitForMail } from './newsletter-fixtures.ts';
import {
  authHeader,
  expectNoAxeViolations,
  productInStock,
  registerByApi,
  shot,
  signInAdmin,
  signInByStorage,
  toastsGone,
  type DemoProduct,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * Cash on delivery that arrives (issue 25 item 7's journeys). The owner turns on COD confirmation in the COD policy
 * (the e2e server starts with it off, so the other journeys ship their COD orders at once; it is put back at the end).
 * 1. A shopper places a COD order at checkout; the mail file holds the one-tap link; opened without signing in it
 *    confirms the order; the admin then ships it (before, the server refuses the shipment).
 * 2. A high-risk address (the seller blocked its PIN code) sees COD withheld at the payment step in one sentence and
 *    pays online through the test gateway.
 * axe at 360 and 1280 px on the screens of the journeys.
 */

const main = (page: Page) => page.locator('#main');
const PINCODE = '560001';
const BLOCKED_PINCODE = '411001';

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function savePolicy(request: APIRequestContext, admin: ShopperSession, policy: CodPolicy) {
  const saved = await request.put('/api/admin/settings/cod', { headers: authHeader(admin), data: policy });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function addToCart(request: APIRequestContext, shopper: ShopperSession, product: DemoProduct) {
  const size = product.sizes.find((s) => s.isAvailable)!;
  const added = await request.post('/api/cart/add', {
    headers: authHeader(shopper),
    data: { productId: product._id, sizeId: size._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** The checkout up to its payment step: the address (the PIN code fills city and state), the cheapest courier. */
async function checkoutToPayment(page: Page, pincode: string, city: string) {
  await page.goto('/checkout');
  await main(page).getByLabel('Phone', { exact: true }).fill('98290 12345');
  await main(page).getByLabel('Address line 1', { exact: true }).fill('12 MG Road, Flat 4B');
  await main(page).getByLabel('PIN code', { exact: true }).fill(pincode);
  await expect(main(page).getByLabel('City', { exact: true })).toHaveValue(city);
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();
}

test.describe('cash on delivery that arrives', () => {
  let admin: ShopperSession;

  test.beforeAll(async ({ request }) => {
    admin = await signInAdmin(request);
    await savePolicy(request, admin, { ...DEFAULT_COD_POLICY, requireConfirmation: true });
  });

  test.afterAll(async ({ request }) => {
    await request.delete(`/api/admin/settings/cod/lists/pincode/${BLOCKED_PINCODE}`, { headers: authHeader(admin) });
    await savePolicy(request, admin, { ...DEFAULT_COD_POLICY, requireConfirmation: false });
  });

  test('a COD order is confirmed from the link in its mail, without signing in, and only then shipped', async ({
    page,
    browser,
    request,
  }) => {
    const shopper = await registerByApi(request, 'Kavya Rao');
    await addToCart(request, shopper, await productInStock(request, 2));
    await signInByStorage(page, shopper);

    // 1. Checkout: the COD charge is on the card before the choice; the order is placed by cash on delivery.
    await checkoutToPayment(page, PINCODE, 'Bangalore');
    const codCard = main(page).getByRole('radio', { name: /Cash on Delivery/ });
    await expect(codCard).toBeChecked();
    await expect(main(page)).toContainText(/COD charge: ₹[\d,]+\.\d\d, added to the total/);
    await main(page).getByRole('button', { name: 'Review Order' }).click();
    await page.getByRole('region', { name: 'Order Summary' }).getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeFocused();
    const orderNumber = (await main(page)
      .getByText(/KALA-\d+/)
      .first()
      .textContent())!.match(/KALA-\d+/)![0];

    // 2. The order page asks for the confirmation; the admin cannot ship it yet (the server refuses).
    const orders = (await (await request.get('/api/orders', { headers: authHeader(shopper) })).json()) as {
      data: { _id: string; orderNumber: string }[];
    };
    const orderId = orders.data.find((o) => o.orderNumber === orderNumber)!._id;
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Please confirm your order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm order' })).toBeVisible();
    await axeAtBothWidths(page);
    await shot(page, 'cod-order-page-awaiting-1280');
    const refused = await request.post(`/api/shipping/create-shipment/${orderId}`, {
      headers: authHeader(admin),
      data: {},
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(COD_MESSAGES.notConfirmed);

    // 3. The mail file's link, opened in a fresh browser with nobody signed in: the order in short, then confirmed.
    const mail = await waitForMail(shopper.email, `Please confirm your Kala order ${orderNumber}`);
    const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+(\/orders\/confirm\/[\w-]{50})/.exec(text)?.[1];
    expect(link, 'the confirmation link in the mail').toBeTruthy();
    const guest = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const guestPage = await guest.newPage();
    await guestPage.goto(link!);
    await expect(
      guestPage.getByRole('heading', { level: 1, name: 'Hello Kavya, please confirm your order' }),
    ).toBeVisible();
    await expect(guestPage.getByText(`Order ${orderNumber} · Cash on Delivery`)).toBeVisible();
    await axeAtBothWidths(guestPage);
    await guestPage.setViewportSize({ width: 360, height: 780 });
    await shot(guestPage, 'cod-confirm-link-360');
    await guestPage.getByRole('button', { name: 'Confirm order' }).click();
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeFocused();
    await shot(guestPage, 'cod-confirm-link-done-360');
    // Tapped again later: the link has done its work.
    await guestPage.reload();
    await expect(guestPage.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
    await guest.close();

    // 4. The shopper's order page says it is confirmed; the admin ships it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Please confirm your order' })).toHaveCount(0);
    await expect(main(page).locator('header').getByText('Confirmed', { exact: true })).toBeVisible();
    await signInByStorage(page, admin);
    await page.goto(`/admin/orders/${orderId}`);
    const shipment = page.getByRole('region', { name: 'Shipment', exact: true });
    await shipment.getByRole('button', { name: 'Create shipment' }).click();
    await expect(shipment.getByRole('status').filter({ hasText: 'Shipment created' })).toBeVisible();
    await shipment.getByRole('button', { name: 'Generate AWB' }).click();
    await expect(shipment.getByRole('status').filter({ hasText: 'AWB generated' })).toBeVisible();
    await shot(page, 'cod-admin-shipped-1280');
  });

  test('the owner sets the COD policy and blocks a PIN code on the Settings tab', async ({ page }) => {
    await signInByStorage(page, admin);
    await page.goto('/admin/settings');
    const policy = page.getByRole('form', { name: /Cash on delivery/ });
    await expect(policy.getByLabel('Ask shoppers to confirm COD orders')).toBeChecked();
    await policy.getByLabel('Prepaid discount (%)').fill('25');
    await policy.getByRole('button', { name: 'Save cash on delivery settings' }).click();
    await expect(policy.getByText('Prepaid discount must be at most 20%')).toBeVisible();
    await policy.getByLabel('Prepaid discount (%)').fill('5');
    await policy.getByRole('button', { name: 'Save cash on delivery settings' }).click();
    await expect(page.getByText('Cash on delivery settings saved')).toBeVisible();
    await toastsGone(page);
    await axeAtBothWidths(page);
    await shot(page, 'cod-settings-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'cod-settings-360');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a high-risk address sees COD withheld in one sentence and pays online', async ({ page, request }) => {
    const listed = await request.put('/api/admin/settings/cod/lists', {
      headers: authHeader(admin),
      data: { kind: 'pincode', value: BLOCKED_PINCODE, list: 'block', note: 'Many parcels refused' },
    });
    expect(listed.ok(), await listed.text()).toBe(true);
    const shopper = await registerByApi(request, 'Rohan Desai');
    await addToCart(request, shopper, await productInStock(request, 4));
    await signInByStorage(page, shopper);

    await checkoutToPayment(page, BLOCKED_PINCODE, 'Pune');
    const cod = main(page).getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cod).toBeDisabled();
    await expect(main(page).getByText(COD_MESSAGES.highRisk)).toBeVisible();
    const online = main(page).getByRole('radio', { name: /Online Payment/ });
    await expect(online).toBeChecked();
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await shot(page, 'cod-withheld-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The server refuses it too, whatever the page did.
    const forced = await request.post('/api/orders', {
      headers: { ...authHeader(shopper), 'Idempotency-Key': randomUUID() },
      data: {
        shippingAddress: {
          fullName: 'Rohan Desai',
          phone: '9829012345',
          addressLine1: '12 MG Road, Flat 4B',
          city: 'Pune',
          state: 'Maharashtra',
          zipCode: BLOCKED_PINCODE,
          country: 'India',
        },
        paymentMethod: 'cash_on_delivery',
        useCartItems: true,
      },
    });
    expect(forced.status()).toBe(422);

    await main(page).getByRole('button', { name: 'Review Order' }).click();
    await page
      .getByRole('region', { name: 'Order Summary' })
      .getByRole('button', { name: 'Place Order & Pay' })
      .click();
    const gateway = page.getByRole('dialog', { name: 'Kala Test Gateway' });
    await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible();
    await expect(main(page)).toContainText('Online Payment: paid');
  });
});
