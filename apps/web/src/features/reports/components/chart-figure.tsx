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

export interface ChartTableRow {
  key: string;
  /** The row's header cell (a month, a person). */
  label: ReactNode;
  cells: readonly ReactNode[];
}

/**
 * A chart drawn for the eye and the same figures as a table for screen readers:
 * the drawing is hidden from assistive technology, the table from sight.
 */
export function ChartFigure({
  height,
  chart,
  caption,
  columns,
  rows,
}: {
  /** The drawing's height; it always takes the full width. */
  height: CSSProperties['height'];
  chart: ReactNode;
  caption: ReactNode;
  /** Column headers of the hidden table, the row header's first. */
  columns: readonly ReactNode[];
  rows: readonly ChartTableRow[];
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
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
