import { metricsFromSums, type MetricSums } from '@das/shared/deal-metrics';
import type { VehicleType } from '@das/shared/deals';
import type { PeriodGoal } from '../goals/period-goals';

const share = (units: number, goal: number | null) =>
  goal ? Math.round((units / goal) * 1000) / 1000 : null;

/**
 * A store's period as its two departments, each against the period's goals
 * (`periodGoals`): the sales side against the store's own goal, F&I against its
 * managers' goals together. The GM's board and the dealership admin's home show the same sides.
 */
export function storeSides(
  period: { sums: MetricSums; mix: Record<VehicleType, number> },
  goals: readonly PeriodGoal[],
) {
  const store = metricsFromSums(period.sums);
  const storeGoal = goals.find((goal) => goal.userId === null);
  const storeUnitGoal = storeGoal ? storeGoal.unitTarget : null;
  const financeGoal =
    goals
      .filter((goal) => goal.role === 'finance_manager')
      .reduce((sum, goal) => sum + goal.unitTarget, 0) || null;
  return {
    store,
    sales: {
      units: store.units,
      gross: store.frontGross,
      goalUnits: storeUnitGoal,
      goalShare: share(store.units, storeUnitGoal),
      frontGross: store.frontGross,
      frontPvr: store.frontPvr,
      mix: period.mix,
    },
    finance: {
      units: store.units,
      gross: store.backGross,
      goalUnits: financeGoal,
      goalShare: share(store.units, financeGoal),
      backGross: store.backGross,
      backPvr: store.backPvr,
      ppd: store.ppd,
    },
    totalPvr: store.totalPvr,
  };
}
