import { PRODUCT_NAME } from '@das/shared/constants';
import { Bookmark, LayoutDashboard, Users } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useSignIn } from '../api/sign-in';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { LoginErrorBoundary } from '../components/login-error-boundary';
import { LoginForm } from '../components/login-form';
import { LoginNotices } from '../components/login-notices';
import { planSignedInRedirect, readLoginFlags } from '../components/login-redirect';
import { MagicLinkSent } from '../components/magic-link-sent';
import { authButton } from '../components/styles';

/** `/auth`: SPEC.md §2 "Login screen" and §4 "Login flow" / "Signed-in redirect". */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('auth.login.documentTitle')}>
      <LoginErrorBoundary>
        <LoginPanel />
      </LoginErrorBoundary>
    </AuthLayout>
  );
}

function LoginPanel() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const flags = useMemo(() => readLoginFlags(params), [params]);
  const session = useSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string | null>(null);

  const user = session.status === 'signed-in' ? session.user : null;
  // The form navigates by itself after its own sign-in.
  const formSignIn = signIn.isPending || signIn.isSuccess;
  const redirectPlan = useMemo(
    () => (formSignIn ? null : planSignedInRedirect(user, flags)),
    [formSignIn, user, flags],
  );
  const redirectTo = redirectPlan?.to;
  const redirectDelay = redirectPlan?.delayMs;

  useEffect(() => {
    if (redirectTo === undefined) return;
    const timer = window.setTimeout(() => window.location.assign(redirectTo), redirectDelay);
    return () => window.clearTimeout(timer);
  }, [redirectTo, redirectDelay]);

  if (magicLinkSentTo) {
    return <MagicLinkSent email={magicLinkSentTo} onBack={() => setMagicLinkSentTo(null)} />;
  }

  return (
    <div className="space-y-6">
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      <LoginNotices
        flags={flags}
        checking={session.status === 'checking'}
        user={formSignIn ? null : user}
        redirectPlan={redirectPlan}
      />
      <LoginForm
        email={email}
        onEmailChange={setEmail}
        redirect={flags.redirect}
        signIn={signIn}
        onMagicLinkSent={setMagicLinkSentTo}
      />
      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <Link to={paths.signup.getHref()} className={authButton.link}>
          {t('auth.login.signUp')}
        </Link>
      </p>
      <ul className="space-y-2.5 border-t border-slate-200 pt-5 text-xs/5 text-slate-600">
        <Tip icon={<Bookmark className="size-4" aria-hidden="true" />}>
          {t('auth.login.bookmarkTip', { product: PRODUCT_NAME })}
        </Tip>
        <Tip icon={<Users className="size-4" aria-hidden="true" />}>
          {t('auth.login.contactAdmin')}
        </Tip>
        <Tip icon={<LayoutDashboard className="size-4" aria-hidden="true" />}>
          {t('auth.login.demoPrompt')}{' '}
          <Link to={paths.dashboardSelector.getHref()} className={authButton.link}>
            {t('auth.login.demoLink')}
          </Link>
        </Tip>
      </ul>
    </div>
  );
}

function Tip({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2.5">
      <span className="mt-0.5 shrink-0 text-slate-500">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
