import { expect, test, type Page } from '@playwright/test';
import { landingInteractive } from './helpers';

/** A cookie choice already made, so the banner never covers what a test looks at. */
async function withCookieChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'minimal');
    localStorage.setItem('cookie-consent-date', new Date().toISOString());
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }),
    );
  });
}

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /dashboard your whole dealership runs on/i },
  { path: '/about', heading: /one live board/i },
  { path: '/pricing', heading: /simple pricing/i },
  { path: '/screenshots', heading: /what each role sees/i },
  { path: '/legal/terms', heading: /^terms of service$/i },
  { path: '/legal/privacy', heading: /^privacy and cookie policy$/i },
  { path: '/legal/subscription', heading: /^subscription terms$/i },
  { path: '/vip-access', heading: /white-glove onboarding/i },
];

// Axe reads each of these pages at both widths in accessibility.spec.ts, and
// text-fit.spec.ts checks that none scrolls sideways on a phone.
for (const { path, heading } of PAGES) {
  test(`${path} shows its one h1 in the public layout`, async ({ page }) => {
    await withCookieChoice(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('1.0.0');
  });
}

test('the hero rotates the four dashboards every 5 s and holds still while focused', async ({
  page,
}) => {
  await page.clock.install();
  await withCookieChoice(page);
  await page.goto('/');
  await landingInteractive(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAccessibleName('Dashboard screenshots');
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(4);
  const picker = (name: string) => carousel.getByRole('button', { name, exact: true });
  const names = [
    'Sales dashboard',
    'Finance Manager dashboard',
    'Sales Manager dashboard',
    'General Manager dashboard',
  ];
  for (const name of names) await expect(picker(name)).toBeVisible();
  await expect(picker('Sales dashboard')).toHaveAttribute('aria-current', 'true');
  // The slide on show is the one that is not inert; the first image loads eagerly.
  await expect(carousel.locator('[aria-roledescription="slide"]:not([inert]) img')).toHaveAttribute(
    'src',
    '/screenshots/sales.webp',
  );
  await expect(carousel.locator('img').first()).toHaveAttribute('width', '1440');
  await expect(carousel.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');

  await page.clock.runFor(5_000);
  await expect(picker('Finance Manager dashboard')).toHaveAttribute('aria-current', 'true');
  await expect(
    carousel.locator('[aria-roledescription="slide"]:not([inert])'),
  ).toHaveAccessibleName('Finance Manager dashboard');

  // Keyboard focus inside the carousel holds the slide, however long it stays.
  await picker('Sales Manager dashboard').focus();
  await page.clock.runFor(20_000);
  await expect(picker('Finance Manager dashboard')).toHaveAttribute('aria-current', 'true');

  // Chosen by keyboard, a slide stays while focus is there; leaving lets it move on.
  await page.keyboard.press('Enter');
  await expect(picker('Sales Manager dashboard')).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(20_000);
  await expect(picker('Sales Manager dashboard')).toHaveAttribute('aria-current', 'true');
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(5_000);
  await expect(picker('General Manager dashboard')).toHaveAttribute('aria-current', 'true');
});

test('the hero has previous, next and pause controls a keyboard reaches', async ({ page }) => {
  await page.clock.install();
  await withCookieChoice(page);
  await page.goto('/');
  await landingInteractive(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const current = carousel.locator('[aria-current="true"]');
  const pause = carousel.getByRole('button', { name: 'Pause the slide show' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toHaveText('General Manager dashboard');
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Sales dashboard' })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toHaveText('Sales dashboard');

  // Paused by the reader: it stays put after focus and pointer leave.
  await page.getByRole('heading', { level: 1 }).click();
  await page.clock.runFor(20_000);
  await expect(current).toHaveText('Sales dashboard');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero stays on its first screenshot until asked to play', async ({ page }) => {
    await page.clock.install();
    await withCookieChoice(page);
    await page.goto('/');
    await landingInteractive(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole('button', { name: 'Play the slide show' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(carousel.locator('[aria-current="true"]')).toHaveText('Sales dashboard');
  });
});

test('/pricing shows both tiers, the free trial and sign-up buttons for each flow', async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.goto('/pricing');
  const main = page.getByRole('main');
  for (const name of ['Single Finance Manager', 'Dealership / Dealer Group']) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(main.getByText('$99', { exact: true })).toBeVisible();
  await expect(main.getByText('$225', { exact: true })).toBeVisible();
  await expect(main.getByText('$149', { exact: true })).toBeVisible();
  await expect(main.getByText('$299', { exact: true })).toBeVisible();
  await expect(main.getByText('Set up in 10 minutes')).toBeVisible();
  await expect(main.getByText('Set up in 30 minutes')).toBeVisible();
  await expect(main.getByText('14-day free trial').first()).toBeVisible();
  await expect(main.getByText('No payment is taken during the trial').first()).toBeVisible();
  for (const [name, href] of [
    ['Start free trial', '/signup/single-finance'],
    ['Start trial for a dealership', '/signup/dealership'],
    ['Start trial for a dealer group', '/signup/dealer-group'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  // The FAQ opens from the keyboard.
  const question = main.getByText('Do I need a credit card to start the trial?');
  const answer = main.getByText(/No card is needed and no payment is taken/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

test('the legal pages have a dated table of contents whose links reach each section', async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.goto('/legal/privacy');
  await expect(page.getByText('Last updated')).toBeVisible();
  await expect(page.locator('time[datetime]')).toHaveCount(1);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: /Cookies and browser storage/ }).click();
  await expect(page).toHaveURL(/\/legal\/privacy#cookies$/);
  await expect(page.getByRole('heading', { name: /Cookies and browser storage/ })).toBeInViewport();
  for (const category of ['Essential', 'Functional', 'Analytics', 'Marketing']) {
    await expect(
      page.getByRole('heading', { level: 3, name: category, exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByText('app-language', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /rights under the GDPR/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /rights under the CCPA/ })).toBeVisible();
});

test('/vip-access offers a mail to support, the dealer group sign-up and the demo', async ({
  page,
}) => {
  await withCookieChoice(page);
  await page.goto('/vip-access');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
    'href',
    /^mailto:support@dasboard\.app\?subject=/,
  );
  await expect(
    main.getByRole('link', { name: 'Sign up your dealer group' }).first(),
  ).toHaveAttribute('href', '/signup/dealer-group');
  await expect(main.getByRole('link', { name: 'Explore the demo' })).toHaveAttribute(
    'href',
    '/demo',
  );
});

test('/screenshots shows the four dashboards large, each with its caption', async ({ page }) => {
  await withCookieChoice(page);
  await page.goto('/screenshots');
  const figures = page.getByRole('main').getByRole('figure');
  await expect(figures).toHaveCount(4);
  for (const name of [
    'Sales dashboard',
    'Finance Manager dashboard',
    'Sales Manager dashboard',
    'General Manager dashboard',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const first = figures.first().getByRole('img');
  await expect(first).toHaveAttribute('src', '/screenshots/sales.webp');
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1440);
});

test('the nav marks the page it is on, and /subscriptions lands on /pricing', async ({ page }) => {
  await page.goto('/subscriptions');
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Pricing' }),
  ).toHaveAttribute('aria-current', 'page');
});
