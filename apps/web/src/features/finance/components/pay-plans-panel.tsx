import type { PayPlan } from '@das/shared/schemas/pay';
import { Pencil, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { usePayPlans } from '@/entities/pay-plan/api/get-pay-plans';
import { primaryButton, quietButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { paidBonuses } from '@/entities/pay-plan/components/paid-bonuses';
import { PayPlanFormBody } from '@/entities/pay-plan/components/pay-plan-form-body';
import { FINANCE_PLAN_FORM } from '@/entities/pay-plan/components/pay-plan-form';
import { usePayPlanForm } from '@/entities/pay-plan/components/use-pay-plan-form';
import { LoadError } from '@/components/ui/load-error';
import { PanelSkeleton } from '@/components/ui/skeleton';
import { PanelTable } from '@/components/ui/panel-table';
import { PanelEmpty } from '@/components/ui/panel-empty';

/** The F&I team's pay plans in force; the director saves a new version of one in a dialog. */
export function PayPlansPanel({
  dealershipId,
  today,
}: {
  dealershipId: number | null;
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const plans = usePayPlans(dealershipId, 'finance');
  const [editing, setEditing] = useState<PayPlan | null>(null);

  return (
    <Panel title={t('finance.payPlans.title')} description={t('finance.payPlans.description')}>
      {plans.isPending ? (
        <PanelSkeleton rows={3} />
      ) : plans.isError ? (
        <LoadError
          message={t('finance.payPlans.error')}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : plans.data.length === 0 ? (
        <PanelEmpty icon={Wallet} text={t('finance.payPlans.empty')} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 sm:hidden">
            {plans.data.map((plan) => (
              <li key={plan.userId} className="flex items-start gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900">{plan.name}</p>
                  <p className="text-sm text-slate-700 tabular-nums">
                    {t('finance.payPlans.summary', {
                      base: fmt.money(plan.plan.baseMonthly),
                      percent: fmt.percent(plan.plan.backEndPercent / 100),
                    })}
                  </p>
                  <p className="text-xs text-slate-500">
                    {plan.effectiveFrom
                      ? t('finance.payPlans.sinceMonth', {
                          month: fmt.month(plan.effectiveFrom.slice(0, 7)),
                        })
                      : t('finance.payPlans.default')}
                  </p>
                </div>
                <EditPlanButton name={plan.name} onClick={() => setEditing(plan)} />
              </li>
            ))}
          </ul>
          <PanelTable
            label={t('finance.payPlans.title')}
            caption={t('finance.payPlans.caption')}
            className="w-full min-w-[42rem] text-sm"
            frameClassName="hidden sm:block"
            head={
              <tr className="border-b border-slate-200 text-right text-xs text-slate-500">
                <th scope="col" className="py-2 pr-3 pl-5 text-left font-medium sm:pl-6">
                  {t('finance.payPlans.manager')}
                </th>
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {t('finance.payPlans.since')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payPlan.baseMonthly')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('finance.payPlans.backEnd')}
                </th>
                <th scope="col" className="py-2 pr-3 text-left font-medium">
                  {t('finance.payPlans.bonuses')}
                </th>
                <th scope="col" className="py-2 pr-5 font-medium sm:pr-6">
                  <span className="sr-only">{t('finance.payPlans.actions')}</span>
                </th>
              </tr>
            }
          >
            {plans.data.map((plan) => {
              const bonuses = paidBonuses(plan.plan);
              return (
                <tr key={plan.userId} className="text-right tabular-nums">
                  <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-medium sm:pl-6">
                    {plan.name}
                  </th>
                  <td className="py-2.5 pr-3 text-left text-slate-600">
                    {plan.effectiveFrom
                      ? fmt.month(plan.effectiveFrom.slice(0, 7))
                      : t('finance.payPlans.default')}
                  </td>
                  <td className="py-2.5 pr-3 text-ink-900">{fmt.money(plan.plan.baseMonthly)}</td>
                  <td className="py-2.5 pr-3 text-ink-900">
                    {fmt.percent(plan.plan.backEndPercent / 100)}
                  </td>
                  <td className="py-2.5 pr-3 text-left text-slate-600">
                    {bonuses.length === 0
                      ? t('finance.payPlans.noBonuses')
                      : bonuses
                          .map(
                            ({ product, amount }) =>
                              `${t(`finance.productNames.${product}`)} ${fmt.money(amount)}`,
                          )
                          .join(' · ')}
                  </td>
                  <td className="py-2.5 pr-5 sm:pr-6">
                    <EditPlanButton name={plan.name} onClick={() => setEditing(plan)} />
                  </td>
                </tr>
              );
            })}
          </PanelTable>
        </>
      )}
      {editing ? (
        <PayPlanDialog
          key={editing.userId}
          plan={editing}
          today={today}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}

function PayPlanDialog({
  plan,
  today,
  onClose,
}: {
  plan: PayPlan;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = usePayPlanForm({
    form: FINANCE_PLAN_FORM,
    userId: plan.userId,
    plan: plan.plan,
    today,
    onSaved: onClose,
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('finance.payPlans.dialogTitle', { name: plan.name })}
      description={t('finance.payPlans.dialogDescription')}
    >
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <PayPlanFormBody form={form} />
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t('finance.dialog.cancel')}
          </button>
          <button type="submit" disabled={form.saving} className={primaryButton}>
            {form.saving ? t('payPlan.saving') : t('payPlan.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function EditPlanButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className={quietButton}
      aria-label={t('finance.payPlans.editFor', { name })}
    >
      <Pencil className="size-4" aria-hidden="true" />
      {t('finance.payPlans.edit')}
    </button>
  );
}
