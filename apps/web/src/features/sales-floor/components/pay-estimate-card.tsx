import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { Panel } from '@/components/ui/panel';
import { PayLinesTable, PayTotals } from '@/entities/pay-plan/components/pay-figures';
import { mergePayLines, PAY_ITEMS } from '@/entities/pay-plan/lib/pay-lines';
import { formatUnits } from '@/lib/format';

type Pay = NonNullable<SalespersonDashboard['pay']>;

/** DOMAIN.md: month-to-date earned (Funded), at risk (Pending), and the month-end projection. */
export function PayEstimateCard({ pay }: { pay: Pay }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const rows = mergePayLines(pay.earned.lines, pay.atRisk.lines);
  const itemLabel = (item: string) =>
    PAY_ITEMS.includes(item) ? t(`salesFloor.pay.items.${item}`) : item;

  return (
    <Panel
      title={t('salesFloor.pay.title')}
      description={t('common.thisMonthOf', { month: fmt.month(pay.month.slice(0, 7)) })}
    >
      <div className="flex h-full flex-col">
        <PayTotals projected={pay.projected} earned={pay.earned.total} atRisk={pay.atRisk.total} />
        {rows.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Wallet className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {t('salesFloor.pay.noLines')}
          </p>
        ) : (
          <PayLinesTable
            rows={rows}
            itemLabel={itemLabel}
            count={(line) => <UnitCount units={line.deals} />}
          />
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
