import { expect, test, type Page } from '@playwright/test';
import { ROLES, ROLE_HOME } from '@das/shared/roles';
import { DEMO_PASSWORD, expectPath, openMailedLink, signInThroughLoginPage } from './helpers';

test.describe('every demo role signs in through the login page and lands on its home', () => {
  for (const role of ROLES) {
    test(role, async ({ page }) => {
      await signInThroughLoginPage(page, `${role}@demo.example.com`);
      if (role === 'dealer_group_admin') {
        // A new group admin is welcomed once, then goes to the group dashboard.
        await expectPath(page, '/welcome/dealer-group?newuser=true');
        await page.getByRole('button', { name: 'Continue to Group Admin Dashboard' }).click();
      }
      await expectPath(page, ROLE_HOME[role]);
      await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
      // The shell says who is signed in.
      await expect(page.locator('body')).toContainText(/Signed in as \S/);
    });
  }
});

test('a visitor without a session is sent to sign in and comes back to the page', async ({
  page,
}) => {
  await page.goto('/dashboard/gm');
  await expectPath(page, '/auth?redirect=%2Fdashboard%2Fgm');
  await page.getByLabel('Email', { exact: true }).fill('general_manager@demo.example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard/gm');
});

test('the redirect after sign-in only goes where the role may go', async ({ page }) => {
  await page.goto('/auth?redirect=%2Fmaster-admin');
  await page.getByLabel('Email', { exact: true }).fill('salesperson@demo.example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard/sales');
});

test('route guards send a salesperson home from pages that are not theirs', async ({ page }) => {
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  for (const path of [
    '/dashboard/finance',
    '/master-admin',
    '/dashboard/gm',
    '/single-finance/home',
    '/dealership/47/deals',
  ]) {
    await page.goto(path);
    await expectPath(page, '/dashboard/sales');
  }
  await page.goto('/dealership/46/deals');
  await expectPath(page, '/dealership/46/deals');
  await expect(page.getByText('Dealership #46').first()).toBeVisible();
});

test('a group admin may open the stores of the group, and no others', async ({ page }) => {
  await signInThroughLoginPage(page, 'dealer_group_admin@demo.example.com');
  await page.getByRole('button', { name: 'Continue to Group Admin Dashboard' }).click();
  await expectPath(page, '/group-admin');
  await page.goto('/dealership/47/deals');
  await expectPath(page, '/dealership/47/deals');
  await page.goto('/dealership/51/deals');
  await expectPath(page, '/group-admin');
});

test('the session survives a reload and leaves nothing a script could use in storage', async ({
  page,
}) => {
  let accessToken = '';
  await page.route('**/api/auth/sign-in', async (route) => {
    const response = await route.fetch();
    accessToken = ((await response.json()) as { accessToken: string }).accessToken;
    await route.fulfill({ response });
  });
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await expectPath(page, '/dashboard/sales-manager');
  await page.reload();
  await expectPath(page, '/dashboard/sales-manager');
  await expect(page.getByText('Signed in as Dana Whitfield').first()).toBeAttached();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(accessToken.length).toBeGreaterThan(32);
  expect(stored).not.toContain(accessToken.split('.')[1]);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'das.session_token');
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('das.session_token');
});

test('an old lastActivity signs the user out on load', async ({ page }) => {
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  await page.evaluate(() =>
    localStorage.setItem('lastActivity', String(Date.now() - 11 * 3_600_000)),
  );
  await page.reload();
  await expectPath(page, '/auth?redirect=%2Fdashboard%2Ffinance');
});

/**
 * The server stamps tokens with its own clock; under a fake browser clock the
 * answers are re-stamped so the tab keeps its normal 13-minute refresh rhythm.
 */
async function stampRefreshesWithBrowserClock(page: Page) {
  await page.route('**/api/auth/session/refresh', async (route) => {
    // A refresh still in flight when the test ends has nobody left to answer it; fetching or
    // fulfilling it then throws outside any test and fails the run.
    const ended = () => undefined;
    const response = await route.fetch().catch(ended);
    if (response === undefined) return;
    if (response.status() !== 200) return route.fulfill({ response }).catch(ended);
    const body = (await response.json().catch(ended)) as { expiresAt: number } | undefined;
    if (body === undefined) return;
    // The tab may be signing out (navigating) meanwhile: then the answer goes through as it is.
    const now = await page.evaluate(() => Date.now()).catch(ended);
    if (now === undefined) return route.fulfill({ response }).catch(ended);
    await route
      .fulfill({ response, json: { ...body, expiresAt: Math.floor(now / 1000) + 900 } })
      .catch(ended);
  });
}

test('an idle open tab signs itself out after 10 hours, token refreshes notwithstanding', async ({
  page,
}) => {
  // 46 refresh round trips: on two busy cores they have taken up to 90 s.
  test.setTimeout(180_000);
  await page.clock.install();
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  await stampRefreshesWithBrowserClock(page);
  // 46 refreshes, 13 minutes apart: 9 h 58 min without input.
  for (let step = 0; step < 46; step++) {
    const refreshed = page.waitForResponse('**/api/auth/session/refresh');
    await page.clock.fastForward('13:00');
    await refreshed;
  }
  expect(new URL(page.url()).pathname).toBe('/dashboard/sales');
  await page.clock.fastForward('04:00');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  await page.goto('/dashboard/sales');
  await expectPath(page, '/auth?redirect=%2Fdashboard%2Fsales');
});

test('input before the 10 hours keeps an open tab signed in', async ({ page }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, 'salesperson@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  await stampRefreshesWithBrowserClock(page);
  await page.clock.fastForward('09:00:00');
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await page.clock.fastForward('02:00:00');
  await page.clock.fastForward('02:00');
  await expect(page.getByText('Signed in as').first()).toBeAttached();
  expect(new URL(page.url()).pathname).toBe('/dashboard/sales');
  await page.clock.fastForward('08:05:00');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
});

test('Sign Out ends the session', async ({ page }) => {
  await signInThroughLoginPage(page, 'viewer@demo.example.com');
  await expectPath(page, '/dashboard/sales');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  await page.goto('/dashboard/sales');
  await expectPath(page, '/auth?redirect=%2Fdashboard%2Fsales');
});

test('a stale anti-forgery token is renewed and the call retried once', async ({ page }) => {
  await signInThroughLoginPage(page, 'general_manager@demo.example.com');
  await expectPath(page, '/dashboard/gm');
  await page.context().clearCookies({ name: 'das.csrf' });
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/sign-out')) statuses.push(response.status());
  });
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
  expect(statuses).toEqual([403, 204]);
});

test('three failed refreshes in a row sign the user out', async ({ page }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, 'finance_director@demo.example.com');
  await expectPath(page, '/dashboard/finance-director');
  let attempts = 0;
  await page.route('**/api/auth/session/refresh', (route) => {
    attempts++;
    return route.fulfill({ status: 503, body: '{}' });
  });
  // The token lasts 15 minutes and is refreshed 2 minutes early; failed refreshes retry 30 s apart.
  await page.clock.fastForward('13:01');
  await expect
    .poll(
      async () => {
        if (new URL(page.url()).pathname !== '/auth') await page.clock.fastForward('00:31');
        return new URL(page.url()).pathname;
      },
      { timeout: 20_000 },
    )
    .toBe('/auth');
  expect(attempts).toBe(3);
});

test('a locked account is told for how long', async ({ page }) => {
  await page.goto('/auth?noredirect=true');
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Email', { exact: true }).fill('locked.out@demo.example.com');
    await page.getByLabel('Password', { exact: true }).fill('WrongPass9');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Too many failed attempts. Account locked for 15 minutes.' }),
  ).toBeVisible();
});

/** Signs up a single finance manager with the password 'Finance2026' (not yet verified). */
async function signUpSingleFinance(page: Page, email: string, firstName: string) {
  await page.goto('/signup/single-finance');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Finance2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/welcome/single-finance');
}

test('sign-up, e-mail, verification and first sign-in, end to end', async ({ page }) => {
  const email = `new.fi.${Date.now()}@example.com`;
  await signUpSingleFinance(page, email, 'Jordan');

  await page.goto('/dev/mailbox');
  const message = page.getByRole('article').filter({ hasText: email }).first();
  await expect(message).toBeVisible();
  await message.getByRole('link', { name: /auth\/callback\?type=verify/ }).click();
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await signInThroughLoginPage(page, email, 'Finance2026');
  await expectPath(page, '/dashboard/single-finance');
  await expect(page.getByRole('main')).toContainText('Jordan');
});

test('the dashboard selector enters any role on demo data', async ({ page }) => {
  await page.goto('/dashboard-selector');
  await page
    .getByRole('button', { name: /Area Vice President/i })
    .first()
    .click();
  await expectPath(page, '/avp-full-dashboard');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('demo_mode'),
      localStorage.getItem('demo_user_authenticated'),
    ]),
  ).toEqual(['true', 'true']);
});

test('a magic link from the mailbox signs in once', async ({ page }) => {
  await page.goto('/auth?noredirect=true');
  await page.getByLabel('Email', { exact: true }).fill('single_dealer_admin@demo.example.com');
  await page.getByRole('button', { name: 'Magic Link' }).click();
  await expect(page.getByText('Magic link sent!')).toBeVisible();
  await openMailedLink(page, 'single_dealer_admin@demo.example.com', 'magiclink');
  await expectPath(page, '/dashboard/admin');
});

test("a locked account's magic link is refused, not signed in", async ({ page }) => {
  // An account of this test's own, so locking it stands in no other test's way.
  const email = `locked.magic.${Date.now()}@example.com`;
  await signUpSingleFinance(page, email, 'Lee');

  await page.goto('/auth?noredirect=true');
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('WrongPass9');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Account locked' })).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Magic Link' }).click();
  await expect(page.getByText('Magic link sent!')).toBeVisible();
  await openMailedLink(page, email, 'magiclink');

  await expect(
    page.getByRole('alert').filter({ hasText: 'Account locked for 15 minutes' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/auth/callback');
  // Nothing signed in: a dashboard sends the visitor to sign in.
  await page.goto('/dashboard');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
});
