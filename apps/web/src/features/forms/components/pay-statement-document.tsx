import type { PayStatement } from '@das/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { DealStatusLabel } from './deal-status';
import { DocumentSheet, FieldList, SheetSection } from './document-sheet';
import { useChargebackLineLabel } from '@/entities/pay-plan/components/chargeback-line-label';
import { mergePayLines } from '@/entities/pay-plan/lib/pay-lines';
import { usePayItemLabel, useTermText } from './pay-statement-labels';
import { planTerms } from './pay-terms';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * A person's pay for a month: the plan in force, what it produced line by line
 * (earned on Funded deals, at risk on Pending ones, projected to month end)
 * and the deals it was computed from.
 */
export function PayStatementDocument({
  statement,
  storeName,
  today,
}: {
  statement: PayStatement;
  storeName: string;
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const itemLabel = usePayItemLabel(statement.kind);
  const chargebackLabel = useChargebackLineLabel();
  const termText = useTermText();
  const rows = mergePayLines(statement.earned.lines, statement.atRisk.lines);
  const terms = planTerms(statement.kind, statement.plan);
  const role = t(`roles.${statement.person.role}`, { defaultValue: statement.person.role });
  const money = fmt.moneyExact;
  const dealsCount = (deals: number | undefined) =>
    deals === undefined || deals === 0 ? '—' : fmt.number(deals);

  return (
    <DocumentSheet
      storeName={statement.person.dealershipName ?? storeName}
      title={t('forms.pay.title', { month: fmt.month(statement.month) })}
      subtitle={`${statement.person.name} · ${role}`}
      today={today}
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 print:grid-cols-3">
        {[
          {
            label: t('forms.pay.earned'),
            value: statement.earned.total,
            hint: t('forms.pay.earnedHint'),
          },
          {
            label: t('forms.pay.atRisk'),
            value: statement.atRisk.total,
            hint: t('forms.pay.atRiskHint'),
          },
          {
            label: t('forms.pay.projected'),
            value: statement.projected,
            hint: t('forms.pay.projectedHint'),
          },
        ].map((card) => (
          <div
            key={card.label}
            className="rounded-xl p-4 ring-1 ring-slate-300 print:rounded-none print:p-2"
          >
            <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums print:text-lg">
              {money(card.value)}
            </dd>
            <dd className="mt-0.5 text-xs text-slate-600">{card.hint}</dd>
          </div>
        ))}
      </dl>

      <SheetSection title={t('forms.pay.plan.title')}>
        <p className="mb-2 text-sm text-slate-700">
          {t(`forms.pay.plan.kind.${statement.kind}`)}
          {' · '}
          {statement.effectiveFrom
            ? t('forms.pay.plan.effective', { date: fmt.date(statement.effectiveFrom) })
            : t('forms.pay.plan.default')}
        </p>
        {terms ? (
          <FieldList fields={terms.map(termText)} />
        ) : (
          <p className="text-sm text-slate-600">{t('forms.pay.plan.unreadable')}</p>
        )}
      </SheetSection>

      <SheetSection title={t('forms.pay.lines.title')}>
        <ScrollRegion
          label={t('forms.pay.lines.title')}
          className="-mx-4 sm:mx-0 print:mx-0 print:overflow-visible"
        >
          <table className="w-full min-w-[34rem] text-sm print:min-w-0">
            <caption className="sr-only">
              {t('forms.pay.lines.caption', { month: fmt.month(statement.month) })}
            </caption>
            <thead>
              <tr className="border-b-2 border-ink-900 text-xs text-slate-900">
                <th scope="col" className="py-1.5 pr-3 pl-4 text-left font-semibold sm:pl-0">
                  {t('forms.pay.lines.item')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  {t('forms.pay.lines.earnedDeals')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  {t('forms.pay.earned')}
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  {t('forms.pay.lines.atRiskDeals')}
                </th>
                <th scope="col" className="py-1.5 pr-4 pl-3 text-right font-semibold sm:pr-0">
                  {t('forms.pay.atRisk')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={5} className="py-4 text-center text-slate-600">
                    {t('forms.pay.lines.none')}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.key} className="border-b border-dotted border-slate-300">
                    <th scope="row" className="py-1.5 pr-3 pl-4 text-left font-normal sm:pl-0">
                      {row.chargeback ? chargebackLabel(row.chargeback) : itemLabel(row.item)}
                    </th>
                    <td className="px-3 py-1.5 text-right text-slate-700 tabular-nums">
                      {row.item === 'base' ? '—' : dealsCount(row.earned?.deals)}
                    </td>
                    <td className="px-3 py-1.5 text-right font-medium tabular-nums">
                      {row.earned ? money(row.earned.amount) : '—'}
                    </td>
                    <td className="px-3 py-1.5 text-right text-slate-700 tabular-nums">
                      {dealsCount(row.atRisk?.deals)}
                    </td>
                    <td className="py-1.5 pr-4 pl-3 text-right font-medium tabular-nums sm:pr-0">
                      {row.atRisk ? money(row.atRisk.amount) : '—'}
                    </td>
                  </tr>
                ))
              )}
              <tr className="border-t-2 border-ink-900 font-semibold text-ink-900">
                <th scope="row" className="py-2 pr-3 pl-4 text-left sm:pl-0">
                  {t('forms.pay.lines.total')}
                </th>
                <td className="px-3 py-2" />
                <td className="px-3 py-2 text-right tabular-nums">
                  {money(statement.earned.total)}
                </td>
                <td className="px-3 py-2" />
                <td className="py-2 pr-4 pl-3 text-right tabular-nums sm:pr-0">
                  {money(statement.atRisk.total)}
                </td>
              </tr>
              <tr className="text-ink-900">
                <th
                  scope="row"
                  colSpan={4}
                  className="py-1.5 pr-3 pl-4 text-left font-semibold sm:pl-0"
                >
                  {t('forms.pay.projected')}
                  <span className="ml-1 font-normal text-slate-600">
                    {t('forms.pay.projectedHint')}
                  </span>
                </th>
                <td className="py-1.5 pr-4 pl-3 text-right font-semibold tabular-nums sm:pr-0">
                  {money(statement.projected)}
                </td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </SheetSection>

      <SheetSection title={t('forms.pay.deals.title', { count: statement.deals.length })}>
        {statement.deals.length === 0 ? (
          <p className="text-sm text-slate-600">{t('forms.pay.deals.none')}</p>
        ) : (
          <ScrollRegion
            label={t('forms.pay.deals.title', { count: statement.deals.length })}
            className="-mx-4 sm:mx-0 print:mx-0 print:overflow-visible"
          >
            <table className="w-full min-w-[44rem] text-xs print:min-w-0 print:text-[8pt]">
              <caption className="sr-only">{t('forms.pay.deals.caption')}</caption>
              <thead>
                <tr className="border-b-2 border-ink-900 text-slate-900">
                  {[
                    ['number', 'left'],
                    ['date', 'left'],
                    ['customer', 'left'],
                    ['vehicle', 'left'],
                    ['salesperson', 'left'],
                    ['front', 'right'],
                    ['back', 'right'],
                    ['total', 'right'],
                    ['status', 'left'],
                    ['funded', 'left'],
                  ].map(([key, align]) => (
                    <th
                      key={key}
                      scope="col"
                      className={`px-1.5 py-1.5 font-semibold whitespace-nowrap first:pl-4 last:pr-4 sm:first:pl-0 sm:last:pr-0 ${
                        align === 'right' ? 'text-right' : 'text-left'
                      }`}
                    >
                      {t(`forms.log.columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statement.deals.map((deal) => {
                  const unwound = deal.status === 'Unwound';
                  // Only a salesperson's pay is halved on a split; F&I and managers are paid on the whole deal.
                  const split =
                    statement.kind === 'salesperson' &&
                    deal.second_salesperson_id !== null &&
                    deal.salesperson_id !== null;
                  return (
                    <tr
                      key={deal.id}
                      className={`border-b border-slate-200 print:break-inside-avoid ${unwound ? 'text-slate-500' : ''}`}
                    >
                      <th scope="row" className="px-1.5 py-1 pl-4 text-left font-semibold sm:pl-0">
                        {deal.deal_number}
                      </th>
                      <td className="px-1.5 py-1 whitespace-nowrap">{fmt.date(deal.deal_date)}</td>
                      <td className="px-1.5 py-1">{deal.customer_last_name}</td>
                      <td className="px-1.5 py-1">{t(`forms.vehicleType.${deal.vehicle_type}`)}</td>
                      <td className="px-1.5 py-1">
                        {[deal.salesperson_name, deal.second_salesperson_name]
                          .filter(Boolean)
                          .join(' / ') || '—'}
                        {split ? (
                          <span className="ml-1 text-slate-600">{t('forms.pay.deals.split')}</span>
                        ) : null}
                      </td>
                      <td className="px-1.5 py-1 text-right tabular-nums">
                        {fmt.money(deal.front_end_gross)}
                      </td>
                      <td className="px-1.5 py-1 text-right tabular-nums">
                        {fmt.money(deal.back_end_gross)}
                      </td>
                      <td className="px-1.5 py-1 text-right font-medium tabular-nums">
                        {fmt.money(deal.total_gross)}
                      </td>
                      <td className="px-1.5 py-1">
                        <DealStatusLabel status={deal.status} />
                      </td>
                      <td className="px-1.5 py-1 pr-4 whitespace-nowrap sm:pr-0">
                        {deal.funded_date ? fmt.date(deal.funded_date) : '—'}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        <p className="mt-2 text-xs text-slate-600">{t('forms.pay.deals.note')}</p>
      </SheetSection>

      <div className="flex flex-col gap-8 pt-4 sm:flex-row print:flex-row print:break-inside-avoid">
        {[t('forms.pay.signEmployee'), t('forms.pay.signManager'), t('forms.recap.signDate')].map(
          (label) => (
            <div key={label} className="flex-1">
              <div aria-hidden="true" className="h-10 border-b border-slate-900" />
              <p className="mt-1 text-xs text-slate-600">{label}</p>
            </div>
          ),
        )}
      </div>
    </DocumentSheet>
  );
}
