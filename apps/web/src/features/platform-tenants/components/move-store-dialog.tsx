import type { Tenant } from '@das/shared/schemas/platform-tenants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast-store';
import { useMoveStore, useTenants } from '../api/platform-tenants';
import { TENANT_OPTIONS_LIMIT } from './tenant-options';

/** A store to another dealer group (or out of any): its people answer to the new group and area. */
export function MoveStoreDialog({ store, onClose }: { store: Tenant; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const move = useMoveStore();
  const groups = useTenants({ kind: 'group', limit: TENANT_OPTIONS_LIMIT });
  const [groupId, setGroupId] = useState(store.groupId === null ? '' : String(store.groupId));
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (move.isPending) return;
    setFailure(null);
    move.mutate(
      { id: store.id, dealerGroupId: groupId === '' ? null : Number(groupId) },
      {
        onSuccess: () => {
          toast({ title: t('platformTenants.move.done', { name: store.name }) });
          onClose();
        },
        onError: () => setFailure(t('platformTenants.saveError')),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      busy={move.isPending}
      size="sm"
      title={t('platformTenants.move.title', { name: store.name })}
      description={t('platformTenants.move.description')}
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
        <Field id={`${id}-group`} label={t('platformTenants.fields.group')}>
          <select
            id={`${id}-group`}
            className={fieldControl}
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            data-autofocus
          >
            <option value="">{t('platformTenants.fields.noGroup')}</option>
            {groups.data?.items.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </Field>
        <FormAlert message={failure} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t('platformTenants.cancel')}
          </button>
          <button type="submit" disabled={move.isPending} className={primaryButton}>
            {t('platformTenants.move.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
