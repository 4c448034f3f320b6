/**
 * Class names shared by the sign-in pages, so every button and field has the
 * same size, focus ring and contrast (the landing page's look, on white).
 */
const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const authButton = {
  /** Navy on white: 16:1 contrast. */
  primary: `${buttonBase} bg-ink-900 px-4 py-2.5 text-white shadow-sm hover:bg-ink-800 focus-visible:outline-brand-600 disabled:hover:bg-ink-900`,
  secondary: `${buttonBase} bg-white px-4 py-2.5 text-slate-800 shadow-xs ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand-600 disabled:hover:bg-white`,
  /** An inline text action; brand-700 on white is 5.9:1. */
  link: 'rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
} as const;

export function inputClass(invalid: boolean): string {
  return [
    'block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs ring-1 ring-inset placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:outline-none sm:text-sm/6',
    invalid ? 'ring-red-500 focus:ring-red-600' : 'ring-slate-300 focus:ring-brand-600',
  ].join(' ');
}
