import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { csvFileName, downloadCsv } from '@/lib/csv';
import { useFormatters } from '@/lib/format';
import { Download } from 'lucide-react';
import { secondaryButton } from '@/components/ui/button-styles';
import { useMonthDeals } from '../api/get-month-deals';
import { logCsvRows, useLogColumns } from './deal-log-columns';
import { DealLogDocument } from './deal-log-document';
import { DocumentEmpty, DocumentSkeleton, useDocumentErrorText } from './document-states';
import { DocumentToolbar } from './document-toolbar';
import { MonthSelect } from './month-select';
import type { PageStore } from '@/entities/dealership/components/use-store';

/** `?doc=log&month=…`: the month-end deal log. */
export function LogView({
  month,
  currentMonth,
  store,
  today,
  onMonth,
}: {
  month: string;
  currentMonth: string;
  store: PageStore;
  today: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const log = useMonthDeals(store.id ?? 'all', store.requestId, month);
  const columns = useLogColumns();
  const errorText = useDocumentErrorText();
  const deals = log.data?.deals ?? [];
  const title = t('forms.log.title', { month: fmt.month(month) });

  return (
    <div className="space-y-6">
      <DocumentToolbar
        heading={t('forms.index.log.title')}
        description={t('forms.log.description')}
        printTitle={log.data ? [title, store.name].filter(Boolean).join(' – ') : null}
        ready={deals.length > 0}
      >
        <MonthSelect value={month} currentMonth={currentMonth} onChange={onMonth} />
        <button
          type="button"
          className={`${secondaryButton} sm:ml-auto`}
          disabled={deals.length === 0}
          onClick={() =>
            downloadCsv(
              csvFileName(t('forms.log.fileName'), store.name, month),
              logCsvRows(deals, columns, (product) => t(`forms.products.${product}`)),
            )
          }
        >
          <Download className="size-4" aria-hidden="true" />
          {t('forms.actions.csv')}
        </button>
      </DocumentToolbar>

      {log.isPending ? (
        <DocumentSkeleton />
      ) : log.isError ? (
        <LoadError
          message={errorText(log.error, t('forms.states.failed'))}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : deals.length === 0 ? (
        <DocumentEmpty title={t('forms.log.empty', { month: fmt.month(month) })}>
          {t('forms.log.emptyHint')}
        </DocumentEmpty>
      ) : (
        <DealLogDocument deals={deals} month={month} storeName={store.name} today={today} />
      )}
    </div>
  );
}
