import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { secondaryButton } from '@/components/ui/button-styles';
import { useRecordedViewAs } from '@/entities/dealership/api/view-as';
import { paths } from '@/lib/paths';

/**
 * A store's boards as platform staff open them (issue 13 "View as"): shown
 * only once the opening is in the audit log, under a banner that names the
 * store and says it is read, not run, from here.
 */
export function ViewAsGate({
  dealershipId,
  children,
}: {
  dealershipId: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const opening = useRecordedViewAs(dealershipId);

  if (opening.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-10 text-slate-600">
        <span className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none" />
        {t('viewAs.opening')}
      </p>
    );
  }
  if (opening.isError) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-slate-700">{t('viewAs.failed')}</p>
        <button type="button" className={secondaryButton} onClick={() => void opening.refetch()}>
          {t('viewAs.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <aside
        aria-label={t('viewAs.label')}
        className="flex flex-col gap-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 ring-inset sm:flex-row sm:items-center sm:justify-between print:hidden"
      >
        <p className="flex min-w-0 items-start gap-2 text-sm text-amber-950">
          <Eye className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>
            <strong className="font-semibold">
              {t('viewAs.banner', { store: opening.data.name, id: opening.data.id })}
            </strong>{' '}
            {t('viewAs.readOnly')}
          </span>
        </p>
        <Link
          to={paths.masterAdmin.getHref()}
          className="shrink-0 text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {t('viewAs.back')}
        </Link>
      </aside>
      {children}
    </div>
  );
}
