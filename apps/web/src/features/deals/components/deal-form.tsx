import {
  LENDERS,
  MANUFACTURERS,
  PRODUCTS,
  isEligibleForProduct,
  type Product,
} from '@das/shared/deals';
import { FINANCE_ROLES } from '@das/shared/roles';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Deal } from '@das/shared/schemas/deals';
import { CircleAlert, History, Keyboard, Link2, Save, Trash2 } from 'lucide-react';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { readFieldIssues } from '@/lib/field-issues';
import { useFormatters } from '@/lib/format';
import { useCreateDeal } from '../api/create-deal';
import { useDeleteDeal } from '../api/delete-deal';
import { useLenders } from '@/entities/deal/api/get-lenders';
import { useStaff } from '@/entities/staff/api/get-staff';
import { useUpdateDeal } from '../api/update-deal';
import { clearDraft, draftKey, readDraft, writeDraft } from '../lib/deal-draft';
import {
  LIMITS,
  applyDealType,
  computeLiveFigures,
  createDefaultValues,
  firstErrorField,
  isSameValues,
  mapServerIssues,
  toCreateInput,
  toUpdateInput,
  validateDealForm,
  valuesFromDeal,
  type DealFieldName,
  type DealFormValues,
  type DealPrefill,
  type FieldErrors,
  type FieldProblem,
} from '../lib/deal-form';
import type { Choice } from '../lib/filter-choices';
import { staffChoices, type PersonSlot } from '../lib/staff-choices';
import { Combobox } from './combobox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DealSaved } from './deal-saved';
import { Field, describedBy } from './field';
import { ChoiceGroup, MoneyInput } from './form-controls';
import { LiveGross } from './live-gross';
import { button, cardClass, inputClass } from './styles';
import { localToday } from '@/lib/local-today';

export interface DealFormCarry {
  deal_date: string;
  fi_manager_id: string;
}

export interface DealFormProps {
  mode: 'create' | 'edit';
  user: SessionUser;
  dealershipId: number;
  /** Edit mode: the deal as loaded. */
  deal?: Deal | undefined;
  /** A new deal opened from a sale. */
  saleId?: string | undefined;
  prefill?: DealPrefill | undefined;
  /** What "Log another" keeps from the deal before. */
  carry?: DealFormCarry | undefined;
  logHref: string;
  onLogAnother: (carry: DealFormCarry) => void;
  onDeleted: (deal: Deal) => void;
}

const fieldId = (field: DealFieldName) => `deal-${field.replace('.', '-')}`;
const withOther = (names: readonly string[]): Choice[] =>
  [...new Set([...names, 'Other'])].map((name) => ({ value: name, label: name }));
const MAKE_CHOICES = withOther(MANUFACTURERS);

/** Entry fields in screen order; a radio group counts once (its checked radio). */
function entryFields(form: HTMLElement): HTMLElement[] {
  const seen = new Set<string>();
  const list: HTMLElement[] = [];
  for (const element of form.querySelectorAll<HTMLElement>('[data-entry]')) {
    if ((element as HTMLInputElement).disabled || element.getClientRects().length === 0) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (seen.has(element.name)) continue;
      seen.add(element.name);
      const group = [...form.querySelectorAll<HTMLInputElement>(`input[name="${element.name}"]`)];
      list.push(group.find((radio) => radio.checked) ?? element);
    } else {
      list.push(element);
    }
  }
  return list;
}

function valueOf(values: DealFormValues, field: DealFieldName): string {
  if (field.startsWith('products.')) return values.products[field.slice(9) as Product];
  return field === 'sale_id'
    ? ''
    : String(values[field as Exclude<keyof DealFormValues, 'products'>]);
}

function focusElement(element: HTMLElement | null | undefined) {
  if (!element) return;
  element.focus();
  if (element instanceof HTMLInputElement && element.type === 'text') element.select();
}

/** The log-deal form (create and edit), with its live gross and the save flow. */
export function DealForm(props: DealFormProps) {
  const { mode, user, dealershipId, deal, saleId, prefill, carry, logHref } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const { id: userId, name: userName, role: userRole } = user;
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const storageKey = draftKey(user.id, { dealId: deal?.id, saleId });

  const [initial] = useState<DealFormValues>(() =>
    deal
      ? valuesFromDeal(deal)
      : createDefaultValues({
          today: carry?.deal_date ?? localToday(),
          fiManagerId:
            carry?.fi_manager_id ?? (FINANCE_ROLES.includes(user.role) ? user.id : undefined),
          prefill,
        }),
  );
  const [restored] = useState(() => {
    const draft = readDraft(sessionStorage, storageKey, initial);
    return draft && !isSameValues(draft.values, initial) ? draft : undefined;
  });
  const [values, setValues] = useState<DealFormValues>(restored?.values ?? initial);
  const [showRestored, setShowRestored] = useState(restored !== undefined);
  const [touched, setTouched] = useState<ReadonlySet<DealFieldName>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ message: string; detail?: string }>();
  const [notice, setNotice] = useState<string>();
  const [saved, setSaved] = useState<Deal>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** Bumped to move the focus to the error above the form (a problem no field shows). */
  const [alertFocus, setAlertFocus] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);

  const create = useCreateDeal();
  const update = useUpdateDeal();
  const remove = useDeleteDeal();
  const staff = useStaff(dealershipId);
  const lenders = useLenders(dealershipId);
  const lenderChoices = useMemo(() => withOther(lenders.data?.lenders ?? LENDERS), [lenders.data]);
  const pending = create.isPending || update.isPending;

  // The draft follows every keystroke; it is dropped once it matches the saved deal again.
  useEffect(() => {
    if (saved) return;
    if (isSameValues(values, initial)) clearDraft(sessionStorage, storageKey);
    else writeDraft(sessionStorage, storageKey, values);
  }, [values, initial, saved, storageKey]);

  useEffect(() => {
    if (alertFocus === 0) return;
    alertRef.current?.focus();
    alertRef.current?.scrollIntoView({ block: 'center' });
  }, [alertFocus]);

  // A fresh deal starts at the customer's name: the number and date are usually right already.
  useEffect(() => {
    if (mode === 'create') focusElement(document.getElementById(fieldId('customer_last_name')));
  }, [mode]);

  const figures = computeLiveFigures(values);
  const eligibleProducts = PRODUCTS.filter((product) =>
    isEligibleForProduct(product, values.deal_type),
  ).length;
  const clientErrors = validateDealForm(values);

  function problemFor(field: DealFieldName): FieldProblem | undefined {
    const client = attempted || touched.has(field) ? clientErrors[field] : undefined;
    return client ?? serverErrors[field];
  }
  function errorText(field: DealFieldName): string | undefined {
    const problem = problemFor(field);
    if (!problem) return undefined;
    return t(problem.key, problem.values);
  }
  function fieldLabel(field: DealFieldName): string {
    return field.startsWith('products.')
      ? t(`deals.products.${field.slice('products.'.length)}`)
      : t(`deals.fields.${field}`);
  }

  function change(field: DealFieldName, next: DealFormValues) {
    setValues(next);
    setNotice(undefined);
    setFormError(undefined);
    if (serverErrors[field]) {
      setServerErrors((current) => {
        const rest = { ...current };
        delete rest[field];
        return rest;
      });
    }
  }
  function setText(field: Exclude<keyof DealFormValues, 'products'>, text: string) {
    change(field, { ...values, [field]: text });
  }
  function setProduct(product: Product, text: string) {
    change(`products.${product}`, { ...values, products: { ...values.products, [product]: text } });
  }
  /** A field shows its problem once left with something typed in it (or after a save attempt). */
  function touch(field: DealFieldName) {
    if (touched.has(field) || valueOf(values, field) === valueOf(initial, field)) return;
    setTouched((current) => new Set(current).add(field));
  }

  function focusField(field: DealFieldName | undefined) {
    if (!field) return;
    const element = document.getElementById(fieldId(field));
    if (element instanceof HTMLFieldSetElement) {
      focusElement(
        element.querySelector<HTMLElement>('input:checked') ?? element.querySelector('input'),
      );
    } else {
      focusElement(element);
    }
  }

  function showFailure(error: unknown) {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
      const { fields, other } = mapServerIssues(readFieldIssues(error));
      // The sale is not a field on screen: its problem is said above the form.
      const { sale_id: saleProblem, ...onScreen } = fields;
      if (saleProblem) other.unshift(saleProblem);
      setServerErrors(onScreen);
      if (other.length > 0 || Object.keys(onScreen).length === 0) {
        setFormError({
          message: t('deals.form.errors.validation'),
          detail: other.map((problem) => t(problem.key, problem.values)).join(' ') || undefined,
        });
      }
      const first = firstErrorField(onScreen);
      if (first) focusField(first);
      else setAlertFocus((count) => count + 1);
      return;
    }
    const key =
      error instanceof ApiError
        ? error.status === 0
          ? 'network'
          : error.status === 403
            ? 'forbidden'
            : error.status === 404
              ? 'notFound'
              : 'generic'
        : 'generic';
    setFormError({
      message: t(`deals.form.errors.${key}`),
      ...(error instanceof Error && key === 'generic' ? { detail: error.message } : {}),
    });
    setAlertFocus((count) => count + 1);
  }

  function onSaved(result: Deal) {
    clearDraft(sessionStorage, storageKey);
    setServerErrors({});
    setSaved(result);
  }

  function submit() {
    if (pending || saved) return;
    setAttempted(true);
    setFormError(undefined);
    setNotice(undefined);
    const problems = validateDealForm(values);
    const first = firstErrorField(problems);
    if (first) {
      focusField(first);
      return;
    }
    if (mode === 'edit' && deal) {
      const patch = toUpdateInput(initial, values);
      if (!patch) {
        setNotice(t('deals.form.nothingChanged'));
        return;
      }
      update.mutate({ id: deal.id, change: patch }, { onSuccess: onSaved, onError: showFailure });
    } else {
      create.mutate(toCreateInput(values, saleId), { onSuccess: onSaved, onError: showFailure });
    }
  }

  // Ctrl/Cmd+Enter also saves when the focus is on the page itself (just opened, or after a click).
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    function onWindowKey(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.defaultPrevented)
        return;
      const active = document.activeElement;
      if (active && active !== document.body && !formRef.current?.contains(active)) return;
      if (active?.closest('dialog')) return;
      event.preventDefault();
      submitRef.current();
    }
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  /** Enter moves to the next field (never submits); Ctrl/Cmd+Enter saves from anywhere. */
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // The delete question is a dialog of its own: its keys are its own.
    if (event.target instanceof Element && event.target.closest('dialog')) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      submit();
      return;
    }
    const target = event.target;
    if (
      event.shiftKey ||
      event.altKey ||
      !(target instanceof HTMLElement) ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLButtonElement ||
      target instanceof HTMLAnchorElement
    ) {
      return;
    }
    event.preventDefault();
    const form = formRef.current;
    if (!form) return;
    const fields = entryFields(form);
    const index = fields.findIndex(
      (element) =>
        element === target ||
        (target instanceof HTMLInputElement &&
          target.type === 'radio' &&
          element instanceof HTMLInputElement &&
          element.name === target.name),
    );
    focusElement(fields[index + 1] ?? form.querySelector<HTMLElement>('[data-save]:not([hidden])'));
  }

  // --- people ---
  const staffList = staff.data?.staff;
  const choicesFor = useMemo(() => {
    const options = {
      roleLabel: (role: string) => t(`roles.${role}`, { defaultValue: role }),
      inactiveLabel: t('deals.form.inactive'),
    };
    // People the deal already names stay choices even if they left or are not listed.
    const keep: Record<PersonSlot, { id: string; name: string | null }[]> = {
      salesperson: deal
        ? [
            { id: deal.salesperson_id ?? '', name: deal.salesperson_name },
            { id: deal.second_salesperson_id ?? '', name: deal.second_salesperson_name },
          ]
        : [],
      salesManager: deal ? [{ id: deal.sales_manager_id ?? '', name: null }] : [],
      fiManager: [
        ...(deal ? [{ id: deal.fi_manager_id ?? '', name: deal.fi_manager_name }] : []),
        ...(FINANCE_ROLES.includes(userRole) ? [{ id: userId, name: userName }] : []),
      ],
    };
    return (slot: PersonSlot) =>
      staffChoices(staffList ?? [], slot, { ...options, keep: keep[slot] });
  }, [staffList, t, deal, userId, userName, userRole]);

  if (saved) {
    return (
      <DealSaved
        deal={saved}
        mode={mode}
        logHref={logHref}
        editHref={`${pathname}?deal_id=${saved.id}`}
        onLogAnother={() =>
          props.onLogAnother({ deal_date: values.deal_date, fi_manager_id: values.fi_manager_id })
        }
      />
    );
  }

  const errorFields = attempted
    ? (Object.keys({ ...serverErrors, ...clientErrors }) as DealFieldName[]).filter((field) =>
        problemFor(field),
      )
    : [];

  const text = (
    field: Exclude<keyof DealFormValues, 'products'>,
    options: {
      label: string;
      maxLength?: number;
      placeholder?: string;
      hint?: string;
      optional?: boolean;
      inputMode?: 'numeric' | 'text';
      type?: 'text' | 'date';
      className?: string;
      autoCapitalize?: string;
    },
  ) => {
    const id = fieldId(field);
    const error = errorText(field);
    return (
      <Field
        id={id}
        label={options.label}
        error={error}
        hint={options.hint}
        optional={options.optional ? t('deals.form.optional') : undefined}
        className={options.className}
      >
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          data-entry=""
          value={values[field] as string}
          onChange={(event) => setText(field, event.target.value)}
          onBlur={() => touch(field)}
          maxLength={options.maxLength}
          placeholder={options.placeholder}
          inputMode={options.inputMode}
          autoComplete="off"
          autoCapitalize={options.autoCapitalize}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, Boolean(options.hint) && !error, Boolean(error))}
          className={inputClass(Boolean(error), options.type === 'date' ? 'tabular-nums' : '')}
        />
      </Field>
    );
  };

  const money = (
    field: 'front_end_gross' | 'reserve' | `products.${Product}`,
    label: string,
    options: { hint?: string; disabled?: boolean } = {},
  ) => {
    const id = fieldId(field);
    const error = errorText(field);
    const product = field.startsWith('products.') ? (field.slice(9) as Product) : undefined;
    const value = product ? values.products[product] : values[field as 'reserve'];
    return (
      <Field id={id} label={label} error={error} hint={options.hint}>
        <MoneyInput
          id={id}
          name={field}
          data-entry=""
          value={value}
          disabled={options.disabled}
          placeholder="0"
          invalid={Boolean(error)}
          aria-describedby={describedBy(id, Boolean(options.hint) && !error, Boolean(error))}
          onChange={(event) =>
            product
              ? setProduct(product, event.target.value)
              : setText(field as 'reserve', event.target.value)
          }
          onBlur={() => touch(field)}
        />
      </Field>
    );
  };

  const person = (
    field: 'salesperson_id' | 'second_salesperson_id' | 'sales_manager_id' | 'fi_manager_id',
    slot: PersonSlot,
    options: { optional?: boolean } = {},
  ) => {
    const id = fieldId(field);
    const error = errorText(field);
    return (
      <Field
        id={id}
        label={t(`deals.fields.${field}`)}
        error={error}
        optional={options.optional ? t('deals.form.optional') : undefined}
      >
        <Combobox
          id={id}
          value={values[field]}
          choices={choicesFor(slot)}
          invalid={Boolean(error)}
          describedBy={describedBy(id, false, Boolean(error))}
          placeholder={
            staff.isPending ? t('deals.form.loadingStaff') : t('deals.form.personPlaceholder')
          }
          emptyText={(typed) => t('deals.form.noPerson', { text: typed })}
          clearLabel={t('deals.form.clear')}
          toggleLabel={t('deals.form.showChoices')}
          onChange={(next) => setText(field, next)}
        />
      </Field>
    );
  };

  const cash = values.deal_type === 'Cash';

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      aria-describedby="deal-form-keys"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0 space-y-6">
        {showRestored && restored ? (
          <Banner tone="info" icon={<History className="size-4" aria-hidden="true" />}>
            <span>
              {t('deals.draft.restored', {
                time: new Date(restored.savedAt).toLocaleTimeString(format.locale, {
                  hour: 'numeric',
                  minute: '2-digit',
                }),
              })}
            </span>
            <button
              type="button"
              className={button.link}
              onClick={() => {
                setValues(initial);
                clearDraft(sessionStorage, storageKey);
                setShowRestored(false);
              }}
            >
              {t('deals.draft.discard')}
            </button>
          </Banner>
        ) : null}
        {saleId && mode === 'create' ? (
          <Banner tone="info" icon={<Link2 className="size-4" aria-hidden="true" />}>
            <span>{t('deals.form.fromSale')}</span>
          </Banner>
        ) : null}

        {errorFields.length > 0 || formError ? (
          <div
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="scroll-mt-24 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <p className="flex items-center gap-2 text-sm font-semibold text-red-900">
              <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
              {formError?.message ?? t('deals.form.errors.fields', { count: errorFields.length })}
            </p>
            {formError?.detail ? (
              <p className="mt-1 pl-6 text-sm text-red-800">{formError.detail}</p>
            ) : null}
            {errorFields.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 pl-6 text-sm">
                {errorFields.map((field) => (
                  <li key={field}>
                    <button
                      type="button"
                      onClick={() => focusField(field)}
                      className="font-medium text-red-800 underline underline-offset-2 hover:text-red-950"
                    >
                      {fieldLabel(field)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {notice ? (
          <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
            {notice}
          </p>
        ) : null}

        <Section title={t('deals.form.sections.deal')}>
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4 xl:grid-cols-3">
            {text('deal_number', {
              label: t('deals.fields.deal_number'),
              maxLength: LIMITS.dealNumber,
              placeholder: t('deals.form.nextNumber'),
              optional: mode === 'create',
            })}
            {text('deal_date', { label: t('deals.fields.deal_date'), type: 'date' })}
            {text('customer_last_name', {
              label: t('deals.fields.customer_last_name'),
              maxLength: LIMITS.customerLastName,
              autoCapitalize: 'words',
              className: 'col-span-2 sm:col-span-1',
            })}
            {text('stock_number', {
              label: t('deals.fields.stock_number'),
              maxLength: LIMITS.stockNumber,
              autoCapitalize: 'characters',
            })}
            {text('vin_last8', {
              label: t('deals.fields.vin_last8'),
              maxLength: 8,
              inputMode: 'numeric',
              placeholder: '12345678',
            })}
            <ChoiceGroup
              className="col-span-2 sm:col-span-1"
              id={fieldId('vehicle_type')}
              name="vehicle_type"
              legend={t('deals.fields.vehicle_type')}
              value={values.vehicle_type}
              onChange={(next) => setText('vehicle_type', next)}
              options={[
                { value: 'New', label: t('deals.vehicleType.New') },
                { value: 'Used', label: t('deals.vehicleType.Used') },
                {
                  value: 'CPO',
                  label: t('deals.vehicleType.CPO'),
                  title: t('deals.vehicleType.CPOLong'),
                },
              ]}
            />
          </div>
        </Section>

        <Section title={t('deals.form.sections.financing')}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[14rem_minmax(0,1.4fr)_minmax(0,1fr)]">
            <ChoiceGroup
              id={fieldId('deal_type')}
              name="deal_type"
              legend={t('deals.fields.deal_type')}
              value={values.deal_type}
              onChange={(next) => change('deal_type', applyDealType(values, next))}
              options={[
                { value: 'Finance', label: t('deals.dealType.Finance') },
                { value: 'Lease', label: t('deals.dealType.Lease') },
                { value: 'Cash', label: t('deals.dealType.Cash') },
              ]}
            />
            <Field
              id={fieldId('lender')}
              label={t('deals.fields.lender')}
              error={errorText('lender')}
              hint={cash ? t('deals.form.noLenderOnCash') : undefined}
            >
              <Combobox
                id={fieldId('lender')}
                value={values.lender}
                choices={lenderChoices}
                freeText
                disabled={cash}
                maxLength={LIMITS.lender}
                placeholder={cash ? '' : t('deals.form.lenderPlaceholder')}
                invalid={Boolean(errorText('lender'))}
                describedBy={describedBy(fieldId('lender'), cash, Boolean(errorText('lender')))}
                emptyText={(typed) => t('deals.form.useTyped', { text: typed })}
                clearLabel={t('deals.form.clear')}
                toggleLabel={t('deals.form.showChoices')}
                onChange={(next) => setText('lender', next)}
              />
            </Field>
            <Field
              id={fieldId('manufacturer')}
              label={t('deals.fields.manufacturer')}
              error={errorText('manufacturer')}
              optional={t('deals.form.optional')}
            >
              <Combobox
                id={fieldId('manufacturer')}
                value={values.manufacturer}
                choices={MAKE_CHOICES}
                freeText
                maxLength={LIMITS.manufacturer}
                placeholder={t('deals.form.makePlaceholder')}
                invalid={Boolean(errorText('manufacturer'))}
                describedBy={describedBy(
                  fieldId('manufacturer'),
                  false,
                  Boolean(errorText('manufacturer')),
                )}
                emptyText={(typed) => t('deals.form.useTyped', { text: typed })}
                clearLabel={t('deals.form.clear')}
                toggleLabel={t('deals.form.showChoices')}
                onChange={(next) => setText('manufacturer', next)}
              />
            </Field>
          </div>
        </Section>

        <Section
          title={t('deals.form.sections.people')}
          aside={
            staff.isError ? (
              <span role="alert" className="text-xs text-red-700">
                {t('deals.form.staffUnavailable')}
              </span>
            ) : null
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {person('salesperson_id', 'salesperson')}
            {person('second_salesperson_id', 'salesperson', { optional: true })}
            {person('sales_manager_id', 'salesManager')}
            {person('fi_manager_id', 'fiManager')}
          </div>
        </Section>

        <Section title={t('deals.form.sections.gross')}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {money('front_end_gross', t('deals.fields.front_end_gross'))}
            {money('reserve', t('deals.fields.reserve'), { hint: t('deals.form.reserveHint') })}
          </div>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">
            {t('deals.form.sections.products')}
          </h3>
          <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-4 sm:grid-cols-3">
            {PRODUCTS.map((product) => {
              const eligible = isEligibleForProduct(product, values.deal_type);
              return (
                <div key={product}>
                  {money(`products.${product}`, t(`deals.products.${product}`), {
                    disabled: !eligible,
                    ...(eligible ? {} : { hint: t('deals.form.gapNotOnCash') }),
                  })}
                </div>
              );
            })}
          </div>
        </Section>

        <Section title={t('deals.form.sections.status')}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <ChoiceGroup
              id={fieldId('status')}
              name="status"
              legend={t('deals.fields.status')}
              value={values.status}
              onChange={(next) => setText('status', next)}
              className="xl:col-span-2"
              options={[
                { value: 'Pending', label: t('common.dealStatus.Pending') },
                { value: 'Funded', label: t('common.dealStatus.Funded') },
                { value: 'Unwound', label: t('common.dealStatus.Unwound') },
              ]}
            />
            {values.status === 'Funded'
              ? text('funded_date', {
                  label: t('deals.fields.funded_date'),
                  type: 'date',
                  hint: t('deals.form.fundedDateHint'),
                  optional: true,
                })
              : null}
          </div>
          <Field
            id={fieldId('notes')}
            label={t('deals.fields.notes')}
            optional={t('deals.form.optional')}
            error={errorText('notes')}
            className="mt-4"
          >
            <textarea
              id={fieldId('notes')}
              name="notes"
              data-entry=""
              rows={3}
              maxLength={LIMITS.notes}
              value={values.notes}
              onChange={(event) => setText('notes', event.target.value)}
              aria-invalid={errorText('notes') ? true : undefined}
              aria-describedby={describedBy(fieldId('notes'), false, Boolean(errorText('notes')))}
              className={inputClass(Boolean(errorText('notes')), 'resize-y')}
            />
          </Field>
        </Section>
      </div>

      <aside className="hidden lg:block" aria-labelledby="deal-live-title">
        <div className={`${cardClass} sticky top-24 p-5`}>
          <h2 id="deal-live-title" className="text-sm font-semibold text-slate-900">
            {t('deals.summary.title')}
          </h2>
          <p className="mt-0.5 text-xs text-slate-500">{t('deals.summary.note')}</p>
          <div className="mt-4">
            <LiveGross figures={figures} eligibleProducts={eligibleProducts} />
          </div>
          <button
            type="submit"
            data-save=""
            className={`${button.primary} mt-5 w-full`}
            disabled={pending}
          >
            <Save className="size-4" aria-hidden="true" />
            {pending
              ? t('deals.form.saving')
              : t(mode === 'edit' ? 'deals.form.saveChanges' : 'deals.form.save')}
          </button>
          <p id="deal-form-keys" className="mt-3 flex items-start gap-2 text-xs text-slate-500">
            <Keyboard className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>{t('deals.form.keys')}</span>
          </p>
          {mode === 'edit' ? (
            <div className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4">
              <Link to={logHref} className={button.secondary}>
                {t('deals.form.cancel')}
              </Link>
              <button
                type="button"
                className={button.dangerQuiet}
                onClick={() => setConfirmDelete(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('deals.form.delete')}
              </button>
            </div>
          ) : null}
        </div>
      </aside>

      {/* Phones and tablets: the figures and the save button stay in reach at the bottom. */}
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        <div className="flex items-center gap-3">
          <dl className="flex min-w-0 flex-1 gap-4 text-xs">
            <div className="min-w-0">
              <dt className="text-slate-500">{t('deals.summary.back')}</dt>
              <dd className="truncate font-semibold text-slate-900 tabular-nums">
                {format.moneyExact(figures.back)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-slate-500">{t('deals.summary.total')}</dt>
              <dd className="truncate font-semibold text-slate-900 tabular-nums">
                {format.moneyExact(figures.total)}
              </dd>
            </div>
            <div className="hidden min-w-0 sm:block">
              <dt className="text-slate-500">{t('deals.summary.productsShort')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{figures.productsSold}</dd>
            </div>
          </dl>
          {mode === 'edit' ? (
            <button
              type="button"
              className={button.icon}
              aria-label={t('deals.form.delete')}
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 className="size-4 text-red-600" aria-hidden="true" />
            </button>
          ) : null}
          <button type="submit" data-save="" className={button.primary} disabled={pending}>
            <Save className="size-4" aria-hidden="true" />
            {pending ? t('deals.form.saving') : t('deals.form.saveShort')}
          </button>
        </div>
      </div>

      {deal ? (
        <ConfirmDialog
          open={confirmDelete}
          tone="danger"
          title={t('deals.delete.title', { number: deal.deal_number })}
          description={t('deals.delete.description', {
            customer: deal.customer_last_name,
            stock: deal.stock_number,
          })}
          confirmLabel={t('deals.delete.confirm')}
          workingLabel={t('deals.delete.working')}
          cancelLabel={t('deals.delete.cancel')}
          working={remove.isPending}
          error={remove.isError ? t('deals.delete.failed') : undefined}
          onCancel={() => {
            setConfirmDelete(false);
            remove.reset();
          }}
          onConfirm={() =>
            remove.mutate(deal, {
              onSuccess: () => {
                clearDraft(sessionStorage, storageKey);
                props.onDeleted(deal);
              },
            })
          }
        />
      ) : null}
    </form>
  );
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={`${cardClass} p-5 sm:p-6`}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Banner({ tone, icon, children }: { tone: 'info'; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 text-sm ${
        tone === 'info' ? 'bg-brand-50 text-ink-900 ring-1 ring-brand-100' : ''
      }`}
    >
      <span className="text-brand-700">{icon}</span>
      {children}
    </div>
  );
}
