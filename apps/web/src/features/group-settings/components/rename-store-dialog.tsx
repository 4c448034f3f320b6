import { renameSchema } from '@das/shared/schemas/group-settings';
import { useTranslation } from 'react-i18next';
import { RenameDialog } from '@/components/ui/rename-dialog';
import { useRenameStore } from '../api/group-settings';

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
  const rename = useRenameStore(groupId);
  return (
    <RenameDialog
      title={t('groupSettings.stores.renameTitle', { name: store.name })}
      label={t('groupSettings.stores.name')}
      current={store.name}
      schema={renameSchema}
      saving={rename.isPending}
      rename={async (name) => {
        const answer = await rename.mutateAsync({ storeId: store.id, name });
        return t('groupSettings.stores.renamed', { name: answer.name });
      }}
      onClose={onClose}
      texts={{
        cancel: t('groupSettings.cancel'),
        save: t('groupSettings.save'),
        failed: t('groupSettings.saveError'),
      }}
    />
  );
}
