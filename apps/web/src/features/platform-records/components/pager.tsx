import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';
import type { PageAt } from '../api/platform-records';

/** Previous and next page of a keyset list; a button without a page to go to is off. */
export function Pager({
  label,
  previousCursor,
  nextCursor,
  onPage,
}: {
  /** Which list, for screen readers. */
  label: string;
  previousCursor: string | null | undefined;
  nextCursor: string | null | undefined;
  onPage: (at: PageAt) => void;
}) {
  const { t } = useTranslation();
  return (
    // The two go one under the other when their words are too long for one line.
    <nav aria-label={label} className="mt-4 flex flex-wrap justify-between gap-3">
      <button
        type="button"
        className={secondaryButton}
        disabled={!previousCursor}
        onClick={() => previousCursor && onPage({ before: previousCursor })}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('platformRecords.pager.previous')}
      </button>
      <button
        type="button"
        className={`${secondaryButton} ml-auto`}
        disabled={!nextCursor}
        onClick={() => nextCursor && onPage({ after: nextCursor })}
      >
        {t('platformRecords.pager.next')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
