import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A wide table's horizontal scroll box. It can take focus so a keyboard can
 * scroll it, and it is named after its table; `relative` keeps the table's
 * screen-reader-only text inside it, so the page itself never scrolls sideways.
 * (TableScroll is the one that becomes a region only once its table overflows.)
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** The table's name; the region is called after it. */
  label: string;
  /** Its bleed into the card's padding (-mx-5 sm:-mx-6), and print overrides. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t('common.scrollTable', { name: label })}
      tabIndex={0}
      className={`relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}
