import { LANGUAGES } from '@das/shared/languages';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MailboxMessage } from '../api/get-mailbox';
import { dateFormat } from '@/lib/format';

/** Only web links: a message must never turn into a script URL here. */
function safeHref(link: string): string | undefined {
  try {
    const url = new URL(link, window.location.origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    // Same-origin links stay relative, so they work behind any host name.
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : url.href;
  } catch {
    return undefined;
  }
}

export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  const { t, i18n } = useTranslation();
  const locale = LANGUAGES.find((language) => language.code === i18n.language)?.locale;
  const sent = new Date(message.createdAt);
  const headingId = `mail-${message.id}-subject`;
  const links = message.links
    .map((link) => ({ link, href: safeHref(link) }))
    .filter((entry): entry is { link: string; href: string } => entry.href !== undefined);

  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex flex-col gap-1 border-b border-slate-100 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-pretty text-slate-900">
            {message.subject}
          </h2>
          <p className="mt-1 text-sm break-all text-slate-600">
            <span className="font-medium text-slate-700">{t('mailbox.to')}</span> {message.to}
          </p>
        </div>
        <time dateTime={message.createdAt} className="shrink-0 text-sm text-slate-500 tabular-nums">
          {Number.isNaN(sent.getTime())
            ? message.createdAt
            : dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(sent)}
        </time>
      </header>
      <div className="space-y-4 px-5 py-4">
        <p className="text-sm/6 break-words whitespace-pre-wrap text-slate-700">{message.text}</p>
        {links.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {t('mailbox.links')}
            </h3>
            <ul className="mt-2 space-y-2">
              {links.map(({ link, href }) => (
                <li key={link}>
                  <a
                    href={href}
                    className="group inline-flex max-w-full items-start gap-2 rounded-md text-sm font-medium text-brand-700 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <Link2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span className="break-all underline underline-offset-2">{link}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </article>
  );
}
