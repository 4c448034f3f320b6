/**
 * Class names of the deal screens: the app's buttons and fields (navy on
 * white, brand focus ring), sized for a desk where people type all day.
 */
const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

export const button = {
  primary: `${buttonBase} bg-ink-900 px-4 py-2.5 text-white shadow-sm hover:bg-ink-800 disabled:hover:bg-ink-900`,
  secondary: `${buttonBase} bg-white px-4 py-2.5 text-slate-800 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:hover:bg-white`,
  danger: `${buttonBase} bg-red-600 px-4 py-2.5 text-white shadow-sm hover:bg-red-700 disabled:hover:bg-red-600`,
  dangerQuiet: `${buttonBase} bg-white px-4 py-2.5 text-red-700 shadow-xs ring-1 ring-red-200 ring-inset hover:bg-red-50`,
  small: `${buttonBase} bg-white px-3 py-2 text-slate-700 shadow-xs ring-1 ring-slate-300 ring-inset hover:bg-slate-50`,
  icon: 'inline-flex size-8 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:opacity-50',
  link: 'rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
} as const;

export function inputClass(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-lg border-0 bg-white px-3 py-2 text-base text-slate-900 shadow-xs ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm/6',
    invalid ? 'ring-red-500 focus:ring-red-600' : 'ring-slate-300 focus:ring-brand-600',
    extra,
  ].join(' ');
}

export const selectClass = (invalid = false, extra = '') =>
  inputClass(invalid, `appearance-auto pr-8 ${extra}`);

export const cardClass = 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
