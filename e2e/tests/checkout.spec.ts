import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  cartLink,
  expectNoAxeViolations,
  placeCodOrderByApi,
  productInStock,
  registerByApi,
  signInByStorage,
  toastsGone,
  type DemoProduct,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * Checkout (issue 9): the cart's four steps with cash on delivery to the confirmation, the quick order from a
 * product page, the same checkout by keyboard alone, and axe on every step at 360 and 1280 px. The local shipping
 * provider quotes three couriers for 560001 (Bangalore), the cheapest 'Standard Surface'.
 */

const PINCODE = '560001';
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const;

async function addToCart(request: APIRequestContext, shopper: ShopperSession, product: DemoProduct, quantity = 1) {
  const size = product.sizes.find((s) => s.isAvailable)!;
  const added = await request.post('/api/cart/add', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { productId: product._id, sizeId: size._id, quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

const main = (page: Page) => page.locator('#main');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]');

/** Fills the address step's empty required fields; the PIN code brings the city and state. */
async function fillAddress(page: Page) {
  await main(page).getByLabel('Phone', { exact: true }).fill('98765 43210');
  await main(page).getByLabel('Address line 1', { exact: true }).fill('12 MG Road');
  await main(page).getByLabel('PIN code', { exact: true }).fill(PINCODE);
  await expect(main(page).getByLabel('City', { exact: true })).toHaveValue('Bangalore');
  await expect(main(page).getByLabel('State', { exact: true })).toHaveValue('Karnataka');
}

/** Presses Tab (only Tab) until `target` has the focus: what a keyboard user does. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('a shopper checks out the cart with cash on delivery and lands on the confirmation', async ({ page, request }) => {
  test.slow();
  const shopper = await registerByApi(request, 'Kavya Menon');
  const product = await productInStock(request, 3);
  await addToCart(request, shopper, product, 2);
  await signInByStorage(page, shopper);

  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(currentStep(page)).toContainText('Address');

  // Step 1: nothing moves on until the required fields are filled.
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Please fill in all required shipping information');
  await expect(currentStep(page)).toContainText('Address');
  await main(page).getByLabel('PIN code', { exact: true }).fill('12345');
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(main(page).getByText('Please enter a valid 6-digit postcode')).toBeVisible();
  await fillAddress(page);
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();

  // Step 1.5: the cheapest courier is chosen; reliability is in words as well as colour.
  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeFocused();
  await expect(currentStep(page)).toContainText('Shipping');
  const couriers = page.getByRole('group', { name: 'Choose a courier' });
  await expect(couriers.getByRole('radio')).toHaveCount(3);
  await expect(couriers.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
  await expect(couriers.getByText(/Cheapest/)).toHaveCount(1);
  await expect(couriers).toContainText(/High reliability \(\d+% on time\)/);
  await expect(couriers).toContainText(/Fast|Standard|Express/);
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();

  // Step 2: cash on delivery is chosen; online payment is offered too (payments.spec.ts pays with it).
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Online Payment/ })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Online Payment/ })).toBeEnabled();
  await main(page).getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeFocused();
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await main(page).getByRole('button', { name: 'Review Order' }).click();

  // Step 3: the server's figures, the address, the courier; then the order.
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeFocused();
  await expect(currentStep(page)).toContainText('Review');
  await expect(main(page)).toContainText('12 MG Road');
  await expect(main(page)).toContainText('Standard Surface');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText(product.name);
  await expect(summary).toContainText('GST (18%)');
  await expect(summary).toContainText('COD charges');
  await expect(summary).toContainText(/Total\s*₹[\d,]+\.\d\d/);
  await main(page).getByLabel('Order notes (optional)').fill('Please call before delivery.');
  await summary.getByRole('button', { name: 'Place Order' }).click();

  const confirmation = page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' });
  await expect(confirmation).toBeFocused();
  const orderNumber = (await main(page)
    .getByText(/^KALA-\d+$/)
    .textContent())!.trim();
  await expect(main(page)).toContainText('Cash on Delivery');
  await expect(main(page).getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expect(main(page).getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/orders');
  const thisOrder = main(page).getByRole('link', { name: 'View This Order' });
  await expect(thisOrder).toHaveAttribute('href', /^\/orders\/[\w-]+$/);
  // The server emptied the cart; the header says so.
  await expect(cartLink(page)).toHaveAccessibleName(/no items in cart/);

  await thisOrder.click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  await expect(main(page).getByText(orderNumber).first()).toBeVisible();
});

test('a field too long is named by its label, on the form and in the API answer', async ({ page, request }) => {
  const shopper = await registerByApi(request, 'Anantharamakrishnan Iyer');
  await addToCart(request, shopper, await productInStock(request, 7));
  await signInByStorage(page, shopper);
  await page.goto('/checkout');
  await main(page).getByLabel('Full name', { exact: true }).fill('A'.repeat(150));
  await fillAddress(page);
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(main(page).getByText('Full name must be at most 100 characters')).toBeVisible();
  await expect(main(page)).not.toContainText('fullName');
  await expect(currentStep(page)).toContainText('Address');

  const answer = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      shippingAddress: {
        fullName: 'A'.repeat(150),
        phone: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Bangalore',
        state: 'Karnataka',
        zipCode: PINCODE,
        country: 'India',
      },
      paymentMethod: 'cash_on_delivery',
    },
  });
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { message: string }).message).toBe(
    'Validation failed: Full name must be at most 100 characters',
  );
});

test('the checkout keeps its step and what was typed across a reload, Back and Forward', async ({ page, request }) => {
  test.slow();
  const shopper = await registerByApi(request, 'Nandini Rao');
  const product = await productInStock(request, 8);
  // An earlier order to Jaipur: its address is offered first, the last used.
  await placeCodOrderByApi(request, shopper, product);
  await addToCart(request, shopper, product);
  await signInByStorage(page, shopper);

  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(main(page).getByRole('radio', { name: /Hawa Mahal Road/ })).toBeChecked();
  await main(page).getByText('Enter a new address').click();
  await fillAddress(page);
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL('/checkout?step=shipping');
  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeFocused();

  // A reload stays on the step, with the address just typed (not the last used one).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeVisible();
  await expect(main(page)).toContainText(`Couriers delivering to Bangalore, Karnataka ${PINCODE}`);
  await expect(page.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
  await main(page).getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();

  // Back goes one step back, Forward one step on; neither leaves the checkout.
  await page.goBack();
  await expect(page).toHaveURL('/checkout?step=shipping');
  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeFocused();
  await page.goForward();
  await expect(page).toHaveURL('/checkout?step=payment');
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/checkout');
  await expect(main(page).getByRole('radio', { name: 'Enter a new address' })).toBeChecked();
  await expect(main(page).getByLabel('Address line 1', { exact: true })).toHaveValue('12 MG Road');
  await page.goForward();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  // Session storage holds the address and the choices, and nothing of a payment.
  const kept = await page.evaluate(() => sessionStorage.getItem('kala.checkout'));
  expect(Object.keys(JSON.parse(kept!) as object).sort()).toEqual([
    'address',
    'courierId',
    'form',
    'notes',
    'paymentMethod',
    'userId',
  ]);
  await main(page).getByRole('button', { name: 'Review Order' }).click();
  await expect(main(page)).toContainText('12 MG Road');
  await expect(main(page)).not.toContainText('Hawa Mahal Road');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('kala.checkout'))).toBeNull();

  const orders = await request.get('/api/orders?limit=1', { headers: { Authorization: `Bearer ${shopper.token}` } });
  const [latest] = ((await orders.json()) as { data: { shippingAddress: { addressLine1: string } }[] }).data;
  expect(latest?.shippingAddress.addressLine1).toBe('12 MG Road');
});

test('what one shopper typed at checkout is not shown to another signed in on the same tab', async ({
  page,
  request,
}) => {
  const first = await registerByApi(request, 'Farah Khan');
  const second = await registerByApi(request, 'Gopal Iyer');
  const product = await productInStock(request, 9);
  await addToCart(request, first, product);
  await addToCart(request, second, product);
  await signInByStorage(page, first);
  await page.goto('/checkout');
  await fillAddress(page);
  await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL('/checkout?step=shipping');

  await signInByStorage(page, second);
  await page.goto('/checkout?step=shipping');
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await expect(main(page).getByLabel('Full name', { exact: true })).toHaveValue('Gopal Iyer');
  await expect(main(page).getByLabel('Address line 1', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.getItem('kala.checkout'))).not.toContain('12 MG Road');
});

test('placing from a second tab after the first ordered the cart says it was already ordered, with the order', async ({
  page,
  request,
}) => {
  test.slow();
  const shopper = await registerByApi(request, 'Ishita Bose');
  await addToCart(request, shopper, await productInStock(request, 10));
  await signInByStorage(page, shopper);
  const second = await page.context().newPage();
  await signInByStorage(second, shopper);

  for (const tab of [page, second]) {
    await tab.goto('/checkout');
    await fillAddress(tab);
    await main(tab).getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(tab.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
    await main(tab).getByRole('button', { name: 'Continue to Payment' }).click();
    await main(tab).getByRole('button', { name: 'Review Order' }).click();
    await expect(tab.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  }

  await page.bringToFront();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  const orderNumber = (await main(page)
    .getByText(/^KALA-\d+$/)
    .textContent())!.trim();

  await second.bringToFront();
  await second.getByRole('button', { name: 'Place Order' }).click();
  const told = second.getByRole('heading', { name: 'Your cart was already ordered' });
  await expect(told).toBeFocused();
  await expect(main(second)).toContainText(`It was placed as order ${orderNumber}`);
  await expectNoAxeViolations(second);
  // A reload of that tab says the same, rather than only that the cart is empty.
  await second.reload();
  await expect(told).toBeVisible();
  await main(second)
    .getByRole('link', { name: `View order ${orderNumber}` })
    .click();
  await expect(second).toHaveURL(/\/orders\/[\w-]+$/);
  await expect(main(second).getByText(orderNumber).first()).toBeVisible();
});

test('an empty cart sends the checkout back to the cart', async ({ page, request }) => {
  const shopper = await registerByApi(request, 'Rohan Das');
  await signInByStorage(page, shopper);
  await page.goto('/checkout');
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('a quick order from a product page ends in a dialog that leads to the order', async ({ page, request }) => {
  test.slow();
  const product = await productInStock(request, 4);

  // A guest is asked to sign in first.
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Quick Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toContainText('Please login to place an order.');

  const shopper = await registerByApi(request, 'Imran Sheikh');
  await signInByStorage(page, shopper);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Quick Order' }).click();

  const dialog = page.getByRole('dialog', { name: 'Quick Order' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${product.sizes[0]!.size} `) })).toBeChecked();
  await dialog.getByLabel('Quantity').selectOption('2');
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('Phone', { exact: true }).fill('9123456780');
  await dialog.getByLabel('Address line 1', { exact: true }).fill('4 Park Street');
  await dialog.getByLabel('PIN code', { exact: true }).fill(PINCODE);
  await expect(dialog.getByLabel('City', { exact: true })).toHaveValue('Bangalore');
  const summary = dialog.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Ships with Standard Surface');
  await expect(summary).toContainText(`${product.sizes[0]!.size} · 2 ×`);
  await expect(summary).toContainText('GST (18%)');
  await toastsGone(page);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Place Order' }).click();

  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toContainText(/Your order number is KALA-\d+/);
  const orderNumber = (await placed.getByText(/^KALA-\d+$/).textContent())!.trim();
  await expectNoAxeViolations(page);
  await placed.getByRole('link', { name: 'View Order Details' }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  await expect(main(page).getByText(orderNumber).first()).toBeVisible();
});

test('the checkout works with the keyboard alone', async ({ page, request }) => {
  test.slow();
  const shopper = await registerByApi(request, 'Leela Nair');
  await addToCart(request, shopper, await productInStock(request, 5));
  await signInByStorage(page, shopper);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();

  await tabTo(page, main(page).getByLabel('Phone', { exact: true }));
  await page.keyboard.type('9876543210');
  await page.keyboard.press('Tab');
  await page.keyboard.type('7 Lake View Road');
  await tabTo(page, main(page).getByLabel('PIN code', { exact: true }));
  await page.keyboard.type(PINCODE);
  await expect(main(page).getByLabel('City', { exact: true })).toHaveValue('Bangalore');
  await tabTo(page, main(page).getByRole('button', { name: 'Continue to Shipping' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Shipping Option' })).toBeFocused();
  const cheapest = page.getByRole('radio', { name: /Standard Surface/ });
  await expect(cheapest).toBeChecked();
  await tabTo(page, cheapest);
  await page.keyboard.press('ArrowDown');
  const other = page.getByRole('radio', { name: /Priority Surface/ });
  await expect(other).toBeChecked();
  await tabTo(page, main(page).getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeFocused();
  await tabTo(page, main(page).getByRole('button', { name: 'Review Order' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeFocused();
  await expect(main(page)).toContainText('Priority Surface');
  await tabTo(page, main(page).getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeFocused();
  await expect(main(page)).toContainText('with Priority Surface');
});

test('every checkout step passes axe at 360 and 1280 px', async ({ page, request }) => {
  test.slow();
  const shopper = await registerByApi(request, 'Tara Pillai');
  const product = await productInStock(request, 6);
  await signInByStorage(page, shopper);

  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await addToCart(request, shopper, product);
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('GST (18%)');
    // The second time round the address saved by the first order is offered, the last used first.
    if (viewport.width === 1280) {
      await expect(page.getByRole('radio', { name: /12 MG Road/ })).toBeChecked();
      // The radios are drawn as cards: a shopper taps the card.
      await main(page).getByText('Enter a new address').click();
      await expect(main(page).getByRole('radio', { name: 'Enter a new address' })).toBeChecked();
      await expect(main(page).getByLabel('Address line 1', { exact: true })).toHaveValue('');
    }
    await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();
    await expect(main(page).getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await fillAddress(page);
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Continue to Shipping' }).click();

    await expect(page.getByRole('radio', { name: /Standard Surface/ })).toBeChecked();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('button', { name: 'Review Order' }).click();

    await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
