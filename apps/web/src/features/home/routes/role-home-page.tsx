import { Construction, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session';
import { DealershipList } from '../components/dealership-list';
import { describeScope } from '../components/user-scope';

/**
 * Every role's home until its dashboard is built: who is signed in, for which
 * store or group, and an honest note instead of sample figures.
 */
export function RoleHomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;

  const role = t(`roles.${user.role}`);
  const scope = describeScope(user, t);
  const name = user.name || user.email;

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="home-title"
        className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="relative isolate overflow-hidden bg-ink-900 px-6 py-8 sm:px-8 sm:py-10">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-16 -z-10 size-72 rounded-full bg-brand-500/20 blur-3xl"
          />
          <p className="inline-flex items-center rounded-full bg-white/5 px-3 py-1 text-xs font-semibold text-sky-200 ring-1 ring-white/15 ring-inset">
            {role}
          </p>
          <h1
            id="home-title"
            className="mt-4 text-2xl font-semibold tracking-tight text-white sm:text-3xl"
          >
            {t('home.greeting', { name: user.firstName || name })}
          </h1>
          <p className="mt-2 text-sm text-slate-300 sm:text-base">{scope.value}</p>
        </div>
        <dl className="grid divide-y divide-slate-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          <div className="min-w-0 px-6 py-5 sm:px-8">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('home.signedInAs')}
            </dt>
            <dd className="mt-1 truncate text-sm font-semibold text-slate-900">{name}</dd>
            <dd className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-500">
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{user.email}</span>
            </dd>
          </div>
          <div className="min-w-0 px-6 py-5 sm:px-8">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('home.role')}
            </dt>
            <dd className="mt-1 truncate text-sm font-semibold text-slate-900">{role}</dd>
          </div>
          <div className="min-w-0 px-6 py-5 sm:px-8">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {scope.label}
            </dt>
            <dd className="mt-1 truncate text-sm font-semibold text-slate-900">{scope.value}</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="home-building-title"
        className="flex gap-4 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 ring-1 ring-brand-100">
          <Construction className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="home-building-title" className="text-base font-semibold text-slate-900">
            {t('home.building.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-sm/6 text-slate-600">
            {t('home.building.description', { role })}
          </p>
        </div>
      </section>

      {user.dealershipId === null ? <DealershipList userId={user.id} /> : null}
    </div>
  );
}
