import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes a scrolling box to end at the bottom of the window (less `below`
 * pixels for what follows it), so a long table scrolls inside itself with its
 * header in view instead of scrolling the page. Never below `min` pixels.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, below: number, min: number) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const fit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        const height = Math.max(min, Math.floor(window.innerHeight - top - below));
        if (element.style.height !== `${height}px`) element.style.height = `${height}px`;
      });
    };
    fit();
    window.addEventListener('resize', fit);
    // Whatever moves the box down (filters opening, a banner) changes the page's size.
    const observer = new ResizeObserver(fit);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', fit);
      observer.disconnect();
    };
  }, [ref, below, min]);
}
