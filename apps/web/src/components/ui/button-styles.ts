/** The in-app button and field looks, shared by links and buttons alike. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${base} bg-brand-600 px-4 py-2.5 text-white shadow-sm hover:bg-brand-700`;

export const secondaryButton = `${base} bg-white px-4 py-2.5 text-slate-700 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-ink-900`;

export const quietButton = `${base} px-2.5 py-1.5 text-brand-700 hover:bg-brand-50`;

export const iconButton = `${base} size-10 bg-white text-slate-600 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 hover:text-ink-900`;

/** An icon button that is switched on (the privacy eye while amounts are hidden). */
export const iconButtonOn = `${base} size-10 bg-ink-900 text-white shadow-sm ring-1 ring-ink-900 ring-inset hover:bg-ink-800`;

// 16 px on phones: iOS zooms into any field smaller than that when it is tapped.
const field =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-sm ring-1 ring-inset focus:ring-2 focus:outline-none sm:text-sm';

export const fieldControl = `${field} ring-slate-300 focus:ring-brand-600`;

export const fieldControlInvalid = `${field} ring-rose-400 focus:ring-rose-600`;
export const dangerButton = `${base} bg-rose-600 px-4 py-2.5 text-white shadow-sm hover:bg-rose-700`;
export const quietDangerButton = `${base} px-2.5 py-1.5 text-rose-700 hover:bg-rose-50`;
