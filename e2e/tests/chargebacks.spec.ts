import { expect, test } from '@playwright/test';
import { expectAccessibleAtBothWidths, expectPath, signInThroughLoginPage } from './helpers';

/**
 * Chargebacks (issue 15, ADR 031): the F&I manager records one under a deal's
 * edit form, sees it on the deal and its deal log row, and on the dashboard of
 * the month it is dated in.
 */
test('an F&I manager records a chargeback on a deal and sees it on the deal and the dashboard', async ({
  page,
}) => {
  test.slow();
  await signInThroughLoginPage(page, 'finance_manager@demo.example.com');
  await expectPath(page, '/dashboard/finance');
  const panel = page.getByRole('region', { name: 'Chargebacks' });
  await expect(panel.getByText('Back-end gross after chargebacks')).toBeVisible();

  // The newest deal of the manager's own log that has a product to charge back.
  await page.goto('/finance-deal-log');
  const edits = page.getByRole('link', { name: /^Edit deal #/ });
  await expect(edits.first()).toBeVisible();
  const links = await edits.evaluateAll((found) =>
    found.slice(0, 20).map((link) => ({
      href: link.getAttribute('href')!,
      number: link.getAttribute('aria-label')!.replace(/^.*#/, ''),
    })),
  );
  const section = page.getByRole('region', { name: 'Chargebacks' });
  let number = '';
  for (const link of links) {
    await page.goto(link.href);
    await expect(section.getByText('No chargebacks on this deal.')).toBeVisible();
    if ((await section.getByRole('form').count()) > 0) {
      number = link.number;
      break;
    }
  }
  expect(number).not.toBe('');
  await expect(page.getByRole('heading', { level: 1, name: `Edit deal #${number}` })).toBeVisible();

  const form = section.getByRole('form', { name: 'Record a chargeback' });
  // Too much is refused, naming the field; nothing is recorded.
  await form.getByLabel('Amount charged back').fill('9999999');
  await form.getByRole('button', { name: 'Record chargeback' }).click();
  await expect(form.getByText(/Must be at most/)).toBeVisible();
  await form.getByLabel('Amount charged back').fill('25');
  await form.getByRole('button', { name: 'Record chargeback' }).click();
  await expect(form.getByRole('status')).toContainText('Chargeback recorded');
  const table = section.getByRole('table', { name: `Chargebacks on deal #${number}` });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('$25.00');

  await expectAccessibleAtBothWidths(page, 'chargebacks-deal');

  // The deal log marks the deal's row in words.
  await page.goto('/finance-deal-log');
  await expect(page.getByText('1 chargeback on this deal: $25.00').first()).toBeAttached();

  // The dashboard of this month counts it beside the deals' own figures.
  await page.goto('/dashboard/finance');
  const figures = page.getByRole('region', { name: 'Chargebacks' });
  await expect(figures.getByRole('definition').first()).toHaveText('1');
  await expect(figures.getByRole('table', { name: /^Chargeback rate by product/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'chargebacks-dashboard');
});
