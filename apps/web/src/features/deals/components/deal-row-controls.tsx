import { DEAL_STATUSES, type DealStatus } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATUS_TONE } from '@/entities/deal/components/deal-status-badge';
import { button } from './styles';

/** The status of a deal, changed in place by an editor. */
export function StatusSelect({
  deal,
  pending,
  onChange,
}: {
  deal: Deal;
  pending: boolean;
  onChange: (status: DealStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="relative flex items-center">
      <select
        value={deal.status}
        disabled={pending}
        aria-label={t('deals.table.statusOf', { number: deal.deal_number })}
        onChange={(event) => onChange(event.target.value as DealStatus)}
        className={`h-7 w-full cursor-pointer rounded-full border-0 py-0 pr-7 pl-2.5 text-xs font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 ${STATUS_TONE[deal.status]}`}
      >
        {DEAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`common.dealStatus.${status}`)}
          </option>
        ))}
      </select>
      {pending ? (
        <Loader2
          className="pointer-events-none absolute right-2 size-3.5 animate-spin text-slate-500"
          aria-hidden="true"
        />
      ) : null}
    </span>
  );
}

/** Edit (the log-deal form, or the front gross alone) and delete, on each row of an editor's log. */
export function DealRowActions({
  deal,
  editing,
}: {
  deal: Deal;
  editing: {
    editHref: ((deal: Deal) => string) | undefined;
    onEditFront: ((deal: Deal) => void) | undefined;
    onDelete: (deal: Deal) => void;
  };
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-0.5">
      {editing.editHref ? (
        <Link
          to={editing.editHref(deal)}
          className={button.icon}
          aria-label={t('deals.table.edit', { number: deal.deal_number })}
          title={t('deals.table.editShort')}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Link>
      ) : editing.onEditFront ? (
        <button
          type="button"
          className={button.icon}
          aria-label={t('deals.frontGross.edit', { number: deal.deal_number })}
          title={t('deals.table.editShort')}
          onClick={() => editing.onEditFront?.(deal)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      <button
        type="button"
        className={`${button.icon} hover:bg-red-50 hover:text-red-700`}
        aria-label={t('deals.table.delete', { number: deal.deal_number })}
        title={t('deals.table.deleteShort')}
        onClick={() => editing.onDelete(deal)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </span>
  );
}
