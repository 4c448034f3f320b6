import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_PLANS, SUBSCRIPTION_STATUSES } from '@das/shared/subscription-plans';
import { todayIn } from '@das/shared/periods';
import { fieldControl, quietButton, secondaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { PanelTable, EDGE_CELL, EDGE_HEAD } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';
import { useSubscriptions, type SubscriptionFilter } from '../api/platform-subscriptions';
import { SubscriptionActions } from '../components/subscription-actions';

const STATUS_TONE = {
  trialing: 'bg-sky-50 text-sky-800 ring-sky-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const;

/**
 * Every tenant's subscription (issue 13), for platform staff: its plan, price
 * and state; a trial extended, a subscription activated or canceled, and what
 * each store would be billed. No payment is taken.
 */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [filter, setFilter] = useState<SubscriptionFilter>({});
  // The cursors of the pages before this one, to go back.
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const list = useSubscriptions(filter, cursors.at(-1));
  const items = list.data?.items ?? [];
  const chosen = items.find((item) => item.id === open);
  const refilter = (next: SubscriptionFilter) => {
    setFilter({ ...filter, ...next });
    setCursors([]);
  };

  return (
    <>
      <Panel
        title={t('platformSubscriptions.title')}
        description={t('platformSubscriptions.description')}
      >
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          <Field id="subscriptions-search" label={t('platformSubscriptions.filters.search')}>
            <input
              id="subscriptions-search"
              type="search"
              className={fieldControl}
              value={filter.search ?? ''}
              onChange={(event) => refilter({ search: event.target.value || undefined })}
            />
          </Field>
          <Field id="subscriptions-status" label={t('platformSubscriptions.filters.status')}>
            <select
              id="subscriptions-status"
              className={fieldControl}
              value={filter.status ?? ''}
              onChange={(event) =>
                refilter({ status: SUBSCRIPTION_STATUSES.find((s) => s === event.target.value) })
              }
            >
              <option value="">{t('platformSubscriptions.filters.any')}</option>
              {SUBSCRIPTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`platformSubscriptions.statuses.${status}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="subscriptions-plan" label={t('platformSubscriptions.filters.plan')}>
            <select
              id="subscriptions-plan"
              className={fieldControl}
              value={filter.plan ?? ''}
              onChange={(event) =>
                refilter({ plan: SIGNUP_PLANS.find((p) => p === event.target.value) })
              }
            >
              <option value="">{t('platformSubscriptions.filters.any')}</option>
              {SIGNUP_PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {t(`platformSubscriptions.plans.${plan}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div aria-busy={list.isFetching}>
          {list.isError ? (
            <p role="alert" className="text-sm text-rose-700">
              {t('platformSubscriptions.errors.loadFailed')}
            </p>
          ) : list.data === undefined ? null : items.length === 0 ? (
            <PanelEmpty icon={CreditCard} text={t('platformSubscriptions.empty')} />
          ) : (
            <PanelTable
              label={t('platformSubscriptions.title')}
              caption={t('platformSubscriptions.caption')}
              className="w-full min-w-[52rem] text-sm"
              head={
                <tr className="text-xs text-slate-600">
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformSubscriptions.columns.tenant')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformSubscriptions.columns.plan')}
                  </th>
                  <th scope="col" className={`${EDGE_HEAD} text-right`}>
                    {t('platformSubscriptions.columns.locations')}
                  </th>
                  <th scope="col" className={`${EDGE_HEAD} text-right`}>
                    {t('platformSubscriptions.columns.monthly')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformSubscriptions.columns.status')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformSubscriptions.columns.trialEnds')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformSubscriptions.columns.cancelsOn')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    <span className="sr-only">{t('platformSubscriptions.columns.actions')}</span>
                  </th>
                </tr>
              }
            >
              {items.map((item) => (
                <tr key={item.id} className={item.id === open ? 'bg-brand-50' : undefined}>
                  <th
                    scope="row"
                    className={`${EDGE_CELL} py-2 text-left font-medium text-ink-900`}
                  >
                    {item.tenantName}
                    <span className="block text-xs font-normal text-slate-600">
                      {item.subscriberEmail}
                    </span>
                  </th>
                  <td className={`${EDGE_CELL} py-2`}>
                    {t(`platformSubscriptions.plans.${item.plan}`)}
                  </td>
                  <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                    {fmt.number(item.locations)}
                  </td>
                  <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                    {fmt.moneyExact(Number(item.monthlyPrice))}
                  </td>
                  <td className={`${EDGE_CELL} py-2`}>
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[item.status]}`}
                    >
                      {t(`platformSubscriptions.statuses.${item.status}`)}
                    </span>
                  </td>
                  <td className={`${EDGE_CELL} py-2 whitespace-nowrap`} data-testid="trial-end">
                    {fmt.date(item.trialEndsAt)}
                  </td>
                  <td className={`${EDGE_CELL} py-2 whitespace-nowrap`}>
                    {item.cancelsOn ? fmt.date(item.cancelsOn) : '—'}
                  </td>
                  <td className={`${EDGE_CELL} py-2`}>
                    <button
                      type="button"
                      className={quietButton}
                      aria-label={t('platformSubscriptions.manage', { tenant: item.tenantName })}
                      aria-expanded={item.id === open}
                      aria-controls="subscription-manage"
                      onClick={() => setOpen(item.id === open ? null : item.id)}
                    >
                      {t('platformSubscriptions.manageShort')}
                    </button>
                  </td>
                </tr>
              ))}
            </PanelTable>
          )}
        </div>
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('platformSubscriptions.previous')}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={!list.data?.nextCursor}
            onClick={() => list.data?.nextCursor && setCursors([...cursors, list.data.nextCursor])}
          >
            {t('platformSubscriptions.next')}
          </button>
        </div>
      </Panel>
      <div id="subscription-manage" className="mt-6">
        {chosen ? (
          <Panel title={t('platformSubscriptions.manageTitle', { tenant: chosen.tenantName })}>
            <SubscriptionActions subscription={chosen} today={todayIn('UTC', new Date())} />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
