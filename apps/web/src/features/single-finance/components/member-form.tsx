import {
  TEAM_MEMBER_LIMITS,
  TEAM_MEMBER_ROLES,
  type CreateTeamMemberInput,
  type TeamMember,
} from '@das/shared/schemas/team';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fieldControl,
  fieldControlInvalid,
  primaryButton,
  secondaryButton,
} from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { readFieldIssues } from '@/lib/field-issues';
import { issueOfError, placeServerIssues } from '@/lib/form-resolver';
import {
  MEMBER_FIELDS,
  memberFormResolver,
  memberFormValues,
  memberIssueText,
  type MemberFormValues,
} from './team-member-form';

type MemberField = (typeof MEMBER_FIELDS)[number];

/**
 * First name, last name and role of a team member, checked by the server's
 * schema before they are sent; what the server refuses shows beside its field.
 */
export function MemberForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: TeamMember;
  submitLabel: string;
  /** Saves the member; fails with the server's error when refused. */
  onSubmit: (values: CreateTeamMemberInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MemberFormValues, unknown, CreateTeamMemberInput>({
    resolver: memberFormResolver,
    defaultValues: memberFormValues(initial),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const issues = readFieldIssues(error);
      const other = placeServerIssues(setError, issues, MEMBER_FIELDS);
      if (issues.length === 0 || other.length > 0) setFailure(t('singleFinance.team.saveError'));
    }
  });

  const fieldId = (field: MemberField) => `${id}-${field}`;
  const error = (field: MemberField) => {
    const issue = issueOfError(errors[field]);
    if (!issue) return undefined;
    const text = memberIssueText(issue);
    return t(text.key, text.values);
  };
  const control = (field: MemberField) => ({
    ...register(field),
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
    className: errors[field] ? fieldControlInvalid : fieldControl,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start"
    >
      <Field
        id={fieldId('firstName')}
        label={t('singleFinance.team.firstName')}
        error={error('firstName')}
      >
        <input
          {...control('firstName')}
          autoComplete="off"
          maxLength={TEAM_MEMBER_LIMITS.nameMax + 10}
        />
      </Field>
      <Field
        id={fieldId('lastName')}
        label={t('singleFinance.team.lastName')}
        error={error('lastName')}
      >
        <input
          {...control('lastName')}
          autoComplete="off"
          maxLength={TEAM_MEMBER_LIMITS.nameMax + 10}
        />
      </Field>
      <Field id={fieldId('role')} label={t('singleFinance.team.role')} error={error('role')}>
        <select {...control('role')}>
          {TEAM_MEMBER_ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`roles.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex gap-2 sm:pt-6">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {t('singleFinance.settings.cancel')}
          </button>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={primaryButton}>
          {isSubmitting ? t('singleFinance.settings.saving') : submitLabel}
        </button>
      </div>
      <FormAlert message={failure} className="sm:col-span-4" />
    </form>
  );
}
