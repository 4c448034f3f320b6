import { mayActOn } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import type { GroupSettings } from '@das/shared/schemas/group-settings';
import { invitePersonSchema } from '@das/shared/schemas/people';
import { UserCog } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast-store';
import { useInvitePerson } from '@/entities/staff/api/invite-person';
import { updateStaff } from '@/entities/staff/api/update-staff';
import { ApiError } from '@/lib/api-client';
import { useRefreshGroup } from '../api/group-settings';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';

const ADMIN: Role = 'dealership_admin';
type Mode = 'invite' | 'promote';

/**
 * A store's admin, through the People endpoints the store's own screens use:
 * invite someone new by e-mail (the invitation, valid 72 hours, lets them
 * choose a password), or promote a person of the store whom the rank rule
 * lets the group admin make an admin.
 */
export function StoreAdminDialog({
  groupId,
  store,
  people,
  actor,
  onClose,
}: {
  groupId: number;
  store: { id: number; name: string };
  people: GroupSettings['people'];
  actor: { id: string; role: Role };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvitePerson(store.id);
  const refresh = useRefreshGroup(groupId);
  const promotable = people.filter(
    (person) =>
      person.dealershipId === store.id &&
      person.role !== ADMIN &&
      person.role !== 'single_dealer_admin' &&
      mayActOn(actor, 'staff.changeRole', person) &&
      mayActOn(actor, 'staff.changeRole', { userId: person.userId, role: ADMIN }),
  );
  const [mode, setMode] = useState<Mode>('invite');
  const [draft, setDraft] = useState({ firstName: '', lastName: '', email: '', userId: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();

  const text = (field: keyof typeof draft) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    try {
      setBusy(true);
      if (mode === 'invite') {
        const input = issues.check(invitePersonSchema, { ...draft, role: ADMIN });
        if (!input) return;
        const person = await invite.mutateAsync({ ...input, teamManagerId: null });
        toast({ title: t('groupSettings.admin.invited', { email: person.email }) });
      } else {
        const person = promotable.find((candidate) => candidate.userId === draft.userId);
        if (!person) return setFailure(t('groupSettings.admin.choosePerson'));
        await updateStaff({
          dealershipId: store.id,
          userId: person.userId,
          change: { role: ADMIN },
        });
        toast({
          title: t('groupSettings.admin.promoted', {
            name: `${person.firstName} ${person.lastName}`,
            store: store.name,
          }),
        });
      }
      await refresh();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        setFailure(t('groupSettings.admin.emailTaken'));
      } else if (!issues.fromError(error)) {
        setFailure(t('groupSettings.saveError'));
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (name: 'firstName' | 'lastName' | 'email') => {
    const error = issues.textOf(name);
    return { error, props: { ...controlProps(`${id}-${name}`, error), ...text(name) } };
  };
  const first = field('firstName');
  const last = field('lastName');
  const email = field('email');
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
          <UserCog className="size-5 text-brand-700" aria-hidden="true" />
        </span>
      }
      title={t('groupSettings.admin.title', { name: store.name })}
      description={t('groupSettings.admin.description')}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 px-5 py-4 sm:px-6"
      >
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            {t('groupSettings.admin.how')}
          </legend>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
            {(['invite', 'promote'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={choice}
                  checked={mode === choice}
                  onChange={() => {
                    setMode(choice);
                    issues.clear();
                    setFailure(null);
                  }}
                  className="size-4 accent-brand-600"
                />
                {t(`groupSettings.admin.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {mode === 'invite' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-firstName`} label={t('people.fields.firstName')} error={first.error}>
              <input {...first.props} type="text" autoComplete="off" />
            </Field>
            <Field id={`${id}-lastName`} label={t('people.fields.lastName')} error={last.error}>
              <input {...last.props} type="text" autoComplete="off" />
            </Field>
            <Field
              id={`${id}-email`}
              label={t('people.fields.email')}
              error={email.error}
              hint={t('people.add.emailHint')}
              className="sm:col-span-2"
            >
              <input {...email.props} type="email" autoComplete="off" inputMode="email" />
            </Field>
          </div>
        ) : promotable.length === 0 ? (
          <p className="text-sm text-slate-600">{t('groupSettings.admin.noOne')}</p>
        ) : (
          <Field id={`${id}-userId`} label={t('groupSettings.admin.person')}>
            <select id={`${id}-userId`} className={fieldControl} {...text('userId')}>
              <option value="">{t('groupSettings.choose')}</option>
              {promotable.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {`${person.firstName} ${person.lastName} · ${t(`roles.${person.role}`)}`}
                </option>
              ))}
            </select>
          </Field>
        )}
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} disabled={busy} className={secondaryButton}>
            {t('groupSettings.cancel')}
          </button>
          <button
            type="submit"
            disabled={busy || (mode === 'promote' && promotable.length === 0)}
            className={primaryButton}
          >
            {t(
              mode === 'invite'
                ? 'groupSettings.admin.sendInvite'
                : 'groupSettings.admin.makeAdmin',
            )}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
