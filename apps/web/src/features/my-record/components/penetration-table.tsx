import { PRODUCTS } from '@das/shared/deals';
import type { MyRecord } from '@das/shared/schemas/my-record';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';

/** The last months shown: a year fits a printed page beside the rest of the résumé. */
const TABLE_MONTHS = 12;

/** Penetration per product, month by month (newest first), with the average over the record. */
export function PenetrationTable({ record }: { record: MyRecord }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const months = record.months.slice(-TABLE_MONTHS).reverse();
  const rate = (stats: MyRecord['averages']['penetration'], product: string) => {
    const stat = stats.find((row) => row.product === product);
    return stat && stat.eligible > 0 ? fmt.percent(stat.penetration) : '–';
  };
  return (
    <Panel
      title={t('myRecord.penetration.title')}
      description={t('myRecord.penetration.description')}
    >
      <PanelTable
        label={t('myRecord.penetration.title')}
        caption={t('myRecord.penetration.title')}
        className="w-full min-w-[44rem] text-sm tabular-nums print:min-w-0 print:text-xs"
        head={
          <tr className="text-slate-600">
            <th scope="col" className={EDGE_HEAD}>
              {t('myRecord.month')}
            </th>
            <th scope="col" className={`${EDGE_HEAD} text-right`}>
              {t('myRecord.table.units')}
            </th>
            {PRODUCTS.map((product) => (
              <th key={product} scope="col" className={`${EDGE_HEAD} text-right`}>
                {t(`deals.productsShort.${product}`)}
              </th>
            ))}
          </tr>
        }
      >
        {months.map((month) => (
          <tr key={month.month}>
            <th
              scope="row"
              className={`${EDGE_CELL} py-2 text-left font-medium whitespace-nowrap text-ink-900`}
            >
              {fmt.month(month.month)}
            </th>
            <td className={`${EDGE_CELL} py-2 text-right`}>{fmt.number(month.units)}</td>
            {PRODUCTS.map((product) => (
              <td key={product} className={`${EDGE_CELL} py-2 text-right`}>
                {rate(month.penetration, product)}
              </td>
            ))}
          </tr>
        ))}
        <tr className="bg-slate-50 font-semibold">
          <th scope="row" className={`${EDGE_CELL} py-2 text-left text-ink-900`}>
            {t('myRecord.penetration.average')}
          </th>
          <td className={`${EDGE_CELL} py-2 text-right`}>{fmt.number(record.averages.units)}</td>
          {PRODUCTS.map((product) => (
            <td key={product} className={`${EDGE_CELL} py-2 text-right`}>
              {rate(record.averages.penetration, product)}
            </td>
          ))}
        </tr>
      </PanelTable>
    </Panel>
  );
}
