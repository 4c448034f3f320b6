import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Questions as native disclosure widgets (`details` / `summary`): each opens
 * with Enter or Space, needs no script, and is found by the browser's search.
 */
export function FaqList({
  items,
}: {
  items: readonly { id: string; question: string; answer: ReactNode }[];
}) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group scroll-mt-24 px-5 sm:px-7">
          <summary className="-mx-2 my-2 flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-2 py-3 text-left text-base font-semibold text-ink-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 motion-safe:transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="pb-6 text-base/7 text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
