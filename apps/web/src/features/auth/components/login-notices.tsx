import { PRODUCT_NAME } from '@das/shared/constants';
import type { SessionUser } from '@das/shared/schemas/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useConnectionCheck } from '../api/check-connection';
import type { LoginFlags, RedirectPlan } from './login-redirect';
import { signedInHome } from './login-redirect';
import { Notice, Spinner } from './notice';
import { authButton } from './styles';

interface LoginNoticesProps {
  flags: LoginFlags;
  checking: boolean;
  user: SessionUser | null;
  redirectPlan: RedirectPlan | null;
}

/** The login page's status lines of SPEC.md §2, above the form. */
export function LoginNotices({ flags, checking, user, redirectPlan }: LoginNoticesProps) {
  const { t } = useTranslation();
  const connection = useConnectionCheck();
  const linkClass = `${authButton.link} text-sm`;

  return (
    <div className="space-y-3 empty:hidden">
      <div role="status" className="space-y-3 empty:hidden">
        {flags.forceLogin && <Notice tone="info">{t('auth.login.forceLogin')}</Notice>}
        {flags.reason === 'no-dealership' && (
          <Notice
            tone="warning"
            title={t('auth.login.noDealershipTitle')}
            actions={
              user && (
                <Link to={paths.logout.getHref()} className={linkClass}>
                  {t('auth.login.signOut')}
                </Link>
              )
            }
          >
            {t('auth.login.noDealership')}
          </Notice>
        )}
        {checking && (
          <Notice tone="info" icon={<Spinner className="size-4 text-brand-600" />}>
            {t('auth.login.checkingSession')}
          </Notice>
        )}
        {user && flags.reason !== 'no-dealership' && (
          <Notice
            tone="success"
            actions={
              redirectPlan ? (
                <a href={redirectPlan.to} className={linkClass}>
                  {t('auth.login.goNow')}
                </a>
              ) : (
                <>
                  <a href={signedInHome(user)} className={linkClass}>
                    {t('auth.login.continueToDashboard')}
                  </a>
                  <Link to={paths.logout.getHref()} className={linkClass}>
                    {t('auth.login.signOut')}
                  </Link>
                </>
              )
            }
          >
            {t(redirectPlan ? 'auth.login.redirecting' : 'auth.login.signedInAs', {
              email: user.email,
            })}
          </Notice>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {connection.isError && (
          <Notice
            tone="warning"
            title={t('auth.login.connectionTitle')}
            actions={
              <button
                type="button"
                onClick={() => void connection.refetch()}
                disabled={connection.isFetching}
                className={`${linkClass} inline-flex items-center gap-1.5`}
              >
                {connection.isFetching && <Spinner className="size-3.5" />}
                {t('auth.login.connectionRetry')}
              </button>
            }
          >
            {t('auth.login.connectionWarning', { product: PRODUCT_NAME })}
          </Notice>
        )}
      </div>
    </div>
  );
}
