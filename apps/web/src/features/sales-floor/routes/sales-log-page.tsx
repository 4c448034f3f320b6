import { ChevronLeft, ChevronRight, Download, Loader2, ShoppingCart } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { secondaryButton } from '@/components/ui/button-styles';
import { exportSales } from '@/entities/sale/api/export-sales';
import { SALES_PAGE_SIZE, useSales } from '@/entities/sale/api/get-sales';
import type { SaleListParams } from '@/entities/sale/api/sale-keys';
import { useFormatters } from '@/lib/format';
import { localToday } from '@/lib/local-today';
import { useSession } from '@/lib/session/session';
import { SaleRowActions } from '../components/sale-row-actions';
import { SalesLogFilters, filtersFrom } from '../components/sales-log-filters';
import { SalesTable } from '../components/sales-table';

/**
 * `/dashboard/sales-log`: every sale the caller may see, beside the deal log —
 * filtered, searched, paged, and exported as CSV. A salesperson sees (and may
 * correct) their own; the store's managers every sale of the store.
 */
export function SalesLogPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const page = Math.max(1, Number(filters.page ?? 1) || 1);
  const params: SaleListParams = {
    ...filters,
    page: String(page),
    page_size: String(SALES_PAGE_SIZE),
  };
  const dealershipId = user?.dealershipId ?? null;
  const sales = useSales(dealershipId, params);
  const exporter = useMutation({ mutationFn: exportSales, retry: false });
  if (!user) return null;

  const today = localToday();
  const total = sales.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / SALES_PAGE_SIZE));
  const go = (next: SaleListParams) => {
    const address = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) address.set(name, value);
    setSearch(address, { replace: true });
  };
  const toPage = (n: number) => go({ ...filters, page: n > 1 ? String(n) : '' });

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('salesFloor.salesLog.title')}
        subtitle={
          user.role === 'salesperson'
            ? t('salesFloor.salesLog.subtitleMine')
            : t('salesFloor.salesLog.subtitleStore')
        }
        actions={
          <button
            type="button"
            className={secondaryButton}
            disabled={exporter.isPending || total === 0}
            onClick={() => exporter.mutate(filters)}
          >
            {exporter.isPending ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            {exporter.isPending
              ? t('salesFloor.salesLog.exporting')
              : t('salesFloor.salesLog.export')}
          </button>
        }
      >
        <SalesLogFilters
          key={filters.q ?? ''}
          params={filters}
          onChange={(next) => go({ ...next, page: '' })}
        />
      </PageHeader>

      {exporter.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-900 ring-1 ring-rose-200"
        >
          {t('salesFloor.salesLog.exportFailed')}
        </p>
      ) : null}

      {sales.isError && !sales.data ? (
        <LoadError
          message={t('salesFloor.salesLog.loadFailed')}
          onRetry={() => void sales.refetch()}
          retrying={sales.isFetching}
        />
      ) : sales.data && sales.data.total === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t('salesFloor.salesLog.emptyTitle')}
          body={t('salesFloor.salesLog.emptyBody')}
        />
      ) : (
        <Panel
          title={t('salesFloor.salesLog.tableTitle')}
          description={
            sales.data ? (
              <span aria-live="polite">
                {t('salesFloor.salesLog.summary', {
                  total: fmt.number(total),
                  amount: fmt.money(sales.data.totals.amount),
                })}
              </span>
            ) : (
              t('common.loadingFigures')
            )
          }
        >
          <div aria-busy={sales.isFetching} className={sales.isPlaceholderData ? 'opacity-60' : ''}>
            <SalesTable
              sales={sales.data?.sales ?? []}
              today={today}
              caption={t('salesFloor.salesLog.caption', { page, pages })}
              showSalesperson={user.role !== 'salesperson'}
              actions={(sale) => <SaleRowActions sale={sale} user={user} today={today} />}
            />
          </div>
          <nav
            aria-label={t('salesFloor.salesLog.paging')}
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
          >
            <span>{t('salesFloor.salesLog.pageOf', { page, pages })}</span>
            <span className="flex gap-2">
              <button
                type="button"
                className={secondaryButton}
                disabled={page <= 1}
                onClick={() => toPage(page - 1)}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('salesFloor.salesLog.previous')}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={page >= pages}
                onClick={() => toPage(page + 1)}
              >
                {t('salesFloor.salesLog.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </span>
          </nav>
        </Panel>
      )}
    </div>
  );
}
