import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { PayPlanSection } from '../components/pay-plan-section';
import { PrivacySection } from '../components/privacy-section';
import { TeamSection } from '../components/team-section';

/**
 * `/single-finance/settings`: the single finance manager's team, pay plan and
 * privacy. Everything is saved on the server; the language is the user menu's,
 * as for everyone (ADR 022).
 */
export function SingleFinanceSettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const dealershipId = user.dealershipId;

  return (
    <div className="space-y-6">
      <header>
        <Link
          to={paths.singleFinanceHome.getHref()}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('singleFinance.settings.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
          {t('singleFinance.settings.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {t('singleFinance.settings.description', {
            office: user.dealershipName ?? user.name,
          })}
        </p>
      </header>

      <TeamSection dealershipId={dealershipId} />
      <PayPlanSection dealershipId={dealershipId} userId={user.id} />
      <PrivacySection />
    </div>
  );
}
