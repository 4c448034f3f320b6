import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDemoInfo } from '@/lib/demo-info';

/** On a demo server no e-mail leaves the machine: point to where it is kept. */
export function DevMailboxHint() {
  const { t } = useTranslation();
  const demo = useDemoInfo();
  if (!demo.data?.enabled) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-left text-xs/5 text-slate-600 ring-1 ring-inset ring-slate-200">
      <Inbox className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span>
        {t('auth.mailboxHint.text')}{' '}
        <Link
          to={paths.devMailbox.getHref()}
          className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('auth.mailboxHint.link')}
        </Link>
      </span>
    </p>
  );
}
