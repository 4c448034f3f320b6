import { renameSchema, type GroupSettings } from '@das/shared/schemas/group-settings';
import { Building } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { useRenameGroup } from '../api/group-settings';
import { controlProps, useFieldIssues } from './field-issues';

/** The group's name, as every header of its people shows it. */
export function GroupNamePanel({ settings }: { settings: GroupSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const rename = useRenameGroup(settings.group.id);
  const [name, setName] = useState(settings.group.name);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rename.isPending) return;
    setFailure(null);
    const input = issues.check(renameSchema, { name });
    if (!input) return;
    rename.mutate(input.name, {
      onSuccess: (answer) => {
        setName(answer.name);
        toast({ title: t('groupSettings.name.saved', { name: answer.name }) });
      },
      onError: (error) => {
        if (!issues.fromError(error)) setFailure(t('groupSettings.saveError'));
      },
    });
  }

  const error = issues.textOf('name');
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <Building className="size-4 text-brand-600" aria-hidden="true" />
          {t('groupSettings.name.title')}
        </span>
      }
      description={t('groupSettings.name.description')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id={`${id}-name`}
          label={t('groupSettings.name.label')}
          error={error}
          className="sm:w-96"
        >
          <input
            {...controlProps(`${id}-name`, error)}
            type="text"
            autoComplete="organization"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </Field>
        <button type="submit" disabled={rename.isPending} className={`${primaryButton} sm:mt-6`}>
          {t('groupSettings.name.save')}
        </button>
      </form>
      <FormAlert message={failure} className="mt-3" />
    </Panel>
  );
}
