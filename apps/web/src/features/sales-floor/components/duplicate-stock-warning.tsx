import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';

/**
 * The stock number is already on an open sale or deal of the store: maybe a
 * typo, maybe the same car logged twice. The person decides — change the
 * number, or save anyway (`allow_duplicate_stock`).
 */
export function DuplicateStockWarning({
  stockNumber,
  saving,
  onSaveAnyway,
  onChangeNumber,
}: {
  stockNumber: string;
  saving: boolean;
  onSaveAnyway: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mt-3 flex flex-col gap-3 rounded-lg bg-amber-50 px-3 py-3 text-sm text-amber-950 ring-1 ring-amber-300 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <span>
          <span className="font-semibold">{t('salesFloor.duplicateStock.title')}</span>{' '}
          {t('salesFloor.duplicateStock.body', { stock: stockNumber })}
        </span>
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onChangeNumber}>
          {t('salesFloor.duplicateStock.change')}
        </button>
        <button
          type="button"
          className={`${secondaryButton} ring-amber-400`}
          disabled={saving}
          onClick={onSaveAnyway}
        >
          {t('salesFloor.duplicateStock.saveAnyway')}
        </button>
      </div>
    </div>
  );
}
