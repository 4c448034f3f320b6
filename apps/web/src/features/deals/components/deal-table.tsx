import type { Deal } from '@das/shared/schemas/deals';
import { flexRender, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealSortField, SortOrder } from '../lib/deal-log-params';
import {
  alignClass,
  features,
  metaOf,
  pinnedEnd,
  useDealColumns,
  type DealEditing,
  type DealTransit,
} from './deal-columns';
import { STICKY_FIRST, VirtualRows } from './deal-table-body';
import { useFillHeight } from './use-fill-height';

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
  editing?: DealEditing;
  transit: DealTransit;
  label: string;
  /** Changes with the filters and sort: the table then scrolls back to the top. */
  resetKey: string;
}

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  if (!active) return <ChevronsUpDown className="size-3.5 text-slate-300" aria-hidden="true" />;
  const Icon = order === 'asc' ? ArrowUp : ArrowDown;
  return <Icon className="size-3.5 text-brand-700" aria-hidden="true" />;
}

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
  const columns = useDealColumns(props.editing, props.transit);
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
                const pinned = pinnedEnd(meta);
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
                    style={pinned.style}
                    className={`sticky top-0 z-20 h-10 border-b border-slate-200 bg-slate-50 px-3 py-1.5 align-middle text-xs font-semibold tracking-wide [overflow-wrap:anywhere] text-slate-600 uppercase ${alignClass(meta.align)} ${index === 0 ? `${STICKY_FIRST} z-30` : ''} ${pinned.style ? `${pinned.className} z-30` : ''}`}
                  >
                    {meta.sort ? (
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
