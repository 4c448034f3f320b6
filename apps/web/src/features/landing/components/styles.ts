/**
 * Shared class names of the landing page's call-to-action links, so every
 * button on the page has the same size, focus ring and contrast.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

/** Padding presets; combine one with a `buttonClass` colour. */
export const buttonSize = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-3 text-sm',
  lg: 'px-6 py-3 text-base',
} as const;

export const buttonClass = {
  /** Sky button with navy text: 5.9:1 contrast, for navy backgrounds. */
  primaryOnDark: `${base} bg-brand-500 text-ink-900 shadow-lg shadow-brand-500/20 hover:bg-sky-400 focus-visible:outline-sky-300`,
  secondaryOnDark: `${base} text-white ring-1 ring-inset ring-white/25 hover:bg-white/10 hover:ring-white/40 focus-visible:outline-sky-300`,
  primaryOnLight: `${base} bg-ink-900 text-white shadow-sm hover:bg-ink-800 focus-visible:outline-brand-600`,
  secondaryOnLight: `${base} bg-white text-ink-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:ring-slate-400 focus-visible:outline-brand-600`,
} as const;

/** Page-wide horizontal rhythm. */
export const containerClass = 'mx-auto w-full max-w-7xl px-5 sm:px-6 lg:px-8';
