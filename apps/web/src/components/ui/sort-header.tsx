import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';

/**
 * A column header that sorts the table; it says which way with aria-sort.
 * `sorted` is the column's direction as the table reports it (false: not sorted on).
 */
export function SortHeader<K extends string>({
  column,
  sorted,
  onSort,
  align = 'right',
  className = '',
  title,
  children,
}: {
  column: K;
  sorted: 'asc' | 'desc' | false;
  onSort: (column: K) => void;
  align?: 'left' | 'right';
  className?: string;
  /** The full name, when the header shows an abbreviation. */
  title?: string;
  children: string;
}) {
  const state = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  const Icon =
    state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ChevronsUpDown;
  // Inline with the text, so a header that wraps keeps its arrow beside its first word.
  const icon = (
    <Icon
      className={`inline size-3.5 align-[-0.2em] print:hidden ${align === 'right' ? 'mr-1' : 'ml-1'} ${
        state === 'none' ? 'text-slate-400' : 'text-brand-700'
      }`}
      aria-hidden="true"
    />
  );
  // The arrow stays on the line of the word beside it when a long header wraps.
  const words = children.split(' ');
  const glued =
    align === 'right' ? (
      <>
        <span className="whitespace-nowrap">
          {icon}
          {words[0]}
        </span>
        {words.length > 1 ? ` ${words.slice(1).join(' ')}` : null}
      </>
    ) : (
      <>
        {words.length > 1 ? `${words.slice(0, -1).join(' ')} ` : null}
        <span className="whitespace-nowrap">
          {words.at(-1)}
          {icon}
        </span>
      </>
    );
  return (
    <th
      scope="col"
      aria-sort={state}
      className={`py-2 align-bottom font-medium ${align === 'right' ? 'text-right' : 'text-left'} ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        title={title}
        className={`rounded px-1 py-0.5 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 print:p-0 ${
          align === 'right' ? '-mr-1 text-right' : '-ml-1 text-left'
        } ${state === 'none' ? '' : 'text-ink-900'}`}
      >
        <span aria-hidden={title ? true : undefined}>{glued}</span>
        {title ? <span className="sr-only">{title}</span> : null}
      </button>
    </th>
  );
}
