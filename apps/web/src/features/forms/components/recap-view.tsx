import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { useDeal } from '@/entities/deal/api/get-deal';
import { useStaff } from '@/entities/staff/api/get-staff';
import { DealPicker } from './deal-picker';
import { DealRecap } from './deal-recap';
import { DocumentEmpty, DocumentSkeleton, useDocumentErrorText } from './document-states';
import { DocumentToolbar } from './document-toolbar';
import type { PageStore } from '@/entities/dealership/components/use-store';

/** `?doc=recap&deal_id=…`: find a deal, then its recap. */
export function RecapView({
  dealId,
  store,
  today,
}: {
  dealId: string | null;
  store: PageStore;
  today: string;
}) {
  const { t } = useTranslation();
  const deal = useDeal(store.id ?? 'all', dealId ?? undefined);
  const staff = useStaff(store.id);
  const errorText = useDocumentErrorText();
  const data = dealId === null ? undefined : deal.data;

  return (
    <div className="space-y-6">
      <DocumentToolbar
        heading={t('forms.index.recap.title')}
        description={t('forms.recap.description')}
        printTitle={
          data
            ? [t('forms.recap.title', { number: data.deal_number }), store.name]
                .filter(Boolean)
                .join(' – ')
            : null
        }
        ready={data !== undefined}
      >
        <DealPicker store={store.id ?? 'all'} requestId={store.requestId} selectedId={dealId} />
      </DocumentToolbar>

      {dealId === null ? (
        <DocumentEmpty title={t('forms.recap.choose.title')}>
          {t('forms.recap.choose.description')}
        </DocumentEmpty>
      ) : deal.isPending ? (
        <DocumentSkeleton />
      ) : deal.isError ? (
        <LoadError
          message={errorText(deal.error, t('forms.recap.notFound'))}
          onRetry={() => void deal.refetch()}
          retrying={deal.isFetching}
        />
      ) : data ? (
        <DealRecap
          deal={data}
          staff={staff.data?.staff ?? []}
          storeName={store.name}
          today={today}
        />
      ) : null}
    </div>
  );
}
