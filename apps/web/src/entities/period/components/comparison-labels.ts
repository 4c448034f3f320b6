import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { Comparison } from '@/entities/period/lib/period-options';

/** "October 2026" for screen readers, "Oct" on screen. */
export function useComparisonLabels(comparison: Comparison): { long: string; short: string } {
  const { t } = useTranslation();
  const fmt = useFormatters();
  switch (comparison.kind) {
    case 'month':
      return { long: fmt.month(comparison.month), short: fmt.shortMonth(comparison.month) };
    case 'monthToDate':
      return {
        long: t('common.comparison.monthToDateLong', {
          start: fmt.date(`${comparison.month}-01`),
          end: fmt.date(comparison.through),
        }),
        short: fmt.shortMonth(comparison.month),
      };
    case 'quarter':
      return {
        long: t('common.comparison.quarterLong'),
        short: t('common.comparison.quarterShort'),
      };
    case 'year':
      return { long: comparison.year, short: comparison.year };
    case 'sameSpanLastYear':
      return {
        long: t('common.comparison.sameSpanLong'),
        short: t('common.comparison.sameSpanShort'),
      };
  }
}
