import type { SessionUser } from '@das/shared/schemas/auth';
import { Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
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
 * A manager's dashboard header: the store shown, the title, whose figures for which
 * period, the privacy eye and the deal log, and the period picker below.
 */
export function StoreDashboardHeader({
  user,
  title,
  view,
  storePicker,
}: {
  user: SessionUser;
  title: string;
  view: StoreDashboardView;
  /** Which store, for those above the store who pick one. */
  storePicker?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PageHeader
      eyebrow={view.storeName ?? t(`roles.${user.role}`)}
      title={title}
      subtitle={[view.ownStore ? user.name || user.email : null, view.label.name, view.label.range]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <>
          <PrivacyToggle />
          <Link
            to={
              // Another store's log (a board read from above, or a group admin's pick) is under its id.
              view.ownStore || view.storeId === null
                ? paths.dashboardDeals.getHref()
                : paths.dealershipDeals.getHref(view.storeId)
            }
            className={primaryButton}
          >
            <Handshake className="size-4" aria-hidden="true" />
            {t('salesFloor.links.dealLog')}
          </Link>
        </>
      }
    >
      {storePicker}
      <PeriodPicker
        value={view.period}
        months={recentMonths(view.today, 24)}
        onChange={view.setPeriod}
      />
      {view.updating ? <UpdatingStatus /> : null}
    </PageHeader>
  );
}
