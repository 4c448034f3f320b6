import type { FieldIssue } from '@das/shared/errors';
import { mayActOn } from '@das/shared/policies';
import { STORE_ROLES, type Role } from '@das/shared/roles';
import { invitePersonSchema, type Person } from '@das/shared/schemas/people';
import { toFieldIssues } from '@das/shared/validation';
import { Loader2, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldControl,
  fieldControlInvalid,
  primaryButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { genericIssueText, readFieldIssues } from '@/lib/field-issues';
import { useInvitePerson } from '@/entities/staff/api/invite-person';

type Draft = Record<'firstName' | 'lastName' | 'email' | 'teamManagerId', string> & {
  role: Role;
};

/** The roles this admin may give: every store role below their own rank. */
export function grantableRoles(actor: { id: string; role: Role }): Role[] {
  return STORE_ROLES.filter((role) => mayActOn(actor, 'staff.add', { userId: '', role }));
}

/**
 * "Add person": checked here with the server's own schema, and again by the
 * server, whose answers show by their fields. Sends the invitation e-mail.
 */
export function AddPersonDialog({
  dealershipId,
  actor,
  managers,
  onClose,
  onInvited,
}: {
  dealershipId: number;
  actor: { id: string; role: Role };
  managers: readonly Person[];
  onClose: () => void;
  onInvited: (person: Person) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInvitePerson(dealershipId);
  const roles = grantableRoles(actor);
  const [draft, setDraft] = useState<Draft>({
    firstName: '',
    lastName: '',
    email: '',
    role: roles.includes('salesperson') ? 'salesperson' : (roles[0] ?? 'viewer'),
    teamManagerId: '',
  });
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const issueOf = (field: string) => issues.find((issue) => issue.field === field);
  const errorText = (field: string) => {
    const issue = issueOf(field);
    if (!issue) return undefined;
    if (field === 'email' && issue.code === 'already_used') return t('people.add.emailTaken');
    const text = genericIssueText(issue);
    return t(text.key, text.values);
  };
  const control = (field: keyof Draft) => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
    'aria-invalid': issueOf(field) ? true : undefined,
    'aria-describedby': issueOf(field) ? `${id}-${field}-error` : undefined,
    className: issueOf(field) ? fieldControlInvalid : fieldControl,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    setFormError(null);
    const input = {
      firstName: draft.firstName,
      lastName: draft.lastName,
      email: draft.email,
      role: draft.role,
      teamManagerId:
        draft.role === 'salesperson' && draft.teamManagerId ? draft.teamManagerId : null,
    };
    const parsed = invitePersonSchema.safeParse(input);
    if (!parsed.success) return setIssues(toFieldIssues(parsed.error));
    setIssues([]);
    invite.mutate(input, {
      onSuccess: onInvited,
      onError: (error) => {
        const found = readFieldIssues(error);
        if (found.length > 0) return setIssues(found);
        setFormError(t('people.add.failed'));
      },
    });
  }

  const activeManagers = managers.filter((manager) => manager.isActive);
  return (
    <Dialog
      open
      onClose={onClose}
      busy={invite.isPending}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
          <UserPlus className="size-5 text-brand-700" aria-hidden="true" />
        </span>
      }
      title={t('people.add.title')}
      description={t('people.add.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-5 py-4 sm:grid-cols-2 sm:px-6">
        <Field
          id={`${id}-firstName`}
          label={t('people.fields.firstName')}
          error={errorText('firstName')}
        >
          <input {...control('firstName')} type="text" autoComplete="off" data-autofocus />
        </Field>
        <Field
          id={`${id}-lastName`}
          label={t('people.fields.lastName')}
          error={errorText('lastName')}
        >
          <input {...control('lastName')} type="text" autoComplete="off" />
        </Field>
        <Field
          id={`${id}-email`}
          label={t('people.fields.email')}
          error={errorText('email')}
          hint={t('people.add.emailHint')}
          className="sm:col-span-2"
        >
          <input {...control('email')} type="email" autoComplete="off" inputMode="email" />
        </Field>
        <Field id={`${id}-role`} label={t('people.fields.role')} error={errorText('role')}>
          <select {...control('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        {draft.role === 'salesperson' ? (
          <Field
            id={`${id}-teamManagerId`}
            label={t('people.fields.team')}
            error={errorText('teamManagerId')}
          >
            <select {...control('teamManagerId')}>
              <option value="">{t('team.noTeam')}</option>
              {activeManagers.map((manager) => (
                <option key={manager.id} value={manager.id}>
                  {t('team.filters.teamOf', { name: `${manager.firstName} ${manager.lastName}` })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <FormAlert message={formError} className="sm:col-span-2" />
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            disabled={invite.isPending}
            className={secondaryButton}
          >
            {t('people.add.cancel')}
          </button>
          <button type="submit" disabled={invite.isPending} className={primaryButton}>
            {invite.isPending ? (
              <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            ) : null}
            {t(invite.isPending ? 'people.add.sending' : 'people.add.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
