import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { PayLineInput, PayRow } from '../lib/pay-lines';
import { useChargebackLineLabel } from './chargeback-line-label';

/**
 * DOMAIN.md: the month's projected pay, then what is earned (funded deals)
 * and what is at risk (pending deals) side by side.
 */
export function PayTotals({
  projected,
  earned,
  atRisk,
}: {
  projected: number;
  earned: number;
  atRisk: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    // The cards sit straight in the list's flow: a <dl> may only group its items in one <div>.
    // Side by side while both amounts fit, one under the other when not: money is never cut.
    <dl className="flex flex-wrap gap-3">
      <div className="flex basis-full flex-wrap items-baseline justify-between gap-x-3">
        <dt className="text-sm text-slate-600">{t('common.pay.projected')}</dt>
        <dd className="text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">
          {fmt.money(projected)}
        </dd>
      </div>
      <div className="flex-auto rounded-xl bg-emerald-50 px-3 py-2 ring-1 ring-emerald-100">
        <dt className="text-xs font-medium text-emerald-800">{t('common.pay.earned')}</dt>
        <dd className="text-lg font-semibold whitespace-nowrap text-ink-900 tabular-nums">
          {fmt.money(earned)}
        </dd>
      </div>
      <div className="flex-auto rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-100">
        <dt className="text-xs font-medium text-amber-800">{t('common.pay.atRisk')}</dt>
        <dd className="text-lg font-semibold whitespace-nowrap text-ink-900 tabular-nums">
          {fmt.money(atRisk)}
        </dd>
      </div>
    </dl>
  );
}

/** The two sides of a pay line: earned (funded deals) first, then at risk (pending ones). */
const SIDES = [
  { side: 'earned', head: 'py-1.5 text-right font-medium', cell: 'py-1.5 text-right text-ink-900' },
  {
    side: 'atRisk',
    head: 'py-1.5 pl-3 text-right font-medium',
    cell: 'py-1.5 pl-3 text-right text-slate-600',
  },
] as const;

/** Pay by item, earned beside at risk, each amount with what it was paid on. */
export function PayLinesTable({
  rows,
  itemLabel,
  count,
}: {
  rows: readonly PayRow[];
  itemLabel: (item: string) => string;
  /** What a line was paid on (deals, units), after its amount; null for none. */
  count: (line: PayLineInput, side: 'earned' | 'atRisk') => ReactNode;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const chargebackLabel = useChargebackLineLabel();
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">{t('common.pay.linesCaption')}</caption>
      <thead>
        <tr className="text-left text-xs text-slate-500">
          <th scope="col" className="py-1.5 font-medium">
            {t('common.pay.item')}
          </th>
          {SIDES.map(({ side, head }) => (
            <th key={side} scope="col" className={head}>
              {t(`common.pay.${side}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
              {row.chargeback ? chargebackLabel(row.chargeback) : itemLabel(row.item)}
            </th>
            {SIDES.map(({ side, cell }) => {
              const line = row[side];
              return (
                <td key={side} className={`${cell} tabular-nums`}>
                  {line ? fmt.money(line.amount) : '—'}
                  {line ? count(line, side) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
