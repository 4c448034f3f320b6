/** Buttons on the demo pages' navy (the landing page's look): sky on navy is 5.9:1. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const demoButton = {
  primary: `${base} bg-brand-500 px-6 py-3 text-base text-ink-900 shadow-lg shadow-brand-500/20 hover:bg-sky-400 focus-visible:outline-sky-300 disabled:hover:bg-brand-500`,
  secondary: `${base} px-6 py-3 text-base text-white ring-1 ring-inset ring-white/25 hover:bg-white/10 hover:ring-white/40 focus-visible:outline-sky-300`,
  small: `${base} px-3.5 py-2 text-sm text-white ring-1 ring-inset ring-white/25 hover:bg-white/10 focus-visible:outline-sky-300`,
} as const;
