import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, signInThroughLoginPage } from './helpers';

/** A last name no other test uses, so the deal is found again. */
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).replace(/[0-9]/g, '')}`.slice(0, 20);

async function fillDeal(page: Page, customer: string, stock: string) {
  await page.getByLabel('Customer last name').fill(customer);
  await page.getByLabel('Stock #').fill(stock);
  await page.getByLabel('VIN (last 8)').fill('11223344');
  const lender = page.getByRole('combobox', { name: 'Lender' });
  await lender.fill('Ally');
  await lender.press('Enter');
  await page.getByLabel('Front gross').fill('800');
}

// The single finance manager's own store: the deals logged here do not move the counts
// that finance.spec.ts compares for the finance manager's store.
test.beforeEach(async ({ page }) => {
  await signInThroughLoginPage(page, 'single_finance_manager@demo.example.com');
  await page.goto('/single-finance/log-deal');
  await expect(page.getByLabel('Customer last name')).toBeFocused();
});

test('an empty save names each problem beside its field and focuses the first', async ({
  page,
}) => {
  // Leaving a field shows its problem only when something was typed in it.
  await page.getByLabel('Customer last name').press('Tab');
  await expect(page.getByLabel('Customer last name')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('VIN (last 8)').fill('12');
  await page.getByLabel('VIN (last 8)').press('Tab');
  await expect(page.getByText('Exactly 8 digits: the last 8 of the VIN.')).toBeVisible();
  await page.getByLabel('VIN (last 8)').fill('12345678');
  await expect(page.getByText('Exactly 8 digits: the last 8 of the VIN.')).toBeHidden();

  await page.getByLabel('Customer last name').press('Control+Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'fields need attention' })).toBeVisible();
  const lastName = page.getByLabel('Customer last name');
  await expect(lastName).toBeFocused();
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  const errorId = await lastName.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Required.');
  await expect(page.getByRole('combobox', { name: 'Lender' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Typing settles the problem at once; a Cash deal needs no lender.
  await lastName.fill('Fixed');
  await expect(lastName).not.toHaveAttribute('aria-invalid');
  await page.getByText('Cash', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Lender' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Lender' })).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('GAP', { exact: true })).toBeDisabled();
});

test('what was typed survives a reload until discarded', async ({ page }) => {
  await page.getByLabel('Customer last name').fill('Draftson');
  await page.getByLabel('Front gross').fill('1,234');
  await page.reload();
  await expect(page.getByLabel('Customer last name')).toHaveValue('Draftson');
  await expect(page.getByLabel('Front gross')).toHaveValue('1,234');
  await page.getByRole('button', { name: 'Discard them' }).click();
  await expect(page.getByLabel('Customer last name')).toHaveValue('');
});

test('a logged deal is edited: only the change is sent, and an unchanged save says so', async ({
  page,
}) => {
  const customer = uniqueName('Editson');
  await fillDeal(page, customer, 'E12345');
  await page.getByLabel('Front gross').press('Control+Enter');
  await expect(page.getByText(/^Deal #\d+ logged$/)).toBeVisible();

  await page.getByRole('link', { name: 'Edit this deal' }).click();
  await expect(page.getByLabel('Customer last name')).toHaveValue(customer);
  await page.getByLabel('Front gross').press('Control+Enter');
  await expect(page.getByText('Nothing has changed since the deal was loaded.')).toBeVisible();

  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().includes('/api/deals/'),
  );
  await page.getByLabel('Front gross').fill('950');
  await page.getByLabel('Front gross').press('Control+Enter');
  expect((await patch).postDataJSON()).toEqual({ front_end_gross: 950 });
  await expect(page.getByText(/^Deal #\d+ saved$/)).toBeVisible();
});

test('a stock number already on an open deal warns beside the field and can be saved anyway', async ({
  page,
}) => {
  // The server's side of the contract (409 duplicate_stock) is answered here.
  const bodies: Record<string, unknown>[] = [];
  await page.route('**/api/deals', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    if (body.allow_duplicate_stock === true) return route.fallback();
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'CONFLICT',
          message: 'This conflicts with existing data',
          details: [
            {
              field: 'stock_number',
              code: 'duplicate_stock',
              params: { stock_number: 'D55555' },
              message: "Field 'stock_number' is already on an open sale or deal",
            },
          ],
        },
      }),
    });
  });
  await fillDeal(page, uniqueName('Twice'), 'D55555');
  await page.getByLabel('Front gross').press('Control+Enter');

  const stock = page.getByLabel('Stock #');
  await expect(stock).toBeFocused();
  const warningId = await stock.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${warningId}"]`)).toContainText(
    'Stock # D55555 is already on an open sale or deal',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText(/^Deal #\d+ logged$/)).toBeVisible();
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).not.toHaveProperty('allow_duplicate_stock');
  expect(bodies[1]).toMatchObject({ stock_number: 'D55555', allow_duplicate_stock: true });

  // "Log another" starts a blank deal on the same day.
  await page.getByRole('button', { name: 'Log another' }).click();
  await expect(page.getByLabel('Customer last name')).toBeFocused();
  await expect(page.getByLabel('Customer last name')).toHaveValue('');
  await expect(page.getByLabel('Deal date')).toHaveValue(String(bodies[1]?.deal_date));
});

test('a combobox filters as you type, moves by arrows, takes a choice on Enter and closes on Escape', async ({
  page,
}) => {
  const lender = page.getByRole('combobox', { name: 'Lender' });
  await lender.fill('chase');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(lender).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  await expect(first).toHaveText(/Chase/);
  // The best match is highlighted, and the input points at it.
  await expect(lender).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);

  // Escape closes the list and keeps exactly what was typed.
  await lender.press('Escape');
  await expect(lender).toHaveAttribute('aria-expanded', 'false');
  await expect(lender).toHaveValue('chase');

  // Arrows open it again and move; Enter takes the highlighted choice and moves on.
  await lender.fill('');
  await lender.press('ArrowDown');
  await expect(list.getByRole('option')).not.toHaveCount(0);
  await lender.press('ArrowDown');
  const second = (await list.getByRole('option').nth(1).textContent())?.trim() ?? '';
  await lender.press('Enter');
  await expect(lender).toHaveValue(second);
  await expect(lender).not.toBeFocused();
  await expect(lender).toHaveAttribute('aria-expanded', 'false');

  // A person is only ever a choice: a text that matches nobody says so and is not kept.
  const salesperson = page.getByRole('combobox', { name: 'Salesperson', exact: true });
  await salesperson.fill('zzzz');
  await expect(page.getByText('Nobody on staff matches “zzzz”')).toBeVisible();
  await salesperson.press('Tab');
  await expect(salesperson).toHaveValue('');
});
