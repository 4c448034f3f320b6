import { expect, test, type Page } from '@playwright/test';
import { expectPath, signInThroughLoginPage } from './helpers';

/**
 * The sign-up flows of issue 6 in the browser: form → welcome page with the
 * trial's last day → the verification link from the demo mailbox → a first
 * sign-in that lands on the new account's home.
 */
const PASSWORD = 'Dealer2026';
const run = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The trial's last day as the welcome page writes it in English. */
function trialEndText(): string {
  const end = new Date();
  end.setDate(end.getDate() + 14);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(end);
}

async function fillAdmin(page: Page, email: string) {
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Avery');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
}

/** Opens the verification link of the newest mail to `email` from /dev/mailbox. */
async function verifyFromMailbox(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  const link = await message
    .getByRole('link', { name: /auth\/callback\?type=verify/ })
    .getAttribute('href');
  const target = new URL(link ?? '', 'http://unused.invalid');
  await page.goto(target.pathname + target.search);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
}

test('a dealership signs up, verifies its e-mail and its admin lands on the admin dashboard', async ({
  page,
}) => {
  const email = `store.admin.${run}@example.com`;
  await page.goto('/signup');
  await page
    .getByRole('article', { name: 'Dealership' })
    .getByRole('link', { name: /Start free trial/ })
    .click();
  await expectPath(page, '/signup/dealership');

  await page.getByLabel('Dealership name').fill(`Canyon Ridge Honda ${run}`);
  await page.getByLabel('City').fill('Flagstaff');
  await page.getByLabel('State').selectOption('AZ');
  // Choosing the state suggests its time zone.
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Phoenix');
  await page.getByLabel('Franchise brands (optional)').fill('Honda, Acura');
  await fillAdmin(page, email);
  await page.getByRole('button', { name: 'Start free trial' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/welcome/dealership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dealership is set up');
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  await expect(page.getByText(`Free until ${trialEndText()}.`)).toBeVisible();
  await expect(page.getByText('Dealership · $225/month')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

  await verifyFromMailbox(page, email);
  await signInThroughLoginPage(page, email, PASSWORD);
  await expectPath(page, '/dashboard/admin');
});

test('a dealer group with two stores signs up and its admin reaches the group admin dashboard', async ({
  page,
}) => {
  const email = `group.admin.${run}@example.com`;
  await page.goto('/signup/dealer-group');
  await page.getByLabel('Dealer group name').fill(`Summit Auto Group ${run}`);
  const first = page.getByRole('group', { name: 'Dealership 1' });
  await first.getByLabel('Dealership name').fill('Summit Toyota');
  await first.getByLabel('City').fill('Denver');
  await first.getByLabel('State').selectOption('CO');

  // A third row comes and goes from the keyboard; focus follows.
  await page.getByRole('button', { name: 'Add dealership' }).press('Enter');
  const third = page.getByRole('group', { name: 'Dealership 3' });
  await expect(third.getByLabel('Dealership name')).toBeFocused();
  await third.getByRole('button', { name: 'Remove dealership 3' }).press('Enter');
  await expect(third).toHaveCount(0);
  await expect(page.getByText('2 dealerships · $450/month after the 14-day trial')).toBeVisible();

  const second = page.getByRole('group', { name: 'Dealership 2' });
  await second.getByLabel('Dealership name').fill('Summit Ford');
  await second.getByLabel('City').fill('Boise');
  await second.getByLabel('State').selectOption('ID');
  await fillAdmin(page, email);
  await page.getByRole('button', { name: 'Start free trial' }).click();

  await expect.poll(() => new URL(page.url()).pathname).toBe('/welcome/dealer-group');
  expect(new URL(page.url()).searchParams.get('newuser')).toBe('true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your dealer group is set up');
  await expect(page.getByText(`We sent a verification link to ${email}`)).toBeVisible();
  await expect(page.getByText(`Free until ${trialEndText()}.`)).toBeVisible();
  await expect(page.getByText('2 dealerships', { exact: true })).toBeVisible();

  await verifyFromMailbox(page, email);
  await signInThroughLoginPage(page, email, PASSWORD);
  // A group admin's first visit shows the group welcome once, then the dashboard.
  await expectPath(page, '/welcome/dealer-group?newuser=true');
  await page.getByRole('button', { name: 'Continue to Group Admin Dashboard' }).click();
  await expectPath(page, '/group-admin');
});

test('a refused field shows its message beside it and keeps what was typed', async ({ page }) => {
  await page.goto('/signup/dealership');
  await page.getByLabel('Dealership name').fill('Red Rock Motors');
  await page.getByLabel('City').fill('Sedona');
  await page.getByLabel('Work email').fill('morgan@');
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Start free trial' }).click();

  const state = page.getByLabel('State');
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toHaveAccessibleDescription('Choose a state');
  await expect(state).toBeFocused();
  await expect(page.getByLabel('Work email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /^Password must contain at least one uppercase letter, Password must contain at least one number/,
  );
  await expect(page.getByText('Please accept the terms to start your trial')).toBeVisible();
  // Nothing typed is lost, and nothing was sent.
  await expect(page.getByLabel('Dealership name')).toHaveValue('Red Rock Motors');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('weakpass');
  await expectPath(page, '/signup/dealership');

  // Fixing a field clears its message.
  await state.selectOption('AZ');
  await expect(state).not.toHaveAttribute('aria-invalid', 'true');
});

test('old sign-up addresses lead to the current flows', async ({ page }) => {
  await page.goto('/simple-signup');
  await expectPath(page, '/signup/single-finance');
  await expect(page.getByText('14-day free trial, no card needed.')).toBeVisible();
  await page.goto('/signup/dealership-legacy');
  await expectPath(page, '/signup/dealership');
  await page.goto('/signup/subscription?plan=dealer_group');
  await expect(page.getByRole('radio', { name: /Dealer Group/ })).toBeChecked();
  await expect(page.getByLabel('Dealer group name')).toBeVisible();
});
