import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import { Banknote, Car, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { formatUnits } from '@/lib/format';
import { barShare } from './units';
import { VehicleMix } from './vehicle-mix';

type Data = Pick<GeneralManagerDashboard, 'sales' | 'finance'>;

function GoalShare({
  units,
  goalUnits,
  goalShare,
  label,
}: {
  units: number;
  goalUnits: number | null;
  goalShare: number | null;
  label: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  if (goalUnits === null || goalShare === null)
    return <p className="mt-3 text-sm text-slate-500">{t('salesFloor.departments.noGoal')}</p>;
  const met = goalShare >= 1;
  return (
    <div className="mt-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-ink-900 tabular-nums">
          {t('salesFloor.departments.ofGoal', { share: fmt.percent(goalShare) })}
        </span>
        <span className="text-xs text-slate-500 tabular-nums">
          {t('salesFloor.departments.goalUnits', {
            units: formatUnits(units, fmt.number),
            goal: fmt.number(goalUnits),
          })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(barShare(goalShare, 1) * 100)}
        aria-valuetext={t('salesFloor.departments.goalText', {
          share: fmt.percent(goalShare),
          units: formatUnits(units, fmt.number),
          goal: fmt.number(goalUnits),
        })}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${met ? 'bg-emerald-500' : 'bg-brand-600'}`}
          style={{ width: `${barShare(goalShare, 1) * 100}%` }}
        />
      </div>
    </div>
  );
}

function DepartmentCard({
  title,
  icon: Icon,
  units,
  unitsLabel,
  goal,
  figures,
  children,
}: {
  title: string;
  icon: LucideIcon;
  units: number;
  unitsLabel: string;
  goal: ReactNode;
  figures: readonly { label: string; value: string }[];
  children?: ReactNode;
}) {
  const fmt = useFormatters();
  return (
    <div
      role="group"
      aria-label={title}
      className="flex min-w-0 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-base font-semibold text-ink-900">{title}</h2>
      </div>
      <p className="mt-4 flex items-baseline gap-2">
        <span className="text-3xl font-semibold tracking-tight text-ink-900 tabular-nums">
          {formatUnits(units, fmt.number)}
        </span>
        <span className="text-sm text-slate-500">{unitsLabel}</span>
      </p>
      {goal}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="min-w-0 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100"
          >
            <dt className="text-xs break-words text-slate-500">{figure.label}</dt>
            <dd className="text-lg font-semibold break-words text-ink-900 tabular-nums">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  );
}

/** Sales and F&I side by side: units against each department's goal, and what they earned. */
export function DepartmentCards({ data }: { data: Data }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { sales, finance } = data;
  return (
    <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
      <DepartmentCard
        title={t('salesFloor.departments.sales')}
        icon={Car}
        units={sales.units}
        unitsLabel={t('salesFloor.departments.unitsSold')}
        goal={
          <GoalShare
            units={sales.units}
            goalUnits={sales.goalUnits}
            goalShare={sales.goalShare}
            label={t('salesFloor.departments.salesGoal')}
          />
        }
        figures={[
          { label: t('salesFloor.departments.frontGross'), value: fmt.money(sales.frontGross) },
          { label: t('salesFloor.departments.frontPvr'), value: fmt.money(sales.frontPvr) },
        ]}
      >
        <div className="mt-4">
          <p className="text-xs font-medium text-slate-500">{t('salesFloor.mix.title')}</p>
          <VehicleMix mix={sales.mix} />
        </div>
      </DepartmentCard>
      <DepartmentCard
        title={t('salesFloor.departments.finance')}
        icon={Banknote}
        units={finance.units}
        unitsLabel={t('salesFloor.departments.dealsClosed')}
        goal={
          <GoalShare
            units={finance.units}
            goalUnits={finance.goalUnits}
            goalShare={finance.goalShare}
            label={t('salesFloor.departments.financeGoal')}
          />
        }
        figures={[
          { label: t('salesFloor.departments.backGross'), value: fmt.money(finance.backGross) },
          { label: t('salesFloor.departments.backPvr'), value: fmt.money(finance.backPvr) },
          { label: t('salesFloor.departments.ppd'), value: fmt.number(finance.ppd) },
        ]}
      />
    </div>
  );
}
