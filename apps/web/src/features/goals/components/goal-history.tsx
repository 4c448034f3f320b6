import { History } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { quietButton } from '@/components/ui/button-styles';
import { useGoalsOfMonths } from '../api/get-goals';
import { shareOf } from './goal-draft';
import { standingOf } from './goal-status';
import { ProgressBar, StandingBadge } from './standing-badge';

const SHOWN = 6;

/** The latest months that have goals: the store's target, what it sold, and how it ended. */
export function GoalHistory({
  dealershipId,
  months,
  shown,
  today,
  onOpen,
}: {
  dealershipId: number | null;
  months: readonly string[];
  shown: string;
  today: string;
  onOpen: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const titleId = useId();
  const recent = months.slice(0, SHOWN);
  const results = useGoalsOfMonths(dealershipId, recent);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <History className="size-4 text-brand-600" aria-hidden="true" />
        {t('goals.history.title')}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        {t('goals.history.description', { count: months.length })}
      </p>
      {recent.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          {t('goals.history.empty')}
        </p>
      ) : (
        <div className="relative -mx-5 mt-4 overflow-x-auto sm:-mx-6">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{t('goals.history.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-right text-xs text-slate-500">
                <th scope="col" className="py-2 pr-3 pl-5 text-left font-medium sm:pl-6">
                  {t('goals.history.month')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('goals.history.goal')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('goals.history.sold')}
                </th>
                <th scope="col" className="w-40 py-2 pr-3 text-left font-medium">
                  {t('goals.history.share')}
                </th>
                <th scope="col" className="py-2 pr-5 font-medium sm:pr-6">
                  <span className="sr-only">{t('goals.history.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {recent.map((month, index) => {
                const result = results[index];
                const store = result?.data?.goals.find((row) => row.userId === null);
                const share = store ? shareOf(store.actualUnits, store.unitTarget) : null;
                const standing = store
                  ? standingOf(store, store.unitTarget, month, today)
                  : undefined;
                const isShown = month === shown;
                return (
                  <tr
                    key={month}
                    aria-current={isShown ? 'true' : undefined}
                    className={`text-right tabular-nums ${isShown ? 'bg-brand-50/60' : ''}`}
                  >
                    <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-medium sm:pl-6">
                      {fmt.month(month)}
                    </th>
                    {result?.isPending ? (
                      <td colSpan={3} className="py-2.5 pr-3">
                        <span
                          aria-hidden="true"
                          className="block h-4 rounded bg-slate-200/70 motion-safe:animate-pulse"
                        />
                        <span className="sr-only">{t('goals.loading')}</span>
                      </td>
                    ) : !store ? (
                      <td colSpan={3} className="py-2.5 pr-3 text-left text-slate-500">
                        {t('goals.history.unavailable')}
                      </td>
                    ) : (
                      <>
                        <td className="py-2.5 pr-3 text-ink-900">
                          {store.unitTarget === null ? '–' : fmt.number(store.unitTarget)}
                        </td>
                        <td className="py-2.5 pr-3 text-ink-900">
                          {fmt.number(store.actualUnits)}
                        </td>
                        <td className="py-2.5 pr-3 text-left">
                          {share === null ? (
                            <span className="text-slate-400">–</span>
                          ) : (
                            <div className="space-y-1">
                              <div className="flex items-center justify-between gap-2">
                                <span className="font-medium text-slate-800">
                                  {fmt.percent(share)}
                                </span>
                                {standing ? <StandingBadge standing={standing} /> : null}
                              </div>
                              <ProgressBar share={share} standing={standing} />
                            </div>
                          )}
                        </td>
                      </>
                    )}
                    <td className="py-2 pr-5 sm:pr-6">
                      {isShown ? (
                        <span className="text-xs font-medium text-brand-700">
                          {t('goals.history.showing')}
                        </span>
                      ) : (
                        <button
                          type="button"
                          onClick={() => onOpen(month)}
                          className={quietButton}
                          aria-label={t('goals.history.openMonth', { month: fmt.month(month) })}
                        >
                          {t('goals.history.open')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
