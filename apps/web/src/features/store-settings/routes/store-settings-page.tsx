import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { DashboardSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { roleMay } from '@das/shared/policies';
import { useSession } from '@/lib/session/session';
import { useStoreSettings } from '../api/store-settings';
import { SettingsForm } from '../components/settings-form';
import { ShowroomBoardSection } from '../components/showroom-board-section';
import { StoreDefaultsForms } from '../components/store-defaults-forms';

/**
 * `/dashboard/admin/settings`: the store's name, address, time zone, F&I
 * products and targets, lenders and mini threshold, then its defaults (ADR 020). A change counts from the
 * moment it is saved; figures already made stay as they were.
 */
export function StoreSettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const settings = useStoreSettings(null);
  if (!user) return null;
  return (
    <div className="space-y-6">
      <Link
        to={paths.dealershipAdmin.getHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('storeAdmin.settings.back')}
      </Link>
      <PageHeader
        eyebrow={settings.data?.name ?? user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('storeAdmin.settings.title')}
        subtitle={t('storeAdmin.settings.subtitle')}
      />
      {settings.isPending ? (
        <DashboardSkeleton />
      ) : settings.data ? (
        <>
          <SettingsForm settings={settings.data} />
          <StoreDefaultsForms dealershipId={null} />
          {roleMay(user.role, 'boardLinks.manage') ? (
            <ShowroomBoardSection dealershipId={settings.data.dealershipId} />
          ) : null}
        </>
      ) : (
        <LoadError
          message={t('storeAdmin.settings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      )}
    </div>
  );
}
