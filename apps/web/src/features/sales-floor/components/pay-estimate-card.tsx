import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from './panel';
import { mergePayLines, PAY_ITEMS } from './pay-lines';
import { formatUnits } from './units';

type Pay = NonNullable<SalespersonDashboard['pay']>;

/** DOMAIN.md: month-to-date earned (Funded), at risk (Pending), and the month-end projection. */
export function PayEstimateCard({ pay }: { pay: Pay }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const rows = mergePayLines(pay.earned.lines, pay.atRisk.lines);
  const itemLabel = (item: string) =>
    PAY_ITEMS.includes(item) ? t(`salesFloor.pay.items.${item}`) : item;

  return (
    <Panel title={t('salesFloor.pay.title')} description={fmt.month(pay.month.slice(0, 7))}>
      <div className="flex h-full flex-col">
        <dl>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-sm text-slate-600">{t('salesFloor.pay.projected')}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">
              {fmt.money(pay.projected)}
            </dd>
          </div>
        </dl>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div className="min-w-0 rounded-xl bg-emerald-50 px-3 py-2 ring-1 ring-emerald-100">
            <dt className="text-xs font-medium text-emerald-800">{t('salesFloor.pay.earned')}</dt>
            <dd className="truncate text-lg font-semibold text-ink-900 tabular-nums">
              {fmt.money(pay.earned.total)}
            </dd>
          </div>
          <div className="min-w-0 rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-100">
            <dt className="text-xs font-medium text-amber-800">{t('salesFloor.pay.atRisk')}</dt>
            <dd className="truncate text-lg font-semibold text-ink-900 tabular-nums">
              {fmt.money(pay.atRisk.total)}
            </dd>
          </div>
        </dl>

        {rows.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Wallet className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {t('salesFloor.pay.noLines')}
          </p>
        ) : (
          <table className="mt-4 w-full text-sm">
            <caption className="sr-only">{t('salesFloor.pay.linesCaption')}</caption>
            <thead>
              <tr className="text-left text-xs text-slate-500">
                <th scope="col" className="py-1.5 font-medium">
                  {t('salesFloor.pay.item')}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {t('salesFloor.pay.earned')}
                </th>
                <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                  {t('salesFloor.pay.atRisk')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.item}>
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
                    {itemLabel(row.item)}
                  </th>
                  <td className="py-1.5 text-right text-ink-900 tabular-nums">
                    {row.earned ? fmt.money(row.earned.amount) : '—'}
                    {row.earned ? <UnitCount units={row.earned.deals} /> : null}
                  </td>
                  <td className="py-1.5 pl-3 text-right text-slate-600 tabular-nums">
                    {row.atRisk ? fmt.money(row.atRisk.amount) : '—'}
                    {row.atRisk ? <UnitCount units={row.atRisk.deals} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-auto pt-4 text-xs text-slate-500">{t('salesFloor.pay.note')}</p>
      </div>
    </Panel>
  );
}

function UnitCount({ units }: { units: number }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (units <= 0) return null;
  const shown = formatUnits(units, fmt.number);
  return (
    <>
      <span aria-hidden="true" className="ml-1 text-xs text-slate-500">
        ({shown})
      </span>
      <span className="sr-only">{t('salesFloor.pay.units', { count: units, units: shown })}</span>
    </>
  );
}
