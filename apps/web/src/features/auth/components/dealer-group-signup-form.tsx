import { TRIAL_DAYS } from '@das/shared/constants';
import { SIGNUP_LIMITS } from '@das/shared/schemas/signup';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';
import { paths } from '@/lib/paths';
import { useSignUpDealerGroup } from '../api/sign-up';
import { AdminAccountSection } from './admin-account-fields';
import { TextField } from './form-fields';
import {
  DEALER_GROUP_SIGNUP,
  EMPTY_DEALER_GROUP,
  emptyStoreRow,
  type DealerGroupValues,
  type StoreRowValues,
} from './signup-form';
import { FormSection } from './signup-parts';
import { StateSelect } from './store-location-fields';
import { authButton } from './styles';
import { useSignupForm, useSignupProblems, welcomeFacts } from './use-signup-form';

type StoreField = keyof StoreRowValues;

/**
 * The dealer group sign-up: the group, 2 to 50 stores (rows added and removed
 * from the keyboard), the group admin; ends on /welcome/dealer-group?newuser=true.
 */
export function DealerGroupSignupForm() {
  const signup = useSignupForm({
    kind: DEALER_GROUP_SIGNUP,
    defaultValues: EMPTY_DEALER_GROUP,
    mutation: useSignUpDealerGroup(),
    welcomeHref: (answer) =>
      paths.welcomeDealerGroup.getHref(true, { ...welcomeFacts(answer), stores: answer.locations }),
  });
  return (
    <FormProvider {...signup.form}>
      <form noValidate onSubmit={signup.onSubmit} className="space-y-8">
        <GroupSection />
        <StoresSection />
        <AdminAccountSection busy={signup.busy} formErrorText={signup.formErrorText} />
      </form>
    </FormProvider>
  );
}

function GroupSection() {
  const { t } = useTranslation();
  const { register } = useFormContext<DealerGroupValues>();
  const problem = useSignupProblems();
  const label = t('signup.fields.groupName');
  return (
    <FormSection title={t('signup.group.groupSection')}>
      <TextField
        {...register('groupName')}
        label={label}
        autoComplete="organization"
        maxLength={SIGNUP_LIMITS.businessNameMax}
        error={problem('groupName', label)}
      />
    </FormSection>
  );
}

/** The stores, one row each; focus follows a row added or removed. */
function StoresSection() {
  const { t } = useTranslation();
  const plan = usePlanText();
  const formId = useId();
  const { register, control } = useFormContext<DealerGroupValues>();
  const rows = useFieldArray({ control, name: 'dealerships' });
  const problem = useSignupProblems();
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the rows have rendered: a row's name field, or the add button. */
  const [focusTarget, setFocusTarget] = useState<number | 'add' | null>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') addButton.current?.focus();
    else {
      const row = rows.fields[focusTarget];
      if (row) document.getElementById(rowFieldId(formId, row.id, 'name'))?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget, formId, rows.fields]);

  const labels = {
    name: t('signup.fields.storeName'),
    city: t('signup.fields.city'),
    state: t('signup.fields.state'),
  };

  function addRow() {
    if (rows.fields.length >= SIGNUP_LIMITS.groupStoresMax) return;
    rows.append(emptyStoreRow(), { shouldFocus: false });
    setAnnouncement(t('signup.group.rowAdded', { number: rows.fields.length + 1 }));
    setFocusTarget(rows.fields.length);
  }

  function removeRow(index: number) {
    if (rows.fields.length <= SIGNUP_LIMITS.groupStoresMin) return;
    rows.remove(index);
    setAnnouncement(t('signup.group.rowRemoved', { number: index + 1 }));
    const remaining = rows.fields.length - 1;
    setFocusTarget(index < remaining ? index : index > 0 ? index - 1 : 'add');
  }

  const storesError = problem('dealerships.root', t('signup.group.storesSection'));
  const count = rows.fields.length;

  return (
    <FormSection title={t('signup.group.storesSection')}>
      <p className="-mt-2 text-sm text-slate-600">
        {t('signup.group.storesHint', {
          min: SIGNUP_LIMITS.groupStoresMin,
          max: SIGNUP_LIMITS.groupStoresMax,
        })}
      </p>
      <ol className="space-y-4">
        {rows.fields.map((row, index) => {
          const number = index + 1;
          const name = (field: StoreField) => `dealerships.${index}.${field}` as const;
          const errorFor = (field: StoreField) => problem(name(field), labels[field]);
          return (
            <li key={row.id}>
              <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
                <legend className="sr-only">{t('signup.group.rowLegend', { number })}</legend>
                <div className="mb-3 flex items-center justify-between gap-3">
                  <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
                    {t('signup.group.rowLegend', { number })}
                  </p>
                  <button
                    type="button"
                    onClick={() => removeRow(index)}
                    disabled={count <= SIGNUP_LIMITS.groupStoresMin}
                    aria-label={t('signup.group.removeRow', { number })}
                    title={t('signup.group.removeRow', { number })}
                    className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <div className="grid grid-cols-1 gap-4 sm:grid-cols-[3fr_2fr_2fr]">
                  <TextField
                    {...register(name('name'))}
                    id={rowFieldId(formId, row.id, 'name')}
                    label={labels.name}
                    maxLength={SIGNUP_LIMITS.businessNameMax}
                    error={errorFor('name')}
                  />
                  <TextField
                    {...register(name('city'))}
                    id={rowFieldId(formId, row.id, 'city')}
                    label={labels.city}
                    maxLength={SIGNUP_LIMITS.cityMax}
                    error={errorFor('city')}
                  />
                  <StateSelect
                    {...register(name('state'))}
                    id={rowFieldId(formId, row.id, 'state')}
                    label={labels.state}
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
          disabled={count >= SIGNUP_LIMITS.groupStoresMax}
          aria-describedby={storesError ? `${formId}-stores-error` : undefined}
          className={authButton.secondary}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('signup.group.addRow')}
        </button>
        <p className="text-sm text-slate-700">
          {t('signup.group.total', {
            count,
            price: plan.totalPrice('dealer_group', count),
            days: TRIAL_DAYS,
          })}
        </p>
      </div>
      {storesError && <FieldError id={`${formId}-stores-error`} message={storesError} />}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </FormSection>
  );
}

function rowFieldId(formId: string, rowId: string, field: StoreField): string {
  return `${formId}-store-${rowId}-${field}`;
}
