import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInThroughLoginPage } from './helpers';

/** A visitor who has never answered the banner. */
const firstVisit = { storageState: { cookies: [], origins: [] } };

async function recordConsentEvents(page: Page) {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    (window as unknown as { consentEvents: unknown[] }).consentEvents = events;
    window.addEventListener('cookieConsentUpdated', (event) => {
      events.push((event as CustomEvent).detail);
    });
  });
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie-consent'),
    date: localStorage.getItem('cookie-consent-date'),
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null') as unknown,
  }));

test.describe('cookie banner in Europe', () => {
  test.use({ ...firstVisit, timezoneId: 'Europe/Berlin' });

  test('waits a second, shows GDPR, and saves a custom choice with essential locked on', async ({
    page,
  }) => {
    await recordConsentEvents(page);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible();
    await expect(banner.getByText('GDPR Compliant')).toBeVisible();
    await expect(banner.getByText('CCPA Compliant')).toHaveCount(0);

    expect(await seriousAxeViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Your Privacy Rights' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Cookie Preferences' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await expect(manage.getByRole('checkbox', { name: /Essential/ })).toBeChecked();
    await expect(manage.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
    await expect(manage.getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    await expect(manage.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await manage.getByRole('checkbox', { name: 'Analytics' }).check();
    await manage.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Your Privacy Rights' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const preferences = { essential: true, functional: true, analytics: true, marketing: false };
    expect(await stored(page)).toMatchObject({ consent: 'custom', preferences });
    expect(
      await page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents),
    ).toEqual([{ consent: 'custom', preferences }]);
    await page.reload();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('cookie banner in California', () => {
  test.use({ ...firstVisit, timezoneId: 'America/Los_Angeles' });

  test('shows the CCPA badge and notice; Reject stores the minimum', async ({ page }) => {
    await page.goto('/pricing');
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner.getByText('CCPA Compliant')).toBeVisible();
    await expect(banner).toContainText(
      'right to opt out of the sale of their personal information',
    );
    await banner.getByRole('button', { name: 'Reject Additional Cookies' }).click();
    await expect(banner).toBeHidden();
    expect(await stored(page)).toMatchObject({
      consent: 'minimal',
      preferences: { essential: true, functional: false, analytics: false, marketing: false },
    });
  });
});

test.describe('cookie banner elsewhere', () => {
  test.use({ ...firstVisit, timezoneId: 'Asia/Tokyo' });

  test('asks again once a choice is a year old, with no badge outside the EU and California', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem('cookie-consent', 'all');
      localStorage.setItem(
        'cookie-consent-date',
        new Date(Date.now() - 366 * 24 * 60 * 60 * 1000).toISOString(),
      );
      localStorage.setItem(
        'cookie-preferences',
        '{"functional":true,"analytics":true,"marketing":true}',
      );
    });
    await page.goto('/auth');
    const banner = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(banner).toBeVisible();
    expect(await stored(page)).toEqual({ consent: null, date: null, preferences: null });
    await expect(banner.getByText(/Compliant$/)).toHaveCount(0);
    await banner.getByRole('button', { name: 'Accept Cookies and Continue' }).click();
    expect((await stored(page)).consent).toBe('all');
  });
});

test.describe('the cookie banner never blocks navigation', () => {
  test.use(firstVisit);

  test('Sign Out works while the banner waits for an answer', async ({ page }) => {
    await signInThroughLoginPage(page, 'viewer@demo.example.com');
    await expectPath(page, '/dashboard/sales');
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  });

  test('a phone opens the menu and signs out while the banner waits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughLoginPage(page, 'viewer@demo.example.com');
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  });
});

test.describe('update notice', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new release shows Update Available until the user refreshes', async ({ page }) => {
    const script = new URL('../../apps/web/dist/sw.js', import.meta.url);
    const original = readFileSync(script, 'utf8');
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);

    try {
      writeFileSync(script, `${original}\n// release ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const notice = page.getByRole('alert').filter({ hasText: 'Update Available' });
      // The new worker installs first, fetching what it precaches: slow on a busy machine.
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice).toContainText(
        'A new version of the application is available. Please refresh to update.',
      );
      // The notice takes only its own box: the header's links stay clickable.
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Log in' }).click({ trial: true });
      await header.getByRole('link', { name: 'Sign up' }).click({ trial: true });
    } finally {
      writeFileSync(script, original);
    }
    // Never dismissed on its own.
    await page.waitForTimeout(6000);
    await expect(page.getByRole('alert').filter({ hasText: 'Update Available' })).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('alert').filter({ hasText: 'Update Available' })).toHaveCount(0);
  });
});

test('the footer reopens the preferences with the choice already made', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Cookie preferences' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Cookie Preferences' });
  await expect(manage.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
  await manage.getByRole('checkbox', { name: 'Functional' }).check();
  await manage.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(manage).toBeHidden();
  expect((await stored(page)).preferences).toEqual({
    essential: true,
    functional: true,
    analytics: false,
    marketing: false,
  });
});
