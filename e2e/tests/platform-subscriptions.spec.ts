import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths, openMailedLink, signInThroughLoginPage } from './helpers';
import { TENANT_PASSWORD, openSubscription, signUpDealership } from './platform-fixtures';

/**
 * Subscriptions on /master-admin (issue 13, ADR 025): the master admin extends
 * a new tenant's trial, cancels and activates it; a tenant canceled from today
 * reads only, with a notice saying so.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC moment's day as the panel writes it in English. */
const shown = (at: number) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(at));

test('the master admin extends a trial, cancels and activates a subscription', async ({
  page,
  request,
}) => {
  test.slow();
  const storeName = `Saguaro Mazda ${Date.now()}`;
  const { trialEndsAt } = await signUpDealership(
    request,
    storeName,
    `owner.${Date.now()}@subscriptions.example.com`,
  );
  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  const { row, manage } = await openSubscription(page, storeName);
  await expect(row).toContainText('Trial');
  await expect(row).toContainText('$225.00');
  await expect(row.getByTestId('trial-end')).toHaveText(shown(Date.parse(trialEndsAt)));
  await expect(manage.getByRole('row').filter({ hasText: storeName })).toContainText('$225.00');

  await manage.getByLabel('Extend the trial by (days)').fill('10');
  await manage.getByRole('button', { name: 'Extend trial' }).click();
  await expect(manage.getByText('Trial extended.')).toBeVisible();
  await expect(row.getByTestId('trial-end')).toHaveText(
    shown(Date.parse(trialEndsAt) + 10 * DAY_MS),
  );

  const cancelOn = new Date(Date.parse(trialEndsAt) + 40 * DAY_MS).toISOString().slice(0, 10);
  await manage.getByLabel('Cancel from (UTC day)').fill(cancelOn);
  await manage.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(manage.getByText('Subscription canceled.')).toBeVisible();
  await expect(row).toContainText('Canceled');
  await expect(row).toContainText(shown(Date.parse(`${cancelOn}T00:00:00Z`)));

  await manage.getByRole('button', { name: 'Activate' }).click();
  await expect(manage.getByText('Subscription activated.')).toBeVisible();
  await expect(row).toContainText('Active');
  await expectAccessibleAtBothWidths(page, 'platform-subscriptions');

  // On a phone the wide table scrolls in its frame; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
});

test('a tenant canceled from today reads only, with a notice', async ({ page, request }) => {
  test.slow();
  const storeName = `Ocotillo Kia ${Date.now()}`;
  const email = `kia.${Date.now()}@subscriptions.example.com`;
  await signUpDealership(request, storeName, email);
  await openMailedLink(page, email, 'verify');
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  const { row, manage } = await openSubscription(page, storeName);
  // The day offered first is today: the tenant reads only from now on.
  await manage.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(row).toContainText('Canceled');

  // The master admin's sign-in lives in its cookie: without it, the tenant's owner signs in here.
  await page.context().clearCookies();
  await signInThroughLoginPage(page, email, TENANT_PASSWORD);
  await expect(page.getByRole('status').filter({ hasText: 'Your data is safe' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'subscription-read-only-notice');
});
