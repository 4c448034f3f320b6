import { useId, type ComponentProps } from 'react';

/** A checkbox with its label beside it, the whole line a target (login, settings, defaults). */
export function Checkbox({
  label,
  className = '',
  id,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string; className?: string }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={`flex items-center gap-2.5 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer rounded border-slate-400 accent-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...input}
      />
      <label
        htmlFor={inputId}
        className="min-w-0 cursor-pointer text-sm [overflow-wrap:anywhere] text-slate-700 select-none"
      >
        {label}
      </label>
    </div>
  );
}
