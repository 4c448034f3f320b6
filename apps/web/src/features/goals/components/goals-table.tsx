import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useFormContext } from 'react-hook-form';
import {
  rowKey,
  savedText,
  shareOf,
  sumTargets,
  textOf,
  type GoalRow,
  type GoalTargets,
  type MonthTense,
} from './goal-draft';
import type { GoalFormValues } from './goals-form';
import { standingOf } from './goal-status';
import { ProgressBar, StandingBadge } from './standing-badge';
import { TargetInput } from './target-input';

const SECTIONS = [
  { key: 'store', roles: [null] },
  { key: 'sales', roles: ['salesperson'] },
  { key: 'finance', roles: ['finance_manager'] },
] as const;

/**
 * The store's goal, then each salesperson's and F&I manager's: targets typed
 * in place, with what each has sold and the share of the goal reached.
 */
export function GoalsTable({
  rows,
  targets,
  errorOf,
  month,
  tense,
  today,
}: {
  rows: readonly GoalRow[];
  /** As typed (the form's values, inputs registered through its context). */
  targets: GoalTargets;
  errorOf: (row: GoalRow, field: 'units' | 'gross') => string | undefined;
  month: string;
  tense: MonthTense;
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const captionId = useId();
  const store = rows.find((row) => row.userId === null);
  const storeUnits = store ? Number(textOf(store, targets).units.replace(/[\s,]/g, '')) : 0;
  const storeTarget = Number.isFinite(storeUnits) && storeUnits > 0 ? storeUnits : null;
  const header =
    'border-b border-slate-200 px-3 py-2.5 text-xs font-medium whitespace-nowrap text-slate-500';

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div
        // Scrolled to an input, the table keeps it clear of the sticky name column.
        className="relative scroll-pl-36 overflow-x-auto rounded-2xl sm:scroll-pl-56"
        role="region"
        aria-labelledby={captionId}
      >
        <table className="w-full min-w-[50rem] border-separate border-spacing-0 text-sm">
          <caption id={captionId} className="sr-only">
            {t('goals.table.caption', { month: fmt.month(month) })}
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className={`${header} sticky left-0 z-10 w-36 bg-white text-left sm:w-56`}
              >
                {t('goals.table.person')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('goals.table.unitTarget')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('goals.table.units')}
              </th>
              <th scope="col" className={`${header} w-40 text-left`}>
                {t('goals.table.unitShare')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('goals.table.grossTarget')}
              </th>
              <th scope="col" className={`${header} text-right`}>
                {t('goals.table.gross')}
              </th>
              <th scope="col" className={`${header} pr-5 text-right`}>
                {t('goals.table.grossShare')}
              </th>
            </tr>
          </thead>
          {SECTIONS.map((section) => {
            const sectionRows = rows.filter((row) =>
              (section.roles as readonly (string | null)[]).includes(row.role),
            );
            if (sectionRows.length === 0) return null;
            const role = section.roles[0];
            const sum = role ? sumTargets(rows, targets, role) : null;
            return (
              <tbody key={section.key}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={7}
                    className="border-b border-slate-100 bg-slate-50 px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase"
                  >
                    <span className="sticky left-3">
                      {t(`goals.sections.${section.key}`)}
                      {sum !== null ? (
                        <span className="ml-2 font-normal tracking-normal text-slate-500 normal-case">
                          {storeTarget
                            ? t('goals.sections.sumOfStore', {
                                sum: fmt.number(sum),
                                store: fmt.number(storeTarget),
                              })
                            : t('goals.sections.sum', { sum: fmt.number(sum) })}
                        </span>
                      ) : null}
                    </span>
                  </th>
                </tr>
                {sectionRows.map((row) => (
                  <GoalRowView
                    key={rowKey(row)}
                    row={row}
                    edited={isEdited(row, targets)}
                    errorOf={errorOf}
                    month={month}
                    tense={tense}
                    today={today}
                  />
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
      <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-500">
        {t('goals.table.note')}
      </p>
    </div>
  );
}

/** A row whose typed targets differ from its saved ones (a dot beside the name). */
function isEdited(row: GoalRow, targets: GoalTargets): boolean {
  const typed = textOf(row, targets);
  const saved = savedText(row);
  return typed.units !== saved.units || typed.gross !== saved.gross;
}

function GoalRowView({
  row,
  edited,
  errorOf,
  month,
  tense,
  today,
}: {
  row: GoalRow;
  edited: boolean;
  errorOf: (row: GoalRow, field: 'units' | 'gross') => string | undefined;
  month: string;
  tense: MonthTense;
  today: string;
}) {
  const { register } = useFormContext<GoalFormValues>();
  const key = rowKey(row);
  const { t } = useTranslation();
  const fmt = useFormatters();
  const isStore = row.userId === null;
  const name = isStore ? t('goals.store') : row.name;
  const future = tense === 'future';
  const unitShare = shareOf(row.actualUnits, row.unitTarget);
  const grossShare = shareOf(row.actualGross, row.grossTarget);
  const standing = standingOf(row, row.unitTarget, month, today);
  const cell = 'border-b border-slate-100 px-3 py-2.5 align-top';
  return (
    <tr className={isStore ? 'bg-brand-50/40' : undefined}>
      <th
        scope="row"
        className={`${cell} sticky left-0 z-10 text-left font-normal shadow-[1px_0_0_0_var(--color-slate-200)] ${
          isStore ? 'bg-brand-50' : 'bg-white'
        }`}
      >
        <span className="flex items-center gap-2">
          <span
            className="block max-w-[7.5rem] truncate font-semibold text-slate-900 sm:max-w-[12rem]"
            title={name}
          >
            {name}
          </span>
          {edited ? (
            <span className="size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
          ) : null}
        </span>
        <span className="block text-xs text-slate-600">
          {isStore ? t('goals.storeHint') : t(`roles.${row.role ?? 'viewer'}`)}
        </span>
      </th>
      <td className={`${cell} text-right`}>
        <div className="flex justify-end">
          <TargetInput
            label={t('goals.table.unitTargetFor', { name })}
            registration={register(`targets.${key}.units`)}
            error={errorOf(row, 'units')}
            placeholder={t('goals.table.none')}
          />
        </div>
      </td>
      <td className={`${cell} pt-4 text-right font-semibold text-ink-900 tabular-nums`}>
        {future ? '–' : fmt.number(row.actualUnits)}
      </td>
      <td className={`${cell} pt-3`}>
        {unitShare === null || future ? (
          <span className="text-slate-400">–</span>
        ) : (
          <div className="space-y-1.5">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-800 tabular-nums">
                {fmt.percent(unitShare)}
              </span>
              <StandingBadge standing={standing} />
            </div>
            <ProgressBar share={unitShare} standing={standing} />
            {standing.kind === 'pace' ? (
              <p className="text-xs text-slate-500 tabular-nums">
                {t('goals.table.expected', { count: standing.expected })}
              </p>
            ) : null}
          </div>
        )}
      </td>
      <td className={`${cell} text-right`}>
        <div className="flex justify-end">
          <TargetInput
            money
            label={t('goals.table.grossTargetFor', { name })}
            registration={register(`targets.${key}.gross`)}
            error={errorOf(row, 'gross')}
            placeholder={t('goals.table.none')}
          />
        </div>
      </td>
      <td className={`${cell} pt-4 text-right text-slate-800 tabular-nums`}>
        {future ? '–' : fmt.money(row.actualGross)}
      </td>
      <td className={`${cell} pt-3 pr-5`}>
        {grossShare === null || future ? (
          <span className="block text-right text-slate-400">–</span>
        ) : (
          <div className="ml-auto w-24 space-y-1.5">
            <span className="block text-right text-sm font-medium text-slate-800 tabular-nums">
              {fmt.percent(grossShare)}
            </span>
            <ProgressBar share={grossShare} />
          </div>
        )}
      </td>
    </tr>
  );
}
