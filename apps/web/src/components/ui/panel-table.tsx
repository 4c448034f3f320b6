import type { ReactNode } from 'react';
import { useFormatters } from '@/lib/format';
import { TableScroll } from './table-scroll';

/** A cell of a table that bleeds to its panel's edges: the outer cells keep the panel's padding. */
export const EDGE_CELL = 'px-3 first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6';
/** A header cell of such a table. */
export const EDGE_HEAD = `${EDGE_CELL} py-2 text-left font-medium`;

/**
 * A panel's table: it bleeds to the panel's edges and scrolls sideways when
 * wider than the screen (TableScroll), is named by a caption for screen
 * readers, and rules a line between its rows.
 */
export function PanelTable({
  label,
  caption,
  head,
  className = 'w-full text-sm',
  frameClassName,
  children,
}: {
  /** The scroll region's name, once the table scrolls. */
  label: string;
  caption: ReactNode;
  /** The header row(s). */
  head: ReactNode;
  /** The table's classes: its width, and a minimum below which it scrolls. */
  className?: string;
  /** Classes of the scrolling frame, e.g. to show it only from a breakpoint on. */
  frameClassName?: string;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <TableScroll label={label} className={frameClassName}>
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        <thead>{head}</thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </TableScroll>
  );
}

/**
 * The first two header cells of a dated list: the date (hidden on a phone,
 * where the row header repeats it) and what each row is about.
 */
export function DatedListHeads({ date, subject }: { date: string; subject: string }) {
  return (
    <>
      <th scope="col" className="hidden py-2 pr-3 pl-6 font-medium sm:table-cell">
        {date}
      </th>
      <th scope="col" className="py-2 pr-3 pl-5 font-medium sm:pl-0">
        {subject}
      </th>
    </>
  );
}

/** A dated list's date cell, hidden on a phone. */
export function DateCell({ date }: { date: string }) {
  const fmt = useFormatters();
  return (
    <td className="hidden py-2.5 pr-3 pl-6 whitespace-nowrap text-slate-600 sm:table-cell">
      {fmt.date(date)}
    </td>
  );
}
