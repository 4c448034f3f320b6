import { SHIFT_HOURS } from '@das/shared/schemas/schedule';
import { Checkbox } from '@/components/ui/checkbox';
import type { PayPlanDefaults, StoreDefaults } from '@das/shared/schemas/store-defaults';
import { CalendarClock, Target, Wallet } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { planIssueText } from '@/entities/pay-plan/components/pay-plan-form';
import { RolePlansFields } from '@/entities/pay-plan/components/role-plans-fields';
import {
  rolePlanFieldOf,
  rolePlanFields,
  rolePlansResolver,
  rolePlansValues,
} from '@/entities/pay-plan/components/role-plans-form';
import { useFormatters } from '@/lib/format';
import { useSettingsForm } from '@/lib/use-settings-form';
import {
  useAdoptGroupPayPlans,
  useSaveGoalDefaults,
  useSavePayPlanDefaults,
  useSaveShiftTemplates,
  useStoreDefaults,
} from '../api/store-defaults';
import { AdoptButton, AdoptOutcome, useAdoptFromGroup } from './adopt-from-group';
import {
  defaultsIssueText,
  GOAL_FIELDS,
  GOAL_OWNERS,
  goalDefaultsResolver,
  goalDefaultsValues,
  goalFieldOf,
  shiftTemplatesResolver,
  shiftTemplatesValues,
  templateFieldOf,
  templateFields,
} from './defaults-values';
import { PanelTitle } from './panel-title';

/** A field's problem under it, tied to its input by id. */
function Problem({ id, message }: { id: string; message: string | undefined }) {
  return message ? <FieldError id={`${id}-error`} message={message} /> : null;
}

/** Save button and the "saved" line under a form. */
function SaveRow({ label, saved, saving }: { label: string; saved: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={`${primaryButton} max-w-full`} disabled={saving}>
        {/* Its words wrap on a phone: some languages name these saves at length. */}
        <span className="min-w-0 whitespace-normal">{saving ? t('common.saving') : label}</span>
      </button>
      <p role="status" className="text-sm text-emerald-700">
        {saved}
      </p>
    </div>
  );
}

/**
 * The store's default monthly goals: its own, and each salesperson's and F&I
 * manager's. A month without goals of its own is measured against them from
 * the moment they are saved; months with goals, and months over, keep theirs.
 */
function GoalDefaultsForm({ defaults }: { defaults: StoreDefaults }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const save = useSaveGoalDefaults(defaults.dealershipId);
  const { onSubmit, saving, saved, failure, errorOf, fieldId, control } = useSettingsForm({
    resolver: goalDefaultsResolver,
    values: goalDefaultsValues(defaults.goals),
    save: save.mutateAsync,
    valuesOf: (answer) => goalDefaultsValues(answer.goals),
    fields: () => GOAL_FIELDS,
    fieldOf: goalFieldOf,
    issueText: defaultsIssueText,
    failure: t('storeDefaults.saveError'),
  });
  const problem = (field: string) => <Problem id={fieldId(field)} message={errorOf(field)} />;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Panel
        title={<PanelTitle icon={Target}>{t('storeDefaults.goals.title')}</PanelTitle>}
        description={t('storeDefaults.goals.description')}
      >
        <div className="max-w-xl space-y-4">
          <p
            aria-hidden="true"
            className="grid grid-cols-[minmax(0,1fr)_6rem_8rem] gap-3 border-b border-slate-200 pb-2 text-xs font-medium text-slate-600"
          >
            <span />
            <span>{t('storeDefaults.goals.unitsHeading')}</span>
            <span>{t('storeDefaults.goals.grossHeading')}</span>
          </p>
          <ul className="divide-y divide-slate-100">
            {GOAL_OWNERS.map((owner) => {
              const who = t(`storeDefaults.goals.${owner}`);
              return (
                <li
                  key={owner}
                  className="grid grid-cols-[minmax(0,1fr)_6rem_8rem] items-start gap-3 py-2"
                >
                  <span className="flex min-h-9 items-center text-sm [overflow-wrap:anywhere] text-slate-800">
                    {who}
                  </span>
                  <div>
                    <label htmlFor={fieldId(`${owner}.units`)} className="sr-only">
                      {t('storeDefaults.goals.units', { who })}
                    </label>
                    <input {...control(`${owner}.units`)} inputMode="decimal" />
                  </div>
                  <div>
                    <label htmlFor={fieldId(`${owner}.gross`)} className="sr-only">
                      {t('storeDefaults.goals.gross', { who })}
                    </label>
                    <input {...control(`${owner}.gross`)} inputMode="decimal" />
                  </div>
                  <div className="col-span-3 -mt-2 empty:hidden">
                    {problem(`${owner}.units`)}
                    {problem(`${owner}.gross`)}
                  </div>
                </li>
              );
            })}
          </ul>
          {defaults.goalsSavedOn ? (
            <p className="text-xs text-slate-600">
              {t('storeDefaults.goals.savedOn', { date: fmt.date(defaults.goalsSavedOn) })}
            </p>
          ) : null}
          <FormAlert message={failure} />
          <SaveRow
            label={t('storeDefaults.goals.save')}
            saving={saving}
            saved={saved ? t('storeDefaults.goals.saved') : ''}
          />
        </div>
      </Panel>
    </form>
  );
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The store's shift templates: a name and hours for each working shift, or the built-in ones. */
function ShiftTemplatesForm({ defaults }: { defaults: StoreDefaults }) {
  const { t } = useTranslation();
  const save = useSaveShiftTemplates(defaults.dealershipId);
  const valuesOf = (templates: StoreDefaults['shiftTemplates']) =>
    shiftTemplatesValues(
      templates,
      (shift) => t(`schedule.shifts.${shift}`),
      (shift) => ({ start: clock(SHIFT_HOURS[shift].start), end: clock(SHIFT_HOURS[shift].end) }),
    );
  const { form, onSubmit, saving, saved, failure, errorOf, fieldId, control } = useSettingsForm({
    resolver: shiftTemplatesResolver,
    values: valuesOf(defaults.shiftTemplates),
    save: save.mutateAsync,
    valuesOf: (answer) => valuesOf(answer.shiftTemplates),
    fields: templateFields,
    fieldOf: templateFieldOf,
    issueText: defaultsIssueText,
    failure: t('storeDefaults.saveError'),
  });
  const rows = useWatch({ control: form.control, name: 'rows' });
  const problem = (field: string) => <Problem id={fieldId(field)} message={errorOf(field)} />;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Panel
        title={<PanelTitle icon={CalendarClock}>{t('storeDefaults.shifts.title')}</PanelTitle>}
        description={t('storeDefaults.shifts.description')}
      >
        <div className="space-y-4">
          <ul className="divide-y divide-slate-100">
            {rows.map((row, index) => {
              const shift = t(`schedule.shifts.${row.shift}`);
              const used = fieldId(`rows.${index}.used`);
              return (
                <li key={row.shift} className="space-y-2 py-3">
                  <Checkbox
                    {...form.register(`rows.${index}.used`)}
                    id={used}
                    label={t('storeDefaults.shifts.use', { shift })}
                  />
                  {row.used ? (
                    <div className="grid gap-3 sm:grid-cols-[1fr_8rem_8rem]">
                      {(['name', 'start', 'end'] as const).map((key) => (
                        <div key={key} className="min-w-0">
                          <label
                            htmlFor={fieldId(`rows.${index}.${key}`)}
                            className="text-xs font-medium text-slate-700"
                          >
                            {t(`storeDefaults.shifts.${key}`, { shift })}
                          </label>
                          <input
                            {...control(`rows.${index}.${key}`, 'mt-1')}
                            type={key === 'name' ? 'text' : 'time'}
                          />
                          {problem(`rows.${index}.${key}`)}
                        </div>
                      ))}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <FormAlert message={failure} />
          <SaveRow
            label={t('storeDefaults.shifts.save')}
            saving={saving}
            saved={saved ? t('storeDefaults.shifts.saved') : ''}
          />
        </div>
      </Panel>
    </form>
  );
}

/**
 * The store's default pay plan of each role, on the same plan editors as a
 * person's plan: people added from now on start on it; nobody already here
 * changes plan. The group's templates can be adopted as a copy.
 */
function PayPlanDefaultsForm({ defaults }: { defaults: StoreDefaults }) {
  const { t } = useTranslation();
  const save = useSavePayPlanDefaults(defaults.dealershipId);
  const settings = useSettingsForm({
    resolver: rolePlansResolver,
    values: rolePlansValues(defaults.payPlans),
    save: (plans: PayPlanDefaults) => save.mutateAsync({ plans }),
    valuesOf: (answer) => rolePlansValues(answer.payPlans),
    fields: rolePlanFields,
    fieldOf: rolePlanFieldOf,
    issueText: (_field, issue) => planIssueText(issue),
    failure: t('storeDefaults.saveError'),
  });
  // The group's templates become the saved plans shown; anything typed and not saved stays.
  const adoption = useAdoptFromGroup(
    useAdoptGroupPayPlans(defaults.dealershipId),
    'groupPayPlans',
    (answer) => settings.showSaved(rolePlansValues(answer.payPlans)),
  );

  return (
    <form noValidate onSubmit={settings.onSubmit}>
      <Panel
        title={<PanelTitle icon={Wallet}>{t('payPlanDefaults.store.title')}</PanelTitle>}
        description={t('payPlanDefaults.store.description')}
        action={<AdoptButton adoption={adoption} label={t('payPlanDefaults.adopt.action')} />}
      >
        <div className="space-y-4">
          <AdoptOutcome
            adoption={adoption}
            done={t('payPlanDefaults.adopt.done')}
            none={t('payPlanDefaults.adopt.none')}
          />
          <RolePlansFields
            form={settings.form}
            errorOf={settings.errorOf}
            switchLabel={(role) => t(`payPlanDefaults.store.use.${role}`)}
          />
          <FormAlert message={settings.failure} />
          <SaveRow
            label={t('payPlanDefaults.store.save')}
            saving={settings.saving}
            saved={settings.saved ? t('payPlanDefaults.store.saved') : ''}
          />
        </div>
      </Panel>
    </form>
  );
}

/** The store's defaults, below its settings: each part saved on its own. */
export function StoreDefaultsForms({ dealershipId }: { dealershipId: number | null }) {
  const { t } = useTranslation();
  const defaults = useStoreDefaults(dealershipId);
  if (defaults.isPending) return null;
  if (!defaults.data)
    return (
      <LoadError
        message={t('storeDefaults.loadError')}
        onRetry={() => void defaults.refetch()}
        retrying={defaults.isFetching}
      />
    );
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-ink-900">{t('storeDefaults.title')}</h2>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <GoalDefaultsForm defaults={defaults.data} />
        <ShiftTemplatesForm defaults={defaults.data} />
      </div>
      <PayPlanDefaultsForm defaults={defaults.data} />
    </div>
  );
}
