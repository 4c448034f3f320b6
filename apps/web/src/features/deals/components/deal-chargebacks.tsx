import { PRODUCTS, type Product } from '@das/shared/deals';
import { roleMay } from '@das/shared/policies';
import type { SessionUser } from '@das/shared/schemas/auth';
import { createChargebackSchema, type Chargeback } from '@das/shared/schemas/chargebacks';
import type { Deal } from '@das/shared/schemas/deals';
import { Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';
import { FormAlert } from '@/components/ui/form-alert';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import { useFormatters } from '@/lib/format';
import { localToday } from '@/lib/local-today';
import {
  useDealChargebacks,
  useRecordChargeback,
  useRemoveChargeback,
} from '../api/deal-chargebacks';
import { button, cardClass } from './styles';
import { useFailureText } from './use-failure-text';

/** Products that may still be charged back: sold on a deal that stands, not charged back yet. */
export function chargeableProducts(deal: Deal, recorded: readonly Chargeback[]): Product[] {
  if (deal.status === 'Unwound') return [];
  return PRODUCTS.filter(
    (product) =>
      (deal.products[product] ?? 0) > 0 && !recorded.some((entry) => entry.product === product),
  );
}

/**
 * A deal's chargebacks (ADR 031) under its edit form: the list, a form to
 * record one where the F&I person works, and removal of a mistaken one.
 */
export function DealChargebacks({ deal, user }: { deal: Deal; user: SessionUser }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const titleId = useId();
  const query = useDealChargebacks(deal);
  const remove = useRemoveChargeback(deal);
  const failureText = useFailureText();
  const [removing, setRemoving] = useState<Chargeback | null>(null);
  const mayRecord = roleMay(user.role, 'deals.chargebacks');
  const recorded = query.data?.chargebacks ?? [];
  const open = chargeableProducts(deal, recorded);

  return (
    <section aria-labelledby={titleId} className={`${cardClass} mt-6 p-5 sm:p-6`}>
      <div className="flex items-start gap-3">
        <Undo2 className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('chargebacks.deal.title')}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{t('chargebacks.deal.description')}</p>
        </div>
      </div>

      {query.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('chargebacks.deal.loading')}
        </p>
      ) : query.isError ? (
        <FormAlert className="mt-4" message={t('chargebacks.deal.loadFailed')} />
      ) : recorded.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('chargebacks.deal.none')}</p>
      ) : (
        <div className="mt-4">
          <PanelTable
            label={t('chargebacks.deal.caption', { number: deal.deal_number })}
            caption={t('chargebacks.deal.caption', { number: deal.deal_number })}
            className="w-full min-w-[36rem] text-sm"
            head={
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={EDGE_HEAD}>
                  {t('chargebacks.columns.date')}
                </th>
                <th scope="col" className={EDGE_HEAD}>
                  {t('chargebacks.columns.product')}
                </th>
                <th scope="col" className={`${EDGE_HEAD} text-right`}>
                  {t('chargebacks.columns.amount')}
                </th>
                <th scope="col" className={EDGE_HEAD}>
                  {t('chargebacks.columns.fiManager')}
                </th>
                <th scope="col" className={EDGE_HEAD}>
                  {t('chargebacks.columns.recordedBy')}
                </th>
                {mayRecord ? (
                  <th scope="col" className={EDGE_HEAD}>
                    <span className="sr-only">{t('chargebacks.columns.actions')}</span>
                  </th>
                ) : null}
              </tr>
            }
          >
            {recorded.map((entry) => (
              <tr key={entry.id}>
                <td className={`${EDGE_CELL} py-2 whitespace-nowrap`}>
                  {fmt.date(entry.chargeback_date)}
                </td>
                <td className={`${EDGE_CELL} py-2`}>{t(`deals.productsLong.${entry.product}`)}</td>
                <td className={`${EDGE_CELL} py-2 text-right font-medium tabular-nums`}>
                  {fmt.moneyExact(entry.amount)}
                </td>
                <td className={`${EDGE_CELL} py-2`}>{entry.fi_manager_name ?? '—'}</td>
                <td className={`${EDGE_CELL} py-2`}>{entry.recorded_by_name ?? '—'}</td>
                {mayRecord ? (
                  <td className={`${EDGE_CELL} py-2 text-right`}>
                    <button
                      type="button"
                      className={button.small}
                      onClick={() => {
                        remove.reset();
                        setRemoving(entry);
                      }}
                    >
                      {t('chargebacks.deal.remove')}
                      <span className="sr-only"> {t(`deals.productsLong.${entry.product}`)}</span>
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </PanelTable>
        </div>
      )}

      {mayRecord && query.isSuccess ? (
        open.length > 0 ? (
          <RecordChargebackForm deal={deal} products={open} />
        ) : (
          <p className="mt-4 text-sm text-slate-600">{t('chargebacks.deal.nothingToChargeBack')}</p>
        )
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('chargebacks.remove.title')}
        description={
          removing
            ? t('chargebacks.remove.description', {
                product: t(`deals.productsLong.${removing.product}`),
                amount: fmt.moneyExact(removing.amount),
                date: fmt.date(removing.chargeback_date),
              })
            : ''
        }
        confirmLabel={t('chargebacks.remove.confirm')}
        workingLabel={t('chargebacks.remove.working')}
        cancelLabel={t('chargebacks.remove.cancel')}
        working={remove.isPending}
        error={remove.isError ? failureText(remove.error) : undefined}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
        }}
      />
    </section>
  );
}

function RecordChargebackForm({ deal, products }: { deal: Deal; products: Product[] }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const record = useRecordChargeback(deal);
  const issues = useFieldIssues();
  const failureText = useFailureText();
  const today = localToday();
  const [product, setProduct] = useState<Product>(products[0]!);
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(today < deal.deal_date ? deal.deal_date : today);
  const [saved, setSaved] = useState<string | null>(null);
  const chosen = products.includes(product) ? product : products[0]!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = issues.check(createChargebackSchema, {
      product: chosen,
      amount: amount.trim() === '' ? undefined : Number(amount),
      chargeback_date: day || undefined,
    });
    if (!input) return;
    record.mutate(input, {
      onSuccess: (created) => {
        issues.clear();
        setAmount('');
        setSaved(
          t('chargebacks.record.saved', {
            product: t(`deals.productsLong.${created.product}`),
            amount: fmt.moneyExact(created.amount),
          }),
        );
      },
      onError: (error) => {
        issues.fromError(error);
      },
    });
  };

  const productError = issues.textOf('product');
  const amountError = issues.textOf('amount');
  const dateError = issues.textOf('chargeback_date');
  const otherError =
    record.isError && !productError && !amountError && !dateError
      ? failureText(record.error)
      : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('chargebacks.record.title')}
      className="mt-5 border-t border-slate-200 pt-5"
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('chargebacks.record.title')}</h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-product`} label={t('chargebacks.record.product')} error={productError}>
          <select
            {...controlProps(`${id}-product`, productError)}
            value={chosen}
            onChange={(event) => setProduct(event.target.value as Product)}
          >
            {products.map((option) => (
              <option key={option} value={option}>
                {t(`deals.productsLong.${option}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-amount`}
          label={t('chargebacks.record.amount')}
          hint={t('chargebacks.record.amountHint', {
            maximum: fmt.moneyExact(deal.products[chosen] ?? 0),
          })}
          error={amountError}
        >
          <input
            {...controlProps(`${id}-amount`, amountError)}
            aria-describedby={`${id}-amount-${amountError ? 'error' : 'hint'}`}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={deal.products[chosen] ?? 0}
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
        <Field id={`${id}-date`} label={t('chargebacks.record.date')} error={dateError}>
          <input
            {...controlProps(`${id}-date`, dateError)}
            type="date"
            min={deal.deal_date}
            max={today}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </Field>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('chargebacks.record.note')}</p>
      <FormAlert className="mt-3" message={otherError} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={button.primary} disabled={record.isPending}>
          {record.isPending ? t('chargebacks.record.saving') : t('chargebacks.record.submit')}
        </button>
        <p role="status" className="text-sm text-emerald-800">
          {saved}
        </p>
      </div>
    </form>
  );
}
