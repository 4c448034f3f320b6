import { isRole, type Role } from '@das/shared/roles';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useCreateDemoSession } from '../api/create-demo-session';
import { DarkNotice, DemoLayout } from '../components/demo-layout';
import { demoErrorKey } from '../components/demo-error-text';
import { RoleSelector } from '../components/role-selector';

/**
 * `/direct-login?role=…`: straight into that role's demo account. Without a
 * known role it offers the same choices as the dashboard selector.
 */
export function DirectLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('role');
  const role = isRole(requested) ? requested : null;
  const [failureKey, setFailureKey] = useState<string>();

  return (
    <DemoLayout title={t('demo.direct.documentTitle')}>
      {role && !failureKey ? (
        <DirectSignIn role={role} onFailure={setFailureKey} />
      ) : (
        <>
          <div className="max-w-3xl">
            <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
              {t('demo.direct.title')}
            </h1>
            <p className="mt-3 text-base/7 text-pretty text-slate-300 sm:text-lg/8">
              {t('demo.direct.subtitle')}
            </p>
          </div>
          {requested && !role && (
            <div role="alert" className="mt-6 max-w-3xl">
              <DarkNotice tone="warning">
                {t('demo.direct.unknownRole', { role: requested })}
              </DarkNotice>
            </div>
          )}
          <div className="mt-10">
            <RoleSelector initialErrorKey={failureKey} />
          </div>
        </>
      )}
    </DemoLayout>
  );
}

function DirectSignIn({ role, onFailure }: { role: Role; onFailure: (key: string) => void }) {
  const { t } = useTranslation();
  const { mutateAsync } = useCreateDemoSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutateAsync(role)
      .then(() => window.location.assign(paths.dashboard.getHref()))
      .catch((error: unknown) => onFailure(demoErrorKey(error)));
  }, [mutateAsync, role, onFailure]);

  return (
    <div role="status" className="flex flex-col items-center gap-5 py-24 text-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-3 border-sky-300 border-r-transparent motion-reduce:animate-none"
      />
      <p className="text-lg font-medium text-white">
        {t('demo.direct.signingIn', { role: t(`demo.roles.${role}.title`) })}
      </p>
    </div>
  );
}
