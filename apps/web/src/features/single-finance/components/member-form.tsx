import { TEAM_MEMBER_ROLES, type TeamMember } from '@das/shared/schemas/team';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldControl,
  fieldControlInvalid,
  primaryButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { NAME_MAX, validateMemberName, type NameError } from './team-member-form';

type Role = TeamMember['role'];

/** First name, last name and role of a team member, checked before they are sent. */
export function MemberForm({
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
