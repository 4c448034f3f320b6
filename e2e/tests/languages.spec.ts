import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@das/shared/constants';
import { LANGUAGES } from '@das/shared/languages';
import { landingInteractive, signInThroughLoginPage } from './helpers';

const translations = (code: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../apps/web/public/translations/${code}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, Record<string, unknown>>;

const heroTitle = (code: string) =>
  String((translations(code).landing as { hero: { title: string } }).hero.title).replace(
    /<\/?\w+>/g,
    '',
  );

test('the switcher changes the language, remembers it and sets the page language', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('en'));
  await landingInteractive(page);
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('de'));
  expect(await page.evaluate(() => localStorage.getItem('app-language'))).toBe('de');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('de'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test.describe('a browser set to French', () => {
  test.use({ locale: 'fr-FR' });
  test('opens in French without asking', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('fr'));
  });
});

test.describe('a browser set to a language we do not offer', () => {
  test.use({ locale: 'ja-JP' });
  test('opens in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('en'));
  });
});

test('a language file that fails to load leaves the page in English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('app-language', 'pl'));
  await page.route('**/translations/pl.json', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('en'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('money and dates follow the chosen language', async ({ page }) => {
  test.slow();
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await page.evaluate(() => localStorage.setItem('app-language', 'de'));
  await page.reload();
  const main = page.getByRole('main');
  // German groups thousands with a dot and puts the currency sign after the amount.
  // The dashboard's figures arrive after the German file and the first queries.
  await expect(main).toContainText(/\d{1,3}(\.\d{3})+\s\$/, { timeout: 30_000 });
  await expect(main).toContainText(/\d{1,2}\. \p{L}{3,4}\.? \d{4}/u);
});

/**
 * Serves Dutch as "pseudo-Dutch": every translated string wrapped in ⟦ ⟧. Any
 * words on the page outside those marks did not come from the translations.
 */
async function usePseudoLanguage(page: Page) {
  const mark = (value: unknown): unknown =>
    typeof value === 'string'
      ? `⟦${value}⟧`
      : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, mark(v)]));
  const pseudo = mark(translations('en'));
  await page.route('**/translations/nl.json', (route) => route.fulfill({ json: pseudo }));
  await page.addInitScript(() => localStorage.setItem('app-language', 'nl'));
}

async function wordsOutsideTranslations(page: Page): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  // Dates come from Intl and storage keys are code; neither is translated text.
  const machineText = await page
    .locator('code, time')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  const allowed = [
    PRODUCT_NAME,
    SUPPORT_EMAIL,
    ...LANGUAGES.map((language) => language.name),
    ...machineText,
  ];
  // Longest first, so "cookie-consent" does not eat into "cookie-consent-date".
  for (const token of allowed.sort((a, b) => b.length - a.length)) {
    text = text.split(token).join(' ');
  }
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}{2,}/u.test(line));
}

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/demo',
  '/about',
  '/pricing',
  '/screenshots',
  '/vip-access',
  '/legal/terms',
  '/legal/privacy',
  '/legal/subscription',
  '/signup',
  '/signup/single-finance',
  '/signup/dealership',
  '/signup/dealer-group',
  '/signup/subscription',
  '/signup/success',
];

for (const path of PUBLIC_PAGES) {
  test(`every word on ${path} comes from the translations`, async ({ page }) => {
    await usePseudoLanguage(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    expect(await wordsOutsideTranslations(page)).toEqual([]);
  });
}
