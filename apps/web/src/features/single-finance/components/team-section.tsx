import { TEAM_MEMBER_ROLES, type TeamMember } from '@das/shared/schemas/team';
import { Pencil, Power, RotateCcw, Trash2, UserPlus, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCreateTeamMember } from '../api/create-team-member';
import { useDeleteTeamMember } from '../api/delete-team-member';
import { useTeamMembers } from '@/entities/staff/api/get-team-members';
import { useUpdateTeamMember } from '../api/update-team-member';
import {
  dangerButton,
  fieldControl,
  fieldControlInvalid,
  primaryButton,
  quietButton,
  quietDangerButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { LoadError } from '@/components/ui/load-error';
import { LoadingRows } from './loading-rows';
import { SettingsSection } from './settings-section';
import { NAME_MAX, sortMembers, validateMemberName, type NameError } from './team-member-form';

type Role = TeamMember['role'];

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

function MemberRow({ member, dealershipId }: { member: TeamMember; dealershipId: number | null }) {
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
          pending={update.isPending}
          failed={update.isError}
          onCancel={() => {
            update.reset();
            setMode('view');
          }}
          onSubmit={(values) =>
            update.mutate({ id: member.id, change: values }, { onSuccess: () => setMode('view') })
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

      {mode === 'confirmRemove' ? (
        <div
          role="alertdialog"
          aria-label={t('singleFinance.team.confirmRemoveTitle', { name })}
          className="mt-3 flex flex-col gap-3 rounded-lg bg-rose-50 p-3 ring-1 ring-rose-200 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm text-rose-900">
            {t('singleFinance.team.confirmRemove', { name })}
          </p>
          <div className="flex gap-2">
            <button type="button" className={secondaryButton} onClick={() => setMode('view')}>
              {t('singleFinance.settings.cancel')}
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={onRemove}
              className={dangerButton}
            >
              {t('singleFinance.team.removeConfirm')}
            </button>
          </div>
        </div>
      ) : null}

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

      {update.isError || (remove.isError && mode !== 'hasDeals') ? (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {t('singleFinance.team.saveError')}
        </p>
      ) : null}
    </li>
  );
}

function AddMemberForm({ dealershipId }: { dealershipId: number | null }) {
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
          pending={create.isPending}
          failed={create.isError}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (member) => {
                setAdded(`${member.firstName} ${member.lastName}`);
                setFormKey((key) => key + 1);
              },
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

function MemberForm({
  initial,
  submitLabel,
  pending,
  failed,
  onSubmit,
  onCancel,
}: {
  initial?: TeamMember;
  submitLabel: string;
  pending: boolean;
  failed: boolean;
  onSubmit: (values: { firstName: string; lastName: string; role: Role }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const ids = {
    first: useId(),
    last: useId(),
    role: useId(),
    firstError: useId(),
    lastError: useId(),
  };
  const [firstName, setFirstName] = useState(initial?.firstName ?? '');
  const [lastName, setLastName] = useState(initial?.lastName ?? '');
  const [role, setRole] = useState<Role>(initial?.role ?? 'salesperson');
  const [errors, setErrors] = useState<Partial<Record<'firstName' | 'lastName', NameError>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateMemberName({ firstName, lastName });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ firstName: firstName.trim(), lastName: lastName.trim(), role });
  }

  const errorText = (error: NameError | undefined) =>
    error ? t(`singleFinance.team.errors.${error}`, { max: NAME_MAX }) : null;

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_12rem_auto]">
      <div>
        <label htmlFor={ids.first} className="block text-xs font-medium text-slate-700">
          {t('singleFinance.team.firstName')}
        </label>
        <input
          id={ids.first}
          value={firstName}
          autoComplete="off"
          maxLength={NAME_MAX + 10}
          onChange={(event) => setFirstName(event.target.value)}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={errors.firstName ? ids.firstError : undefined}
          className={`${errors.firstName ? fieldControlInvalid : fieldControl} mt-1`}
        />
        {errors.firstName ? (
          <p id={ids.firstError} className="mt-1 text-xs text-rose-700">
            {errorText(errors.firstName)}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.last} className="block text-xs font-medium text-slate-700">
          {t('singleFinance.team.lastName')}
        </label>
        <input
          id={ids.last}
          value={lastName}
          autoComplete="off"
          maxLength={NAME_MAX + 10}
          onChange={(event) => setLastName(event.target.value)}
          aria-invalid={errors.lastName ? true : undefined}
          aria-describedby={errors.lastName ? ids.lastError : undefined}
          className={`${errors.lastName ? fieldControlInvalid : fieldControl} mt-1`}
        />
        {errors.lastName ? (
          <p id={ids.lastError} className="mt-1 text-xs text-rose-700">
            {errorText(errors.lastName)}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={ids.role} className="block text-xs font-medium text-slate-700">
          {t('singleFinance.team.role')}
        </label>
        <select
          id={ids.role}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className={`${fieldControl} mt-1`}
        >
          {TEAM_MEMBER_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('singleFinance.settings.cancel')}
          </button>
        ) : null}
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? t('singleFinance.settings.saving') : submitLabel}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-4">
          {t('singleFinance.team.saveError')}
        </p>
      ) : null}
    </form>
  );
}
