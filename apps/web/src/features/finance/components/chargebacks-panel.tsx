import type { ChargebackFigures } from '@das/shared/schemas/chargebacks';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
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
}: {
  figures: ChargebackFigures;
  periodLabel: string;
  /** The store's F&I managers side by side (not on a single finance manager's own board). */
  showManagers: boolean;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const rate = (value: number | null) => (value === null ? '—' : fmt.percent(value));
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

      {products.length === 0 ? (
        <PanelEmpty icon={Undo2} text={t('chargebacks.panel.noProducts')} />
      ) : (
        <div className="mt-5">
          <PanelTable
            label={t('chargebacks.panel.byProduct')}
            caption={t('chargebacks.panel.byProductCaption', { period: periodLabel })}
            className="w-full min-w-[32rem] text-sm"
            head={
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={EDGE_HEAD}>
                  {t('chargebacks.columns.product')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.sold')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.count')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.rate')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.amount')}
                </th>
              </tr>
            }
          >
            {products.map((row) => (
              <tr key={row.product}>
                <th scope="row" className={`${EDGE_CELL} py-2 text-left font-medium`}>
                  {t(`finance.productNames.${row.product}`)}
                </th>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.number(row.sold)}
                </td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.number(row.count)}
                </td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>{rate(row.rate)}</td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.money(row.amount)}
                </td>
              </tr>
            ))}
          </PanelTable>
        </div>
      )}

      {showManagers && figures.byManager.length > 0 ? (
        <div className="mt-5">
          <PanelTable
            label={t('chargebacks.panel.byManager')}
            caption={t('chargebacks.panel.byManagerCaption', { period: periodLabel })}
            className="w-full min-w-[32rem] text-sm"
            head={
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={EDGE_HEAD}>
                  {t('chargebacks.columns.fiManager')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.productsSold')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.count')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.rate')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.amount')}
                </th>
              </tr>
            }
          >
            {figures.byManager.map((row) => (
              <tr key={row.fiManagerId ?? 'none'}>
                <th scope="row" className={`${EDGE_CELL} py-2 text-left font-medium`}>
                  {row.name ?? t('chargebacks.panel.noManager')}
                </th>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.number(row.productsSold)}
                </td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.number(row.count)}
                </td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>{rate(row.rate)}</td>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.money(row.amount)}
                </td>
              </tr>
            ))}
          </PanelTable>
        </div>
      ) : null}
      <p className="mt-4 text-xs text-slate-600">{t('chargebacks.panel.rateNote')}</p>
    </Panel>
  );
}
