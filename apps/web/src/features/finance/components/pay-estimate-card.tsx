import type { PayEstimate } from '@das/shared/schemas/pay';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { usePayEstimate } from '@/entities/pay-plan/api/get-pay-estimate';
import { Panel } from '@/components/ui/panel';
import { PayLinesTable, PayTotals } from '@/entities/pay-plan/components/pay-figures';
import { mergePayLines } from '@/entities/pay-plan/lib/pay-lines';
import { LoadError } from '@/components/ui/load-error';
import { PanelSkeleton } from '@/components/ui/skeleton';

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
      <PayTotals
        projected={estimate.projected}
        earned={estimate.earned.total}
        atRisk={estimate.atRisk.total}
      />
      <PayLinesTable
        rows={rows}
        itemLabel={(item) => itemLabel(item, plan.backEndPercent)}
        count={(line, side) =>
          side === 'earned' && line.item === 'base' ? null : <DealCount count={line.deals} />
        }
      />

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
