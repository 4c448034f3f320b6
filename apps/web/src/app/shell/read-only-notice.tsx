import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';

/**
 * The notice of a store whose trial ended or whose subscription was canceled
 * (ADR 025): its data stays and can be read; the server refuses changes.
 */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { readOnlySince } = useSession();
  if (readOnlySince === null) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      {t('platformSubscriptions.readOnlyNotice', { date: fmt.date(readOnlySince) })}
    </p>
  );
}
