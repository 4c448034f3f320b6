import { ArrowLeft, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { DashboardSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session';
import { useGroupSettings } from '../api/group-settings';
import { GroupNamePanel } from '../components/group-name-panel';
import { GroupPayPlansPanel } from '../components/group-pay-plans-panel';
import { GroupTargetsPanel } from '../components/group-targets-panel';
import { MovePersonPanel } from '../components/move-person-panel';
import { StoresPanel } from '../components/stores-panel';

/**
 * `/group-admin/settings`: the group's name, its stores and their admins, its
 * people across stores, and the product targets and pay-plan templates its
 * stores may adopt. Every change is the group admin's alone, and
 * counts from the moment it is saved.
 */
export function GroupSettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const groupId = user?.dealerGroupId ?? null;
  const settings = useGroupSettings(groupId);
  if (!user) return null;
  if (groupId === null) {
    return (
      <EmptyState
        icon={Building2}
        title={t('groupViews.group.noGroupTitle')}
        body={t('groupViews.group.noGroup')}
      />
    );
  }
  return (
    <div className="space-y-6">
      <Link
        to={paths.groupAdmin.getHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('groupSettings.back')}
      </Link>
      <PageHeader
        eyebrow={settings.data?.group.name ?? user.dealerGroupName ?? ''}
        title={t('groupSettings.title')}
        subtitle={t('groupSettings.subtitle')}
      />
      {settings.isPending ? (
        <DashboardSkeleton />
      ) : settings.data ? (
        <>
          <GroupNamePanel key={settings.data.group.name} settings={settings.data} />
          <StoresPanel settings={settings.data} actor={user} />
          <MovePersonPanel settings={settings.data} actor={user} />
          <GroupTargetsPanel groupId={groupId} actor={user} />
          <GroupPayPlansPanel groupId={groupId} actor={user} />
        </>
      ) : (
        <LoadError
          message={t('groupSettings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      )}
    </div>
  );
}
