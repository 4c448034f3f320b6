import { renameTenantSchema, type Tenant } from '@das/shared/schemas/platform-tenants';
import { useTranslation } from 'react-i18next';
import { RenameDialog } from '@/components/ui/rename-dialog';
import { useRenameTenant } from '../api/platform-tenants';

/** A tenant's new name: every list, rollup and header shows it from then on. */
export function RenameTenantDialog({ tenant, onClose }: { tenant: Tenant; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameTenant();
  return (
    <RenameDialog
      title={t('platformTenants.rename.title', { name: tenant.name })}
      label={t('platformTenants.fields.name')}
      current={tenant.name}
      schema={renameTenantSchema}
      saving={rename.isPending}
      rename={async (name) => {
        await rename.mutateAsync({ kind: tenant.kind, id: tenant.id, name });
        return t('platformTenants.rename.done', { name });
      }}
      onClose={onClose}
      texts={{
        cancel: t('platformTenants.cancel'),
        save: t('platformTenants.save'),
        failed: t('platformTenants.saveError'),
      }}
    />
  );
}
