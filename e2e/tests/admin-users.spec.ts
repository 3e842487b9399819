import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAdmin, signInByStorage, toastsGone } from './shopping-fixtures.ts';

/**
 * The admin's Users and Overview tabs (issue 11 items 1 and 5): create, edit (a blank password is left out), the new
 * user signs in, delete; the overview's four cards and 'Refresh Stats'; axe at phone and desktop widths.
 */

let counter = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${(counter += 1)}@admin-users.test`;

const main = (page: Page) => page.locator('#main');

async function searchUsers(page: Page, text: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && r.url().includes('search='));
  await main(page).getByLabel('Search by name or email').fill(text);
  await answered;
}

test('the admin creates a user, edits it (blank password kept), the user signs in, then the admin deletes it', async ({
  page,
  browser,
  request,
}) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
  await expect(main(page).getByRole('columnheader', { name: 'Created At' })).toBeVisible();

  // The form says the spec's words before asking the server.
  await main(page).getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Email is invalid')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

  // The server's refusal shows in the form: the admin's own email is taken.
  await dialog.getByLabel('Name', { exact: true }).fill('Twin Admin');
  await dialog.getByLabel('Email', { exact: true }).fill('admin@kala.test');
  await dialog.getByLabel('Password', { exact: true }).fill('Kiln-fired-pots-2026');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists');

  const email = uniqueEmail('nandini');
  await dialog.getByLabel('Name', { exact: true }).fill('  Nandini Potter  ');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await searchUsers(page, email);
  const table = main(page).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: email })).toBeVisible();
  await expect(table.getByText('Nandini Potter', { exact: true })).toBeVisible();

  // Edit: a new name; the password field stays blank, so it is left out and hers still works.
  await table.getByRole('button', { name: 'Edit Nandini Potter' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
  await edit.getByLabel('Name', { exact: true }).fill('Nandini Kumhar');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByText('Nandini Kumhar', { exact: true })).toBeVisible();
  // The focus went back to the control that opened the dialog.
  await expect(table.getByRole('button', { name: /^Edit Nandini/ })).toBeFocused();

  // She signs in, in another browser, with the password she was given.
  const other = await browser.newContext();
  const herPage = await other.newPage();
  await herPage.goto('/login');
  await expect(herPage.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await main(herPage).getByLabel('Email', { exact: true }).fill(email);
  await main(herPage).getByLabel('Password', { exact: true }).fill('Kiln-fired-pots-2026');
  await main(herPage).getByRole('button', { name: 'Sign In' }).click();
  await expect(herPage).toHaveURL(/\/$/);
  await herPage.getByRole('button', { name: /Account menu for/ }).click();
  await expect(herPage.getByText('Nandini Kumhar', { exact: true })).toBeVisible();

  // Delete, after a question whose safe answer has the focus.
  await table.getByRole('button', { name: 'Delete Nandini Kumhar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await expect(confirm).toBeHidden();
  await expect(main(page).getByRole('heading', { name: 'No Users Found' })).toBeVisible();

  // Her session ended with the account: the next page she opens signs her out.
  const me = await herPage.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${await herPage.evaluate(() => localStorage.getItem('kala.token'))}` },
  });
  expect(me.status()).toBe(401);
  await other.close();
});

test("the overview shows the four cards, the latest orders and the featured products; 'Refresh Stats' reloads", async ({
  page,
  request,
}) => {
  await signInByStorage(page, await signInAdmin(request));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', exact: true })).toBeVisible();
  for (const label of ['Total Products', 'Total Users', 'Total Orders', 'Revenue']) {
    await expect(main(page).getByText(label, { exact: true })).toBeVisible();
  }
  const stats = (await (
    await request.get('/api/admin/stats', {
      headers: { Authorization: `Bearer ${(await signInAdmin(request)).token}` },
    })
  ).json()) as { data: { totalProducts: number; topProducts: { name: string }[] } };
  await expect(main(page).getByRole('definition').first()).toHaveText(String(stats.data.totalProducts));
  await expect(main(page).getByRole('heading', { name: 'Recent Orders' })).toBeVisible();
  // Top Products are what sold over 30 days (issue 30): as many as the server counts, at most three, best first.
  const top = main(page).getByRole('region', { name: 'Top Products' }).getByRole('listitem');
  expect(stats.data.topProducts.length).toBeLessThanOrEqual(3);
  await expect(top).toHaveCount(stats.data.topProducts.length);
  if (stats.data.topProducts[0]) await expect(top.first()).toContainText(stats.data.topProducts[0].name);

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats') && r.status() === 200);
  await main(page).getByRole('button', { name: 'Refresh Stats' }).click();
  await refreshed;
  await expect(main(page).getByRole('button', { name: 'Refresh Stats' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`axe finds no violations on the overview and users tabs at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInByStorage(page, await signInAdmin(request));
    await page.goto('/admin');
    await expect(main(page).getByRole('button', { name: 'Refresh Stats' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Top Products' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
    // Earlier journeys sign up many shoppers: the admin may be past the first page, so the list is searched for them.
    await searchUsers(page, 'admin@kala.test');
    await expect(main(page).getByText('admin@kala.test', { exact: true }).filter({ visible: true })).toBeVisible();
    if (width === 360) {
      // A phone gets cards, not a table that scrolls sideways.
      await expect(main(page).getByRole('table')).toBeHidden();
      await expect(main(page).getByRole('list', { name: 'Users' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    await main(page).getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New User' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('dialog').getByText('Name is required')).toBeVisible();
    await toastsGone(page);
    await expectNoAxeViolations(page);
  });
}
