import { parseDealershipId } from '@das/shared/route-access';
import {
  ArrowLeft,
  CalendarDays,
  Gauge,
  Handshake,
  Landmark,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePeriodParam } from '@/entities/period/components/use-period-param';
import { useStoreTrail } from '@/entities/dealership/components/store-trail';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { HeadlineCards } from '../components/headline-cards';
import { RollupHeader } from '../components/rollup-header';
import { DashboardState } from '@/components/ui/dashboard-state';
import { useRollupLabels } from '../components/use-rollup-view';

const linkStyle =
  'inline-flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * `/dealership/{id}`: one store seen from its group or area — its headline
 * figures for the period, the store's boards and screens scoped to it (ADR
 * 019), and the path back up (area › group › store).
 */
export function StoreOverviewPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  // The route admits only a store the caller can see (route-access), so the id is valid here.
  const dealershipId = parseDealershipId(useParams().dealershipId)!;
  const [period, setPeriod] = usePeriodParam();
  const { overview, steps, groupHref } = useStoreTrail(dealershipId, undefined, period);
  const { label, from, today, updating } = useRollupLabels(period, overview);
  if (!user) return null;
  const data = overview.data;
  // The boards keep the period the overview shows.
  const withPeriod = (href: string) =>
    period === 'this_month' ? href : `${href}?${new URLSearchParams({ period }).toString()}`;
  const links: { href: string; icon: LucideIcon; label: string }[] = [
    {
      href: withPeriod(paths.dealershipGeneralManager.getHref(dealershipId)),
      icon: Gauge,
      label: t('storeDrill.views.generalManager'),
    },
    {
      href: withPeriod(paths.dealershipSalesManager.getHref(dealershipId)),
      icon: Users,
      label: t('storeDrill.views.salesManager'),
    },
    {
      href: withPeriod(paths.dealershipFinance.getHref(dealershipId)),
      icon: Landmark,
      label: t('storeDrill.views.finance'),
    },
    {
      href: paths.dealershipDeals.getHref(dealershipId),
      icon: Handshake,
      label: t('groupViews.store.dealLog'),
    },
    {
      href: paths.dealershipSchedule.getHref(dealershipId),
      icon: CalendarDays,
      label: t('groupViews.store.schedule'),
    },
  ];

  return (
    <div className="space-y-6">
      {data ? <Breadcrumb trail={steps} /> : null}
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
              {links.map(({ href, icon: Icon, label: text }) => (
                <Link key={href} to={href} className={linkStyle}>
                  <Icon className="size-4" aria-hidden="true" />
                  {text}
                </Link>
              ))}
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
