import { PRODUCT_NAME } from '@das/shared/constants';
import type { LanguageCode } from '@das/shared/languages';
import type { MailMessage } from '../lib/mail';
import { countOf, EMAIL_TEXTS, HOUR_WORDS, localeOf } from './email-texts';

/** The account e-mails: a plain-text body and the same words as simple HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function compose(
  language: LanguageCode,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html><html lang="${localeOf(language)}"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b1f3a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(action.url)}</p>
<p style="color:#64748b;font-size:13px">— ${escapeHtml(PRODUCT_NAME)}</p></body></html>`;
  return { to, subject, text, html };
}

/** Every account e-mail is written in its recipient's language (ADR 022). */
export function verificationEmail(
  language: LanguageCode,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const texts = EMAIL_TEXTS[language];
  return compose(
    language,
    to,
    texts.verification.subject(PRODUCT_NAME),
    [texts.greeting(name), ...texts.verification.lines(to, PRODUCT_NAME)],
    { label: texts.verification.action, url },
  );
}

export function magicLinkEmail(language: LanguageCode, to: string, url: string): MailMessage {
  const texts = EMAIL_TEXTS[language].magicLink;
  return compose(language, to, texts.subject(PRODUCT_NAME), texts.lines, {
    label: texts.action(PRODUCT_NAME),
    url,
  });
}

export function passwordResetEmail(
  language: LanguageCode,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const texts = EMAIL_TEXTS[language];
  return compose(
    language,
    to,
    texts.passwordReset.subject(PRODUCT_NAME),
    [texts.greeting(name), ...texts.passwordReset.lines],
    { label: texts.passwordReset.action, url },
  );
}

export function invitationEmail(
  language: LanguageCode,
  to: string,
  name: string,
  storeName: string,
  url: string,
  hours: number,
): MailMessage {
  const texts = EMAIL_TEXTS[language];
  const duration = countOf(language, hours, HOUR_WORDS[language]);
  return compose(
    language,
    to,
    texts.invitation.subject(storeName, PRODUCT_NAME),
    [texts.greeting(name), ...texts.invitation.lines(storeName, PRODUCT_NAME, duration)],
    { label: texts.invitation.action, url },
  );
}
