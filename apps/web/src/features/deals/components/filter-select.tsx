import { useId, type ReactNode } from 'react';
import { selectClass } from './styles';

/** One filter of the deal log: a small label over a native select. */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass(false, 'mt-1 py-1.5')}
      >
        {children}
      </select>
    </div>
  );
}
