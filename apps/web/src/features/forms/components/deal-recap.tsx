import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { StaffMember } from '@/entities/staff/api/get-staff';
import { DealStatusLabel } from './deal-status';
import { DocumentSheet, FieldList, SheetSection } from './document-sheet';

/** A blank line to sign on, with what the signature stands for beneath it. */
function SignatureLine({ label }: { label: string }) {
  return (
    <div className="flex-1">
      <div aria-hidden="true" className="h-10 border-b border-slate-900" />
      <p className="mt-1 text-xs text-slate-600">{label}</p>
    </div>
  );
}

/** Every field of one deal on one page, with lines for the managers to sign. */
export function DealRecap({
  deal,
  staff,
  storeName,
  today,
}: {
  deal: Deal;
  /** The store's people, to name the sales manager (the deal carries only the id). */
  staff: readonly StaffMember[];
  storeName: string;
  today: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const none = <span className="font-normal text-slate-500">{t('forms.recap.none')}</span>;
  const text = (value: string | null | undefined) => (value ? value : none);
  const salesManager =
    deal.sales_manager_id === null
      ? null
      : (staff.find((person) => person.id === deal.sales_manager_id)?.name ??
        t('forms.recap.unknownPerson'));
  const enteredBy = [deal.first_name, deal.last_name].filter(Boolean).join(' ');
  const money = (value: number) => fmt.moneyExact(value);
  const people = [
    { label: t('forms.fields.salesperson'), value: text(deal.salesperson_name) },
    { label: t('forms.fields.splitWith'), value: text(deal.second_salesperson_name) },
    { label: t('forms.fields.salesManager'), value: text(salesManager) },
    { label: t('forms.fields.fiManager'), value: text(deal.fi_manager_name) },
    { label: t('forms.fields.enteredBy'), value: text(enteredBy) },
    { label: t('forms.fields.updated'), value: fmt.date(deal.updated_at) },
  ];

  return (
    <DocumentSheet
      storeName={storeName}
      title={t('forms.recap.title', { number: deal.deal_number })}
      subtitle={t('forms.recap.subtitle', {
        customer: deal.customer_last_name,
        date: fmt.date(deal.deal_date),
      })}
      meta={
        <p className="mb-1">
          <DealStatusLabel status={deal.status} />
        </p>
      }
      today={today}
    >
      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2 print:gap-8">
        <div className="space-y-6 print:space-y-4">
          <SheetSection title={t('forms.recap.sections.deal')}>
            <FieldList
              fields={[
                { label: t('forms.fields.dealNumber'), value: deal.deal_number },
                { label: t('forms.fields.dealDate'), value: fmt.date(deal.deal_date) },
                { label: t('forms.fields.customer'), value: deal.customer_last_name },
                { label: t('forms.fields.dealType'), value: t(`forms.dealType.${deal.deal_type}`) },
                { label: t('forms.fields.lender'), value: text(deal.lender) },
                { label: t('forms.fields.status'), value: t(`forms.status.${deal.status}`) },
                {
                  label: t('forms.fields.fundedDate'),
                  value: deal.funded_date ? fmt.date(deal.funded_date) : none,
                },
                {
                  label: t('forms.fields.fromSale'),
                  value: deal.sale_id ? t('forms.recap.yes') : t('forms.recap.no'),
                },
              ]}
            />
          </SheetSection>
          <SheetSection title={t('forms.recap.sections.people')}>
            <FieldList fields={people} />
          </SheetSection>
          <SheetSection title={t('forms.recap.sections.notes')}>
            <p className="min-h-12 text-sm whitespace-pre-wrap text-slate-900 print:text-[9.5pt]">
              {deal.notes?.trim() ? deal.notes : none}
            </p>
          </SheetSection>
        </div>
        <div className="space-y-6 print:space-y-4">
          <SheetSection title={t('forms.recap.sections.vehicle')}>
            <FieldList
              fields={[
                { label: t('forms.fields.stock'), value: deal.stock_number },
                {
                  label: t('forms.fields.vin'),
                  value: <span className="font-mono">{deal.vin_last8}</span>,
                },
                {
                  label: t('forms.fields.vehicleType'),
                  value: t(`forms.vehicleType.${deal.vehicle_type}`),
                },
                { label: t('forms.fields.make'), value: text(deal.manufacturer) },
              ]}
            />
          </SheetSection>
          <SheetSection title={t('forms.recap.sections.gross')}>
            <table className="w-full text-sm print:text-[9.5pt] print:[&_td]:py-1 print:[&_th]:py-1">
              <caption className="sr-only">{t('forms.recap.grossCaption')}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t('forms.recap.item')}</th>
                  <th scope="col">{t('forms.recap.amount')}</th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-dotted border-slate-300">
                  <th
                    scope="row"
                    className="py-1.5 print:py-1 text-left font-normal text-slate-600"
                  >
                    {t('forms.fields.front')}
                  </th>
                  <td className="py-1.5 print:py-1 text-right font-medium tabular-nums">
                    {money(deal.front_end_gross)}
                  </td>
                </tr>
                <tr className="border-b border-dotted border-slate-300">
                  <th
                    scope="row"
                    className="py-1.5 print:py-1 text-left font-normal text-slate-600"
                  >
                    {t('forms.fields.reserve')}
                  </th>
                  <td className="py-1.5 print:py-1 text-right font-medium tabular-nums">
                    {money(deal.reserve)}
                  </td>
                </tr>
                {PRODUCTS.map((product) => {
                  const profit = deal.products[product] ?? 0;
                  return (
                    <tr key={product} className="border-b border-dotted border-slate-300">
                      <th
                        scope="row"
                        className="py-1.5 print:py-1 pl-4 text-left font-normal text-slate-600"
                      >
                        {t(`forms.products.${product}`)}
                      </th>
                      <td
                        className={`py-1.5 text-right tabular-nums ${profit > 0 ? 'font-medium' : 'text-slate-500'}`}
                      >
                        {money(profit)}
                      </td>
                    </tr>
                  );
                })}
                <tr className="border-b border-slate-400">
                  <th scope="row" className="py-1.5 print:py-1 text-left font-semibold">
                    {t('forms.fields.back')}
                    <span className="ml-1 font-normal text-slate-600">
                      {t('forms.recap.productsSold', { count: deal.products_sold })}
                    </span>
                  </th>
                  <td className="py-1.5 print:py-1 text-right font-semibold tabular-nums">
                    {money(deal.back_end_gross)}
                  </td>
                </tr>
                <tr>
                  <th scope="row" className="py-2 text-left text-base font-semibold text-ink-900">
                    {t('forms.fields.total')}
                  </th>
                  <td className="py-2 text-right text-base font-semibold text-ink-900 tabular-nums">
                    {money(deal.total_gross)}
                  </td>
                </tr>
              </tbody>
            </table>
          </SheetSection>
        </div>
      </div>

      <div className="flex flex-col gap-8 pt-4 sm:flex-row print:flex-row print:break-inside-avoid">
        <SignatureLine label={t('forms.recap.signFinance')} />
        <SignatureLine label={t('forms.recap.signManager')} />
        <SignatureLine label={t('forms.recap.signDate')} />
      </div>
    </DocumentSheet>
  );
}
