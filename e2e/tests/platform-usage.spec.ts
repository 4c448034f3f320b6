import { expect, test } from '@playwright/test';
import type { PlatformUsage } from '@das/shared/schemas/platform-usage';
import { DEMO_PASSWORD, expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

/**
 * The master admin panel's overview (issue 13, "Sign-ups and use"): four panels
 * whose figures are the API's, and an API that refuses a store's people.
 */

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const shown = (value: number) => value.toLocaleString('en-US');

test('the master admin sees sign-ups, trials, active people and deals as the API counts them', async ({
  page,
}) => {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/platform/usage',
  );
  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await expect(page).toHaveURL(/\/master-admin$/);
  const usage = (await (await answer).json()) as PlatformUsage;

  const figure = (panel: string, label: string) =>
    page
      .getByRole('region', { name: panel })
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');

  const signups = sum(usage.signups.flatMap((week) => Object.values(week.plans)));
  await expect(figure('Sign-ups by week and plan', 'Total')).toHaveText(shown(signups));
  const ended = sum(usage.trials.map((week) => week.ended));
  await expect(figure('Trials converting', 'Trials ended')).toHaveText(shown(ended));
  // The master admin has just signed in: today counts them at least.
  const activeToday = usage.activeUsers.at(-1)!.people;
  expect(activeToday).toBeGreaterThanOrEqual(1);
  await expect(figure('Active people per day', 'Today')).toHaveText(shown(activeToday));
  // The demo stores' seeded deals, from the daily summaries.
  const deals = sum(usage.deals.map((day) => day.deals));
  expect(deals).toBeGreaterThan(0);
  await expect(figure('Deals per day', 'Last 30 days')).toHaveText(shown(deals));
  // The chart's table, for screen readers, holds each day's count.
  const table = page.getByRole('table', { name: 'Deals by deal date, last 30 days' });
  await expect(table.getByRole('row')).toHaveCount(1 + usage.deals.length);

  await expectAccessibleAtBothWidths(page, 'master-admin-overview');
});

test('a salesperson is refused the platform usage (403)', async ({ request }) => {
  const csrf = ((await (await request.get('/api/auth/csrf')).json()) as { token: string }).token;
  const signIn = await request.post('/api/auth/sign-in', {
    headers: { 'X-CSRF-Token': csrf },
    data: { email: 'salesperson@demo.example.com', password: DEMO_PASSWORD, rememberMe: false },
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const response = await request.get('/api/platform/usage', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(403);
});
