import { expect, test, type Page } from '@playwright/test';
import { landingInteractive } from './helpers';

/** Collects what the page downloads and any error it logs (CSP violations show up as errors). */
function watch(page: Page) {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { scripts, errors };
}

test('the landing page presents the product, its features and its prices', async ({ page }) => {
  const { errors } = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('dealership');
  const nav = page.getByRole('navigation').first();
  for (const link of ['Demo', 'Screenshots', 'Pricing', 'About']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: /language/i }).first()).toBeVisible();
  for (const feature of [
    'Finance management',
    'Sales analytics',
    'Team management',
    'Detailed reporting',
    'Smart scheduling',
    'Deal calculator',
  ]) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByText('$99', { exact: true })).toBeVisible();
  await expect(page.getByText('$225', { exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /support@dasboard\.app/ })).toHaveAttribute(
    'href',
    'mailto:support@dasboard.app',
  );
  for (const legal of ['/legal/terms', '/legal/privacy', '/legal/subscription']) {
    await expect(footer.locator(`a[href="${legal}"]`)).toBeVisible();
  }
  await expect(footer).toContainText('1.0.0');
  expect(errors).toEqual([]);
});

test("the landing page downloads no other page's code until it is opened", async ({ page }) => {
  const { scripts } = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const onLanding = [...scripts];
  // Its own small entry (docs/decisions/018), not the app's.
  expect(onLanding.some((path) => /\/assets\/landing-[^/]*\.js$/.test(path))).toBe(true);
  expect(onLanding.filter((path) => /index-|coming-soon|dashboard|deal|auth/i.test(path))).toEqual(
    [],
  );

  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: 'Pricing', exact: true })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => scripts.length).toBeGreaterThan(onLanding.length);
});

test('a phone sees the whole page without sideways scrolling and can open the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await landingInteractive(page);
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('unknown paths go to the dashboard, which sends a visitor without a session to sign in', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/auth$/);
});

test('/subscriptions is the pricing page', async ({ page }) => {
  await page.goto('/subscriptions');
  await expect(page).toHaveURL(/\/pricing$/);
});

test('pages are served with the security headers', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(await response.text()).toContain('<div id="root"');
});

test('a visitor who scrolls before the page turns interactive keeps their place', async ({
  page,
}) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/landing-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  release();
  // The script sets the page's full locale once it runs.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page arrives drawn, with its way to sign in and sign up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('dealership');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Sign up' }).first()).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('complementary', { name: 'Demo server' })).toBeVisible();
  });
});
