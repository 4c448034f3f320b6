import { renameSchema } from '@das/shared/schemas/group-settings';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast-store';
import { useRenameStore } from '../api/group-settings';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';

/** A store's new name: the rollups, headers and every list show it from then on. */
export function RenameStoreDialog({
  groupId,
  store,
  onClose,
}: {
  groupId: number;
  store: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rename = useRenameStore(groupId);
  const [name, setName] = useState(store.name);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rename.isPending) return;
    setFailure(null);
    const input = issues.check(renameSchema, { name });
    if (!input) return;
    rename.mutate(
      { storeId: store.id, name: input.name },
      {
        onSuccess: (answer) => {
          toast({ title: t('groupSettings.stores.renamed', { name: answer.name }) });
          onClose();
        },
        onError: (error) => {
          if (!issues.fromError(error)) setFailure(t('groupSettings.saveError'));
        },
      },
    );
  }

  const error = issues.textOf('name');
  return (
    <Dialog
      open
      onClose={onClose}
      busy={rename.isPending}
      size="sm"
      title={t('groupSettings.stores.renameTitle', { name: store.name })}
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
        <Field id={`${id}-name`} label={t('groupSettings.stores.name')} error={error}>
          <input
            {...controlProps(`${id}-name`, error)}
            type="text"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-autofocus
          />
        </Field>
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t('groupSettings.cancel')}
          </button>
          <button type="submit" disabled={rename.isPending} className={primaryButton}>
            {t('groupSettings.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
