import { mayActOn } from '@das/shared/policies';
import { normalizeRole } from '@das/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Info, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session';
import { secondaryButton } from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { useStaff } from '@/entities/staff/api/get-staff';
import { getSalesManagerDashboardQueryOptions } from '@/entities/sale/api/get-sales-manager-dashboard';
import { useUpdateStaff } from '../api/update-staff';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice, useFleetingNotice } from '@/components/ui/notice';
import { PageSkeleton } from '@/components/ui/skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { TeamFiltersBar } from '../components/team-filters';
import {
  filterTeam,
  mergeTeam,
  NO_FILTERS,
  rolesPresent,
  teamSummaries,
  type TeamFilters,
  type TeamRow,
} from '../components/team-rows';
import { TeamSummaries } from '../components/team-summaries';
import { TeamCards, TeamTable } from '../components/team-table';

/**
 * `/dashboard/team`: the store's people with their role, team and this month's
 * figures. Managers put salespeople on a sales manager's team and switch people
 * off or back on; names, e-mails and roles stay with the dealership admin.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dealershipId = user?.dealershipId ?? null;
  const staff = useStaff(dealershipId);
  // This month's figures per salesperson: the sales manager's board, shared with it.
  const figures = useQuery({
    ...getSalesManagerDashboardQueryOptions({ dealershipId, period: 'this_month' }),
    select: (board) => board.team,
  });
  const update = useUpdateStaff(dealershipId);
  const [filters, setFilters] = useState<TeamFilters>(NO_FILTERS);
  const [confirming, setConfirming] = useState<TeamRow | null>(null);
  // A failure stays until the next try; a success clears itself.
  const [notice, setNotice] = useFleetingNotice<{ kind: 'done' | 'failed'; text: string }>(
    6000,
    (shown) => shown.kind === 'failed',
  );

  if (!user) return null;

  const rows = mergeTeam(staff.data?.staff ?? [], figures.data ?? []);
  const managers = rows.filter((row) => row.role === 'sales_manager');
  const shown = filterTeam(rows, filters);
  const active = rows.filter((row) => row.isActive).length;
  const canChangeStatus = (row: TeamRow) =>
    mayActOn(user, 'staff.setActive', { userId: row.id, role: normalizeRole(row.role) });

  function changeStatus() {
    const row = confirming;
    if (!row) return;
    const isActive = !row.isActive;
    update.mutate(
      { userId: row.id, change: { isActive } },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            text: t(isActive ? 'team.confirm.reactivated' : 'team.confirm.deactivated', {
              name: row.name,
            }),
          }),
        onError: () =>
          setNotice({ kind: 'failed', text: t('team.confirm.failed', { name: row.name }) }),
        onSettled: () => setConfirming(null),
      },
    );
  }

  const views = {
    rows: shown,
    managers,
    dealershipId,
    currentUserId: user.id,
    canChangeStatus,
    onStatus: setConfirming,
  };

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('team.title')}
        subtitle={
          staff.data
            ? t('team.subtitle', { count: rows.length, active })
            : t('team.subtitleLoading')
        }
      />

      <p className="flex items-start gap-2.5 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200 ring-inset">
        <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden="true" />
        {t('team.adminNote')}
      </p>

      <div role="status" className="empty:hidden">
        {notice ? (
          <Notice tone={notice.kind === 'done' ? 'success' : 'error'}>{notice.text}</Notice>
        ) : null}
      </div>

      {staff.isPending ? (
        <PageSkeleton
          label={t('team.loading')}
          cards="h-28"
          blocks={['h-14', 'h-14', 'h-14', 'h-14', 'h-14']}
          className="space-y-3"
        />
      ) : staff.isError ? (
        <LoadError
          message={t('team.error')}
          onRetry={() => void staff.refetch()}
          retrying={staff.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={Users} title={t('team.empty.title')} body={t('team.empty.body')} />
      ) : (
        <>
          <TeamSummaries
            summaries={teamSummaries(rows)}
            selected={filters.team}
            onSelect={(team) => setFilters({ ...filters, team })}
          />
          {figures.isError ? (
            <LoadError
              message={t('team.figuresError')}
              onRetry={() => void figures.refetch()}
              retrying={figures.isFetching}
            />
          ) : null}
          <TeamFiltersBar
            filters={filters}
            roles={rolesPresent(rows)}
            managers={managers.filter((manager) => manager.isActive)}
            onChange={setFilters}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('team.showing', { count: shown.length, total: rows.length })}
          </p>
          {shown.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">{t('team.noMatch')}</p>
              <button
                type="button"
                onClick={() => setFilters(NO_FILTERS)}
                className={secondaryButton}
              >
                {t('team.filters.clear')}
              </button>
            </div>
          ) : (
            <>
              <TeamTable {...views} />
              <TeamCards {...views} />
            </>
          )}
          <p className="text-xs text-slate-500">{t('team.figuresNote')}</p>
        </>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.isActive
            ? t('team.confirm.deactivateTitle', { name: confirming.name })
            : t('team.confirm.reactivateTitle', { name: confirming?.name ?? '' })
        }
        description={
          confirming?.isActive
            ? t('team.confirm.deactivateBody', { name: confirming.name })
            : t('team.confirm.reactivateBody', { name: confirming?.name ?? '' })
        }
        confirmLabel={confirming?.isActive ? t('team.deactivate') : t('team.reactivate')}
        workingLabel={t('team.confirm.working')}
        cancelLabel={t('team.confirm.cancel')}
        tone={confirming?.isActive ? 'danger' : 'default'}
        working={update.isPending}
        onConfirm={changeStatus}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
