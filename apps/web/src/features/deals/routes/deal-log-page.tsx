import { LENDERS } from '@das/shared/deals';
import { decideRoute, parseDealershipId } from '@das/shared/route-access';
import { roleMay } from '@das/shared/policies';
import type { Deal } from '@das/shared/schemas/deals';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useMediaQuery } from '@/lib/use-media-query';
import { useViewAs } from '@/entities/dealership/api/view-as';
import { StoreTrail } from '@/entities/dealership/components/store-trail';
import { useExportDeals } from '../api/export-deals';
import { useDealsInfinite } from '@/entities/deal/api/get-deals';
import { useLenders } from '@/entities/deal/api/get-lenders';
import { useStaff } from '@/entities/staff/api/get-staff';
import { FrontGrossDialog } from '../components/front-gross-dialog';
import { DealLogActions } from '../components/deal-log-actions';
import { DealLogConfirm } from '../components/deal-log-confirm';
import { DealLogFiltersBar } from '../components/deal-log-filters';
import { DealLogHeader } from '../components/deal-log-header';
import { DeletedNotice, FailureNotice } from '../components/deal-log-notices';
import { EmptyLog, LoadFailed, LoadedLine, LoadingRows } from '../components/deal-log-states';
import { DealLogTotals } from '../components/deal-log-totals';
import { DealCards } from '../components/deal-cards';
import { DealTable } from '../components/deal-table';
import { cardClass } from '../components/styles';
import { useDealLogEdits } from '../components/use-deal-log-edits';
import { useFailureText } from '../components/use-failure-text';
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

const CHOICE_LABELS = { roleLabel: (role: string) => role, inactiveLabel: '' };

/** Tailwind's `sm`: below it the 2,000-px-wide table would be read through a slot, so phones get cards. */
const TABLE_QUERY = '(min-width: 40rem)';

/**
 * The deal log of every deal route (`/deal-log`, `/finance-deal-log`,
 * `/single-finance-deal-log`, `/single-finance/deals`, `/dashboard/deals`,
 * `/dealership/{id}/deals`): server-side filtered, sorted and paged, rows
 * virtualized, totals of everything that matches. A salesperson's log lists
 * their own deals only.
 */
export function DealLogPage() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { user } = useSession();
  const viewAs = useViewAs();
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
  const exporter = useExportDeals();
  const edits = useDealLogEdits();
  const wide = useMediaQuery(TABLE_QUERY);
  const deletedDeal = (location.state as { deletedDeal?: string } | null)?.deletedDeal;

  const setFilters = useCallback(
    (next: DealLogFilters) => setSearchParams(writeFilters(next, mode), { replace: true }),
    [mode, setSearchParams],
  );

  const rows = useMemo(() => deals.data?.pages.flatMap((page) => page.deals) ?? [], [deals.data]);
  const lastPage = deals.data?.pages[deals.data.pages.length - 1];
  const total = lastPage?.total ?? 0;

  const fiManagers = useMemo(
    () => staffChoices(staff.data?.staff ?? [], 'fiManager', CHOICE_LABELS),
    [staff.data],
  );
  const salespeople = useMemo(
    () => (ownSales ? [] : staffChoices(staff.data?.staff ?? [], 'salesperson', CHOICE_LABELS)),
    [staff.data, ownSales],
  );
  const scope = dealLogScope(filters, mode);
  const personName =
    'personId' in scope
      ? staff.data?.staff.find((member) => member.id === scope.personId)?.name
      : undefined;

  if (!user) return null;
  // Platform staff viewing a store "as admin" read it, never change it (issue 13).
  const canEdit = roleMay(user.role, 'deals.write') && viewAs === undefined;
  const logDealPath =
    user.role === 'single_finance_manager' ? paths.singleFinanceLogDeal : paths.financeLogDeal;
  const canLogDeals = canEdit && decideRoute(logDealPath.getHref(), user).kind === 'allow';
  const logDealHref = canLogDeals ? logDealPath.getHref() : undefined;
  const editHref = canLogDeals
    ? (deal: Deal) => `${logDealPath.getHref()}?deal_id=${encodeURIComponent(deal.id)}`
    : undefined;
  const title = financeMode || ownSales ? t('deals.log.titleMine') : t('deals.log.title');
  const storeName = routeDealership === undefined ? (user.dealershipName ?? undefined) : undefined;
  const showStore = () => setFilters({ ...filters, fi_manager_id: '' });
  const paging = {
    hasNextPage: deals.hasNextPage,
    isFetchingNextPage: deals.isFetchingNextPage,
    fetchNextPage: () => void deals.fetchNextPage(),
  };
  const editing = canEdit
    ? {
        editHref,
        onEditFront: editHref ? undefined : edits.setFrontEdit,
        pendingIds: edits.pendingIds,
        onStatusChange: edits.onStatusChange,
        onDelete: edits.askDelete,
      }
    : undefined;

  return (
    <div className="space-y-4">
      {/* A store's log read from above it shows the path back up (ADR 019); nothing for its own people. */}
      {routeDealership !== undefined ? (
        <StoreTrail dealershipId={routeDealership} view={title} />
      ) : null}
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
        <DeletedNotice
          number={deletedDeal}
          onDismiss={() =>
            navigate(location.pathname + location.search, { replace: true, state: null })
          }
        />
      ) : null}

      <DealLogFiltersBar
        filters={filters}
        mode={mode}
        fiManagers={fiManagers}
        salespeople={salespeople}
        lenders={lenders.data?.lenders ?? LENDERS}
        onChange={setFilters}
        actions={
          <DealLogActions
            exporting={exporter.isPending}
            canExport={total > 0}
            onExport={() => exporter.mutate(listParams)}
            logDealHref={logDealHref}
          />
        }
      />

      {edits.rowError || exporter.isError ? (
        <FailureNotice
          text={
            edits.rowError ?? t('deals.log.exportFailed', { reason: failureText(exporter.error) })
          }
          onDismiss={() => {
            edits.clearRowError();
            exporter.reset();
          }}
        />
      ) : null}

      <section aria-labelledby="deal-log-totals" className={`${cardClass} overflow-hidden`}>
        <DealLogTotals
          totals={lastPage?.totals}
          total={total}
          busy={deals.isFetching && !deals.isFetchingNextPage}
          splitsCountHalf={countsSplitsHalf(scope)}
        />

        {deals.isPending ? (
          <LoadingRows />
        ) : deals.isError ? (
          <LoadFailed text={failureText(deals.error)} onRetry={() => void deals.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyLog
            ownDeals={scope.kind === 'ownFinance'}
            onShowWholeStore={showStore}
            logDealHref={logDealHref}
          />
        ) : (
          <>
            {wide ? (
              <DealTable
                label={title}
                resetKey={JSON.stringify(listParams)}
                deals={rows}
                total={total}
                sort={filters.sort}
                order={filters.order}
                onSort={(column: DealSortField) =>
                  setFilters({ ...filters, ...nextSort(filters, column) })
                }
                {...paging}
                editing={editing}
                transit={lastPage?.transit}
              />
            ) : (
              <DealCards
                label={title}
                deals={rows}
                {...paging}
                editing={editing}
                transit={lastPage?.transit}
              />
            )}
            <LoadedLine
              shown={rows.length}
              total={total}
              loadingMore={deals.isFetchingNextPage}
              updating={deals.isFetching}
            />
          </>
        )}
      </section>

      <FrontGrossDialog deal={edits.frontEdit} onClose={() => edits.setFrontEdit(undefined)} />
      <DealLogConfirm
        confirm={edits.confirm}
        working={edits.removing}
        error={edits.removeError}
        onCancel={edits.cancelPending}
        onConfirm={edits.confirmPending}
      />
    </div>
  );
}
