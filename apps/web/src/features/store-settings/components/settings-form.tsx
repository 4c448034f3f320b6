import { US_STATE_CODES } from '@das/shared/schemas/signup';
import { Checkbox } from '@/components/ui/checkbox';
import type { StoreSettings } from '@das/shared/schemas/store-admin';
import { Building2, Hourglass, Landmark, Package, Receipt } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, fieldControlInvalid, primaryButton } from '@/components/ui/button-styles';
import { Field, FieldError } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { useSettingsForm } from '@/lib/use-settings-form';
import { useAdoptGroupTargets, useSaveStoreSettings } from '../api/store-settings';
import { AdoptButton, AdoptOutcome, useAdoptFromGroup } from './adopt-from-group';
import { PanelTitle } from './panel-title';
import {
  SETTINGS_FIELDS,
  settingsFieldOf,
  settingsFormResolver,
  settingsFormValues,
  settingsIssueText,
} from './settings-values';

/** A time zone by the browser's own name for it, in the reader's language. */
function zoneName(zone: string, language: string): string {
  const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((candidate) => candidate.type === 'timeZoneName');
  return part ? `${part.value} (${zone})` : zone;
}

/**
 * The store's settings in four panels: the store, its F&I products and their
 * targets, its lenders and the mini threshold. Checked by the server's schema
 * before they are sent; saved settings count from that moment on.
 */
export function SettingsForm({ settings }: { settings: StoreSettings }) {
  const { t, i18n } = useTranslation();
  const save = useSaveStoreSettings(settings.dealershipId);
  const productTargets = settings.products.map((_, index) => `products.${index}.target` as const);
  const { form, onSubmit, saving, saved, failure, errorOf, fieldId, control, showSaved } =
    useSettingsForm({
      resolver: settingsFormResolver,
      values: settingsFormValues(settings),
      save: save.mutateAsync,
      valuesOf: settingsFormValues,
      fields: () => [...SETTINGS_FIELDS, ...productTargets],
      fieldOf: settingsFieldOf,
      issueText: settingsIssueText,
      failure: t('storeAdmin.settings.saveError'),
    });
  // The group's targets become the saved ones shown; anything typed and not saved stays.
  const adoption = useAdoptFromGroup(
    useAdoptGroupTargets(settings.dealershipId),
    'groupTargets',
    (answer) => showSaved(settingsFormValues(answer)),
  );
  const states = useMemo(
    () =>
      US_STATE_CODES.map((code) => ({ code, name: t(`signup.states.${code}`) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [t, i18n.language],
  );
  const optional = t('storeAdmin.settings.optional');

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <Panel
        title={<PanelTitle icon={Building2}>{t('storeAdmin.settings.store.title')}</PanelTitle>}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId('name')}
            label={t('storeAdmin.settings.store.name')}
            error={errorOf('name')}
            className="sm:col-span-2"
          >
            <input {...control('name')} autoComplete="organization" />
          </Field>
          <Field
            id={fieldId('street')}
            label={t('storeAdmin.settings.store.street')}
            optional={optional}
            error={errorOf('street')}
            className="sm:col-span-2"
          >
            <input {...control('street')} autoComplete="street-address" />
          </Field>
          <Field
            id={fieldId('city')}
            label={t('storeAdmin.settings.store.city')}
            optional={optional}
            error={errorOf('city')}
          >
            <input {...control('city')} autoComplete="address-level2" />
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field
              id={fieldId('state')}
              label={t('storeAdmin.settings.store.state')}
              optional={optional}
              error={errorOf('state')}
            >
              <select {...control('state')}>
                <option value="">{t('signup.fields.statePlaceholder')}</option>
                {states.map(({ code, name }) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id={fieldId('postalCode')}
              label={t('storeAdmin.settings.store.postalCode')}
              optional={optional}
              error={errorOf('postalCode')}
            >
              <input {...control('postalCode')} autoComplete="postal-code" inputMode="numeric" />
            </Field>
          </div>
          <Field
            id={fieldId('timeZone')}
            label={t('storeAdmin.settings.store.timeZone')}
            hint={t('storeAdmin.settings.store.timeZoneHint')}
            error={errorOf('timeZone')}
            className="sm:col-span-2"
          >
            <select {...control('timeZone')}>
              {settings.timeZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zoneName(zone, i18n.language)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </Panel>

      <Panel
        title={<PanelTitle icon={Package}>{t('storeAdmin.settings.products.title')}</PanelTitle>}
        description={t('storeAdmin.settings.products.description')}
        action={<AdoptButton adoption={adoption} label={t('storeDefaults.adopt.action')} />}
      >
        <AdoptOutcome
          adoption={adoption}
          done={t('storeDefaults.adopt.done')}
          none={t('storeDefaults.adopt.none')}
        />
        <div className="max-w-xl">
          <p
            aria-hidden="true"
            className="grid grid-cols-[1fr_7rem] gap-3 border-b border-slate-200 pb-2 text-xs font-medium text-slate-600"
          >
            <span>{t('storeAdmin.settings.products.offeredHeading')}</span>
            <span>{t('storeAdmin.settings.products.targetHeading')}</span>
          </p>
          <ul className="divide-y divide-slate-100">
            {settings.products.map((row, index) => {
              const offered = fieldId(`products.${index}.offered`);
              const target = `products.${index}.target` as const;
              const error = errorOf(target);
              const product = t(`finance.productNames.${row.product}`);
              return (
                <li key={row.product} className="grid grid-cols-[1fr_7rem] items-start gap-3 py-2">
                  <Checkbox
                    {...form.register(`products.${index}.offered`)}
                    id={offered}
                    label={t('storeAdmin.settings.products.offered', { product })}
                    className="min-h-9"
                  />
                  <div>
                    <label htmlFor={fieldId(target)} className="sr-only">
                      {t('storeAdmin.settings.products.target', { product })}
                    </label>
                    <div className="relative">
                      <input
                        {...control(target)}
                        inputMode="decimal"
                        className={`${error ? fieldControlInvalid : fieldControl} pr-8`}
                      />
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
                      >
                        %
                      </span>
                    </div>
                  </div>
                  {error ? (
                    <div className="col-span-2 -mt-2">
                      <FieldError id={`${fieldId(target)}-error`} message={error} />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          title={<PanelTitle icon={Landmark}>{t('storeAdmin.settings.lenders.title')}</PanelTitle>}
          description={t('storeAdmin.settings.lenders.description')}
        >
          <Field
            id={fieldId('lenders')}
            label={t('storeAdmin.settings.lenders.label')}
            error={errorOf('lenders')}
          >
            <textarea {...control('lenders')} rows={10} />
          </Field>
        </Panel>
        <Panel
          title={<PanelTitle icon={Receipt}>{t('storeAdmin.settings.minis.title')}</PanelTitle>}
          description={t('storeAdmin.settings.minis.description')}
        >
          <Field
            id={fieldId('miniThreshold')}
            label={t('storeAdmin.settings.minis.label')}
            hint={t('storeAdmin.settings.minis.hint')}
            error={errorOf('miniThreshold')}
          >
            <input {...control('miniThreshold')} inputMode="decimal" />
          </Field>
        </Panel>
      </div>

      <Panel
        title={<PanelTitle icon={Hourglass}>{t('contractsInTransit.settings.title')}</PanelTitle>}
        description={t('contractsInTransit.settings.description')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fieldId('transitAlertDays')}
            label={t('contractsInTransit.settings.transitAlertDays.label')}
            hint={t('contractsInTransit.settings.transitAlertDays.hint')}
            error={errorOf('transitAlertDays')}
          >
            <input {...control('transitAlertDays')} inputMode="numeric" />
          </Field>
          <Field
            id={fieldId('smallSampleDeals')}
            label={t('contractsInTransit.settings.smallSampleDeals.label')}
            hint={t('contractsInTransit.settings.smallSampleDeals.hint')}
            error={errorOf('smallSampleDeals')}
          >
            <input {...control('smallSampleDeals')} inputMode="numeric" />
          </Field>
        </div>
      </Panel>

      <FormAlert message={failure} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? t('common.saving') : t('storeAdmin.settings.save')}
        </button>
        <p role="status" className="text-sm text-emerald-700">
          {saved ? t('storeAdmin.settings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
