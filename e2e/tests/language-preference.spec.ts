import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectPath, signInThroughLoginPage } from './helpers';

/**
 * ADR 022: a language chosen in the user menu is saved on the account, so it
 * follows its person to another browser and into their account e-mails.
 */

const PASSWORD = 'Finance2026';

/** A single finance manager of their own (never a shared demo account), confirmed. */
async function newConfirmedAccount(page: Page): Promise<string> {
  const email = `lang.pref.${Date.now()}@example.com`;
  await page.goto('/signup/single-finance');
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Vogel');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/welcome/single-finance');
  await page.goto('/dev/mailbox');
  await page
    .getByRole('article')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: /auth\/callback\?type=verify/ })
    .click();
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  return email;
}

/** A browser of its own: nothing in its storage says which language to use. */
async function freshPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

test('a language chosen in the user menu follows its person to another browser and into their reset e-mail', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await newConfirmedAccount(page);
  await signInThroughLoginPage(page, email, PASSWORD);
  await expectPath(page, '/dashboard/single-finance');

  // The user menu in the sidebar, by keyboard: the select is reached and changed without a pointer.
  const userMenu = page.getByRole('complementary');
  const language = userMenu.getByRole('combobox', { name: 'Language' });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/preferences') && response.request().method() === 'PATCH',
  );
  await language.focus();
  await language.selectOption('de');
  expect((await saved).status()).toBe(200);
  await expect(userMenu.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  // Another browser, which has never seen this person, signs in in English…
  const elsewhere = await freshPage(browser);
  await signInThroughLoginPage(elsewhere, email, PASSWORD);
  // …and switches to their language as soon as it knows who they are.
  await expect(elsewhere.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'de-DE');
  await elsewhere.context().close();

  // A third browser, in English, asks for a reset: the e-mail is in the person's language.
  const visitor = await freshPage(browser);
  await visitor.goto('/auth/reset-password');
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const resetMail = visitor
    .getByRole('article')
    .filter({ hasText: email })
    .filter({
      has: visitor.getByRole('heading', { name: 'Setzen Sie Ihr DAS Board-Passwort zurück' }),
    });
  await expect(async () => {
    await visitor.goto('/dev/mailbox');
    await expect(resetMail).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(resetMail).toContainText('Hallo Lena Vogel,');
  await expect(resetMail).toContainText('Neues Passwort wählen');
  await visitor.context().close();
});

for (const width of [1440, 390]) {
  test(`the user menu's language, at ${width} px`, async ({ browser }) => {
    test.slow();
    const page = await freshPage(browser, width);
    const email = await newConfirmedAccount(page);
    await signInThroughLoginPage(page, email, PASSWORD);
    await expectPath(page, '/dashboard/single-finance');
    if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
    const language = page.getByRole('combobox', { name: 'Language' }).locator('visible=true');
    await expect(language).toBeVisible();
    await language.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/language-preference-user-menu-${width}.png` });
    await page.context().close();
  });
}
