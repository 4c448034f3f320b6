import { roleMay } from '@das/shared/policies';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { usePayStatement } from '../api/get-pay-statement';
import { useStaff } from '@/entities/staff/api/get-staff';
import { DocumentEmpty, DocumentSkeleton, useDocumentErrorText } from './document-states';
import { DocumentToolbar } from './document-toolbar';
import { MonthSelect } from './month-select';
import { PayStatementDocument } from './pay-statement-document';
import { PersonSelect } from './person-select';
import type { PageStore } from '@/entities/dealership/components/use-store';

/**
 * `?doc=pay&user_id=…&month=…`: a monthly pay statement. Staff print their
 * own; the store's managers choose anyone of the store.
 */
export function PayView({
  userId,
  month,
  currentMonth,
  store,
  today,
  onChange,
}: {
  userId: string | null;
  month: string;
  currentMonth: string;
  store: PageStore;
  today: string;
  onChange: (change: { userId: string | null; month: string }) => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  // Whoever the API lets read other people's statements: the store's managers, the platform's admins.
  const manager = user !== null && roleMay(user.role, 'payStatements.read');
  const staff = useStaff(manager ? store.id : null);
  // Only the store's managers may ask for someone else's statement: the API answers
  // anyone else with 403, which ends the session (SPEC.md §7), so it is never asked.
  const subject = manager && userId !== null && userId !== user?.id ? userId : null;
  const ignoredPerson = !manager && userId !== null && userId !== user?.id;
  // Someone with no store of their own (a platform admin on /dealership/{id}/forms) has
  // no statement of their own: they choose a person first.
  const hasOwn =
    user?.dealershipId != null && (store.id === null || store.id === user.dealershipId);
  const waiting = subject === null && !hasOwn;
  const statement = usePayStatement(store.id ?? 'all', subject, month, !waiting);
  const errorText = useDocumentErrorText();
  const data = statement.data;

  return (
    <div className="space-y-6">
      <DocumentToolbar
        heading={t('forms.index.pay.title')}
        description={manager ? t('forms.pay.descriptionManager') : t('forms.pay.description')}
        printTitle={
          data
            ? [data.person.name, t('forms.pay.title', { month: fmt.month(data.month) })].join(' – ')
            : null
        }
        ready={data !== undefined}
      >
        {manager && user ? (
          <PersonSelect
            value={userId ?? (hasOwn ? user.id : '')}
            staff={staff.data?.staff ?? []}
            loading={staff.isPending}
            onChange={(next) => onChange({ userId: next === user.id ? null : next, month })}
          />
        ) : null}
        <MonthSelect
          value={month}
          currentMonth={currentMonth}
          onChange={(next) => onChange({ userId, month: next })}
        />
      </DocumentToolbar>

      {ignoredPerson ? (
        <p role="note" className="text-sm text-slate-600 print:hidden">
          {t('forms.pay.ownOnly')}
        </p>
      ) : null}
      {waiting ? (
        <DocumentEmpty title={t('forms.pay.choose.title')}>
          {t('forms.pay.choose.description')}
        </DocumentEmpty>
      ) : statement.isPending ? (
        <DocumentSkeleton />
      ) : statement.isError ? (
        <LoadError
          message={errorText(statement.error, t('forms.pay.notFound'))}
          onRetry={() => void statement.refetch()}
          retrying={statement.isFetching}
        />
      ) : data ? (
        <PayStatementDocument statement={data} storeName={store.name} today={today} />
      ) : null}
    </div>
  );
}
