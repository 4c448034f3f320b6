import type { Cell } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Deal } from '@das/shared/schemas/deals';
import { Loader2 } from 'lucide-react';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { alignClass, metaOf, pinnedEnd, type DealRowModel, type Features } from './deal-columns';

/** Every row is one line of this height, so the virtualizer never has to measure. */
const ROW_HEIGHT = 44;
/** Load the next page this many rows before the end comes into view. */
const PREFETCH_ROWS = 60;

/**
 * A cell's content, called rather than mounted: `flexRender` would mount each
 * cell function as a component, and the column defs are made anew on every
 * render (they close over the row edits), so the cells would remount and a
 * focused status select or delete button would lose its focus.
 */
function renderCell(cell: Cell<Features, Deal, unknown>) {
  const content = cell.column.columnDef.cell;
  return typeof content === 'function' ? content(cell.getContext()) : content;
}

/** The first column stays in view when the log scrolls sideways. */
export const STICKY_FIRST = 'sticky left-0 z-10 shadow-[1px_0_0_0_#e2e8f0]';

/**
 * The rows in view and a spacer above and below standing for the rest; the
 * next page loads as the end comes near.
 */
export function VirtualRows({
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
      className={`group ${unwound ? 'text-slate-500' : 'text-slate-700'}`}
      style={{ height: ROW_HEIGHT }}
    >
      {row.getAllCells().map((cell, index) => {
        const meta = metaOf(cell.column);
        const { align } = meta;
        const pinned = pinnedEnd(meta);
        return (
          <td
            key={cell.id}
            style={pinned.style}
            className={`truncate border-b border-slate-100 bg-white px-3 group-hover:bg-slate-50 ${alignClass(align)} ${index === 0 ? STICKY_FIRST : ''} ${pinned.style ? `${pinned.className} z-10` : ''} ${unwound && align === 'right' ? 'line-through decoration-slate-300' : ''}`}
          >
            {renderCell(cell)}
          </td>
        );
      })}
    </tr>
  );
});
