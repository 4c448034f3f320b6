import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlatformUsage } from '@das/shared/schemas/platform-usage';
import { SIGNUP_PLANS } from '@das/shared/subscription-plans';
import { CHART_COLORS } from '@/components/charts/chart-format';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';
import { DAYS_SHOWN, WEEKS_SHOWN } from '../api/platform-usage';
import { HeadlineFigures } from './headline-figures';
import { UsageBars } from './usage-bars';

const PLAN_COLORS = {
  single_finance: CHART_COLORS.cpo,
  dealership: CHART_COLORS.back,
  dealer_group: CHART_COLORS.total,
} as const;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function SignupsPanel({ signups }: { signups: PlatformUsage['signups'] }) {
  const { t } = useTranslation();
  const series = SIGNUP_PLANS.map((plan) => ({
    key: plan,
    name: t(`platformUsage.plans.${plan}`),
    color: PLAN_COLORS[plan],
  }));
  const totals = SIGNUP_PLANS.map((plan) => sum(signups.map((week) => week.plans[plan])));
  return (
    <Panel
      title={t('platformUsage.signups.title')}
      description={t('platformUsage.signups.description', { weeks: WEEKS_SHOWN })}
    >
      <HeadlineFigures
        figures={[
          { label: t('platformUsage.total'), value: sum(totals) },
          ...series.map(({ name }, index) => ({ label: name, value: totals[index] ?? 0 })),
        ]}
      />
      <UsageBars
        points={signups.map((week) => ({ day: week.week, ...week.plans }))}
        series={series}
        caption={t('platformUsage.signups.caption', { weeks: WEEKS_SHOWN })}
        dayHead={t('platformUsage.weekOf')}
        empty={t('platformUsage.signups.empty', { weeks: WEEKS_SHOWN })}
      />
    </Panel>
  );
}

export function TrialsPanel({ trials }: { trials: PlatformUsage['trials'] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const ended = sum(trials.map((week) => week.ended));
  const active = sum(trials.map((week) => week.active));
  const rate = (of: { ended: number; active: number }) =>
    of.ended === 0 ? '–' : fmt.percent(of.active / of.ended);
  const weeks = trials.filter((week) => week.ended > 0).reverse();
  return (
    <Panel
      title={t('platformUsage.trials.title')}
      description={t('platformUsage.trials.description', { weeks: WEEKS_SHOWN })}
    >
      <HeadlineFigures
        figures={[
          { label: t('platformUsage.trials.ended'), value: ended },
          { label: t('platformUsage.trials.active'), value: active },
          { label: t('platformUsage.trials.rate'), value: rate({ ended, active }) },
        ]}
      />
      {weeks.length === 0 ? (
        <PanelEmpty
          icon={Hourglass}
          text={t('platformUsage.trials.empty', { weeks: WEEKS_SHOWN })}
        />
      ) : (
        <PanelTable
          label={t('platformUsage.trials.caption')}
          caption={t('platformUsage.trials.caption')}
          head={
            <tr className="text-xs text-slate-600">
              <th scope="col" className={EDGE_HEAD}>
                {t('platformUsage.weekOf')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('platformUsage.trials.ended')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('platformUsage.trials.active')}
              </th>
              <th scope="col" className={`${EDGE_HEAD} text-right`}>
                {t('platformUsage.trials.rate')}
              </th>
            </tr>
          }
        >
          {weeks.map((week) => (
            <tr key={week.week}>
              <th
                scope="row"
                className={`${EDGE_CELL} py-2 text-left font-normal whitespace-nowrap text-slate-700`}
              >
                {fmt.date(week.week)}
              </th>
              <td className={`${EDGE_CELL} py-2 text-right text-ink-900 tabular-nums`}>
                {fmt.number(week.ended)}
              </td>
              <td className={`${EDGE_CELL} py-2 text-right text-ink-900 tabular-nums`}>
                {fmt.number(week.active)}
              </td>
              <td className={`${EDGE_CELL} py-2 text-right text-ink-900 tabular-nums`}>
                {rate(week)}
              </td>
            </tr>
          ))}
        </PanelTable>
      )}
    </Panel>
  );
}

export function ActiveUsersPanel({ days }: { days: PlatformUsage['activeUsers'] }) {
  const { t } = useTranslation();
  const name = t('platformUsage.active.people');
  return (
    <Panel
      title={t('platformUsage.active.title')}
      description={t('platformUsage.active.description', { days: DAYS_SHOWN })}
    >
      <HeadlineFigures
        figures={[
          { label: t('platformUsage.active.today'), value: days.at(-1)?.people ?? 0 },
          {
            label: t('platformUsage.active.peak'),
            value: Math.max(0, ...days.map((day) => day.people)),
          },
        ]}
      />
      <UsageBars
        points={days.map((day) => ({ day: day.day, people: day.people }))}
        series={[{ key: 'people', name, color: CHART_COLORS.units }]}
        caption={t('platformUsage.active.caption', { days: DAYS_SHOWN })}
        dayHead={t('platformUsage.dayUtc')}
        empty={t('platformUsage.active.empty', { days: DAYS_SHOWN })}
      />
    </Panel>
  );
}

export function DealsPanel({ days }: { days: PlatformUsage['deals'] }) {
  const { t } = useTranslation();
  const name = t('platformUsage.deals.deals');
  return (
    <Panel
      title={t('platformUsage.deals.title')}
      description={t('platformUsage.deals.description', { days: DAYS_SHOWN })}
    >
      <HeadlineFigures
        figures={[
          {
            label: t('platformUsage.deals.total', { days: DAYS_SHOWN }),
            value: sum(days.map((day) => day.deals)),
          },
          { label: t('platformUsage.deals.today'), value: days.at(-1)?.deals ?? 0 },
        ]}
      />
      <UsageBars
        points={days.map((day) => ({ day: day.day, deals: day.deals }))}
        series={[{ key: 'deals', name, color: CHART_COLORS.total }]}
        caption={t('platformUsage.deals.caption', { days: DAYS_SHOWN })}
        dayHead={t('platformUsage.dealDate')}
        empty={t('platformUsage.deals.empty', { days: DAYS_SHOWN })}
      />
    </Panel>
  );
}
