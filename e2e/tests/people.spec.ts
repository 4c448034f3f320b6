import { expect, test, type Page } from '@playwright/test';
import {
  expectPath,
  openMailedLink,
  seriousAxeViolations,
  signInThroughLoginPage,
} from './helpers';

/**
 * Issue 12's promise, end to end: a dealership that signs up invites a
 * salesperson from its People page; the salesperson accepts the e-mailed
 * invitation, signs in, logs a sale, and is on the store's schedule.
 */
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const ADMIN_PASSWORD = 'Dealer2026';
const SELLER_PASSWORD = 'Seller2026';

/** The newest link to the invitation page mailed to `email`, from /dev/mailbox. */
async function invitationLink(page: Page, email: string): Promise<string> {
  const link = page
    .getByRole('article')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: /\/invitation\?token=/ });
  // The mail leaves after the answer (ADR 015): read the mailbox until it is there.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const target = new URL((await link.getAttribute('href')) ?? '', 'http://unused.invalid');
  return target.pathname + target.search;
}

async function expectNoSeriousViolations(page: Page) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAxeViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A dealership signs up at the public page, confirms its e-mail and signs in: its admin's home. */
async function signUpDealership(page: Page, name: string, adminEmail: string) {
  await page.goto('/signup/dealership');
  await page.getByLabel('Dealership name').fill(name);
  await page.getByLabel('City').fill('Tucson');
  await page.getByLabel('State').selectOption('AZ');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Work email').fill(adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/welcome/dealership');
  await openMailedLink(page, adminEmail, 'verify');
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await signInThroughLoginPage(page, adminEmail, ADMIN_PASSWORD);
  await expectPath(page, '/dashboard/admin');
}

test('a new dealership invites a salesperson who accepts, signs in, logs a sale and is on the schedule', async ({
  page,
  browser,
}) => {
  // Two people sign up or in, and mail is read three times: more than 30 s on a busy machine.
  test.slow();
  const adminEmail = `people.admin.${run}@example.com`;
  const sellerEmail = `people.seller.${run}@example.com`;

  await signUpDealership(page, `Mesa Verde Kia ${run}`, adminEmail);

  // Before anyone is invited, the schedule has no one on it.
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('No one to schedule yet')).toBeVisible();

  await page.goto('/dashboard/admin');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'People' })
    .click();
  await expectPath(page, '/dashboard/admin/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByLabel('First name').fill('Riley');
  await dialog.getByLabel('Last name').fill('Santos');
  await dialog.getByLabel('E-mail').fill('riley@');
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  // A refused field says why beside it.
  await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription(/valid email/i);
  await dialog.getByLabel('E-mail').fill(sellerEmail);
  await expect(dialog.getByLabel('Role')).toHaveValue('salesperson');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(
    page.getByText(`Riley Santos was added. An invitation is on its way to ${sellerEmail}.`),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: sellerEmail })).toContainText(
    'Invitation sent',
  );
  // Until they accept, the admin's home lists the invitation as waiting.
  await page.goto('/dashboard/admin');
  const waiting = page
    .getByRole('region', { name: 'Needs your attention' })
    .getByRole('heading', { name: /^Invitations not accepted/ })
    .locator('xpath=..')
    .getByRole('listitem')
    .filter({ hasText: 'Riley Santos' });
  await expect(waiting).toHaveCount(1);
  await page.goto('/dashboard/admin/people');

  // The salesperson, in a browser of their own, on the store's (Arizona) clock: the sale is today's.
  const sellerContext = await browser.newContext({ timezoneId: 'America/Phoenix' });
  const seller = await sellerContext.newPage();
  await seller.goto(await invitationLink(seller, sellerEmail));
  await expect(seller.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectNoSeriousViolations(seller);
  await seller.getByLabel('New password', { exact: true }).fill(SELLER_PASSWORD);
  await seller.getByLabel('Confirm new password').fill(SELLER_PASSWORD);
  await seller.getByRole('button', { name: 'Save password' }).click();
  await expect(seller.getByRole('heading', { name: "You're all set" })).toBeVisible();

  await signInThroughLoginPage(seller, sellerEmail, SELLER_PASSWORD);
  await expectPath(seller, '/dashboard/sales');
  const form = seller.getByRole('region', { name: 'Log a sale' });
  await form.getByLabel('Customer').fill('Avery Lindqvist');
  await form.getByLabel('Vehicle model').fill('Kia Telluride');
  await form.getByLabel('Stock #').fill(`K${run.slice(-5)}`);
  await form.getByLabel('Amount').fill('46,900');
  await form.getByLabel('Amount').press('Control+Enter');
  await expect(seller.getByText(/^Sale logged: /)).toBeVisible();
  await sellerContext.close();

  // The admin now sees them signed in, and on the store's schedule.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: sellerEmail })).toContainText(
    'Last signed in',
  );
  await page.goto('/dashboard/schedule');
  await expect(page.getByText('Riley Santos').first()).toBeVisible();
  await expect(page.getByText('No one to schedule yet')).toHaveCount(0);

  // And on the admin's home: ranked among this period's salespeople, no longer
  // quiet (they sold today), their invitation no longer waiting.
  await page.goto('/dashboard/admin');
  const ranking = page.getByRole('region', { name: 'Salespeople this period' });
  await expect(ranking.getByRole('rowheader', { name: 'Riley Santos' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Not sold lately' }).getByText('Riley Santos'),
  ).toHaveCount(0);
  await expect(waiting).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('an admin imports people from a CSV: a dry run shows each row, then all are invited', async ({
  page,
}) => {
  test.slow();
  const adminEmail = `import.admin.${run}@example.com`;
  await signUpDealership(page, `Saguaro Ford ${run}`, adminEmail);
  await page.goto('/dashboard/admin/people');
  await page.getByRole('button', { name: 'Import from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import people from a CSV file' });

  // As a spreadsheet saves it: a byte-order mark, CRLF, the columns in its own order.
  const rows = (second: string) =>
    [
      'E-mail,Last name,First name,Role',
      `jo.tran.${run}@example.com,Tran,Jo,Salesperson`,
      `${second},"Vega, Jr.",Luis,Finance Manager`,
    ].join('\r\n');
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${rows('luis@')}\r\n`, 'utf8'),
  });
  await expect(dialog.getByLabel('Rows of the file')).toHaveValue(/Jo,Salesperson/);
  await dialog.getByRole('button', { name: 'Check the rows' }).click();
  const table = dialog.getByRole('table', { name: "Each row's result" });
  await expect(table.getByRole('row').filter({ hasText: 'Jo Tran' })).toContainText('Will invite');
  await expect(table.getByRole('row').filter({ hasText: 'Luis Vega, Jr.' })).toContainText(
    'Not a valid e-mail address',
  );
  await expect(dialog.getByText('To invite: 1. With problems: 1.')).toBeVisible();
  // Nothing is imported while a row has a problem.
  await expect(dialog.getByRole('button', { name: /Import and invite/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  if (process.env.PEOPLE_SHOTS) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${process.env.PEOPLE_SHOTS}/import-dry-run-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  await dialog.getByLabel('Rows of the file').fill(rows(`luis.vega.${run}@example.com`));
  await dialog.getByRole('button', { name: 'Check the rows' }).click();
  await expect(dialog.getByText('To invite: 2. With problems: 0.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import and invite (2)' }).click();
  await expect(
    page.getByText('People imported: 2. Their invitations are on their way.'),
  ).toBeVisible();
  for (const email of [`jo.tran.${run}@example.com`, `luis.vega.${run}@example.com`]) {
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invitation sent');
  }
  await invitationLink(page, `luis.vega.${run}@example.com`);
});
