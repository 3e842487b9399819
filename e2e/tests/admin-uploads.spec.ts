import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { registerByApi, signInAdmin, signInByStorage } from './shopping-fixtures.ts';

/**
 * Image uploads (issue 11 item 3) on the built server: POST /api/uploads for admins only, the stored WebP variants
 * served with a year of caching, and the upload widget on the product form, driven by keyboard alone.
 */

/** A 48 × 32 PNG of one colour. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVRYw+3OQQ0AAAgEoAtgKaubzBbOBxsByHS9EiEhISEhISEhISEhISEhISGhSwtV+VpbwgkA+QAAAABJRU5ErkJggg==',
  'base64',
);
/** An 8 × 8 GIF. */
const GIF = Buffer.from('R0lGODlhCAAIAIAAAExpcQAAACH5BAUAAAAALAAAAAAIAAgAAAIHjI+py+1dAAA7', 'base64');
const FORMAT_MESSAGE = 'Please select a valid image file (image/jpeg, image/png, image/webp)';

const imageFile = (name: string, mimeType: string, buffer: Buffer) => ({ file: { name, mimeType, buffer } });

test('POST /api/uploads: admins only; stored as WebP variants served for a year; a GIF refused', async ({
  request,
}) => {
  const guest = await request.post('/api/uploads', { multipart: imageFile('a.png', 'image/png', PNG) });
  expect(guest.status()).toBe(401);
  const shopper = await registerByApi(request, 'Upload Shopper');
  const refused = await request.post('/api/uploads', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    multipart: imageFile('a.png', 'image/png', PNG),
  });
  expect(refused.status()).toBe(403);

  const admin = await signInAdmin(request);
  const stored = await request.post('/api/uploads', {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: imageFile('a.png', 'image/png', PNG),
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const { data } = (await stored.json()) as { data: { url: string; width: number } };
  expect(data.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
  expect(data.width).toBe(48);
  for (const file of [data.url, data.url.replace('.webp', '-w800.webp'), data.url.replace('.webp', '-w400.webp')]) {
    const served = await request.get(file);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const gif = await request.post('/api/uploads', {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: imageFile('pretty.png', 'image/png', GIF),
  });
  expect(gif.status()).toBe(400);
  expect(await gif.json()).toEqual({ success: false, message: FORMAT_MESSAGE });
});

test('the upload widget on the product form works by keyboard alone and shows the result', async ({
  page,
  request,
}) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/admin/products/new');
  const thumbnail = page.getByLabel('Thumbnail', { exact: true });
  await expect(thumbnail).toBeAttached();

  // Focus the file input as Tab would, then Space opens the picker.
  await thumbnail.focus();
  await expect(thumbnail).toBeFocused();
  const [picker] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await picker.setFiles({ name: 'pretty.gif', mimeType: 'image/gif', buffer: GIF });
  await expect(page.getByRole('alert').filter({ hasText: FORMAT_MESSAGE }).first()).toBeVisible();

  const [again] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await again.setFiles({ name: 'lotus.png', mimeType: 'image/png', buffer: PNG });
  const status = page.getByRole('status').filter({ hasText: 'Upload successful!' });
  await expect(status).toContainText(/\/uploads\/images\/[0-9a-f]{32}\.webp/);
  const preview = page.getByRole('img', { name: 'Thumbnail: current image' });
  await expect(preview).toHaveAttribute('srcset', /-w400\.webp 400w/);
  // The progress bar resets about a second after the upload finished (spec §2).
  await expect(page.getByRole('progressbar', { name: 'Thumbnail upload progress' })).toHaveCount(0, {
    timeout: 3000,
  });

  // axe on the widget itself (the form around it has its own journeys).
  const results = await new AxeBuilder({ page }).include('div:has(> label[for="product-thumbnail"])').analyze();
  expect(results.violations).toEqual([]);
});
