import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass123';

/** Signs in through the login page, as a person would. */
export async function signInThroughLoginPage(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth?noredirect=true');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in ends with a full navigation away from the login page.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/**
 * Opens the newest link of `kind` (`magiclink`, `verify`) mailed to `email`, from
 * /dev/mailbox. A magic link's mail leaves after the request's answer (ADR 015),
 * so the mailbox is read again until the link is there.
 */
export async function openMailedLink(page: Page, email: string, kind: 'magiclink' | 'verify') {
  const link = page
    .getByRole('article')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: new RegExp(`type=${kind}`) });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await link.click();
}

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

/**
 * The landing page arrives drawn (prerendered, ADR 018) and its menu, language
 * switch and carousel answer once its script has run: wait for that.
 */
export async function landingInteractive(page: Page): Promise<void> {
  await page.locator('#root[data-interactive="true"]').waitFor({ state: 'attached' });
}

/**
 * No serious or critical accessibility violation at a desktop (1440) and a phone
 * (390) width; a full-page screenshot of each when E2E_SHOTS_DIR names a folder.
 * The page is left at the tests' usual 1280 × 800.
 */
export async function expectAccessibleAtBothWidths(page: Page, name: string): Promise<void> {
  const shots = process.env.E2E_SHOTS_DIR;
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await seriousAxeViolations(page), `${name} at ${width}px`).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Serious and critical accessibility violations on the page as it stands
 * (WCAG 2.2 AA rules), as short readable lines.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page, ['serious', 'critical']);
}

/**
 * Accessibility violations of the given impacts (all by default) on the page as it
 * stands (WCAG 2.2 AA rules), as short readable lines. Elements matching `exclude`
 * are left out.
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ['minor', 'moderate', 'serious', 'critical'],
  exclude?: string,
): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations
    .filter((violation) => impacts.includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
