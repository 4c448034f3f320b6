import type { DealStatus } from '@das/shared/deals';
import { useTranslation } from 'react-i18next';

export const STATUS_TONE: Readonly<Record<DealStatus, string>> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Funded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Unwound: 'bg-slate-100 text-slate-600 ring-slate-300',
};

/** A deal's status as a coloured pill: pending amber, funded green, unwound grey. */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[status]}`}
    >
      {t(`common.dealStatus.${status}`)}
    </span>
  );
}
