import { SHIFT_HOURS } from '@das/shared/schemas/schedule';
import { Checkbox } from '@/components/ui/checkbox';
import type { StoreDefaults } from '@das/shared/schemas/store-defaults';
import { CalendarClock, Target } from 'lucide-react';
import { useId, useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldControl, fieldControlInvalid, primaryButton } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { readFieldIssues } from '@/lib/field-issues';
import { issueOfError, placeServerIssues } from '@/lib/form-resolver';
import { useFormatters } from '@/lib/format';
import {
  useSaveGoalDefaults,
  useSaveShiftTemplates,
  useStoreDefaults,
} from '../api/store-defaults';
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
  type GoalDefaultsRequest,
  type GoalDefaultsValues,
  type ShiftTemplatesRequest,
  type ShiftTemplatesValues,
} from './defaults-values';
import { PanelTitle } from './panel-title';

/** Each input's id, its problem in words, and its props (as the settings form builds them). */
function useControls<V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>) {
  const { t } = useTranslation();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  const errorOf = (field: string) => {
    const node = field
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors);
    const issue = issueOfError(node as Parameters<typeof issueOfError>[0]);
    if (!issue) return undefined;
    const text = defaultsIssueText(field, issue);
    return t(text.key, text.values);
  };
  const control = (field: Path<V>, className = '') => {
    const error = errorOf(field);
    return {
      ...register(field),
      id: fieldId(field),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId(field)}-error` : undefined,
      className: `${error ? fieldControlInvalid : fieldControl} ${className}`,
    };
  };
  const problem = (field: string) => {
    const error = errorOf(field);
    return error ? <FieldError id={`${fieldId(field)}-error`} message={error} /> : null;
  };
  return { fieldId, control, problem };
}

/** Save button and the "saved" line under a form. */
function SaveRow({ label, saved, saving }: { label: string; saved: string; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={primaryButton} disabled={saving}>
        {saving ? t('common.saving') : label}
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
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GoalDefaultsValues, unknown, GoalDefaultsRequest>({
    resolver: goalDefaultsResolver,
    defaultValues: goalDefaultsValues(defaults.goals),
  });
  const { fieldId, control, problem } = useControls(register, errors);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(values);
      reset(goalDefaultsValues(answer.goals));
      setSaved(true);
    } catch (error) {
      const issues = readFieldIssues(error);
      const other = placeServerIssues(setError, issues, GOAL_FIELDS, goalFieldOf);
      if (issues.length === 0 || other.length > 0) setFailure(t('storeDefaults.saveError'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Panel
        title={<PanelTitle icon={Target}>{t('storeDefaults.goals.title')}</PanelTitle>}
        description={t('storeDefaults.goals.description')}
      >
        <div className="max-w-xl space-y-4">
          <p
            aria-hidden="true"
            className="grid grid-cols-[1fr_6rem_8rem] gap-3 border-b border-slate-200 pb-2 text-xs font-medium text-slate-600"
          >
            <span />
            <span>{t('storeDefaults.goals.unitsHeading')}</span>
            <span>{t('storeDefaults.goals.grossHeading')}</span>
          </p>
          <ul className="divide-y divide-slate-100">
            {GOAL_OWNERS.map((owner) => {
              const who = t(`storeDefaults.goals.${owner}`);
              return (
                <li key={owner} className="grid grid-cols-[1fr_6rem_8rem] items-start gap-3 py-2">
                  <span className="flex min-h-9 items-center text-sm text-slate-800">{who}</span>
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
            saving={isSubmitting}
            saved={saved && !isDirty ? t('storeDefaults.goals.saved') : ''}
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
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const valuesOf = (templates: StoreDefaults['shiftTemplates']) =>
    shiftTemplatesValues(
      templates,
      (shift) => t(`schedule.shifts.${shift}`),
      (shift) => ({ start: clock(SHIFT_HOURS[shift].start), end: clock(SHIFT_HOURS[shift].end) }),
    );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    control: formControl,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ShiftTemplatesValues, unknown, ShiftTemplatesRequest>({
    resolver: shiftTemplatesResolver,
    defaultValues: valuesOf(defaults.shiftTemplates),
  });
  const rows = useWatch({ control: formControl, name: 'rows' });
  const { fieldId, control, problem } = useControls(register, errors);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const answer = await save.mutateAsync(values);
      reset(valuesOf(answer.shiftTemplates));
      setSaved(true);
    } catch (error) {
      const issues = readFieldIssues(error);
      const current = getValues();
      const other = placeServerIssues(setError, issues, templateFields(current), (field) =>
        templateFieldOf(field, current),
      );
      if (issues.length === 0 || other.length > 0) setFailure(t('storeDefaults.saveError'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
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
                    {...register(`rows.${index}.used`)}
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
            saving={isSubmitting}
            saved={saved && !isDirty ? t('storeDefaults.shifts.saved') : ''}
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
    </div>
  );
}
