import { renameSchema, type GroupSettings } from '@das/shared/schemas/group-settings';
import { Building } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { sharedSchemaResolver } from '@/lib/form-resolver';
import { useSettingsForm } from '@/lib/use-settings-form';
import { useRenameGroup } from '../api/group-settings';

const nameResolver = sharedSchemaResolver(renameSchema);

/** The group's name, as every header of its people shows it. */
export function GroupNamePanel({ settings }: { settings: GroupSettings }) {
  const { t } = useTranslation();
  const rename = useRenameGroup(settings.group.id);
  const { onSubmit, saving, failure, errorOf, fieldId, control } = useSettingsForm({
    resolver: nameResolver,
    values: { name: settings.group.name },
    save: ({ name }) => rename.mutateAsync(name),
    valuesOf: (answer) => ({ name: answer.name }),
    fields: () => ['name'],
    failure: t('groupSettings.saveError'),
    onSaved: (answer) => toast({ title: t('groupSettings.name.saved', { name: answer.name }) }),
  });

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
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          id={fieldId('name')}
          label={t('groupSettings.name.label')}
          error={errorOf('name')}
          className="sm:w-96"
        >
          <input {...control('name')} type="text" autoComplete="organization" />
        </Field>
        <button type="submit" disabled={saving} className={`${primaryButton} sm:mt-6`}>
          {t('groupSettings.name.save')}
        </button>
      </form>
      <FormAlert message={failure} className="mt-3" />
    </Panel>
  );
}
