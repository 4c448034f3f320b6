import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@das/shared/languages';
import type { SessionResponse } from '@das/shared/schemas/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { EMAIL_TEXTS } from '../../auth/email-texts';
import { dealerships, outbox } from '../../db/schema';

/** ADR 022: a saved language follows its person to every browser and into their mail. */

let t: TestApp;
let HOME: number;

beforeAll(async () => {
  t = await createTestApp();
  // Numbered by its sequence, so the sign-up's store below gets the next number.
  const [store] = await t.database.db
    .insert(dealerships)
    .values({ name: 'Store 1', timeZone: 'America/Chicago' })
    .returning({ id: dealerships.id });
  HOME = store!.id;
}, 60_000);
afterAll(() => t.close());

/** The newest message to `to`, once the mail sent after the answer has gone (ADR 015). */
async function latestMail(to: string) {
  await t.settled();
  const [message] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return message;
}

describe('the saved language', () => {
  it('accepts only the ten languages, and comes back with the session user on another browser', async () => {
    const { email, client } = await t.person('salesperson', { dealershipId: HOME });
    const bad = await client.request('/api/me/preferences', {
      method: 'PATCH',
      body: { language: 'xx' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { details: [{ field: 'language', code: 'not_one_of' }] },
    });

    const fresh = await t.client().signIn(email, TEST_PASSWORD);
    expect(fresh.user.language).toBeNull();

    const saved = await client.request('/api/me/preferences', {
      method: 'PATCH',
      body: { language: 'gr' },
    });
    expect(await saved.json()).toEqual({ hideAmounts: false, language: 'gr' });

    const elsewhere = t.client();
    expect((await elsewhere.signIn(email, TEST_PASSWORD)).user.language).toBe('gr');
    const refreshed = await elsewhere.request('/api/auth/session/refresh', { method: 'POST' });
    expect(((await refreshed.json()) as SessionResponse).user.language).toBe('gr');
  });
});

describe('account e-mails in the recipient language', () => {
  it('sends a German password reset to a person who chose German, English to one who chose nothing', async () => {
    const german = await t.person('finance_manager', { dealershipId: HOME, firstName: 'Jonas' });
    await german.client.request('/api/me/preferences', {
      method: 'PATCH',
      body: { language: 'de' },
    });
    const undecided = await t.person('finance_manager', { dealershipId: HOME }, { signIn: false });
    for (const email of [german.email, undecided.email]) {
      const asked = await t.client().request('/api/auth/password-reset/request', {
        method: 'POST',
        body: { email },
      });
      expect(asked.status).toBe(204);
    }

    const inGerman = await latestMail(german.email);
    expect(inGerman?.subject).toBe('Setzen Sie Ihr DAS Board-Passwort zurück');
    expect(inGerman?.text).toContain('Hallo Jonas Person,');
    expect(inGerman?.text).toContain('Neues Passwort wählen: http');
    expect(inGerman?.html).toContain('<html lang="de-DE">');
    expect((await latestMail(undecided.email))?.subject).toBe('Reset your DAS Board password');
  });

  it('sends a magic link in the saved language, found by the address alone', async () => {
    const { email, client } = await t.person('sales_manager', { dealershipId: HOME });
    await client.request('/api/me/preferences', { method: 'PATCH', body: { language: 'pl' } });
    await t.client().request('/api/auth/magic-link', { method: 'POST', body: { email } });
    expect((await latestMail(email))?.subject).toBe('Twój link do logowania w DAS Board');
  });

  it("invites in the inviter's language, with the hours in the language's plural form", async () => {
    const admin = await t.person('dealership_admin', { dealershipId: HOME });
    await admin.client.request('/api/me/preferences', {
      method: 'PATCH',
      body: { language: 'cs' },
    });
    const email = 'nova.prodejkyne@people.example.com';
    const invited = await admin.client.request(`/api/dealerships/${HOME}/people`, {
      method: 'POST',
      body: { firstName: 'Eva', lastName: 'Nová', role: 'salesperson', email },
    });
    expect(invited.status).toBe(201);
    const message = await latestMail(email);
    expect(message?.subject).toBe('Pozvánka do DAS Board: Store 1');
    expect(message?.text).toContain('vyprší za 72 hodin.');
  });

  it('confirms a new sign-up in the language they signed up in, and keeps it as theirs', async () => {
    const email = 'nieuwe.dealer@signup.example.com';
    const body = {
      storeName: 'Grachten Auto',
      city: 'Tucson',
      state: 'AZ',
      timeZone: 'America/Phoenix',
      firstName: 'Femke',
      lastName: 'de Vries',
      email,
      password: 'Dealer2026',
      acceptTerms: true,
    };
    const post = (extra: Record<string, unknown>) =>
      t.client().request('/api/auth/sign-up/dealership', {
        method: 'POST',
        body: { ...body, ...extra },
      });
    const refused = await post({ language: 'klingon' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { details: [{ field: 'language', code: 'not_one_of' }] },
    });
    const accepted = await post({ language: 'nl' });
    expect(accepted.status).toBe(201);
    const message = await latestMail(email);
    expect(message?.subject).toBe('Bevestig uw e-mailadres voor DAS Board');
    expect(message?.text).toContain('Beste Femke de Vries,');
  });

  it('has every e-mail written in each language, not copied from English', () => {
    const english = EMAIL_TEXTS.en;
    for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
      const texts = EMAIL_TEXTS[code];
      expect([code, texts.passwordReset.subject('P')]).not.toEqual([
        code,
        english.passwordReset.subject('P'),
      ]);
      expect([code, texts.verification.action]).not.toEqual([code, english.verification.action]);
      expect([code, texts.magicLink.lines]).not.toEqual([code, english.magicLink.lines]);
      expect([code, texts.invitation.lines('S', 'P', '1')]).not.toEqual([
        code,
        english.invitation.lines('S', 'P', '1'),
      ]);
    }
  });
});
