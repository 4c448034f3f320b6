import { ArrowLeft, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading } from './auth-heading';
import { DevMailboxHint } from './dev-mailbox-hint';
import { authButton } from './styles';

/** SPEC.md §2: after a magic link is sent. */
export function MagicLinkSent({ email, onBack }: { email: string; onBack?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <AuthHeading
        icon={MailCheck}
        tone="success"
        title={t('auth.magicLink.sentTitle')}
        subtitle={
          <>
            <p>{t('auth.magicLink.sentDescription', { email })}</p>
            <p className="mt-2 text-slate-500">{t('auth.magicLink.sentNote')}</p>
          </>
        }
        focusOnMount
      />
      <DevMailboxHint />
      {onBack ? (
        <button type="button" onClick={onBack} className={`${authButton.secondary} w-full`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.magicLink.backToLogin')}
        </button>
      ) : (
        <Link to={paths.auth.getHref()} className={`${authButton.secondary} w-full`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('auth.magicLink.backToLogin')}
        </Link>
      )}
    </div>
  );
}
