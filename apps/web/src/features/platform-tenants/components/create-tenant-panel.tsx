import {
  TENANT_KINDS,
  createAreaSchema,
  createDealershipSchema,
  createGroupSchema,
  type TenantKind,
} from '@das/shared/schemas/platform-tenants';
import { SIGNUP_TIME_ZONES, US_STATE_CODES } from '@das/shared/schemas/signup';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, primaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { useCreateTenant, useTenants, type NewTenant } from '../api/platform-tenants';
import { TENANT_OPTIONS_LIMIT } from './tenant-options';

const EMPTY = { name: '', parent: '', city: '', state: '', timeZone: '' };

/** A new area, dealer group, store or single finance office, of the caller's world (demo or real). */
export function CreateTenantPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<TenantKind>('area');
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();
  const create = useCreateTenant();
  const isDealership = kind === 'store' || kind === 'single_finance';
  const parentKind = kind === 'group' ? 'area' : kind === 'store' ? 'group' : undefined;
  const parents = useTenants({ kind: parentKind ?? 'area', limit: TENANT_OPTIONS_LIMIT });
  const states = useMemo(
    () =>
      US_STATE_CODES.map((code) => ({ code, name: t(`signup.states.${code}`) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [t],
  );

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const parentId = values.parent === '' ? null : Number(values.parent);

  /** The request of the form as filled, or undefined after showing what is wrong. */
  function requestOf(): NewTenant | undefined {
    if (kind === 'area') {
      const body = issues.check(createAreaSchema, { name: values.name });
      return body && { kind: 'area', body };
    }
    if (kind === 'group') {
      const body = issues.check(createGroupSchema, { name: values.name, areaId: parentId });
      return body && { kind: 'group', body };
    }
    const body = issues.check(createDealershipSchema, {
      kind,
      name: values.name,
      city: values.city,
      state: values.state,
      ...(values.timeZone ? { timeZone: values.timeZone } : {}),
      dealerGroupId: kind === 'store' ? parentId : null,
    });
    return body && { kind: 'dealership', body };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const request = requestOf();
    if (!request) return;
    create.mutate(request, {
      onSuccess: () => {
        toast({ title: t('platformTenants.create.done', { name: request.body.name }) });
        setValues(EMPTY);
      },
      onError: (error) => {
        if (!issues.fromError(error)) setFailure(t('platformTenants.saveError'));
      },
    });
  }

  const error = (field: string) => issues.textOf(field);
  const control = (field: string) => controlProps(`${id}-${field}`, error(field));
  return (
    <Panel
      title={t('platformTenants.create.title')}
      description={t('platformTenants.create.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={`${id}-kind`} label={t('platformTenants.fields.kind')}>
          <select
            id={`${id}-kind`}
            className={fieldControl}
            value={kind}
            onChange={(event) => {
              setKind(TENANT_KINDS.find((k) => k === event.target.value) ?? 'area');
              setValues((current) => ({ ...current, parent: '' }));
              issues.clear();
            }}
          >
            {TENANT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`platformTenants.kinds.${option}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-name`} label={t('platformTenants.fields.name')} error={error('name')}>
          <input
            {...control('name')}
            type="text"
            autoComplete="off"
            value={values.name}
            onChange={set('name')}
          />
        </Field>
        {parentKind ? (
          <Field
            id={`${id}-parent`}
            label={t(
              parentKind === 'area'
                ? 'platformTenants.fields.area'
                : 'platformTenants.fields.group',
            )}
            error={error(parentKind === 'area' ? 'areaId' : 'dealerGroupId')}
          >
            <select
              {...control(parentKind === 'area' ? 'areaId' : 'dealerGroupId')}
              id={`${id}-parent`}
              value={values.parent}
              onChange={set('parent')}
            >
              <option value="">
                {t(
                  parentKind === 'area'
                    ? 'platformTenants.fields.noArea'
                    : 'platformTenants.fields.noGroup',
                )}
              </option>
              {parents.data?.items.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.name}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {isDealership ? (
          <>
            <Field id={`${id}-city`} label={t('platformTenants.fields.city')} error={error('city')}>
              <input
                {...control('city')}
                type="text"
                autoComplete="off"
                value={values.city}
                onChange={set('city')}
              />
            </Field>
            <Field
              id={`${id}-state`}
              label={t('platformTenants.fields.state')}
              error={error('state')}
            >
              <select {...control('state')} value={values.state} onChange={set('state')}>
                <option value="">{t('platformTenants.fields.chooseState')}</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={`${id}-timeZone`}
              label={t('platformTenants.fields.timeZone')}
              error={error('timeZone')}
            >
              <select {...control('timeZone')} value={values.timeZone} onChange={set('timeZone')}>
                <option value="">{t('platformTenants.fields.timeZoneOfState')}</option>
                {SIGNUP_TIME_ZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </Field>
          </>
        ) : null}
        <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-3">
          <FormAlert message={failure} />
          <button
            type="submit"
            disabled={create.isPending}
            className={`${primaryButton} sm:self-start`}
          >
            {t('platformTenants.create.submit', { kind: t(`platformTenants.kinds.${kind}`) })}
          </button>
        </div>
      </form>
    </Panel>
  );
}
