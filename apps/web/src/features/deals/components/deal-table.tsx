import { DEAL_STATUSES, PRODUCTS, type DealStatus, type Product } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import {
  columnSizingFeature,
  flexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type Column,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ChevronsUpDown, Loader2, Pencil, Trash2 } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters, type Formatters } from '@/lib/format';
import type { DealSortField, SortOrder } from '../lib/deal-log-params';
import { DealStatusBadge, STATUS_TONE } from '@/entities/deal/components/deal-status-badge';
import { button } from './styles';
import { useFillHeight } from './use-fill-height';

/** Every row is one line of this height, so the virtualizer never has to measure. */
const ROW_HEIGHT = 44;
/** Load the next page this many rows before the end comes into view. */
const PREFETCH_ROWS = 60;

type Align = 'left' | 'right' | 'center';

/** What a deal column adds to react-table's: its alignment, long name and server sort field. */
interface DealColumnMeta {
  align?: Align;
  /** A longer header for screen readers and the tooltip. */
  title?: string;
  /** The API's `sort` value; sorting happens on the server. */
  sort?: DealSortField;
}

/** Sorting only to say which column the server sorted on; sizes for the fixed layout. */
const features = tableFeatures({
  rowSortingFeature,
  columnSizingFeature,
  columnMeta: {} as DealColumnMeta,
});
type Features = typeof features;
type DealColumn = ColumnDef<Features, Deal> & { id: string; meta: DealColumnMeta };
type DealRowModel = Row<Features, Deal>;

const metaOf = (column: Column<Features, Deal>): DealColumnMeta => column.columnDef.meta ?? {};

/** A column of the log: its header text, width (react-table's size) and cell. */
function dealColumn(spec: {
  id: string;
  header: string;
  title?: string;
  width: number;
  align?: Align;
  sort?: DealSortField;
  cell: (deal: Deal) => ReactNode;
}): DealColumn {
  return {
    id: spec.id,
    header: spec.header,
    size: spec.width,
    enableSorting: spec.sort !== undefined,
    meta: { align: spec.align, title: spec.title, sort: spec.sort },
    cell: ({ row }) => spec.cell(row.original),
  };
}

export interface DealTableProps {
  deals: readonly Deal[];
  /** Every deal that matches (the rows still to load included). */
  total: number;
  sort: DealSortField;
  order: SortOrder;
  onSort: (column: DealSortField) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Undefined for read-only roles: no status select, no edit, no delete. */
  editing?:
    | {
        editHref: ((deal: Deal) => string) | undefined;
        /** For editors without the log-deal form: the front gross alone. */
        onEditFront: ((deal: Deal) => void) | undefined;
        pendingIds: ReadonlySet<string>;
        onStatusChange: (deal: Deal, status: DealStatus) => void;
        onDelete: (deal: Deal) => void;
      }
    | undefined;
  label: string;
  /** Changes with the filters and sort: the table then scrolls back to the top. */
  resetKey: string;
}

const alignClass = (align: Align = 'left') =>
  align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';

function money(format: Formatters, value: number, muteZero = false): ReactNode {
  if (muteZero && value === 0) {
    return <span className="text-slate-300">—</span>;
  }
  return format.moneyExact(value);
}

function useColumns(editing: DealTableProps['editing']): DealColumn[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const productColumn = (product: Product): DealColumn =>
    dealColumn({
      id: product,
      header: t(`deals.productsShort.${product}`),
      title: t(`deals.productsLong.${product}`),
      width: 100,
      align: 'right',
      cell: (deal) => money(format, deal.products[product] ?? 0, true),
    });
  const columns: DealColumn[] = [
    dealColumn({
      id: 'deal_number',
      header: t('deals.columns.dealNumber'),
      width: 96,
      sort: 'deal_number',
      cell: (deal) => <span className="font-semibold text-slate-900">{deal.deal_number}</span>,
    }),
    dealColumn({
      id: 'deal_date',
      header: t('deals.columns.date'),
      width: 124,
      sort: 'deal_date',
      cell: (deal) => format.date(deal.deal_date),
    }),
    dealColumn({
      id: 'customer',
      header: t('deals.columns.customer'),
      width: 150,
      sort: 'customer_last_name',
      cell: (deal) => <span className="font-medium text-slate-900">{deal.customer_last_name}</span>,
    }),
    dealColumn({
      id: 'stock',
      header: t('deals.columns.stock'),
      width: 100,
      sort: 'stock_number',
      cell: (deal) => deal.stock_number,
    }),
    dealColumn({
      id: 'vin',
      header: t('deals.columns.vin'),
      title: t('deals.fields.vin_last8'),
      width: 100,
      sort: 'vin_last8',
      cell: (deal) => (
        <span className="font-mono text-[13px] text-slate-600">{deal.vin_last8}</span>
      ),
    }),
    dealColumn({
      id: 'vehicle',
      header: t('deals.columns.vehicle'),
      title: t('deals.fields.vehicle_type'),
      width: 84,
      align: 'center',
      sort: 'vehicle_type',
      cell: (deal) => (
        <span className="inline-flex min-w-10 justify-center rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
          {t(`deals.vehicleTypeShort.${deal.vehicle_type}`)}
        </span>
      ),
    }),
    dealColumn({
      id: 'lender',
      header: t('deals.columns.lender'),
      width: 180,
      sort: 'lender',
      cell: (deal) =>
        deal.deal_type === 'Cash' ? (
          <span className="text-slate-500 italic">{t('deals.dealType.Cash')}</span>
        ) : (
          <span title={deal.lender ?? undefined}>
            {deal.lender ?? '—'}
            {deal.deal_type === 'Lease' ? (
              <span className="ml-1.5 rounded bg-brand-50 px-1 py-0.5 text-[11px] font-semibold text-brand-700">
                {t('deals.dealType.Lease')}
              </span>
            ) : null}
          </span>
        ),
    }),
    dealColumn({
      id: 'front',
      header: t('deals.columns.front'),
      title: t('deals.fields.front_end_gross'),
      width: 112,
      align: 'right',
      sort: 'front_end_gross',
      cell: (deal) => money(format, deal.front_end_gross),
    }),
    ...PRODUCTS.map(productColumn),
    dealColumn({
      id: 'reserve',
      header: t('deals.columns.reserve'),
      width: 108,
      align: 'right',
      sort: 'reserve',
      cell: (deal) => money(format, deal.reserve, true),
    }),
    dealColumn({
      id: 'back',
      header: t('deals.columns.back'),
      title: t('deals.summary.back'),
      width: 116,
      align: 'right',
      sort: 'back_end_gross',
      cell: (deal) => (
        <span className="font-medium text-slate-900">{money(format, deal.back_end_gross)}</span>
      ),
    }),
    dealColumn({
      id: 'total',
      header: t('deals.columns.total'),
      title: t('deals.summary.total'),
      width: 120,
      align: 'right',
      sort: 'total_gross',
      cell: (deal) => (
        <span className="font-semibold text-slate-900">{money(format, deal.total_gross)}</span>
      ),
    }),
    dealColumn({
      id: 'ppd',
      header: t('deals.columns.ppd'),
      title: t('deals.columns.ppdLong'),
      width: 72,
      align: 'center',
      sort: 'products_sold',
      cell: (deal) => format.number(deal.products_sold),
    }),
    dealColumn({
      id: 'status',
      header: t('deals.columns.status'),
      width: editing ? 136 : 112,
      sort: 'status',
      cell: (deal) =>
        editing ? (
          <StatusSelect
            deal={deal}
            pending={editing.pendingIds.has(deal.id)}
            onChange={(status) => editing.onStatusChange(deal, status)}
          />
        ) : (
          <DealStatusBadge status={deal.status} />
        ),
    }),
  ];
  if (editing) {
    columns.push(
      dealColumn({
        id: 'actions',
        header: t('deals.columns.actions'),
        width: 92,
        align: 'right',
        cell: (deal) => (
          <span className="inline-flex items-center gap-0.5">
            {editing.editHref ? (
              <Link
                to={editing.editHref(deal)}
                className={button.icon}
                aria-label={t('deals.table.edit', { number: deal.deal_number })}
                title={t('deals.table.editShort')}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Link>
            ) : editing.onEditFront ? (
              <button
                type="button"
                className={button.icon}
                aria-label={t('deals.frontGross.edit', { number: deal.deal_number })}
                title={t('deals.table.editShort')}
                onClick={() => editing.onEditFront?.(deal)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </button>
            ) : null}
            <button
              type="button"
              className={`${button.icon} hover:bg-red-50 hover:text-red-700`}
              aria-label={t('deals.table.delete', { number: deal.deal_number })}
              title={t('deals.table.deleteShort')}
              onClick={() => editing.onDelete(deal)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </span>
        ),
      }),
    );
  }
  return columns;
}

function StatusSelect({
  deal,
  pending,
  onChange,
}: {
  deal: Deal;
  pending: boolean;
  onChange: (status: DealStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="relative flex items-center">
      <select
        value={deal.status}
        disabled={pending}
        aria-label={t('deals.table.statusOf', { number: deal.deal_number })}
        onChange={(event) => onChange(event.target.value as DealStatus)}
        className={`h-7 w-full cursor-pointer rounded-full border-0 py-0 pr-7 pl-2.5 text-xs font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-70 ${STATUS_TONE[deal.status]}`}
      >
        {DEAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`common.dealStatus.${status}`)}
          </option>
        ))}
      </select>
      {pending ? (
        <Loader2
          className="pointer-events-none absolute right-2 size-3.5 animate-spin text-slate-500"
          aria-hidden="true"
        />
      ) : null}
    </span>
  );
}

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  if (!active) return <ChevronsUpDown className="size-3.5 text-slate-300" aria-hidden="true" />;
  const Icon = order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon className="size-3.5 text-brand-700" aria-hidden="true" />;
}

const STICKY_FIRST = 'sticky left-0 z-10 shadow-[1px_0_0_0_#e2e8f0]';

/**
 * The deal log table: a real <table> (header row sticky, first column sticky
 * when scrolled sideways) whose body renders only the rows in view, padded
 * above and below to the full height. Rows load a page at a time as the end
 * comes near. Scrolling re-renders only the body, and only rows that come
 * into view: the header, the columns and the rows already shown stay as they are.
 */
export function DealTable(props: DealTableProps) {
  const { deals, total, sort, order, onSort } = props;
  const { t } = useTranslation();
  const columns = useColumns(props.editing);
  // The server sorts; the table is told which column that is, for aria-sort and the arrows.
  const sortedColumn = columns.find((column) => column.meta.sort === sort)?.id;
  const sorting = useMemo(
    () => (sortedColumn ? [{ id: sortedColumn, desc: order === 'desc' }] : []),
    [sortedColumn, order],
  );
  const table = useTable({
    features,
    data: deals as Deal[],
    columns,
    getRowId: (deal) => deal.id,
    manualSorting: true,
    state: { sorting },
  });
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The rows need the scrolling box itself, which exists only once this has rendered:
  // held in state, so they render again (and measure) once it is there.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((element: HTMLDivElement | null) => {
    scrollRef.current = element;
    setScrollElement(element);
  }, []);
  // Room below the table for its footer line and the page's bottom padding.
  useFillHeight(scrollRef, 72, 320);

  // A new sort or filter starts at the top.
  const { resetKey } = props;
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [resetKey]);

  return (
    <div
      ref={attachScroll}
      tabIndex={0}
      role="region"
      aria-label={t('deals.table.scrollRegion')}
      className="relative h-[28rem] overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <table
        aria-label={props.label}
        aria-rowcount={total + 1}
        className="border-separate border-spacing-0 text-sm"
        style={{ width: table.getTotalSize(), tableLayout: 'fixed' }}
      >
        <colgroup>
          {table.getAllLeafColumns().map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header, index) => {
                const meta = metaOf(header.column);
                const sorted = header.column.getIsSorted();
                const label = meta.title ? (
                  <>
                    <span aria-hidden="true">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </span>
                    <span className="sr-only">{meta.title}</span>
                  </>
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                );
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    title={meta.title}
                    className={`sticky top-0 z-20 h-10 border-b border-slate-200 bg-slate-50 px-3 align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase ${alignClass(meta.align)} ${index === 0 ? `${STICKY_FIRST} z-30` : ''}`}
                  >
                    {header.column.getCanSort() && meta.sort ? (
                      <button
                        type="button"
                        onClick={() => meta.sort && onSort(meta.sort)}
                        className={`flex w-full items-center gap-1 rounded-sm uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${sorted ? 'text-slate-900' : ''} ${meta.align === 'right' ? 'flex-row-reverse' : ''}`}
                      >
                        {label}
                        <SortIcon active={sorted !== false} order={order} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <VirtualRows
          scrollElement={scrollElement}
          rows={rows}
          columnCount={columns.length}
          hasNextPage={props.hasNextPage}
          isFetchingNextPage={props.isFetchingNextPage}
          fetchNextPage={props.fetchNextPage}
        />
      </table>
    </div>
  );
}

function VirtualRows({
  scrollElement,
  rows,
  columnCount,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  scrollElement: HTMLDivElement | null;
  rows: DealRowModel[];
  columnCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}) {
  const { t } = useTranslation();
  const virtualizer = useVirtualizer({
    count: rows.length + (hasNextPage ? 1 : 0),
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // Let React batch scroll updates instead of forcing a synchronous render per scroll event.
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= rows.length - PREFETCH_ROWS) {
      fetchNextPage();
    }
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <tbody>
      {paddingTop > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <DealRow key={row.id} row={row} rowIndex={item.index + 2} />
        ) : (
          <tr key="loader" aria-hidden="true" style={{ height: ROW_HEIGHT }}>
            <td colSpan={columnCount} className="border-b border-slate-100 px-3">
              <span className="sticky left-3 inline-flex items-center gap-2 text-sm text-slate-500">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {t('deals.table.loadingMore')}
              </span>
            </td>
          </tr>
        );
      })}
      {paddingBottom > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
        </tr>
      ) : null}
    </tbody>
  );
}

/**
 * One deal; re-rendered only when its row changes: react-table makes new rows
 * when the deals or the columns change, and keeps them while the log scrolls.
 */
const DealRow = memo(function DealRow({ row, rowIndex }: { row: DealRowModel; rowIndex: number }) {
  const unwound = row.original.status === 'Unwound';
  return (
    <tr
      aria-rowindex={rowIndex}
      className={`group ${unwound ? 'text-slate-400' : 'text-slate-700'}`}
      style={{ height: ROW_HEIGHT }}
    >
      {row.getAllCells().map((cell, index) => {
        const { align } = metaOf(cell.column);
        return (
          <td
            key={cell.id}
            className={`truncate border-b border-slate-100 bg-white px-3 tabular-nums group-hover:bg-slate-50 ${alignClass(align)} ${index === 0 ? STICKY_FIRST : ''} ${unwound && align === 'right' ? 'line-through decoration-slate-300' : ''}`}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
});
