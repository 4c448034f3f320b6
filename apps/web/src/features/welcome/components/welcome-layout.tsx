import { PRODUCT_NAME } from '@das/shared/constants';
import type { ReactNode } from 'react';

/** A navy page with one white card, the look of the public site. */
export function WelcomeLayout({ children }: { children: ReactNode }) {
  return (
    <main className="relative isolate flex min-h-screen items-center justify-center overflow-hidden bg-ink-900 px-5 py-12">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.06)_1px,transparent_0)] bg-size-[28px_28px]"
      />
      <div className="w-full max-w-xl">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <img src="/favicon.svg" alt="" className="size-9 rounded-lg ring-1 ring-white/15" />
          <span className="text-lg font-semibold tracking-tight text-white">{PRODUCT_NAME}</span>
        </div>
        <div className="rounded-2xl bg-white p-7 shadow-2xl shadow-black/20 sm:p-10">
          {children}
        </div>
      </div>
    </main>
  );
}
