import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTeamMembers } from '@/entities/staff/api/get-team-members';
import { LoadError } from '@/components/ui/load-error';
import { AddMemberForm } from './add-member-form';
import { LoadingRows } from './loading-rows';
import { MemberRow } from './member-row';
import { SettingsSection } from './settings-section';
import { sortMembers } from './team-member-form';

/** The people on the single finance manager's deals: add, rename, (de)activate, remove. */
export function TeamSection({ dealershipId }: { dealershipId: number | null }) {
  const { t } = useTranslation();
  const members = useTeamMembers(dealershipId);
  const active = members.data?.filter((member) => member.isActive).length ?? 0;

  return (
    <SettingsSection
      icon={Users}
      title={t('singleFinance.team.title')}
      description={t('singleFinance.team.description')}
    >
      {members.isPending ? (
        <LoadingRows rows={3} />
      ) : members.isError ? (
        <LoadError
          message={t('singleFinance.team.loadError')}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      ) : (
        <div className="space-y-6">
          {members.data.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600 ring-1 ring-slate-200">
              {t('singleFinance.team.empty')}
            </p>
          ) : (
            <div>
              <p className="mb-2 text-xs text-slate-500">
                {t('singleFinance.team.count', { count: members.data.length, active })}
              </p>
              <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                {sortMembers(members.data).map((member) => (
                  <MemberRow key={member.id} member={member} dealershipId={dealershipId} />
                ))}
              </ul>
            </div>
          )}
          <AddMemberForm dealershipId={dealershipId} />
        </div>
      )}
    </SettingsSection>
  );
}
