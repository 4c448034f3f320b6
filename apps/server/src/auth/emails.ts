import { PRODUCT_NAME } from '@das/shared/constants';
import type { MailMessage } from '../lib/mail';

/** The account e-mails: a plain-text body and the same words as simple HTML. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function compose(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b1f3a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(action.url)}</p>
<p style="color:#64748b;font-size:13px">— ${escapeHtml(PRODUCT_NAME)}</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationEmail(to: string, name: string, url: string): MailMessage {
  return compose(
    to,
    `Verify your ${PRODUCT_NAME} e-mail address`,
    [
      `Hi ${name},`,
      `Please confirm that ${to} is your e-mail address to finish setting up your ${PRODUCT_NAME} account.`,
    ],
    { label: 'Verify e-mail address', url },
  );
}

export function magicLinkEmail(to: string, url: string): MailMessage {
  return compose(
    to,
    `Your ${PRODUCT_NAME} sign-in link`,
    [
      'Use this link to sign in. It works once and expires in 10 minutes.',
      'If you did not ask for it, you can ignore this e-mail.',
    ],
    { label: `Sign in to ${PRODUCT_NAME}`, url },
  );
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return compose(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      `Hi ${name},`,
      'Someone asked to reset the password of this account. The link expires in one hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

export function invitationEmail(
  to: string,
  name: string,
  storeName: string,
  url: string,
  hours: number,
): MailMessage {
  return compose(
    to,
    `You are invited to ${storeName} on ${PRODUCT_NAME}`,
    [
      `Hi ${name},`,
      `${storeName} has added you to ${PRODUCT_NAME}. Choose your password to sign in.`,
      `The link works once and expires in ${hours} hours.`,
    ],
    { label: 'Choose your password', url },
  );
}
