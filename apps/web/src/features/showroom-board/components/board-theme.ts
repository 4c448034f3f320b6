import { useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type BoardTheme = 'dark' | 'light';

/** The colours of each theme, chosen for contrast at a distance (AA on both). */
export const THEMES = {
  dark: {
    page: 'bg-slate-950 text-slate-50',
    card: 'bg-slate-900 ring-1 ring-slate-700',
    muted: 'text-slate-300',
    accent: 'text-sky-300',
    button: 'bg-slate-800 text-slate-50 ring-1 ring-slate-600 hover:bg-slate-700',
    status: {
      'on-track': 'text-emerald-300',
      'slightly-behind': 'text-amber-300',
      behind: 'text-orange-300',
      neutral: 'text-slate-200',
    },
  },
  light: {
    page: 'bg-slate-100 text-slate-950',
    card: 'bg-white ring-1 ring-slate-300',
    muted: 'text-slate-700',
    accent: 'text-sky-800',
    button: 'bg-white text-slate-950 ring-1 ring-slate-400 hover:bg-slate-50',
    status: {
      'on-track': 'text-emerald-800',
      'slightly-behind': 'text-amber-800',
      behind: 'text-orange-800',
      neutral: 'text-slate-800',
    },
  },
} as const;

function storedTheme(): BoardTheme {
  try {
    return localStorage.getItem(STORAGE_KEYS.boardTheme) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Dark unless this screen was switched to light: a TV's room is usually dim. */
export function useBoardTheme() {
  const [theme, setTheme] = useState<BoardTheme>(storedTheme);
  const toggle = () => {
    const next = theme === 'dark' ? 'light' : 'dark';
    setTheme(next);
    try {
      localStorage.setItem(STORAGE_KEYS.boardTheme, next);
    } catch {
      // A screen that keeps nothing still switches for now.
    }
  };
  return { theme, toggle, colors: THEMES[theme] };
}
