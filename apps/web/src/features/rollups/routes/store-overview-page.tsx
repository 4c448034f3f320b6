import { parseDealershipId } from '@das/shared/route-access';
import { ArrowLeft, CalendarDays, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useStoreOverview } from '../api/get-rollups';
import { Breadcrumb } from '../components/breadcrumb';
import { HeadlineCards } from '../components/headline-cards';
import { RollupHeader } from '../components/rollup-header';
import { DashboardState } from '@/components/ui/dashboard-state';
import { useRollupLabels } from '../components/use-rollup-view';

const linkStyle =
  'inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * `/dealership/{id}`: one store seen from its group or area — its headline
 * figures for the period, the store's own screens scoped to it, and the path
 * back up (area › group › store).
 */
export function StoreOverviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // The route admits only a store the caller can see (route-access), so the id is valid here.
  const dealershipId = parseDealershipId(useParams().dealershipId)!;
  const [period, setPeriod] = usePeriodParam();
  const overview = useStoreOverview(dealershipId, period);
  const { label, from, today, updating } = useRollupLabels(period, overview);
  if (!user) return null;
  const data = overview.data;
  // An area's vice president goes back to the group within the area; a group's admin to their group.
  const groupHref =
    data?.group && user.role === 'area_vice_president'
      ? paths.areaGroup.getHref(data.group.id)
      : paths.groupAdmin.getHref();
  const trail = [
    ...(user.role === 'area_vice_president' && data?.area
      ? [{ label: data.area.name, href: paths.areaVicePresident.getHref() }]
      : []),
    ...(data?.group ? [{ label: data.group.name, href: groupHref }] : []),
    { label: data?.store.name ?? '' },
  ];

  return (
    <div className="space-y-6">
      {data ? <Breadcrumb trail={trail} /> : null}
      <RollupHeader
        eyebrow={data?.group?.name ?? t('groupViews.store.eyebrow')}
        title={data?.store.name ?? t('groupViews.store.eyebrow')}
        label={label}
        period={period}
        today={today}
        onPeriod={setPeriod}
        updating={updating}
      />
      <DashboardState query={overview} updating={updating}>
        {(answer) => (
          <>
            <HeadlineCards line={answer.store} from={from} />
            <nav
              aria-label={t('groupViews.store.linksLabel', { name: answer.store.name })}
              className="flex flex-wrap gap-2"
            >
              <Link to={paths.dealershipDeals.getHref(dealershipId)} className={linkStyle}>
                <Handshake className="size-4" aria-hidden="true" />
                {t('groupViews.store.dealLog')}
              </Link>
              <Link to={paths.dealershipSchedule.getHref(dealershipId)} className={linkStyle}>
                <CalendarDays className="size-4" aria-hidden="true" />
                {t('groupViews.store.schedule')}
              </Link>
              {answer.group ? (
                <Link to={groupHref} className={linkStyle}>
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  {t('groupViews.store.back', { name: answer.group.name })}
                </Link>
              ) : null}
            </nav>
          </>
        )}
      </DashboardState>
    </div>
  );
}
