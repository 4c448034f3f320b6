import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a page of a list that does not fit stays up (issue 14). */
export const ROTATE_MS = 15_000;

/**
 * A list cut into the pages its box can show, turning every 15 s when there
 * is more than fits (and never when it all fits). The box's height over a
 * row's height says how many fit; a resized screen measures again.
 */
export function useFittedPages<T>(items: readonly T[]) {
  const boxRef = useRef<HTMLUListElement>(null);
  const [perPage, setPerPage] = useState(items.length || 1);
  const [page, setPage] = useState(0);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => {
      const row = box.firstElementChild as HTMLElement | null;
      if (!row || row.offsetHeight === 0) return;
      const gap = parseFloat(getComputedStyle(box).rowGap) || 0;
      setPerPage(Math.max(1, Math.floor((box.clientHeight + gap) / (row.offsetHeight + gap))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [items.length]);

  const pages = Math.max(1, Math.ceil(items.length / perPage));
  useEffect(() => {
    if (pages <= 1) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), ROTATE_MS);
    return () => clearInterval(timer);
  }, [pages]);

  const shown = Math.min(page, pages - 1);
  return {
    boxRef,
    items: items.slice(shown * perPage, (shown + 1) * perPage),
    page: shown,
    pages,
  };
}
