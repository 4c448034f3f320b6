import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformSubscription } from '@das/shared/schemas/platform-subscriptions';
import { MAX_TRIAL_EXTENSION_DAYS } from '@das/shared/schemas/platform-subscriptions';
import {
  fieldControl,
  primaryButton,
  secondaryButton,
  dangerButton,
} from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { PanelTable, EDGE_CELL, EDGE_HEAD } from '@/components/ui/panel-table';
import { ApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/format';
import {
  useBillingPreview,
  useChangeSubscription,
  type SubscriptionChange,
} from '../api/platform-subscriptions';

/** Why a change failed, in the reader's words: its state, its input, or anything else. */
function failureKey(error: unknown): string {
  if (error instanceof ApiError && error.code === 'CONFLICT') return 'conflict';
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') return 'invalid';
  return 'failed';
}

/** One subscription's actions and its bill per store. */
export function SubscriptionActions({
  subscription,
  today,
}: {
  subscription: PlatformSubscription;
  /** The platform's UTC day, the earliest a cancellation may take effect. */
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const change = useChangeSubscription();
  const billing = useBillingPreview(subscription.id);
  const [days, setDays] = useState('7');
  const [cancelOn, setCancelOn] = useState(today);
  const [done, setDone] = useState<string | null>(null);
  const run = (next: SubscriptionChange, doneKey: string) => {
    setDone(null);
    change.mutate(next, { onSuccess: () => setDone(doneKey) });
  };
  const id = subscription.id;

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'extend-trial', id, days: Number(days) }, 'extended');
          }}
        >
          <Field id={`extend-days-${id}`} label={t('platformSubscriptions.actions.extendDays')}>
            <input
              id={`extend-days-${id}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TRIAL_EXTENSION_DAYS}
              required
              className={fieldControl}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </Field>
          <button
            type="submit"
            className={primaryButton}
            disabled={change.isPending || subscription.status !== 'trialing'}
          >
            {t('platformSubscriptions.actions.extend')}
          </button>
        </form>
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            run({ kind: 'cancel', id, on: cancelOn }, 'canceled');
          }}
        >
          <Field id={`cancel-on-${id}`} label={t('platformSubscriptions.actions.cancelOn')}>
            <input
              id={`cancel-on-${id}`}
              type="date"
              min={today}
              required
              className={fieldControl}
              value={cancelOn}
              onChange={(event) => setCancelOn(event.target.value)}
            />
          </Field>
          <button
            type="submit"
            className={dangerButton}
            disabled={change.isPending || subscription.status === 'canceled'}
          >
            {t('platformSubscriptions.actions.cancel')}
          </button>
        </form>
        <div className="flex items-end">
          <button
            type="button"
            className={secondaryButton}
            disabled={change.isPending || subscription.status === 'active'}
            onClick={() => run({ kind: 'activate', id }, 'activated')}
          >
            {t('platformSubscriptions.actions.activate')}
          </button>
        </div>
      </div>
      <div role="status">
        {done ? <Notice tone="success">{t(`platformSubscriptions.done.${done}`)}</Notice> : null}
        {change.isError ? (
          <Notice tone="error">
            {t(`platformSubscriptions.errors.${failureKey(change.error)}`)}
          </Notice>
        ) : null}
      </div>

      <div>
        <h3 className="text-sm font-semibold text-ink-900">
          {t('platformSubscriptions.billing.title')}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">
          {t('platformSubscriptions.billing.noPayment')}
        </p>
        {billing.isError ? (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {t('platformSubscriptions.errors.loadFailed')}
          </p>
        ) : billing.data ? (
          <PanelTable
            label={t('platformSubscriptions.billing.title')}
            caption={t('platformSubscriptions.billing.caption', {
              tenant: subscription.tenantName,
            })}
            head={
              <tr className="text-xs text-slate-600">
                <th scope="col" className={EDGE_HEAD}>
                  {t('platformSubscriptions.billing.store')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('platformSubscriptions.billing.monthly')}
                </th>
              </tr>
            }
          >
            {billing.data.stores.map((store) => (
              <tr key={store.dealershipId}>
                <th
                  scope="row"
                  className={`${EDGE_CELL} py-2 text-left font-normal text-slate-800`}
                >
                  {store.name}
                </th>
                <td className={`${EDGE_CELL} py-2 text-right tabular-nums`}>
                  {fmt.moneyExact(Number(store.monthly))}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${EDGE_CELL} py-2 text-left font-semibold text-ink-900`}>
                {t('platformSubscriptions.billing.total', {
                  locations: billing.data.locations,
                  price: fmt.moneyExact(Number(billing.data.pricePerLocation)),
                })}
              </th>
              <td className={`${EDGE_CELL} py-2 text-right font-semibold tabular-nums`}>
                {fmt.moneyExact(Number(billing.data.monthlyTotal))}
              </td>
            </tr>
          </PanelTable>
        ) : null}
      </div>
    </div>
  );
}
