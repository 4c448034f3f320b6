import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSignOut } from '../api/sign-out';
import { AuthLayout } from '../components/auth-layout';
import { WorkingStatus } from '../components/working-status';

/**
 * `/logout`: ends the session, then replaces this page with the login page. A
 * full navigation, so nothing of the previous user stays in memory.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const { mutateAsync } = useSignOut();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // signOut never fails: a failed server call still ends the session here (SPEC.md §4).
    void mutateAsync()
      .catch(() => undefined)
      .finally(() => window.location.replace(paths.auth.getHref()));
  }, [mutateAsync]);

  return (
    <AuthLayout title={t('auth.logout.documentTitle')}>
      <WorkingStatus message={t('auth.logout.signingOut')} />
    </AuthLayout>
  );
}
