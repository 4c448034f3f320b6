import { renameTenantSchema, type Tenant } from '@das/shared/schemas/platform-tenants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast-store';
import { useRenameTenant } from '../api/platform-tenants';

/** A tenant's new name: every list, rollup and header shows it from then on. */
export function RenameTenantDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rename = useRenameTenant();
  const [name, setName] = useState(tenant.name);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (rename.isPending) return;
    setFailure(null);
    const input = issues.check(renameTenantSchema, { name });
    if (!input) return;
    rename.mutate(
      { kind: tenant.kind, id: tenant.id, name: input.name },
      {
        onSuccess: () => {
          toast({ title: t('platformTenants.rename.done', { name: input.name }) });
          onClose();
        },
        onError: (error) => {
          if (!issues.fromError(error)) setFailure(t('platformTenants.saveError'));
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
      title={t('platformTenants.rename.title', { name: tenant.name })}
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
        <Field id={`${id}-name`} label={t('platformTenants.fields.name')} error={error}>
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
            {t('platformTenants.cancel')}
          </button>
          <button type="submit" disabled={rename.isPending} className={primaryButton}>
            {t('platformTenants.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
