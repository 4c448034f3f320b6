import { roleMay } from '@das/shared/policies';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useStoreOverview } from '../api/get-store-overview';

/**
 * A store seen from above it (ADR 019): its overview, and the path back up —
 * area › group › store, then the board open in it (`view`) when there is one.
 * Only those above the store (and platform staff) look at it this way; for a
 * store's own people `above` is false and nothing is asked.
 */
export function useStoreTrail(
  dealershipId: number | null,
  view: string | undefined,
  period: string,
) {
  const { user } = useSession();
  const above = user !== null && dealershipId !== null && roleMay(user.role, 'groupRollup.read');
  const overview = useStoreOverview(dealershipId ?? 0, period, above);
  const data = overview.data;
  // An area's vice president goes back to the group within the area; a group's admin to their group.
  const avp = user?.role === 'area_vice_president';
  const groupHref =
    data?.group && avp ? paths.areaGroup.getHref(data.group.id) : paths.groupAdmin.getHref();
  const steps = [
    ...(avp && data?.area
      ? [{ label: data.area.name, href: paths.areaVicePresident.getHref() }]
      : []),
    ...(data?.group ? [{ label: data.group.name, href: groupHref }] : []),
    {
      label: data?.store.name ?? '',
      href: view && dealershipId !== null ? paths.dealership.getHref(dealershipId) : undefined,
    },
    ...(view ? [{ label: view }] : []),
  ];
  return { above, overview, groupHref, steps };
}

/** Above a store's board: where it sits, and that it is read, not changed, from up here. */
export function StoreTrail({
  dealershipId,
  view,
  period = 'this_month',
}: {
  dealershipId: number | null;
  view: string;
  period?: string;
}) {
  const { t } = useTranslation();
  const trail = useStoreTrail(dealershipId, view, period);
  if (!trail.above || !trail.overview.data) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <Breadcrumb trail={trail.steps} />
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Eye className="size-4 text-slate-500" aria-hidden="true" />
        {t('storeDrill.readOnly')}
      </p>
    </div>
  );
}
