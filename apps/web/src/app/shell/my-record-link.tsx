import { decideRoute } from '@das/shared/route-access';
import type { SessionUser } from '@das/shared/schemas/auth';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * The user menu's "My record" (issue 15): offered to whoever the route admits,
 * everyone who works at a store; platform staff and those above the store
 * have no record of their own.
 */
export function MyRecordLink({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (decideRoute(paths.myRecord.getHref(), user).kind !== 'allow') return null;
  const current = pathname === paths.myRecord.path;
  return (
    <Link
      to={paths.myRecord.getHref()}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-sky-300 ${
        current ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white'
      }`}
    >
      <FileText className="size-4.5 shrink-0 text-slate-400" aria-hidden="true" />
      {t('myRecord.menuLink')}
    </Link>
  );
}
