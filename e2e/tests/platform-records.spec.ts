import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

/**
 * The platform's records on /master-admin (issue 13, ADR 021): a salesperson's
 * refused write shows in the audit log, a browser's CSP report in its group.
 */

/** A salesperson's attempt to log a deal, as a script would send it: refused (403). */
async function refusedWrite(request: APIRequestContext) {
  const csrf = ((await (await request.get('/api/auth/csrf')).json()) as { token: string }).token;
  const signIn = await request.post('/api/auth/sign-in', {
    headers: { 'X-CSRF-Token': csrf },
    data: { email: 'salesperson@demo.example.com', password: DEMO_PASSWORD, rememberMe: false },
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const attempt = await request.post('/api/deals', {
    headers: { 'X-CSRF-Token': csrf, Authorization: `Bearer ${accessToken}` },
    data: { dealership_id: 46, customer_last_name: 'Refused' },
  });
  expect(attempt.status()).toBe(403);
}

test('the master admin reads a refused write, the security events and the CSP reports', async ({
  page,
  request,
}) => {
  test.slow();
  await refusedWrite(request);
  const report = await request.post('/api/csp-violation', {
    headers: { 'Content-Type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': {
        'document-uri': 'http://127.0.0.1/dashboard',
        'blocked-uri': 'https://tracker.example/pixel.js',
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src-elem',
      },
    }),
  });
  expect(report.status()).toBe(204);

  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await page.goto('/master-admin/records');
  const audit = page.getByRole('region', { name: 'Audit log' });
  await expect(audit).toBeVisible();

  await audit.getByLabel('Person (name or e-mail)').fill('salesperson@demo');
  await audit.getByLabel('Outcome').selectOption('refused');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  const row = audit.getByRole('row').filter({ hasText: 'POST /api/deals' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Refused');
  await expect(row).toContainText('#46');
  await row.getByText('Show').click();
  await expect(row).toContainText('"customer_last_name": "Refused"');

  const download = page.waitForEvent('download');
  await audit.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);

  const csp = page.getByRole('region', { name: 'Content Security Policy reports' });
  await expect(csp.getByRole('columnheader', { name: 'script-src-elem' })).toBeVisible();
  await expect(
    csp.getByRole('row').filter({ hasText: 'https://tracker.example/pixel.js' }),
  ).toBeVisible();

  const security = page.getByRole('region', { name: 'Security events' });
  // A demo server's people have no security events (the API tests fill and filter them):
  // the filter answers with its own empty state.
  await security.getByLabel('Severity').selectOption('critical');
  await expect(security.getByText('No security events match this severity.')).toBeVisible();
  await expect(security.getByText('No security events in these days.')).toBeVisible();

  await expectAccessibleAtBothWidths(page, 'master-admin-records');
});
