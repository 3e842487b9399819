import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { GST_MESSAGES, HANDICRAFT_RATE_NOTE, type CategoryTaxRate, type TaxSettings } from '@kala/contract/gst';
import { formatRupees } from '@kala/contract/money';
import type { Order } from '@kala/contract/orders';
import {
  authHeader,
  expectNoAxeViolations,
  registerByApi,
  signInAdmin,
  shot,
  signInByStorage,
  toastsGone,
  type DemoProduct,
  type ShopperSession,
} from './shopping-fixtures.ts';

/**
 * GST paperwork end to end (issue 24 item 9): the owner enters the GSTIN on the Settings tab (a wrong check
 * character is refused with its reason) and sets terracotta to 5% under HSN 6912; a shopper in Maharashtra, another
 * state than the seller's Rajasthan, sees '+ GST (5%)' on the product page and buys the piece by cash on delivery; the
 * admin creates the shipment and its AWB, which issues the tax invoice; the shopper downloads it and the PDF says IGST
 * at 5%, the place of supply and the order's total; the admin cancels after dispatch, and the credit note is listed on
 * both order pages. axe at 360 and 1280 px on the screens of the journey. The settings are put back at the end, as the
 * journeys after this one price at the configuration's 18%.
 */

const GSTIN = '08AAACK1234A1ZA';
const MUMBAI = {
  phone: '9876543210',
  addressLine1: '4 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400001',
  country: 'India',
};

async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A terracotta piece of the demo catalogue with a size in stock. */
async function terracottaInStock(request: APIRequestContext): Promise<DemoProduct> {
  const answer = await request.get('/api/products?category=terracotta&limit=24');
  expect(answer.ok(), await answer.text()).toBe(true);
  const products = ((await answer.json()) as { data: DemoProduct[] }).data;
  const product = products.find((p) => p.sizes[0]?.isAvailable);
  if (!product) throw new Error('the demo catalogue has no terracotta piece in stock');
  return product;
}

/** One piece of the product's first size, ordered by cash on delivery from the cart to Mumbai. */
async function codOrderToMumbai(request: APIRequestContext, shopper: ShopperSession, product: DemoProduct) {
  const size = product.sizes[0]!;
  const added = await request.post('/api/cart/add', {
    headers: authHeader(shopper),
    data: { productId: product._id, sizeId: size._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { ...authHeader(shopper), 'Idempotency-Key': randomUUID() },
    data: {
      shippingAddress: { fullName: shopper.user.name, email: shopper.email, ...MUMBAI },
      paymentMethod: 'cash_on_delivery',
      useCartItems: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { order: Order } }).data.order;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[ \t]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('GST: the owner sets the GSTIN and 5% terracotta; an inter-state COD order gets an IGST invoice, then a credit note', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const admin = await signInAdmin(request);
  const saved = (await (await request.get('/api/admin/settings/tax', { headers: authHeader(admin) })).json()) as {
    data: { settings: TaxSettings; rates: CategoryTaxRate[] };
  };
  const terracottaBefore = saved.data.rates.find((r) => r.category === 'terracotta')!;

  try {
    // 1. The Settings tab: the seller's details with a GSTIN checked to its last character, then the rates.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByStorage(page, admin);
    await page.goto('/admin/settings');
    const details = page.getByRole('form', { name: 'Seller details' });
    await details.getByRole('textbox', { name: 'Legal name' }).fill('Kala Crafts LLP');
    const gstin = details.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill(GSTIN.slice(0, 14) + 'B');
    await details.getByRole('button', { name: 'Save tax settings' }).click();
    await expect(details.getByText(GST_MESSAGES.gstinCheck)).toBeVisible();
    await gstin.fill(GSTIN);
    await details.getByRole('button', { name: 'Save tax settings' }).press('Enter');
    await expect(page.getByText('Tax settings saved')).toBeVisible();
    await expect(details.getByText(GST_MESSAGES.gstinCheck)).toHaveCount(0);
    await expect(details.getByText('State 08: Rajasthan')).toBeVisible();

    const rates = page.getByRole('form', { name: 'GST rates by category' });
    await expect(rates).toContainText(HANDICRAFT_RATE_NOTE);
    await rates.getByRole('textbox', { name: 'HSN code of Terracotta' }).fill('6912');
    await rates.getByRole('combobox', { name: 'GST rate of Terracotta' }).selectOption('5');
    await rates.getByRole('button', { name: 'Save rates' }).click();
    await expect(page.getByText('GST rates saved')).toBeVisible();
    await toastsGone(page);
    await axeAtBothWidths(page);
    await shot(page, 'gst-settings-1280');

    // 2. The shopper in Maharashtra: the product page says GST is added at 5%, then a COD order.
    const shopper = await registerByApi(request, 'Sneha Kulkarni');
    const piece = await terracottaInStock(request);
    const shopperContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const shopperPage = await shopperContext.newPage();
    await signInByStorage(shopperPage, shopper);
    await shopperPage.goto(`/products/${piece._id}`);
    const pricePaise = Math.round(piece.sizes[0]!.discountedPrice * 100);
    const withGst = formatRupees(Math.round(pricePaise * 1.05) / 100);
    await expect(shopperPage.getByRole('main')).toContainText(`+ GST (5%) · ${withGst} with GST`);
    const order = await codOrderToMumbai(request, shopper, piece);

    // 3. Dispatch: the shipment and its AWB on the admin's order page issue the tax invoice.
    await page.goto(`/admin/orders/${order._id}`);
    const shipment = page.getByRole('region', { name: 'Shipment', exact: true });
    await shipment.getByRole('button', { name: 'Create shipment' }).click();
    await expect(shipment.getByRole('status').filter({ hasText: 'Shipment created' })).toBeVisible();
    await shipment.getByRole('button', { name: 'Generate AWB' }).click();
    await expect(shipment.getByRole('status').filter({ hasText: 'AWB generated' })).toBeVisible();
    const adminDocuments = page.getByRole('region', { name: 'Documents' });
    await expect(adminDocuments.getByText(/^Tax invoice KA\/\d\d-\d\d\/\d{6}$/)).toBeVisible();
    await axeAtBothWidths(page);

    // 4. The shopper downloads the invoice: IGST at 5%, Maharashtra as the place of supply, the order's total.
    await shopperPage.goto(`/orders/${order._id}`);
    const documents = shopperPage.getByRole('region', { name: 'Documents' });
    const invoiceTitle = (await documents.getByText(/^Tax invoice /).textContent())!.trim();
    const pdf = shopperPage.waitForResponse((r) => /\/api\/orders\/[^/]+\/documents\/[^/]+\.pdf$/.test(r.url()));
    const tab = shopperPage.waitForEvent('popup');
    await documents.getByRole('button', { name: `Download PDF of ${invoiceTitle}` }).click();
    const answer = await pdf;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await (await tab).close();
    // The page read the file into a blob for the new tab; the same address is read again here for its text.
    const file = await request.get(answer.url(), { headers: authHeader(shopper) });
    expect(file.status()).toBe(200);
    const text = await pdfText(await file.body());
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(invoiceTitle.replace('Tax invoice ', ''));
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toContain('Kala Crafts LLP');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain('IGST');
    expect(text).not.toMatch(/CGST\s+SGST/);
    expect(text).toContain('6912');
    expect(text).toContain('5%');
    expect(text).toContain(formatRupees(order.totalAmount));
    await axeAtBothWidths(shopperPage);
    await shot(shopperPage, 'gst-shopper-documents-360');

    // 5. Cancelled after dispatch: a credit note against the invoice, on both order pages.
    await page.reload();
    await page.getByRole('combobox', { name: `Status of order ${order.orderNumber}` }).selectOption('cancelled');
    const dialog = page.getByRole('dialog', { name: 'Change order status' });
    await dialog.getByLabel('Note (optional)').fill('Parcel lost by the courier');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(dialog).toBeHidden();
    const invoiceNumber = invoiceTitle.replace('Tax invoice ', '');
    const creditNote = page
      .getByRole('region', { name: 'Documents' })
      .getByRole('listitem')
      .filter({
        hasText: /^Credit note /,
      });
    await expect(creditNote).toContainText(`against ${invoiceNumber}`);
    await expect(creditNote).toContainText(formatRupees(order.totalAmount));
    await axeAtBothWidths(page);
    await shot(page, 'gst-admin-documents-1280');

    await shopperPage.reload();
    const shopperCredit = shopperPage
      .getByRole('region', { name: 'Documents' })
      .getByRole('listitem')
      .filter({ hasText: /^Credit note / });
    await expect(shopperCredit).toContainText(`against ${invoiceNumber}`);
    await expect(shopperCredit.getByRole('button', { name: /^Download PDF of Credit note / })).toBeVisible();
    await shopperContext.close();
  } finally {
    // The journeys after this one price at the configuration's settings.
    await request.put('/api/admin/settings/tax', { headers: authHeader(admin), data: saved.data.settings });
    await request.put('/api/admin/settings/tax/rates', {
      headers: authHeader(admin),
      data: { rates: [terracottaBefore] },
    });
  }
});
