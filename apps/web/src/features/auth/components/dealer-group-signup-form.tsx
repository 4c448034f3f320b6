import { TRIAL_DAYS } from '@das/shared/constants';
import { dealerGroupSignUpRequestSchema, SIGNUP_LIMITS } from '@das/shared/schemas/signup';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSignUpDealerGroup } from '../api/sign-up';
import { AdminAccountSection } from './admin-account-fields';
import { FieldError, TextField } from './form-fields';
import { FormSection } from './signup-parts';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';
import { StateSelect } from './store-location-fields';
import { authButton } from './styles';
import { useSignupForm, welcomeFacts } from './use-signup-form';

interface StoreRow {
  /** Stable across removals, so React and focus follow the right row. */
  key: number;
  name: string;
  city: string;
  state: string;
}

type StoreField = 'name' | 'city' | 'state';

let nextRowKey = 0;
const emptyRow = (): StoreRow => ({ key: ++nextRowKey, name: '', city: '', state: '' });

/**
 * The dealer group sign-up: the group, 2 to 50 stores (rows added and removed
 * from the keyboard), the group admin; ends on /welcome/dealer-group?newuser=true.
 */
export function DealerGroupSignupForm() {
  const { t } = useTranslation();
  const form = useSignupForm({
    schema: dealerGroupSignUpRequestSchema,
    mutation: useSignUpDealerGroup(),
    welcomeHref: (answer) =>
      paths.welcomeDealerGroup.getHref(true, { ...welcomeFacts(answer), stores: answer.locations }),
  });
  const plan = usePlanText();
  const formId = useId();
  const [groupName, setGroupName] = useState('');
  const [rows, setRows] = useState<StoreRow[]>(() => [emptyRow(), emptyRow()]);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the rows have rendered: a row's name field, or the add button. */
  const [focusTarget, setFocusTarget] = useState<number | 'add' | null>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') addButton.current?.focus();
    else document.getElementById(rowFieldId(formId, focusTarget, 'name'))?.focus();
    setFocusTarget(null);
  }, [focusTarget, formId]);

  const labels = {
    groupName: t('signup.fields.groupName'),
    name: t('signup.fields.storeName'),
    city: t('signup.fields.city'),
    state: t('signup.fields.state'),
  };

  function updateRow(index: number, field: StoreField, value: string) {
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    );
    form.clear(`dealerships.${index}.${field}`);
  }

  function addRow() {
    if (rows.length >= SIGNUP_LIMITS.groupStoresMax) return;
    const row = emptyRow();
    setRows((current) => [...current, row]);
    setAnnouncement(t('signup.group.rowAdded', { number: rows.length + 1 }));
    setFocusTarget(row.key);
    form.clear('dealerships', true);
  }

  function removeRow(index: number) {
    if (rows.length <= SIGNUP_LIMITS.groupStoresMin) return;
    const remaining = rows.filter((_, at) => at !== index);
    setRows(remaining);
    setAnnouncement(t('signup.group.rowRemoved', { number: index + 1 }));
    const next = remaining[index] ?? remaining[index - 1];
    setFocusTarget(next ? next.key : 'add');
    // Row numbers shift: errors of the rows would point at the wrong ones.
    form.clear('dealerships');
  }

  const submit = form.onSubmit(() => ({
    groupName,
    dealerships: rows.map(({ name, city, state }) => ({ name, city, state })),
    ...form.admin,
    acceptTerms: form.acceptTerms,
  }));

  const storesError = form.problems.dealerships
    ? form.textFor('dealerships', t('signup.group.storesSection'))
    : undefined;

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-8">
      <FormSection title={t('signup.group.groupSection')}>
        <TextField
          label={labels.groupName}
          name="groupName"
          autoComplete="organization"
          maxLength={SIGNUP_LIMITS.businessNameMax}
          value={groupName}
          onChange={(event) => {
            setGroupName(event.target.value);
            form.clear('groupName');
          }}
          error={form.textFor('groupName', labels.groupName)}
        />
      </FormSection>

      <FormSection title={t('signup.group.storesSection')}>
        <p className="-mt-2 text-sm text-slate-600">
          {t('signup.group.storesHint', {
            min: SIGNUP_LIMITS.groupStoresMin,
            max: SIGNUP_LIMITS.groupStoresMax,
          })}
        </p>
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const number = index + 1;
            const errorFor = (field: StoreField) =>
              form.textFor(`dealerships.${index}.${field}`, labels[field]);
            return (
              <li key={row.key}>
                <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
                  <legend className="sr-only">{t('signup.group.rowLegend', { number })}</legend>
                  <div className="mb-3 flex items-center justify-between gap-3">
                    <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
                      {t('signup.group.rowLegend', { number })}
                    </p>
                    <button
                      type="button"
                      onClick={() => removeRow(index)}
                      disabled={rows.length <= SIGNUP_LIMITS.groupStoresMin}
                      aria-label={t('signup.group.removeRow', { number })}
                      title={t('signup.group.removeRow', { number })}
                      className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-[3fr_2fr_2fr]">
                    <TextField
                      id={rowFieldId(formId, row.key, 'name')}
                      label={labels.name}
                      maxLength={SIGNUP_LIMITS.businessNameMax}
                      value={row.name}
                      onChange={(event) => updateRow(index, 'name', event.target.value)}
                      error={errorFor('name')}
                    />
                    <TextField
                      id={rowFieldId(formId, row.key, 'city')}
                      label={labels.city}
                      maxLength={SIGNUP_LIMITS.cityMax}
                      value={row.city}
                      onChange={(event) => updateRow(index, 'city', event.target.value)}
                      error={errorFor('city')}
                    />
                    <StateSelect
                      id={rowFieldId(formId, row.key, 'state')}
                      label={labels.state}
                      value={row.state}
                      onChange={(value) => updateRow(index, 'state', value)}
                      error={errorFor('state')}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            ref={addButton}
            type="button"
            onClick={addRow}
            disabled={rows.length >= SIGNUP_LIMITS.groupStoresMax}
            aria-describedby={storesError ? `${formId}-stores-error` : undefined}
            className={authButton.secondary}
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('signup.group.addRow')}
          </button>
          <p className="text-sm text-slate-700">
            {t('signup.group.total', {
              count: rows.length,
              price: plan.totalPrice('dealer_group', rows.length),
              days: TRIAL_DAYS,
            })}
          </p>
        </div>
        {storesError && <FieldError id={`${formId}-stores-error`} message={storesError} />}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </FormSection>

      <AdminAccountSection form={form} />
    </form>
  );
}

function rowFieldId(formId: string, rowKey: number, field: StoreField): string {
  return `${formId}-store-${rowKey}-${field}`;
}
