import { mayActOn } from '@das/shared/policies';
import { PAY_PLAN_KINDS, type PayPlanKind } from '@das/shared/schemas/pay';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getStaffQueryOptions, type StaffMember } from '@/entities/staff/api/get-staff';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { LoadError } from '@/components/ui/load-error';
import { Notice, useFleetingNotice } from '@/components/ui/notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { usePayPlans, type PersonPlan } from '@/entities/pay-plan/api/get-pay-plans';
import { FinancePlanDialog } from '../components/finance-plan-dialog';
import { KindTabs, panelId, tabId } from '../components/kind-tabs';
import { ManagerPlanDialog } from '../components/manager-plan-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { PlansList } from '../components/plans-list';
import { SalesPlanDialog } from '../components/sales-plan-dialog';
import { localToday } from '@/lib/local-today';

const isKind = (value: string | null): value is PayPlanKind =>
  (PAY_PLAN_KINDS as readonly (string | null)[]).includes(value);

/** Each person's role, to tell a sales manager's plan from a GM's. */
function rolesById({ staff }: { staff: readonly StaffMember[] }): Record<string, string> {
  return Object.fromEntries(staff.map((person) => [person.id, person.role]));
}

/**
 * `/dashboard/pay-plans` (DOMAIN.md "Pay plans"): F&I, salespeople and
 * managers, each person's plan in force this month in plain words, and a new
 * version saved from the first of a month on by those who set that pay.
 */
export function PayPlansPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user, storeToday } = useSession();
  const dealershipId = user?.dealershipId ?? null;
  const [search, setSearch] = useSearchParams();
  const requested = search.get('kind');
  const kind: PayPlanKind = isKind(requested) ? requested : 'finance';
  const plans = usePayPlans(dealershipId, kind);
  const roles = useQuery({ ...getStaffQueryOptions(dealershipId), select: rolesById });
  const [editing, setEditing] = useState<{ kind: PayPlanKind; person: PersonPlan } | null>(null);
  const [saved, setSaved] = useFleetingNotice<{ name: string; effectiveFrom: string }>(8000);
  // The store's day by the server's clock; the browser's when there is none.
  const today = storeToday ?? localToday();

  if (!user) return null;

  const canEdit = (person: PersonPlan) => mayActOn(user, 'payPlan.set', person);
  const viewOnly = plans.data !== undefined && plans.data.length > 0 && !plans.data.some(canEdit);

  function chooseKind(next: PayPlanKind) {
    setSaved(null);
    const params = new URLSearchParams(search);
    if (next === 'finance') params.delete('kind');
    else params.set('kind', next);
    setSearch(params, { replace: true });
  }

  function onSaved(person: PersonPlan, effectiveFrom: string) {
    setEditing(null);
    setSaved({ name: person.name, effectiveFrom });
  }

  const dialogProps = editing
    ? {
        today,
        onClose: () => setEditing(null),
        onSaved: (effectiveFrom: string) => onSaved(editing.person, effectiveFrom),
      }
    : null;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('payPlans.title')}
        subtitle={t('payPlans.subtitle', { month: fmt.month(today.slice(0, 7)) })}
      />

      <p className="flex items-start gap-2.5 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
        {t('payPlans.versionsNote')}
      </p>

      <KindTabs value={kind} onChange={chooseKind} />

      <div role="status" className="empty:hidden">
        {saved ? (
          <Notice tone="success">
            {saved.effectiveFrom.slice(0, 7) > today.slice(0, 7)
              ? t('payPlans.savedLater', {
                  name: saved.name,
                  month: fmt.month(saved.effectiveFrom.slice(0, 7)),
                })
              : t('payPlans.saved', {
                  name: saved.name,
                  month: fmt.month(saved.effectiveFrom.slice(0, 7)),
                })}
          </Notice>
        ) : null}
      </div>

      <section
        id={panelId(kind)}
        role="tabpanel"
        aria-labelledby={tabId(kind)}
        tabIndex={0}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-ink-900">
            {t(`payPlans.kinds.${kind}.title`)}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{t(`payPlans.kinds.${kind}.description`)}</p>
          {viewOnly ? (
            <p className="mt-3 flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
              <Eye className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {t(`payPlans.kinds.${kind}.viewOnly`)}
            </p>
          ) : null}
        </div>
        {plans.isPending ? (
          <PageSkeleton
            label={t('payPlans.loading')}
            blocks={['h-12', 'h-12', 'h-12', 'h-12']}
            className="space-y-3 p-5 sm:p-6"
          />
        ) : plans.isError ? (
          <div className="p-5 sm:p-6">
            <LoadError
              message={t('payPlans.error')}
              onRetry={() => void plans.refetch()}
              retrying={plans.isFetching}
            />
          </div>
        ) : (
          <PlansList
            kind={kind}
            plans={plans.data}
            roles={roles.data ?? {}}
            canEdit={canEdit}
            onEdit={(person) => setEditing({ kind, person })}
          />
        )}
      </section>

      {editing && dialogProps ? (
        editing.kind === 'salesperson' ? (
          <SalesPlanDialog
            key={editing.person.userId}
            person={editing.person as PersonPlan<'salesperson'>}
            {...dialogProps}
          />
        ) : editing.kind === 'manager' ? (
          <ManagerPlanDialog
            key={editing.person.userId}
            person={editing.person as PersonPlan<'manager'>}
            {...dialogProps}
          />
        ) : (
          <FinancePlanDialog
            key={editing.person.userId}
            person={editing.person as PersonPlan<'finance'>}
            {...dialogProps}
          />
        )
      ) : null}
    </div>
  );
}
