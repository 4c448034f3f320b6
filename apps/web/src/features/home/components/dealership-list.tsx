import { ArrowRight, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccessibleDealerships } from '@/entities/dealership/api/get-dealerships';
import { paths } from '@/lib/paths';

/** Enough to choose from on a welcome page; the full list belongs to the role's dashboard. */
const SHOWN = 12;

/**
 * The stores a group, area or platform user may open, as the server scopes
 * them. Nothing is shown when the list cannot be read: this page must not guess.
 */
export function DealershipList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dealerships = useAccessibleDealerships(userId);

  if (dealerships.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('home.stores.loading')}
      </p>
    );
  }
  if (dealerships.isError || dealerships.data.length === 0) return null;

  const shown = dealerships.data.slice(0, SHOWN);
  const more = dealerships.data.length - shown.length;
  return (
    <section
      aria-labelledby="home-stores-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="home-stores-title" className="text-base font-semibold text-slate-900">
        {t('home.stores.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('home.stores.description')}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((dealership) => {
          const place = [dealership.city, dealership.state].filter(Boolean).join(', ');
          return (
            <li key={dealership.id}>
              <Link
                to={paths.dealership.getHref(dealership.id)}
                className="group flex h-full items-center gap-3 rounded-xl p-4 ring-1 ring-slate-200 transition hover:bg-brand-50/60 hover:ring-brand-200 focus-visible:outline-brand-600"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 group-hover:bg-white group-hover:text-brand-600">
                  <Building2 className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-slate-900">
                    {dealership.name}
                  </span>
                  <span className="block truncate text-xs text-slate-500">
                    {t('home.scope.dealershipNumber', { id: dealership.id })}
                    {place ? ` · ${place}` : ''}
                  </span>
                </span>
                <ArrowRight
                  className="size-4 shrink-0 text-slate-300 group-hover:text-brand-600 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t('home.stores.more', { count: more })}</p>
      ) : null}
    </section>
  );
}
