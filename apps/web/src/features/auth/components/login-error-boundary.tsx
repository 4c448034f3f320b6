import { House, LogOut, RotateCw, TriangleAlert } from 'lucide-react';
import { Component, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSignOut } from '../api/sign-out';
import { AuthHeading } from './auth-heading';
import { Notice, Spinner } from './notice';
import { authButton } from './styles';

/** SPEC.md §4 "Error boundary": three tries at page level. */
export const LOGIN_MAX_RETRIES = 3;

interface BoundaryState {
  failed: boolean;
  retries: number;
}

/**
 * Catches an unexpected exception while the sign-in form renders and shows
 * SPEC.md §2's generic error screen instead of a blank card.
 */
export class LoginErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false, retries: 0 };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  retry = () => {
    this.setState((previous) => ({ failed: false, retries: previous.retries + 1 }));
  };

  override render() {
    if (this.state.failed) {
      return <LoginErrorView retries={this.state.retries} onRetry={this.retry} />;
    }
    // A new key remounts the form, so a retry starts from fresh state.
    return <Fragment key={this.state.retries}>{this.props.children}</Fragment>;
  }
}

function LoginErrorView({ retries, onRetry }: { retries: number; onRetry: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const exhausted = retries >= LOGIN_MAX_RETRIES;

  return (
    <div role="alert" className="space-y-6">
      <AuthHeading
        icon={TriangleAlert}
        tone="warning"
        title={t('auth.errorView.title')}
        subtitle={t('auth.errorView.description')}
        focusOnMount
      />
      {exhausted && <Notice tone="warning">{t('auth.errorView.maxRetries')}</Notice>}
      <div className="flex flex-col gap-3">
        <button
          type="button"
          onClick={onRetry}
          disabled={exhausted}
          className={`${authButton.primary} w-full`}
        >
          <RotateCw className="size-4" aria-hidden="true" />
          {t('auth.errorView.tryAgain', { count: Math.min(retries + 1, LOGIN_MAX_RETRIES) })}
        </button>
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSettled: () => window.location.assign(paths.auth.getHref()),
            })
          }
          className={`${authButton.secondary} w-full`}
        >
          {signOut.isPending ? <Spinner /> : <LogOut className="size-4" aria-hidden="true" />}
          {t(signOut.isPending ? 'auth.errorView.signingOut' : 'auth.errorView.signOut')}
        </button>
        <a href={paths.landing.getHref()} className={`${authButton.secondary} w-full`}>
          <House className="size-4" aria-hidden="true" />
          {t('auth.errorView.home')}
        </a>
      </div>
    </div>
  );
}
