import type { CSSProperties, ReactNode } from 'react';

/**
 * Props for the recharts chart inside a ChartFigure: it fills the figure's box,
 * and has no accessibility layer of its own, since the figure's table speaks for it.
 */
export const FIGURE_CHART = {
  responsive: true,
  style: { width: '100%', height: '100%' },
  accessibilityLayer: false,
} as const;

/** A column of a figure's hidden table: its header and each row's cell. */
export interface ChartColumn<T> {
  head: ReactNode;
  cell: (row: T) => ReactNode;
}

/**
 * A chart drawn for the eye and the same figures as a table for screen readers:
 * the drawing is hidden from assistive technology, the table from sight.
 */
export function ChartFigure<T>({
  height,
  chart,
  caption,
  rows,
  rowKey,
  columns: [rowHead, ...columns],
}: {
  /** The drawing's height (it always takes the full width); none when the chart sizes itself. */
  height?: CSSProperties['height'];
  chart: ReactNode;
  caption: ReactNode;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The hidden table's columns; the first heads each row (a month, a week, a person). */
  columns: readonly [ChartColumn<T>, ...ChartColumn<T>[]];
}) {
  return (
    <figure>
      <div aria-hidden="true" className="w-full" style={{ height }}>
        {chart}
      </div>
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHead.head}</th>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row">{rowHead.cell(row)}</th>
                {columns.map((column, index) => (
                  <td key={index}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
