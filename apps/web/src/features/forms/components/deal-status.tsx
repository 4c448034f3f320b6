import type { DealStatus } from '@das/shared/deals';
import { useTranslation } from 'react-i18next';

const TONE: Record<DealStatus, string> = {
  Pending: 'bg-amber-50 text-amber-900 ring-amber-300',
  Funded: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  Unwound: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A deal's status as a label; on paper, a plain outlined word. */
export function DealStatusLabel({ status }: { status: DealStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-md px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset print:border print:border-black print:px-1 print:py-0 ${TONE[status]}`}
    >
      {t(`forms.status.${status}`)}
    </span>
  );
}
