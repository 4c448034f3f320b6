import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { createSlideRotation } from './slide-rotation';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * React's side of `createSlideRotation`: one rotation per carousel, its timer
 * running while mounted, following the reader's reduced-motion setting, plus the
 * handlers that hold the slide while the pointer or keyboard focus is on it.
 */
export function useSlideRotation(count: number, intervalMs: number) {
  const [rotation] = useState(() =>
    createSlideRotation({ count, intervalMs, reducedMotion: prefersReducedMotion() }),
  );
  const state = useSyncExternalStore(rotation.subscribe, rotation.getState, rotation.getState);

  useEffect(() => {
    rotation.start();
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = (event: MediaQueryListEvent) => rotation.setReducedMotion(event.matches);
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
      rotation.stop();
    };
  }, [rotation]);

  const holdHandlers = {
    onMouseEnter: () => rotation.setHovered(true),
    onMouseLeave: () => rotation.setHovered(false),
    onFocus: () => rotation.setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving between the carousel's own controls keeps it held.
      if (!event.currentTarget.contains(event.relatedTarget)) rotation.setFocused(false);
    },
  };

  return { ...state, rotation, holdHandlers };
}
