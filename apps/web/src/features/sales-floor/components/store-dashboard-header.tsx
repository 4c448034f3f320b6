import type { SessionUser } from '@das/shared/schemas/auth';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PeriodPicker } from '@/entities/period/components/period-picker';
import { primaryButton } from '@/components/ui/button-styles';
import { PageHeader } from '@/components/ui/page-header';
import { PrivacyToggle } from '@/components/ui/privacy-toggle';
import { paths } from '@/lib/paths';
import { recentMonths } from '@/entities/period/lib/period-options';
import { UpdatingStatus } from '@/components/ui/dashboard-state';
import type { StoreDashboardView } from './use-store-dashboard';

/**
 * A manager's dashboard header: the store, the title, whose figures for which
 * period, the privacy eye and the deal log, and the period picker below.
 */
export function StoreDashboardHeader({
  user,
  title,
  view,
}: {
  user: SessionUser;
  title: string;
  view: StoreDashboardView;
}) {
  const { t } = useTranslation();
  return (
    <PageHeader
      eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
      title={title}
      subtitle={[user.name || user.email, view.label.name, view.label.range]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <>
          <PrivacyToggle />
          <Link to={paths.dashboardDeals.getHref()} className={primaryButton}>
            <Handshake className="size-4" aria-hidden="true" />
            {t('salesFloor.links.dealLog')}
          </Link>
        </>
      }
    >
      <PeriodPicker
        value={view.period}
        months={recentMonths(view.today, 24)}
        onChange={view.setPeriod}
      />
      {view.updating ? <UpdatingStatus /> : null}
    </PageHeader>
  );
}
