import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a page of a list that does not fit stays up (issue 14). */
export const ROTATE_MS = 15_000;

/**
 * A list cut into the pages its box can show, turning every 15 s when there
 * is more than fits (and never when it all fits), and back to the first when
 * the list changes. The box's height over a
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

  // Something new came in (a refetch after a store event): back to the first page, where
  // the newest is, so a sale shows within seconds and not after the next turn.
  const [newest, setNewest] = useState(items[0]);
  if (items[0] !== newest) {
    setNewest(items[0]);
    setPage(0);
  }

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
