import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session/session';
import { FormsIndex } from '../components/forms-index';
import { formSearch, readFormView, type FormView } from '../components/form-params';
import { LogView } from '../components/log-view';
import { PayView } from '../components/pay-view';
import { RecapView } from '../components/recap-view';
import { useStore } from '@/entities/dealership/components/use-store';
import { localToday } from '@/lib/local-today';

/**
 * Printable forms (`/dashboard/forms`, `/dealership/{id}/forms`): a deal recap,
 * the month-end deal log and a monthly pay statement, each made from the
 * store's data. The document and its choices live in the address, so a
 * document can be linked and reloaded.
 */
export function FormsPage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const store = useStore();
  const today = localToday();
  const currentMonth = today.slice(0, 7);
  const view = readFormView(searchParams, currentMonth);
  const show = useCallback(
    (next: FormView) => setSearchParams(formSearch(next), { replace: true }),
    [setSearchParams],
  );
  if (!user) return null;

  switch (view.doc) {
    case 'recap':
      return <RecapView dealId={view.dealId} store={store} today={today} />;
    case 'log':
      return (
        <LogView
          month={view.month}
          currentMonth={currentMonth}
          store={store}
          today={today}
          onMonth={(month) => show({ doc: 'log', month })}
        />
      );
    case 'pay':
      return (
        <PayView
          userId={view.userId}
          month={view.month}
          currentMonth={currentMonth}
          store={store}
          today={today}
          onChange={({ userId, month }) => show({ doc: 'pay', userId, month })}
        />
      );
    default:
      return <FormsIndex currentMonth={currentMonth} storeName={store.name} />;
  }
}
