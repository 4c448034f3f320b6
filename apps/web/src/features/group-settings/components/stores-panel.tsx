import type { Role } from '@das/shared/roles';
import type { GroupSettings } from '@das/shared/schemas/group-settings';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietButton } from '@/components/ui/button-styles';
import { Panel } from '@/components/ui/panel';
import { PanelTable } from '@/components/ui/panel-table';
import { AddStoreForm } from './add-store-form';
import { RenameStoreDialog } from './rename-store-dialog';
import { StoreAdminDialog } from './store-admin-dialog';

type OpenDialog = { kind: 'rename' | 'admin'; store: { id: number; name: string } } | null;

/** The group's stores with their admins: rename one, set its admin, add one. */
export function StoresPanel({
  settings,
  actor,
}: {
  settings: GroupSettings;
  actor: { id: string; role: Role };
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OpenDialog>(null);
  const groupId = settings.group.id;
  const head = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <Store className="size-4 text-brand-600" aria-hidden="true" />
          {t('groupSettings.stores.title')}
        </span>
      }
      description={t('groupSettings.stores.description', {
        stores: settings.stores.length,
        max: settings.maxStores,
      })}
    >
      <PanelTable
        label={t('groupSettings.stores.title')}
        caption={t('groupSettings.stores.title')}
        className="w-full min-w-[20rem] text-sm"
        head={
          <tr>
            <th scope="col" className={head}>
              {t('groupSettings.stores.store')}
            </th>
            <th scope="col" className={head}>
              {t('groupSettings.stores.admins')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('groupSettings.stores.people')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('groupSettings.stores.actions')}
            </th>
          </tr>
        }
      >
        {settings.stores.map((store) => (
          <tr key={store.id}>
            <th scope="row" className="px-3 py-2.5 text-left font-medium text-ink-900">
              {store.name}
              {store.city ? (
                <span className="block text-xs font-normal text-slate-600">
                  {[store.city, store.state].filter(Boolean).join(', ')}
                </span>
              ) : null}
            </th>
            <td className="px-3 py-2.5 text-slate-700">
              {store.admins.length > 0 ? (
                store.admins.map((admin) => (
                  <span key={admin.userId} className="block">
                    {admin.name}
                  </span>
                ))
              ) : (
                <span className="text-slate-600 italic">{t('groupSettings.stores.noAdmin')}</span>
              )}
            </td>
            <td className="px-3 py-2.5 text-right tabular-nums text-slate-700">{store.people}</td>
            <td className="px-3 py-2.5 text-right whitespace-nowrap">
              <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                <button
                  type="button"
                  className={quietButton}
                  aria-label={t('groupSettings.stores.renameTitle', { name: store.name })}
                  onClick={() => setOpen({ kind: 'rename', store })}
                >
                  {t('groupSettings.stores.rename')}
                </button>
                <button
                  type="button"
                  className={quietButton}
                  aria-label={t('groupSettings.admin.title', { name: store.name })}
                  onClick={() => setOpen({ kind: 'admin', store })}
                >
                  {t('groupSettings.stores.setAdmin')}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </PanelTable>
      <AddStoreForm groupId={groupId} maxStores={settings.maxStores} />
      {open?.kind === 'rename' ? (
        <RenameStoreDialog groupId={groupId} store={open.store} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'admin' ? (
        <StoreAdminDialog
          groupId={groupId}
          store={open.store}
          people={settings.people}
          actor={actor}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Panel>
  );
}
