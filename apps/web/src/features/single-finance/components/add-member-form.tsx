import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateTeamMember } from '../api/create-team-member';
import { MemberForm } from './member-form';

/** Adds a person; the form starts empty again and says who was added. */
export function AddMemberForm({ dealershipId }: { dealershipId: number | null }) {
  const { t } = useTranslation();
  const create = useCreateTeamMember(dealershipId);
  const [formKey, setFormKey] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <UserPlus className="size-4 text-brand-600" aria-hidden="true" />
        {t('singleFinance.team.addTitle')}
      </h3>
      <div className="mt-3">
        <MemberForm
          key={formKey}
          submitLabel={t('singleFinance.team.add')}
          onSubmit={(values) =>
            create.mutateAsync(values).then((member) => {
              setAdded(`${member.firstName} ${member.lastName}`);
              setFormKey((key) => key + 1);
            })
          }
        />
      </div>
      {added ? (
        <p role="status" className="mt-2 text-sm text-emerald-700">
          {t('singleFinance.team.added', { name: added })}
        </p>
      ) : null}
    </div>
  );
}
