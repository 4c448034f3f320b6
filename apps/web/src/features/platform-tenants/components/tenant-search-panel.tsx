import { TENANT_KINDS, type Tenant, type TenantKind } from '@das/shared/schemas/platform-tenants';
import { Building2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fieldControl,
  primaryButton,
  quietButton,
  quietDangerButton,
} from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { toast } from '@/components/ui/toast-store';
import { useSetTenantActive, useTenants } from '../api/platform-tenants';
import { AreaVicePresidentsDialog } from './area-vice-presidents-dialog';
import { MoveStoreDialog } from './move-store-dialog';
import { RenameTenantDialog } from './rename-tenant-dialog';

type Action = 'rename' | 'move' | 'vicePresidents' | 'switch';
type Open = { action: Action; tenant: Tenant } | null;

/** What switching a tenant does: an active one is deactivated, an inactive one reactivated. */
const switchStep = (tenant: Tenant) => (tenant.isActive ? 'deactivate' : 'reactivate');

/** Where a tenant is: its city and state. */
const placeOf = (tenant: Tenant) =>
  tenant.city ? `${tenant.city}${tenant.state ? `, ${tenant.state}` : ''}` : null;

/** Every tenant of the platform by name, city or id, with what can be done to each. */
export function TenantSearchPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState<{ q?: string; kind?: TenantKind }>({});
  const tenants = useTenants(search);
  const [open, setOpen] = useState<Open>(null);
  const switchActive = useSetTenantActive();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    const kind = TENANT_KINDS.find((k) => k === form.get('kind'));
    setSearch({ ...(q ? { q } : {}), ...(kind ? { kind } : {}) });
  };

  const confirmSwitch = (tenant: Tenant) =>
    switchActive.mutate(
      { kind: tenant.kind, id: tenant.id, isActive: !tenant.isActive },
      {
        onSuccess: () => {
          toast({ title: t(`platformTenants.${switchStep(tenant)}.done`, { name: tenant.name }) });
          setOpen(null);
        },
      },
    );

  const items = tenants.data?.items ?? [];
  const close = () => {
    switchActive.reset();
    setOpen(null);
  };
  return (
    <Panel
      title={t('platformTenants.search.title')}
      description={t('platformTenants.search.description')}
    >
      <form
        role="search"
        aria-label={t('platformTenants.search.title')}
        onSubmit={submit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field id={`${id}-q`} label={t('platformTenants.search.query')} className="sm:flex-1">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            autoComplete="off"
            className={fieldControl}
          />
        </Field>
        <Field id={`${id}-kind`} label={t('platformTenants.fields.kind')} className="sm:w-56">
          <select id={`${id}-kind`} name="kind" className={fieldControl} defaultValue="">
            <option value="">{t('platformTenants.search.anyKind')}</option>
            {TENANT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`platformTenants.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className={primaryButton}>
          {t('platformTenants.search.submit')}
        </button>
      </form>

      <div className="mt-4" aria-busy={tenants.isFetching}>
        {tenants.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            {t('platformTenants.loadError')}
          </p>
        ) : tenants.data === undefined ? null : items.length === 0 ? (
          <PanelEmpty icon={Building2} text={t('platformTenants.search.empty')} />
        ) : (
          <>
            <PanelTable
              label={t('platformTenants.table.caption')}
              caption={t('platformTenants.table.caption')}
              className="w-full min-w-[56rem] text-sm"
              frameClassName="hidden sm:block"
              head={
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformTenants.table.name')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformTenants.fields.kind')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformTenants.fields.city')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformTenants.fields.group')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformTenants.fields.area')}
                  </th>
                  <th scope="col" className={`${EDGE_HEAD} text-right`}>
                    {t('platformTenants.table.people')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    {t('platformTenants.table.status')}
                  </th>
                  <th scope="col" className={EDGE_HEAD}>
                    <span className="sr-only">{t('platformTenants.table.actions')}</span>
                  </th>
                </tr>
              }
            >
              {items.map((tenant) => (
                <TenantRow
                  key={`${tenant.kind}-${tenant.id}`}
                  tenant={tenant}
                  onAction={(action) => setOpen({ action, tenant })}
                />
              ))}
            </PanelTable>
            <ul
              aria-label={t('platformTenants.table.caption')}
              className="divide-y divide-slate-100 sm:hidden"
            >
              {items.map((tenant) => (
                <TenantCard
                  key={`${tenant.kind}-${tenant.id}`}
                  tenant={tenant}
                  onAction={(action) => setOpen({ action, tenant })}
                />
              ))}
            </ul>
            {tenants.data.truncated ? (
              <p className="mt-3 text-sm text-slate-600">
                {t('platformTenants.search.truncated', { count: items.length })}
              </p>
            ) : null}
          </>
        )}
      </div>

      {open?.action === 'rename' ? (
        <RenameTenantDialog tenant={open.tenant} onClose={close} />
      ) : null}
      {open?.action === 'move' ? <MoveStoreDialog store={open.tenant} onClose={close} /> : null}
      {open?.action === 'vicePresidents' ? (
        <AreaVicePresidentsDialog area={open.tenant} onClose={close} />
      ) : null}
      {open?.action === 'switch' ? (
        <ConfirmDialog
          open
          tone={open.tenant.isActive ? 'danger' : 'default'}
          title={t(`platformTenants.${switchStep(open.tenant)}.title`, { name: open.tenant.name })}
          description={t(
            `platformTenants.${switchStep(open.tenant)}.description`,
            // Deactivating says how many people it stops from signing in.
            open.tenant.isActive ? { count: open.tenant.people } : {},
          )}
          confirmLabel={t(`platformTenants.${switchStep(open.tenant)}.confirm`)}
          cancelLabel={t('platformTenants.cancel')}
          workingLabel={t('platformTenants.working')}
          working={switchActive.isPending}
          error={switchActive.isError ? t('platformTenants.saveError') : undefined}
          onConfirm={() => confirmSwitch(open.tenant)}
          onCancel={close}
        />
      ) : null}
    </Panel>
  );
}

function TenantRow({ tenant, onAction }: { tenant: Tenant; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  return (
    <tr className="align-top">
      <th scope="row" className={`${EDGE_CELL} py-2.5 text-left font-medium text-ink-900`}>
        {tenant.name}
        <span className="block text-xs font-normal text-slate-600">
          {t('platformTenants.table.id', { id: tenant.id })}
        </span>
      </th>
      <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>
        {t(`platformTenants.kinds.${tenant.kind}`)}
      </td>
      <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>{placeOf(tenant) ?? '—'}</td>
      <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>{tenant.groupName ?? '—'}</td>
      <td className={`${EDGE_CELL} py-2.5 text-slate-700`}>
        {tenant.kind === 'area' ? '—' : (tenant.areaName ?? '—')}
      </td>
      <td className={`${EDGE_CELL} py-2.5 text-right text-slate-700 tabular-nums`}>
        {tenant.people}
      </td>
      <td className={`${EDGE_CELL} py-2.5`}>
        <StatusBadge active={tenant.isActive} />
      </td>
      <td className={`${EDGE_CELL} py-1.5`}>
        <TenantActions tenant={tenant} onAction={onAction} />
      </td>
    </tr>
  );
}

/** What can be done to a tenant: each button names the tenant for screen readers. */
function TenantActions({
  tenant,
  onAction,
}: {
  tenant: Tenant;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const actions: { action: Action; text: string; shown: boolean }[] = [
    { action: 'rename', text: 'rename', shown: true },
    { action: 'move', text: 'move', shown: tenant.kind === 'store' },
    { action: 'vicePresidents', text: 'vicePresidents', shown: tenant.kind === 'area' },
    { action: 'switch', text: switchStep(tenant), shown: true },
  ];
  return (
    <div className="flex flex-wrap gap-1 sm:justify-end">
      {actions
        .filter(({ shown }) => shown)
        .map(({ action, text }) => (
          <button
            key={action}
            type="button"
            className={action === 'switch' && tenant.isActive ? quietDangerButton : quietButton}
            aria-label={t(`platformTenants.actions.${text}Named`, { name: tenant.name })}
            onClick={() => onAction(action)}
          >
            {t(`platformTenants.actions.${text}`)}
          </button>
        ))}
    </div>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        active
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      {t(active ? 'platformTenants.status.active' : 'platformTenants.status.inactive')}
    </span>
  );
}

/** On a phone, one card per tenant instead of a table too wide to read. */
function TenantCard({ tenant, onAction }: { tenant: Tenant; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  const where = [
    placeOf(tenant),
    tenant.groupName,
    tenant.kind === 'area' ? null : tenant.areaName,
  ].filter(Boolean);
  return (
    <li className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">{tenant.name}</p>
          <p className="text-xs text-slate-600">
            {t(`platformTenants.kinds.${tenant.kind}`)} ·{' '}
            {t('platformTenants.table.id', { id: tenant.id })} · {t('platformTenants.table.people')}{' '}
            {tenant.people}
          </p>
          {where.length > 0 ? <p className="text-sm text-slate-700">{where.join(' · ')}</p> : null}
        </div>
        <StatusBadge active={tenant.isActive} />
      </div>
      <TenantActions tenant={tenant} onAction={onAction} />
    </li>
  );
}
