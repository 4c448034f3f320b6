import type { SessionUser } from '@das/shared/schemas/auth';
import { Building2, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { DemoBadge } from './demo-badge';
import { SessionHealth } from './session-health';
import { describeUserScope } from './user-scope';

/**
 * The bar above each page: which store the page is about (SPEC.md §2: a
 * `/dealership/{id}` page names that id), the session health and the demo badge.
 */
export function Header({
  user,
  dealershipInPath,
}: {
  user: SessionUser | null;
  dealershipInPath: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white lg:sticky lg:top-0 lg:z-20 print:hidden">
      <div className="flex min-h-12 items-center gap-4 px-4 py-2 sm:px-6 lg:h-16 lg:px-8">
        <div className="min-w-0 flex-1">
          {dealershipInPath !== undefined ? (
            <DealershipContext id={dealershipInPath} userId={user?.id} />
          ) : user ? (
            <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700">
              <Store className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate" title={describeUserScope(user, t)}>
                {describeUserScope(user, t)}
              </span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <SessionHealth />
          {user?.isDemo ? (
            <span className="hidden lg:inline-flex">
              <DemoBadge />
            </span>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function DealershipContext({ id, userId }: { id: number; userId: string | undefined }) {
  const { t } = useTranslation();
  // The route guard already asked for this list; this reads the cached answer.
  const dealerships = useAccessibleDealerships(userId);
  const name = dealerships.data?.find((dealership) => dealership.id === id)?.name;
  return (
    <p
      aria-label={t('shell.context.label')}
      className="flex min-w-0 items-center gap-2 text-sm text-slate-700"
    >
      <Building2 className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="shrink-0 rounded-md bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 ring-1 ring-brand-100 ring-inset">
        {t('shell.scope.dealership', { id })}
      </span>
      {name ? (
        <span className="truncate font-medium" title={name}>
          {name}
        </span>
      ) : null}
    </p>
  );
}
