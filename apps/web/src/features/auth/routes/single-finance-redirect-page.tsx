import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { AuthLayout } from '../components/auth-layout';
import { WorkingStatus } from '../components/working-status';

/**
 * `/welcome/single-finance-redirect`: "setting up your office" while the
 * session is checked, then a single finance manager's dashboard; anyone else
 * goes to the login page.
 */
export function SingleFinanceRedirectPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'checking') {
    const home =
      session.user?.role === 'single_finance_manager'
        ? paths.singleFinanceDashboard.getHref()
        : paths.auth.getHref();
    return <Navigate to={home} replace />;
  }
  return (
    <AuthLayout title={t('welcome.redirect.documentTitle')}>
      <WorkingStatus message={t('welcome.redirect.working')} />
    </AuthLayout>
  );
}
