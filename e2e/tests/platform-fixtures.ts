import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** What the master admin panel's browser tests set up through the API and the panel (issue 13). */

/** An API caller's anti-forgery token, and a sign-in that answers its HTTP status. */
export async function apiCaller(request: APIRequestContext) {
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

/** The password of the people `invitedPerson` makes. */
export const INVITED_PASSWORD = 'LockedOut123';

/**
 * A viewer of demo store 46 whom no other test signs in as: invited by the
 * store's admin, with the invitation accepted through its e-mailed token.
 */
export async function invitedPerson(request: APIRequestContext, email: string) {
  const api = await apiCaller(request);
  const admin = await api.signIn('dealership_admin@demo.example.com', DEMO_PASSWORD);
  const { accessToken } = (await admin.json()) as { accessToken: string };
  const invited = await api.post(
    '/api/dealerships/46/people',
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
  expect(
    (await api.post('/api/invitations/accept', { token, password: INVITED_PASSWORD })).status(),
  ).toBe(200);
  return api;
}

/** The fifth wrong password locks the account (SPEC.md "Lockout"); then even the right one is refused. */
export async function lockOut(api: Awaited<ReturnType<typeof apiCaller>>, email: string) {
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect((await api.signIn(email, 'WrongPassword1')).status()).toBe(attempt < 5 ? 401 : 429);
  }
  expect((await api.signIn(email, INVITED_PASSWORD)).status()).toBe(429);
}

/** The password of the owners `signUpDealership` makes. */
export const TENANT_PASSWORD = 'Dealer2026';

/** A dealership signed up through the public API (a demo tenant, on this demo server). */
export async function signUpDealership(
  request: APIRequestContext,
  storeName: string,
  email: string,
) {
  const { post } = await apiCaller(request);
  const response = await post('/api/auth/sign-up/dealership', {
    storeName,
    city: 'Tucson',
    state: 'AZ',
    timeZone: 'America/Phoenix',
    brands: ['Mazda'],
    firstName: 'Trial',
    lastName: 'Owner',
    email,
    password: TENANT_PASSWORD,
    acceptTerms: true,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { trialEndsAt: string };
}

/** One subscription found by its tenant's name on /master-admin/subscriptions, its panel open. */
export async function openSubscription(page: Page, storeName: string) {
  await page.goto('/master-admin/subscriptions');
  await page.getByLabel('Tenant name').fill(storeName);
  const row = page
    .getByRole('table', { name: 'Subscriptions, newest first' })
    .getByRole('row')
    .filter({ hasText: storeName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Manage ${storeName}` }).click();
  return { row, manage: page.getByRole('region', { name: `${storeName}: subscription` }) };
}
