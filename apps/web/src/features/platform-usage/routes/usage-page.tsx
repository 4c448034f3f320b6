import { useTranslation } from 'react-i18next';
import { DashboardState } from '@/components/ui/dashboard-state';
import { useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session';
import { usePlatformUsage } from '../api/platform-usage';
import {
  ActiveUsersPanel,
  DealsPanel,
  SignupsPanel,
  TrialsPanel,
} from '../components/usage-panels';

/**
 * The master admin panel's overview (issue 13, "Sign-ups and use"): sign-ups,
 * trials converting, active people and deals per day, every figure counted by
 * the server. A demo account sees the demo stores' figures, a real one the rest.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const { user } = useSession();
  const usage = usePlatformUsage();
  return (
    <DashboardState query={usage} updating={false}>
      {(data) => (
        <>
          <p className="text-sm text-slate-600">
            {t(user?.isDemo ? 'platformUsage.scopeDemo' : 'platformUsage.scopeReal')}{' '}
            {t('platformUsage.utc', { date: fmt.date(data.today) })}
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <SignupsPanel signups={data.signups} />
            <TrialsPanel trials={data.trials} />
            <ActiveUsersPanel days={data.activeUsers} />
            <DealsPanel days={data.deals} />
          </div>
        </>
      )}
    </DashboardState>
  );
}
