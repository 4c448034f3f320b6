import { FINANCE_ROLES } from '@das/shared/roles';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Deal } from '@das/shared/schemas/deals';
import { History, Link2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { FormProvider, get, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormatters } from '@/lib/format';
import { localToday } from '@/lib/local-today';
import { useSession } from '@/lib/session/session';
import { useDeleteDeal } from '../api/delete-deal';
import { clearDraft, draftKey } from '../lib/deal-draft';
import {
  FIELD_ORDER,
  createDefaultValues,
  dealFieldId,
  valuesFromDeal,
  type DealFieldName,
  type DealFormValues,
  type DealPrefill,
} from '../lib/deal-form';
import { firstErrorField } from '../lib/deal-form-issues';
import { dealFormResolver, type DealRequest } from '../lib/deal-form-schema';
import { FormMessages } from './deal-form-alert';
import { FinancingSection } from './deal-form-financing-section';
import { Banner } from './deal-form-frame';
import { GrossSection, StatusSection } from './deal-form-money-section';
import { PeopleSection } from './deal-form-people-section';
import { DealSummaryAside, DealSummaryBar } from './deal-form-summary';
import { VehicleSection } from './deal-form-vehicle-section';
import { DealSaved } from './deal-saved';
import { button } from './styles';
import { useRestoredDraft, useKeepDraft } from './use-deal-draft';
import { focusElement, useDealFormKeys } from './use-deal-form-keys';
import { useSaveDeal } from './use-save-deal';

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

const FIELD_NAMES = new Set<string>(FIELD_ORDER);

function focusField(field: DealFieldName | undefined) {
  if (!field) return;
  const element = document.getElementById(dealFieldId(field));
  if (element instanceof HTMLFieldSetElement) {
    focusElement(
      element.querySelector<HTMLElement>('input:checked') ?? element.querySelector('input'),
    );
  } else {
    focusElement(element);
  }
}

/**
 * The log-deal form (create and edit) on react-hook-form: what is typed is
 * checked by the server's schema and the shared deal rules before it is sent
 * (ADR 011), kept as a draft until saved, and saved with Ctrl/⌘+Enter.
 */
export function DealForm(props: DealFormProps) {
  const { mode, user, dealershipId, deal, saleId, prefill, carry, logHref } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const storageKey = draftKey(user.id, { dealId: deal?.id, saleId });
  // The store's day, not the browser's: past the store's midnight in UTC, say, the
  // browser's would be refused as a day ahead.
  const { storeToday } = useSession();
  const ownStoreToday = dealershipId === user.dealershipId ? storeToday : null;

  const [initial] = useState<DealFormValues>(() =>
    deal
      ? valuesFromDeal(deal)
      : createDefaultValues({
          today: carry?.deal_date ?? ownStoreToday ?? localToday(),
          fiManagerId:
            carry?.fi_manager_id ?? (FINANCE_ROLES.includes(user.role) ? user.id : undefined),
          prefill,
        }),
  );
  const draft = useRestoredDraft(storageKey, initial);
  const resolver = useMemo(() => dealFormResolver(saleId), [saleId]);
  const form = useForm<DealFormValues, unknown, DealRequest>({
    resolver,
    defaultValues: draft.startValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, getFieldState, trigger, watch, reset } = form;
  const [saved, setSaved] = useState<Deal>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteDeal();
  const save = useSaveDeal({
    mode,
    deal,
    initial,
    form,
    focusField,
    onSaved: (result) => {
      clearDraft(sessionStorage, storageKey);
      setSaved(result);
    },
  });
  const { clearMessages, clearDuplicateStock } = save;

  useKeepDraft(watch, storageKey, initial);

  // Before the first save attempt a problem shown on leaving a field follows what is typed;
  // after it, react-hook-form checks every change. Messages of the last attempt go on typing.
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      clearMessages();
      if (name === 'stock_number') clearDuplicateStock();
      if (name && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger, clearMessages, clearDuplicateStock]);

  // A fresh deal starts at the customer's name: the number and date are usually right already.
  useEffect(() => {
    if (mode === 'create') focusField('customer_last_name');
  }, [mode]);

  function submit(options: { allowDuplicateStock?: boolean } = {}) {
    if (save.pending || saved) return;
    clearMessages();
    void handleSubmit(
      (request) => save.send(request, options),
      (errors) => focusField(firstErrorField((field) => get(errors, field) !== undefined)),
    )();
  }
  const onKeyDown = useDealFormKeys(formRef, () => submit());

  /** A field shows its problem once left with something changed in it. */
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const target: EventTarget = event.target;
    const name =
      target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement
        ? target.name
        : '';
    if (!FIELD_NAMES.has(name)) return;
    const field = name as FieldPath<DealFormValues>;
    if (getFieldState(field).isDirty) void trigger(field);
  }

  if (saved) {
    return (
      <DealSaved
        deal={saved}
        mode={mode}
        logHref={logHref}
        editHref={`${pathname}?deal_id=${saved.id}`}
        onLogAnother={() => {
          const { deal_date, fi_manager_id } = form.getValues();
          props.onLogAnother({ deal_date, fi_manager_id });
        }}
      />
    );
  }

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        aria-describedby="deal-form-keys"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-6">
          {draft.restored ? (
            <Banner icon={<History className="size-4" aria-hidden="true" />}>
              <span>
                {t('deals.draft.restored', {
                  time: new Date(draft.restored.savedAt).toLocaleTimeString(format.locale, {
                    hour: 'numeric',
                    minute: '2-digit',
                  }),
                })}
              </span>
              <button
                type="button"
                className={button.link}
                onClick={() => {
                  reset(initial);
                  draft.dismiss();
                }}
              >
                {t('deals.draft.discard')}
              </button>
            </Banner>
          ) : null}
          {saleId && mode === 'create' ? (
            <Banner icon={<Link2 className="size-4" aria-hidden="true" />}>
              <span>{t('deals.form.fromSale')}</span>
            </Banner>
          ) : null}
          <FormMessages
            failure={save.failure}
            notice={save.notice}
            focusCount={save.alertFocus}
            onPick={focusField}
          />

          <VehicleSection
            mode={mode}
            duplicateStock={
              save.duplicateStock === undefined
                ? undefined
                : {
                    stockNumber: save.duplicateStock,
                    saving: save.pending,
                    onSaveAnyway: () => submit({ allowDuplicateStock: true }),
                  }
            }
          />
          <FinancingSection dealershipId={dealershipId} />
          <PeopleSection user={user} dealershipId={dealershipId} deal={deal} />
          <GrossSection />
          <StatusSection />
        </div>

        <DealSummaryAside
          mode={mode}
          pending={save.pending}
          logHref={logHref}
          onDelete={() => setConfirmDelete(true)}
        />
        <DealSummaryBar
          mode={mode}
          pending={save.pending}
          onDelete={() => setConfirmDelete(true)}
        />

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
    </FormProvider>
  );
}
