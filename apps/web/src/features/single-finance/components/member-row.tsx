import type { TeamMember } from '@das/shared/schemas/team';
import { Pencil, Power, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useUpdateTeamMember } from '../api/update-team-member';
import {
  primaryButton,
  quietButton,
  quietDangerButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { MemberForm } from './member-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * One person on the team: name, role, deal count and status, with edit,
 * (de)activate and remove; a removal asks first, and a person with deals is
 * offered deactivation instead.
 */
export function MemberRow({
  member,
  dealershipId,
}: {
  member: TeamMember;
  dealershipId: number | null;
}) {
  const { t } = useTranslation();
  const update = useUpdateTeamMember(dealershipId);
  const remove = useDeleteTeamMember(dealershipId);
  const [mode, setMode] = useState<'view' | 'edit' | 'confirmRemove' | 'hasDeals'>('view');
  const name = `${member.firstName} ${member.lastName}`;
  const initials = `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase();

  function setActive(isActive: boolean) {
    update.mutate({ id: member.id, change: { isActive } }, { onSuccess: () => setMode('view') });
  }

  function onRemove() {
    remove.mutate(member.id, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setMode('hasDeals');
      },
    });
  }

  if (mode === 'edit') {
    return (
      <li className="p-4">
        <MemberForm
          initial={member}
          submitLabel={t('singleFinance.team.saveChanges')}
          onCancel={() => {
            update.reset();
            setMode('view');
          }}
          onSubmit={(values) =>
            update.mutateAsync({ id: member.id, change: values }).then(() => setMode('view'))
          }
        />
      </li>
    );
  }

  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className={`flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
            member.isActive ? 'bg-ink-900 text-white' : 'bg-slate-100 text-slate-500'
          }`}
        >
          {initials}
        </span>
        <div className="min-w-0 flex-1">
          <p
            className={`truncate text-sm font-semibold ${member.isActive ? 'text-slate-900' : 'text-slate-500'}`}
          >
            {name}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
            <span>{t(`roles.${member.role}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{t('singleFinance.team.deals', { count: member.deals })}</span>
          </p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            member.isActive
              ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
              : 'bg-slate-100 text-slate-600 ring-slate-200'
          }`}
        >
          {member.isActive ? t('singleFinance.team.active') : t('singleFinance.team.inactive')}
        </span>
        <div className="flex w-full flex-wrap gap-1 sm:w-auto">
          <button
            type="button"
            className={quietButton}
            onClick={() => setMode('edit')}
            aria-label={t('singleFinance.team.editFor', { name })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('singleFinance.team.edit')}
          </button>
          <button
            type="button"
            className={quietButton}
            disabled={update.isPending}
            onClick={() => setActive(!member.isActive)}
            aria-label={
              member.isActive
                ? t('singleFinance.team.deactivateFor', { name })
                : t('singleFinance.team.reactivateFor', { name })
            }
          >
            {member.isActive ? (
              <Power className="size-4" aria-hidden="true" />
            ) : (
              <RotateCcw className="size-4" aria-hidden="true" />
            )}
            {member.isActive
              ? t('singleFinance.team.deactivate')
              : t('singleFinance.team.reactivate')}
          </button>
          <button
            type="button"
            className={quietDangerButton}
            onClick={() => setMode(member.deals > 0 ? 'hasDeals' : 'confirmRemove')}
            aria-label={t('singleFinance.team.removeFor', { name })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('singleFinance.team.remove')}
          </button>
        </div>
      </div>

      <ConfirmDialog
        open={mode === 'confirmRemove'}
        tone="danger"
        title={t('singleFinance.team.confirmRemoveTitle', { name })}
        description={t('singleFinance.team.confirmRemove', { name })}
        confirmLabel={t('singleFinance.team.removeConfirm')}
        cancelLabel={t('singleFinance.settings.cancel')}
        working={remove.isPending}
        error={remove.isError ? t('singleFinance.team.saveError') : undefined}
        onConfirm={onRemove}
        onCancel={() => {
          remove.reset();
          setMode('view');
        }}
      />

      {mode === 'hasDeals' ? (
        <div
          role="alert"
          className="mt-3 flex flex-col gap-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm text-amber-900">
            {t('singleFinance.team.hasDeals', { name, count: member.deals })}
          </p>
          <div className="flex gap-2">
            <button type="button" className={secondaryButton} onClick={() => setMode('view')}>
              {t('singleFinance.settings.cancel')}
            </button>
            {member.isActive ? (
              <button
                type="button"
                className={primaryButton}
                disabled={update.isPending}
                onClick={() => setActive(false)}
              >
                {t('singleFinance.team.deactivateInstead')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}

      {update.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {t('singleFinance.team.saveError')}
        </p>
      ) : null}
    </li>
  );
}
