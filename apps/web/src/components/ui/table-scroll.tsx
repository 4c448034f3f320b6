import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A table's frame, bleeding to the panel's edges. When the table is wider
 * than the screen it scrolls sideways, and then the frame becomes a named,
 * focusable region so a keyboard can scroll it too.
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  label: string;
  /** Extra classes, e.g. to show the frame only from a breakpoint on. */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // `relative`: screen-reader-only text in a cell is positioned absolutely; without a
  // positioned frame it would sit at its place in the wide table, outside this frame's
  // clipping, and widen the whole page on a phone.
  return (
    <div
      ref={ref}
      className={`relative -mx-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 sm:-mx-6 ${className}`}
      {...(scrolls
        ? {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('common.scrollTable', { name: label }),
          }
        : {})}
    >
      {children}
    </div>
  );
}
