import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessibleAtBothWidths, signInThroughLoginPage } from './helpers';

/**
 * The panel's People section (issue 13): a person locked out by failed sign-ins
 * is found by the master admin, shown locked, unlocked, and signs in; an admin's
 * role select never offers admin or master admin.
 */

const PASSWORD = 'LockedOut123';
/** The demo store the demo accounts work at. */
const STORE = 46;

/** An API caller's anti-forgery token, and a sign-in that answers its HTTP status. */
async function apiCaller(request: APIRequestContext) {
  const csrf = ((await (await request.get('/api/auth/csrf')).json()) as { token: string }).token;
  const post = (path: string, data: unknown, accessToken?: string) =>
    request.post(path, {
      headers: {
        'X-CSRF-Token': csrf,
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      data,
    });
  const signIn = (email: string, password: string) =>
    post('/api/auth/sign-in', { email, password, rememberMe: false });
  return { post, signIn };
}

/**
 * A person of the demo store whom no other test signs in as: invited by the
 * store's admin, with the invitation accepted through its e-mailed token.
 */
async function newPerson(request: APIRequestContext, email: string) {
  const api = await apiCaller(request);
  const admin = await api.signIn('dealership_admin@demo.example.com', DEMO_PASSWORD);
  const { accessToken } = (await admin.json()) as { accessToken: string };
  const invited = await api.post(
    `/api/dealerships/${STORE}/people`,
    { firstName: 'Lena', lastName: 'Locke', email, role: 'viewer' },
    accessToken,
  );
  expect(invited.status()).toBe(201);
  let token = '';
  // The invitation leaves after the answer (ADR 015): read the outbox until it is there.
  await expect(async () => {
    const mailbox = (await (await request.get('/api/dev/mailbox')).json()) as {
      messages: { to: string; links: string[] }[];
    };
    const link = mailbox.messages
      .find((message) => message.to === email)
      ?.links.find((candidate) => candidate.includes('token='));
    token = new URL(link ?? 'http://unused.invalid').searchParams.get('token') ?? '';
    expect(token).not.toBe('');
  }).toPass();
  expect((await api.post('/api/invitations/accept', { token, password: PASSWORD })).status()).toBe(
    200,
  );
  return api;
}

test('the master admin finds a locked person and unlocks them; an admin never offers admin', async ({
  page,
  request,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const email = `lena.locke.${run}@example.com`;
  const api = await newPerson(request, email);
  // The fifth wrong password locks the account (SPEC.md "Lockout"); then even the right one is refused.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect((await api.signIn(email, 'WrongPassword1')).status()).toBe(attempt < 5 ? 401 : 429);
  }
  expect((await api.signIn(email, PASSWORD)).status()).toBe(429);

  // Signed in, the master admin lands on the panel; its People link opens the section.
  await signInThroughLoginPage(page, 'master_admin@demo.example.com');
  await page.getByRole('link', { name: 'People', exact: true }).click();
  const section = page.getByRole('region', { name: 'People across stores' });
  await section.getByRole('searchbox', { name: 'Name or e-mail' }).fill(`Locke.${run}`);
  await section.getByRole('button', { name: 'Search' }).click();
  const row = section.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Locked until');
  await expect(row).toContainText('Viewer');
  await expectAccessibleAtBothWidths(page, 'master-admin-people');

  await row.getByRole('button', { name: 'Unlock the account of Lena Locke' }).click();
  await expect(section.getByText('Lena Locke is unlocked and may sign in again.')).toBeVisible();
  await expect(row).not.toContainText('Locked until');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await api.signIn(email, PASSWORD)).status()).toBe(200);

  // A platform admin may give any role below their own: never admin, never master admin.
  await signInThroughLoginPage(page, 'admin@demo.example.com');
  await page.goto('/master-admin/people');
  await section.getByRole('searchbox', { name: 'Name or e-mail' }).fill(email);
  await section.getByRole('button', { name: 'Search' }).click();
  const roles = row.getByRole('combobox', { name: 'Role of Lena Locke' });
  await expect(roles).toHaveValue('viewer');
  const offered = await roles.locator('option').allTextContents();
  expect(offered).toContain('Area Vice President');
  expect(offered).not.toContain('Platform Admin');
  expect(offered).not.toContain('Master Admin');
});
