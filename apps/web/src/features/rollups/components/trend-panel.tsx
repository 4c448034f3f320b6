import { Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvButton } from '@/components/ui/csv-button';
import { Panel } from '@/components/ui/panel';
import { SelectFrame } from '@/components/ui/select-frame';
import { csvFileName } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { TrendChart } from './trend-chart';
import type { TrendPoint } from './trend-drawing';

/**
 * Twelve months of the whole (group or area) beside one store of it, chosen
 * in a select; each trend also downloads as CSV.
 */
export function TrendPanel({
  wholeName,
  whole,
  stores,
  storeId,
  onStore,
  storeTrend,
}: {
  wholeName: string;
  whole: readonly TrendPoint[];
  stores: readonly { id: number; name: string }[];
  storeId: number | null;
  onStore: (id: number | null) => void;
  storeTrend: { dealershipId: number; months: readonly TrendPoint[] } | null;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const selectId = useId();
  const first = whole[0]?.month;
  const last = whole.at(-1)?.month;
  const storeName = stores.find((store) => store.id === storeTrend?.dealershipId)?.name;
  const csv = (months: readonly TrendPoint[]) => () => [
    [
      t('groupViews.trend.month'),
      t('groupViews.columns.units'),
      t('groupViews.columns.totalGross'),
    ],
    ...months.map((month) => [month.month, month.units, month.totalGross]),
  ];
  const title = (name: string) => t('groupViews.trend.titleOf', { name });

  return (
    <Panel
      title={t('groupViews.trend.title')}
      description={
        first && last
          ? t('groupViews.trend.description', { from: fmt.month(first), to: fmt.month(last) })
          : undefined
      }
    >
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="min-w-0">
          <div className="mb-2 flex min-h-10 flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink-900">{title(wholeName)}</h3>
            <CsvButton
              fileName={csvFileName(wholeName, 'trend', last)}
              tableName={title(wholeName)}
              rows={csv(whole)}
            />
          </div>
          <TrendChart caption={title(wholeName)} months={whole} />
        </div>
        <div className="min-w-0">
          <div className="mb-2 flex min-h-10 flex-wrap items-center justify-between gap-2">
            <SelectFrame
              id={selectId}
              label={t('groupViews.trend.chooseStore')}
              icon={Store}
              className="w-full sm:w-72"
            >
              <select
                id={selectId}
                value={storeId ?? ''}
                onChange={(event) =>
                  onStore(event.target.value === '' ? null : Number(event.target.value))
                }
                className="w-full appearance-none rounded-lg bg-white py-2 pr-9 pl-9 text-sm font-medium text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <option value="">{t('groupViews.trend.chooseStore')}</option>
                {stores.map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.name}
                  </option>
                ))}
              </select>
            </SelectFrame>
            {storeTrend && storeName ? (
              <CsvButton
                fileName={csvFileName(storeName, 'trend', last)}
                tableName={title(storeName)}
                rows={csv(storeTrend.months)}
              />
            ) : null}
          </div>
          {storeTrend && storeName ? (
            <TrendChart caption={title(storeName)} months={storeTrend.months} />
          ) : (
            <p className="flex min-h-40 items-center justify-center rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-600">
              {t('groupViews.trend.pickStore')}
            </p>
          )}
        </div>
      </div>
    </Panel>
  );
}
