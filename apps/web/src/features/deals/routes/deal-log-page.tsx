import { LENDERS, type DealStatus } from '@das/shared/deals';
import { decideRoute, parseDealershipId } from '@das/shared/route-access';
import { roleMay } from '@das/shared/policies';
import type { Deal } from '@das/shared/schemas/deals';
import { CircleAlert, Download, FilePlus2, Inbox, Loader2, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useChangeDealStatus } from '../api/change-deal-status';
import { useDeleteDeal } from '../api/delete-deal';
import { useExportDeals } from '../api/export-deals';
import { useDealsInfinite } from '@/entities/deal/api/get-deals';
import { useLenders } from '@/entities/deal/api/get-lenders';
import { useStaff } from '@/entities/staff/api/get-staff';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FrontGrossDialog } from '../components/front-gross-dialog';
import { DealLogFiltersBar } from '../components/deal-log-filters';
import { DealLogHeader } from '../components/deal-log-header';
import { DealLogTotals } from '../components/deal-log-totals';
import { DealTable } from '../components/deal-table';
import { button, cardClass } from '../components/styles';
import {
  nextSort,
  readFilters,
  toListParams,
  writeFilters,
  type DealLogFilters,
  type DealSortField,
} from '../lib/deal-log-params';
import { countsSplitsHalf, dealLogScope } from '../lib/deal-log-scope';
import { staffChoices } from '../lib/staff-choices';

type Pending = { kind: 'unwind'; deal: Deal } | { kind: 'delete'; deal: Deal } | undefined;

/**
 * The deal log of every deal route (`/deal-log`, `/finance-deal-log`,
 * `/single-finance-deal-log`, `/single-finance/deals`, `/dashboard/deals`,
 * `/dealership/{id}/deals`): server-side filtered, sorted and paged, rows
 * virtualized, totals of everything that matches.
 */
export function DealLogPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const routeDealership = parseDealershipId(useParams().dealershipId);
  const financeMode = location.pathname === paths.financeDealLog.path;
  const ownSales = user?.role === 'salesperson';
  const mode = useMemo(
    () => ({ financeMode, userId: user?.id, ownSales }),
    [financeMode, user?.id, ownSales],
  );
  const filters = readFilters(searchParams, mode);
  const storeId = routeDealership ?? user?.dealershipId ?? undefined;
  const listParams = useMemo(
    () => toListParams(filters, routeDealership),
    // The filters are read from the address on every render; their text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchParams.toString(), routeDealership, mode],
  );
  const deals = useDealsInfinite(storeId ?? 'all', listParams, user !== null);
  const staff = useStaff(storeId ?? null);
  const lenders = useLenders(storeId);
  const changeStatus = useChangeDealStatus();
  const remove = useDeleteDeal();
  const exporter = useExportDeals();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<Pending>();
  const [frontEdit, setFrontEdit] = useState<Deal>();
  const [rowError, setRowError] = useState<string>();
  const deletedDeal = (location.state as { deletedDeal?: string } | null)?.deletedDeal;

  const setFilters = useCallback(
    (next: DealLogFilters) => setSearchParams(writeFilters(next, mode), { replace: true }),
    [mode, setSearchParams],
  );

  const rows = useMemo(() => deals.data?.pages.flatMap((page) => page.deals) ?? [], [deals.data]);
  const lastPage = deals.data?.pages[deals.data.pages.length - 1];
  const totals = lastPage?.totals;
  const total = lastPage?.total ?? 0;

  const fiManagers = useMemo(
    () =>
      staffChoices(staff.data?.staff ?? [], 'fiManager', {
        roleLabel: (role) => role,
        inactiveLabel: '',
      }),
    [staff.data],
  );
  const salespeople = useMemo(
    () =>
      ownSales
        ? []
        : staffChoices(staff.data?.staff ?? [], 'salesperson', {
            roleLabel: (role) => role,
            inactiveLabel: '',
          }),
    [staff.data, ownSales],
  );
  const scope = dealLogScope(filters, mode);
  const personName =
    'personId' in scope
      ? staff.data?.staff.find((member) => member.id === scope.personId)?.name
      : undefined;

  if (!user) return null;
  const canEdit = roleMay(user.role, 'deals.write');
  const logDealPath =
    user.role === 'single_finance_manager' ? paths.singleFinanceLogDeal : paths.financeLogDeal;
  const canLogDeals = canEdit && decideRoute(logDealPath.getHref(), user).kind === 'allow';
  const editHref = canLogDeals
    ? (deal: Deal) => `${logDealPath.getHref()}?deal_id=${encodeURIComponent(deal.id)}`
    : undefined;
  const ownDeals = scope.kind === 'ownFinance';

  function failureText(error: unknown): string {
    if (error instanceof ApiError && error.status === 403) return t('deals.log.errors.forbidden');
    if (error instanceof ApiError && error.status === 0) return t('deals.log.errors.network');
    return error instanceof Error && error.message
      ? t('deals.log.errors.withReason', { reason: error.message })
      : t('deals.log.errors.generic');
  }

  function applyStatus(deal: Deal, status: DealStatus) {
    setRowError(undefined);
    setPendingIds((current) => new Set(current).add(deal.id));
    changeStatus.mutate(
      { id: deal.id, status },
      {
        onError: (error) =>
          setRowError(
            t('deals.log.statusFailed', { number: deal.deal_number, reason: failureText(error) }),
          ),
        onSettled: () =>
          setPendingIds((current) => {
            const next = new Set(current);
            next.delete(deal.id);
            return next;
          }),
      },
    );
  }

  function onStatusChange(deal: Deal, status: DealStatus) {
    if (status === deal.status) return;
    if (status === 'Unwound') setConfirm({ kind: 'unwind', deal });
    else applyStatus(deal, status);
  }

  function onSort(column: DealSortField) {
    setFilters({ ...filters, ...nextSort(filters, column) });
  }

  const title = financeMode || ownSales ? t('deals.log.titleMine') : t('deals.log.title');
  const storeName = routeDealership === undefined ? (user.dealershipName ?? undefined) : undefined;

  const actions = (
    <>
      <button
        type="button"
        className={button.small}
        disabled={exporter.isPending || total === 0}
        onClick={() => exporter.mutate(listParams)}
      >
        {exporter.isPending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Download className="size-4" aria-hidden="true" />
        )}
        <span className="hidden sm:inline">
          {exporter.isPending ? t('deals.log.exporting') : t('deals.log.export')}
        </span>
        <span className="sm:hidden">{t('deals.log.exportShort')}</span>
      </button>
      {canLogDeals ? (
        <Link to={logDealPath.getHref()} className={`${button.primary} py-2`}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('deals.log.logDeal')}</span>
          <span className="sm:hidden">{t('deals.log.logDealShort')}</span>
        </Link>
      ) : null}
    </>
  );

  return (
    <div className="space-y-4">
      <DealLogHeader
        title={title}
        scope={scope}
        storeName={storeName}
        personName={personName}
        onShowOwn={
          financeMode
            ? (own) => setFilters({ ...filters, fi_manager_id: own ? user.id : '' })
            : undefined
        }
      />

      {deletedDeal ? (
        <div
          role="status"
          className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-100"
        >
          <span>{t('deals.log.deleted', { number: deletedDeal })}</span>
          <button
            type="button"
            className={button.icon}
            aria-label={t('deals.log.dismiss')}
            onClick={() =>
              navigate(location.pathname + location.search, { replace: true, state: null })
            }
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <DealLogFiltersBar
        filters={filters}
        mode={mode}
        fiManagers={fiManagers}
        salespeople={salespeople}
        lenders={lenders.data?.lenders ?? LENDERS}
        onChange={setFilters}
        actions={actions}
      />

      {rowError || exporter.isError ? (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          <span className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {rowError ?? t('deals.log.exportFailed', { reason: failureText(exporter.error) })}
          </span>
          <button
            type="button"
            className={button.icon}
            aria-label={t('deals.log.dismiss')}
            onClick={() => {
              setRowError(undefined);
              exporter.reset();
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}

      <section aria-labelledby="deal-log-totals" className={`${cardClass} overflow-hidden`}>
        <DealLogTotals
          totals={totals}
          total={total}
          busy={deals.isFetching && !deals.isFetchingNextPage}
          splitsCountHalf={countsSplitsHalf(scope)}
        />

        {deals.isPending ? (
          <LoadingRows />
        ) : deals.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 px-5 py-10 sm:items-center">
            <p className="flex items-center gap-2 text-sm font-medium text-red-800">
              <CircleAlert className="size-4" aria-hidden="true" />
              {failureText(deals.error)}
            </p>
            <button type="button" className={button.secondary} onClick={() => void deals.refetch()}>
              {t('deals.log.retry')}
            </button>
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center px-6 py-14 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
              <Inbox className="size-6" aria-hidden="true" />
            </span>
            <p className="mt-3 text-sm font-semibold text-slate-900">{t('deals.log.emptyTitle')}</p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              {ownDeals ? t('deals.log.emptyMine') : t('deals.log.emptyDescription')}
            </p>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              {ownDeals ? (
                <button
                  type="button"
                  className={button.secondary}
                  onClick={() => setFilters({ ...filters, fi_manager_id: '' })}
                >
                  {t('deals.log.wholeStore')}
                </button>
              ) : null}
              {canLogDeals ? (
                <Link to={logDealPath.getHref()} className={button.primary}>
                  <FilePlus2 className="size-4" aria-hidden="true" />
                  {t('deals.log.logDeal')}
                </Link>
              ) : null}
            </div>
          </div>
        ) : (
          <>
            <DealTable
              label={title}
              resetKey={JSON.stringify(listParams)}
              deals={rows}
              total={total}
              sort={filters.sort}
              order={filters.order}
              onSort={onSort}
              hasNextPage={deals.hasNextPage}
              isFetchingNextPage={deals.isFetchingNextPage}
              fetchNextPage={() => void deals.fetchNextPage()}
              editing={
                canEdit
                  ? {
                      editHref,
                      onEditFront: editHref ? undefined : setFrontEdit,
                      pendingIds,
                      onStatusChange,
                      onDelete: (deal) => setConfirm({ kind: 'delete', deal }),
                    }
                  : undefined
              }
            />
            <p
              aria-live="polite"
              className="flex items-center justify-between gap-3 border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-500"
            >
              <span>
                {t('deals.log.showing', {
                  shown: format.number(rows.length),
                  total: format.number(total),
                })}
              </span>
              {deals.isFetchingNextPage ? (
                <span className="inline-flex items-center gap-1.5">
                  <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
                  {t('deals.table.loadingMore')}
                </span>
              ) : deals.isFetching ? (
                <span className="inline-flex items-center gap-1.5">
                  <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
                  {t('deals.log.updating')}
                </span>
              ) : null}
            </p>
          </>
        )}
      </section>

      <FrontGrossDialog deal={frontEdit} onClose={() => setFrontEdit(undefined)} />
      <ConfirmDialog
        open={confirm !== undefined}
        tone={confirm?.kind === 'unwind' ? 'default' : 'danger'}
        title={
          confirm
            ? t(confirm.kind === 'unwind' ? 'deals.unwind.title' : 'deals.delete.title', {
                number: confirm.deal.deal_number,
              })
            : ''
        }
        description={
          confirm
            ? t(
                confirm.kind === 'unwind' ? 'deals.unwind.description' : 'deals.delete.description',
                { customer: confirm.deal.customer_last_name, stock: confirm.deal.stock_number },
              )
            : ''
        }
        confirmLabel={t(
          confirm?.kind === 'unwind' ? 'deals.unwind.confirm' : 'deals.delete.confirm',
        )}
        workingLabel={t('deals.delete.working')}
        cancelLabel={t(confirm?.kind === 'unwind' ? 'deals.unwind.cancel' : 'deals.delete.cancel')}
        working={remove.isPending}
        error={remove.isError ? failureText(remove.error) : undefined}
        onCancel={() => {
          setConfirm(undefined);
          remove.reset();
        }}
        onConfirm={() => {
          if (!confirm) return;
          if (confirm.kind === 'unwind') {
            applyStatus(confirm.deal, 'Unwound');
            setConfirm(undefined);
          } else {
            remove.mutate(confirm.deal, { onSuccess: () => setConfirm(undefined) });
          }
        }}
      />
    </div>
  );
}

function LoadingRows() {
  const { t } = useTranslation();
  return (
    <div role="status" className="divide-y divide-slate-100">
      <span className="sr-only">{t('deals.log.loading')}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex h-11 items-center gap-6 px-4">
          <div className="h-3 w-14 animate-pulse rounded bg-slate-200" />
          <div className="h-3 w-20 animate-pulse rounded bg-slate-100" />
          <div className="h-3 w-28 animate-pulse rounded bg-slate-200" />
          <div className="hidden h-3 w-16 animate-pulse rounded bg-slate-100 sm:block" />
          <div className="ml-auto h-3 w-20 animate-pulse rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
