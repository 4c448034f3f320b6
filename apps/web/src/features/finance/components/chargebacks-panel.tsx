import type { ChargebackFigures } from '@das/shared/schemas/chargebacks';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { SmallSampleFlag } from '@/components/ui/stat-card';
import { useFormatters } from '@/lib/format';

/**
 * Chargebacks recorded in the period (ADR 031), beside the deals' figures that
 * keep their own months: how many, what they took, the back-end gross net of
 * them, and the rate per product and per F&I manager.
 */
export function ChargebacksPanel({
  figures,
  periodLabel,
  showManagers,
  smallSampleDeals,
}: {
  figures: ChargebackFigures;
  periodLabel: string;
  /** The store's F&I managers side by side (not on a single finance manager's own board). */
  showManagers: boolean;
  /** The store's setting: a rate over fewer products sold is a small sample (ADR 029). */
  smallSampleDeals: number;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const products = figures.byProduct.filter((row) => row.sold > 0 || row.count > 0);
  const figuresShown = [
    { key: 'count', label: t('chargebacks.panel.count'), value: fmt.number(figures.count) },
    { key: 'amount', label: t('chargebacks.panel.amount'), value: fmt.money(figures.amount) },
    {
      key: 'net',
      label: t('chargebacks.panel.netBack'),
      value: fmt.money(figures.netBackGross),
    },
  ];

  return (
    <Panel
      title={t('chargebacks.panel.title')}
      description={t('chargebacks.panel.description', { period: periodLabel })}
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        {figuresShown.map((figure) => (
          <div key={figure.key} className="rounded-lg bg-slate-50 px-4 py-3">
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>

      {/* Rates of nothing charged back would be a table of zeros: say so once instead. */}
      {figures.count === 0 ? (
        <PanelEmpty icon={Undo2} text={t('chargebacks.panel.none')} />
      ) : products.length === 0 ? (
        <PanelEmpty icon={Undo2} text={t('chargebacks.panel.noProducts')} />
      ) : (
        <RateTable
          label={t('chargebacks.panel.byProduct')}
          caption={t('chargebacks.panel.byProductCaption', { period: periodLabel })}
          whoHead={t('chargebacks.columns.product')}
          soldHead={t('chargebacks.columns.sold')}
          smallSampleDeals={smallSampleDeals}
          rows={products.map((row) => ({
            key: row.product,
            name: t(`finance.productNames.${row.product}`),
            ...row,
          }))}
        />
      )}

      {showManagers && figures.count > 0 && figures.byManager.length > 0 ? (
        <RateTable
          label={t('chargebacks.panel.byManager')}
          caption={t('chargebacks.panel.byManagerCaption', { period: periodLabel })}
          whoHead={t('chargebacks.columns.fiManager')}
          soldHead={t('chargebacks.columns.productsSold')}
          smallSampleDeals={smallSampleDeals}
          rows={figures.byManager.map((row) => ({
            key: row.fiManagerId ?? 'none',
            name: row.name ?? t('chargebacks.panel.noManager'),
            sold: row.productsSold,
            count: row.count,
            rate: row.rate,
            amount: row.amount,
          }))}
        />
      ) : null}
      {figures.count > 0 ? (
        <p className="mt-4 text-xs text-slate-600">{t('chargebacks.panel.rateNote')}</p>
      ) : null}
    </Panel>
  );
}

interface RateRow {
  key: string;
  name: string;
  sold: number;
  count: number;
  rate: number | null;
  amount: number;
}

/** Chargebacks beside the products sold they are a rate of, one row a product or a manager. */
function RateTable({
  label,
  caption,
  whoHead,
  soldHead,
  smallSampleDeals,
  rows,
}: {
  label: string;
  caption: string;
  whoHead: string;
  soldHead: string;
  smallSampleDeals: number;
  rows: RateRow[];
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const figure = `${EDGE_CELL} py-2 text-right tabular-nums`;
  return (
    <div className="mt-5">
      <PanelTable
        label={label}
        caption={caption}
        className="w-full min-w-[32rem] text-sm"
        head={
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className={EDGE_HEAD}>
              {whoHead}
            </th>
            {[
              soldHead,
              t('chargebacks.columns.count'),
              t('chargebacks.columns.rate'),
              t('chargebacks.columns.amount'),
            ].map((head) => (
              <th key={head} scope="col" className={`${EDGE_HEAD} text-right`}>
                {head}
              </th>
            ))}
          </tr>
        }
      >
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${EDGE_CELL} py-2 text-left font-medium`}>
              {row.name}
            </th>
            <td className={figure}>{fmt.number(row.sold)}</td>
            <td className={figure}>{fmt.number(row.count)}</td>
            <td className={figure}>
              {row.rate === null ? (
                '—'
              ) : (
                <SmallSampleFlag deals={row.sold} smallSampleDeals={smallSampleDeals}>
                  {fmt.percent(row.rate)}
                </SmallSampleFlag>
              )}
            </td>
            <td className={figure}>{fmt.money(row.amount)}</td>
          </tr>
        ))}
      </PanelTable>
    </div>
  );
}
