import { ROLES, type Role } from '@das/shared/roles';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useCreateDemoSession } from '../api/create-demo-session';
import { useDemoInfo } from '@/lib/demo-info';
import { DarkNotice } from './demo-layout';
import { demoErrorKey } from './demo-error-text';
import { ROLE_ICONS, groupRoles } from './role-catalog';

interface RoleSelectorProps {
  /** An error from an earlier attempt (for example `/direct-login?role=…`). */
  initialErrorKey?: string;
}

/**
 * Every demo role as a card; choosing one signs in as that role's demo account
 * and opens `/dashboard` with a full navigation.
 */
export function RoleSelector({ initialErrorKey }: RoleSelectorProps) {
  const { t } = useTranslation();
  const info = useDemoInfo();
  const demoSession = useCreateDemoSession();
  const [chosen, setChosen] = useState<Role | null>(null);
  const [errorKey, setErrorKey] = useState(initialErrorKey);

  if (info.isPending) return <RoleGridSkeleton />;
  if (info.data && !info.data.enabled) {
    return (
      <div role="alert">
        <DarkNotice tone="warning">{t('demo.unavailable')}</DarkNotice>
      </div>
    );
  }

  // When the server cannot say which roles it offers, offer them all and let a click report.
  const offered = info.data?.roles ?? ROLES;
  const defaultRole = info.data?.defaultRole;
  const busy = demoSession.isPending || demoSession.isSuccess;

  function choose(role: Role) {
    if (busy) return;
    setChosen(role);
    setErrorKey(undefined);
    demoSession
      .mutateAsync(role)
      .then(() => window.location.assign(paths.dashboard.getHref()))
      .catch((error: unknown) => {
        setErrorKey(demoErrorKey(error));
        setChosen(null);
      });
  }

  return (
    <div className="space-y-10">
      <div role="alert" className="empty:hidden">
        {errorKey && <DarkNotice tone="error">{t(errorKey)}</DarkNotice>}
      </div>
      {groupRoles(offered).map((group) => (
        <section key={group.key} aria-labelledby={`demo-group-${group.key}`}>
          <h2
            id={`demo-group-${group.key}`}
            className="text-sm font-semibold tracking-wide text-sky-300 uppercase"
          >
            {t(`demo.selector.groups.${group.key}`)}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {group.roles.map((role) => {
              const Icon = ROLE_ICONS[role];
              const pending = chosen === role && busy;
              return (
                <li key={role} className="flex">
                  <button
                    type="button"
                    onClick={() => choose(role)}
                    disabled={busy}
                    aria-busy={pending || undefined}
                    aria-describedby={`demo-role-${role}-description`}
                    className="group relative flex w-full flex-col rounded-2xl bg-white/[0.04] p-4 text-left ring-1 ring-inset ring-white/10 transition hover:bg-white/[0.08] hover:ring-sky-300/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed enabled:hover:-translate-y-0.5 motion-reduce:transition-none motion-reduce:enabled:hover:translate-y-0 sm:p-5 disabled:[&:not([aria-busy])]:opacity-50"
                  >
                    <span className="flex items-start gap-3.5 sm:flex-col sm:gap-4">
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-400/10 text-sky-300 ring-1 ring-inset ring-sky-300/20 sm:size-11">
                        <Icon className="size-5 sm:size-5.5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <span className="text-base font-semibold text-white">
                            {t(`demo.roles.${role}.title`)}
                          </span>
                          {role === defaultRole && (
                            <span className="rounded-full bg-sky-400/15 px-2 py-0.5 text-xs font-medium text-sky-200 ring-1 ring-inset ring-sky-300/25 sm:absolute sm:top-5 sm:right-5 sm:px-2.5 sm:py-1">
                              {t('demo.selector.defaultBadge')}
                            </span>
                          )}
                        </span>
                        <span
                          id={`demo-role-${role}-description`}
                          className="mt-1 block text-sm/6 text-pretty text-slate-300"
                        >
                          {t(`demo.roles.${role}.description`)}
                        </span>
                      </span>
                      <span aria-hidden="true" className="mt-2.5 shrink-0 text-sky-300 sm:hidden">
                        {pending ? <Spinner /> : <ArrowRight className="size-4" />}
                      </span>
                    </span>
                    <span
                      aria-hidden={!pending}
                      className="mt-auto hidden items-center gap-1.5 pt-4 text-sm font-semibold text-sky-300 sm:inline-flex"
                    >
                      {pending ? (
                        <>
                          <Spinner />
                          {t('demo.selector.opening')}
                        </>
                      ) : (
                        <>
                          {t('demo.selector.open')}
                          <ArrowRight
                            className="size-4 motion-safe:transition-transform motion-safe:group-enabled:group-hover:translate-x-0.5"
                            aria-hidden="true"
                          />
                        </>
                      )}
                    </span>
                    {pending && (
                      <span className="sr-only sm:hidden">{t('demo.selector.opening')}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Spinner() {
  return (
    <span className="inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none" />
  );
}

function RoleGridSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <p className="sr-only">{t('demo.selector.loading')}</p>
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-hidden="true"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <li
            key={index}
            className="h-24 animate-pulse sm:h-48 rounded-2xl bg-white/5 motion-reduce:animate-none"
          />
        ))}
      </ul>
    </div>
  );
}
