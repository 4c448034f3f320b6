import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { createSlideRotation } from './slide-rotation';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * React's side of `createSlideRotation`: one rotation per carousel, its timer
 * running while mounted, following the reader's reduced-motion setting, plus the
 * handlers that hold the slide while the pointer or keyboard focus is on it.
 */
export function useSlideRotation(count: number, intervalMs: number) {
  // First drawn playing, as the prerendered landing page is (docs/decisions/018); the
  // reader's reduced-motion setting applies as soon as the page runs.
  const [rotation] = useState(() => createSlideRotation({ count, intervalMs }));
  const state = useSyncExternalStore(rotation.subscribe, rotation.getState, rotation.getState);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    rotation.setReducedMotion(query.matches);
    rotation.start();
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
