import type { PayEstimate } from '@das/shared/schemas/pay';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { usePayEstimate } from '../api/get-pay-estimate';
import { Panel } from './panel';
import { mergePayLines } from './pay-lines';
import { LoadError } from '@/components/ui/load-error';
import { PanelSkeleton } from './skeleton';

/** DOMAIN.md: month-to-date earned (Funded), at risk (Pending), and the month-end projection. */
export function PayEstimateCard({
  dealershipId,
  userId,
  month,
  action,
}: {
  dealershipId: number | null;
  userId: string;
  month: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const estimate = usePayEstimate(dealershipId, userId, month);
  return (
    <Panel title={t('finance.pay.title')} description={fmt.month(month)} action={action}>
      {estimate.isPending ? (
        <PanelSkeleton rows={5} />
      ) : estimate.isError ? (
        <LoadError
          message={t('finance.pay.error')}
          onRetry={() => void estimate.refetch()}
          retrying={estimate.isFetching}
        />
      ) : (
        <PayBody estimate={estimate.data} />
      )}
    </Panel>
  );
}

export function usePayItemLabel() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (item: string, backEndPercent: number) => {
    if (item === 'base') return t('finance.pay.items.base');
    if (item === 'commission')
      return t('finance.pay.items.commission', { percent: fmt.percent(backEndPercent / 100) });
    return t('finance.pay.items.bonus', {
      product: t(`finance.productNames.${item}`, { defaultValue: item }),
    });
  };
}

function PayBody({ estimate }: { estimate: PayEstimate }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const itemLabel = usePayItemLabel();
  const rows = mergePayLines(estimate.earned.lines, estimate.atRisk.lines);
  const { plan, effectiveFrom } = estimate.plan;

  return (
    <div className="flex h-full flex-col">
      {/* The cards sit straight in the list's grid: a <dl> may only group its items in one <div>. */}
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="text-sm text-slate-600">{t('finance.pay.projected')}</dt>
          <dd className="text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">
            {fmt.money(estimate.projected)}
          </dd>
        </div>
        <div className="min-w-0 rounded-xl bg-emerald-50 px-3 py-2 ring-1 ring-emerald-100">
          <dt className="text-xs font-medium text-emerald-800">{t('finance.pay.earned')}</dt>
          <dd className="truncate text-lg font-semibold text-ink-900 tabular-nums">
            {fmt.money(estimate.earned.total)}
          </dd>
        </div>
        <div className="min-w-0 rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-100">
          <dt className="text-xs font-medium text-amber-800">{t('finance.pay.atRisk')}</dt>
          <dd className="truncate text-lg font-semibold text-ink-900 tabular-nums">
            {fmt.money(estimate.atRisk.total)}
          </dd>
        </div>
      </dl>

      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('finance.pay.linesCaption')}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th scope="col" className="py-1.5 font-medium">
              {t('finance.pay.item')}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t('finance.pay.earned')}
            </th>
            <th scope="col" className="py-1.5 pl-3 text-right font-medium">
              {t('finance.pay.atRisk')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.item}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
                {itemLabel(row.item, plan.backEndPercent)}
              </th>
              <td className="py-1.5 text-right text-ink-900 tabular-nums">
                {row.earned ? fmt.money(row.earned.amount) : '—'}
                {row.earned && row.item !== 'base' ? <DealCount count={row.earned.deals} /> : null}
              </td>
              <td className="py-1.5 pl-3 text-right text-slate-600 tabular-nums">
                {row.atRisk ? fmt.money(row.atRisk.amount) : '—'}
                {row.atRisk ? <DealCount count={row.atRisk.deals} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className="mt-auto pt-4 text-xs text-slate-500">
        {effectiveFrom
          ? t('finance.pay.planSince', {
              percent: fmt.percent(plan.backEndPercent / 100),
              base: fmt.money(plan.baseMonthly),
              month: fmt.month(effectiveFrom.slice(0, 7)),
            })
          : t('finance.pay.planDefault', {
              percent: fmt.percent(plan.backEndPercent / 100),
              base: fmt.money(plan.baseMonthly),
            })}
      </p>
    </div>
  );
}

function DealCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <>
      <span aria-hidden="true" className="ml-1 text-xs text-slate-500">
        ({fmt.number(count)})
      </span>
      <span className="sr-only">{t('finance.pay.deals', { count })}</span>
    </>
  );
}
