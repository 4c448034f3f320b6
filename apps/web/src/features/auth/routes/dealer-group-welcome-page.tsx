import { PRODUCT_NAME } from '@das/shared/constants';
import { ArrowRight, Building2, KeyRound, LayoutDashboard, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { AuthLayout } from '../components/auth-layout';
import { readWelcomeFacts, SignupWelcome } from '../components/signup-welcome';
import { authButton } from '../components/styles';

const primaryButton = `${authButton.primary} w-full sm:w-auto`;

const POINTS = [
  { key: 'compare', icon: LayoutDashboard },
  { key: 'open', icon: Building2 },
  { key: 'oneSignIn', icon: KeyRound },
] as const;

/**
 * SPEC.md §4 "Group admin welcome": `/dashboard` sends a dealer group admin
 * here until they continue once; the flag is kept per user in this browser.
 * A dealer group sign-up ends here too (`?newuser=true&email=…`): until that
 * person signs in, the page tells them to check their inbox.
 */
export function DealerGroupWelcomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isNewUser = searchParams.get('newuser') === 'true';
  const facts = readWelcomeFacts(searchParams);
  const user = session.user;

  if (session.status === 'checking') {
    return (
      <AuthLayout title={t('welcome.documentTitle')} width="wide">
        <div role="status" className="flex items-center justify-center gap-3 text-slate-600">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 motion-reduce:animate-none"
          />
          <span>{t('guard.verifying')}</span>
        </div>
      </AuthLayout>
    );
  }

  if (isNewUser && facts.email && user?.email !== facts.email) {
    return (
      <AuthLayout title={t('welcome.signup.documentTitle')} width="wide">
        <SignupWelcome plan="dealer_group" facts={facts} />
      </AuthLayout>
    );
  }

  if (!user) {
    return (
      <AuthLayout title={t('welcome.documentTitle')} width="wide">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('welcome.titleAnonymous', { product: PRODUCT_NAME })}
        </h1>
        <p className="mt-3 text-slate-600">{t('welcome.signInPrompt')}</p>
        <div className="mt-8">
          <Link to={paths.auth.getHref()} className={primaryButton}>
            <LogIn className="size-4" aria-hidden="true" />
            {t('welcome.signIn')}
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const name = user.firstName || user.name || user.email;
  if (!user.isGroupAdmin) {
    return (
      <AuthLayout title={t('welcome.documentTitle')} width="wide">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('welcome.title', { product: PRODUCT_NAME, name })}
        </h1>
        <p className="mt-3 text-slate-600">{t('welcome.notGroupAdmin')}</p>
        <div className="mt-8">
          <Link to={paths.dashboard.getHref()} className={primaryButton}>
            {t('welcome.toDashboard')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </AuthLayout>
    );
  }

  function continueToDashboard() {
    if (!user) return;
    localStorage.setItem(STORAGE_KEYS.groupWelcomeSeen(user.id), 'true');
    void navigate(paths.groupAdmin.getHref());
  }

  return (
    <AuthLayout title={t('welcome.documentTitle')} width="wide">
      <p className="inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 ring-inset">
        {t('welcome.eyebrow')}
      </p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t('welcome.title', { product: PRODUCT_NAME, name })}
      </h1>
      {isNewUser ? <p className="mt-3 font-medium text-slate-800">{t('welcome.newUser')}</p> : null}
      <p className="mt-2 text-slate-600">{t('welcome.description')}</p>
      <ul className="mt-7 space-y-4">
        {POINTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-brand-600">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-1 text-sm text-slate-700">{t(`welcome.points.${key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-9 border-t border-slate-200 pt-7">
        <button type="button" onClick={continueToDashboard} className={primaryButton}>
          {t('welcome.continue')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </button>
      </div>
    </AuthLayout>
  );
}
