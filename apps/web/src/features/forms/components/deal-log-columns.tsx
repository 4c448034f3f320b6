import { PRODUCTS } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CsvCell, CsvRow } from '@/lib/csv';
import { useFormatters, dateFormat } from '@/lib/format';
import { DealStatusLabel } from './deal-status';

export interface LogColumn {
  id: string;
  header: string;
  /** The full name, when the header is abbreviated. */
  title?: string;
  numeric?: boolean;
  cell: (deal: Deal) => ReactNode;
  csv: (deal: Deal) => CsvCell;
}

const salespeople = (deal: Deal) =>
  [deal.salesperson_name, deal.second_salesperson_name].filter(Boolean).join(' / ');

/** The month-end log's columns, shared by the printed table and its CSV. */
export function useLogColumns(): LogColumn[] {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const money = (value: number) => fmt.money(value);
  // The month is in the title: a day and month is enough in the rows.
  const dayMonth = dateFormat(fmt.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const short = (iso: string) => dayMonth.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return [
    {
      id: 'number',
      header: t('forms.log.columns.number'),
      cell: (d) => d.deal_number,
      csv: (d) => d.deal_number,
    },
    {
      id: 'date',
      header: t('forms.log.columns.date'),
      cell: (d) => short(d.deal_date),
      csv: (d) => d.deal_date,
    },
    {
      id: 'customer',
      header: t('forms.log.columns.customer'),
      cell: (d) => d.customer_last_name,
      csv: (d) => d.customer_last_name,
    },
    {
      id: 'stock',
      header: t('forms.log.columns.stock'),
      cell: (d) => d.stock_number,
      csv: (d) => d.stock_number,
    },
    {
      id: 'vin',
      header: t('forms.log.columns.vin'),
      title: t('forms.fields.vin'),
      cell: (d) => <span className="font-mono">{d.vin_last8}</span>,
      csv: (d) => d.vin_last8,
    },
    {
      id: 'vehicle',
      header: t('forms.log.columns.vehicle'),
      title: t('forms.fields.vehicleType'),
      cell: (d) => t(`forms.vehicleTypeShort.${d.vehicle_type}`),
      csv: (d) => d.vehicle_type,
    },
    {
      id: 'type',
      header: t('forms.log.columns.type'),
      title: t('forms.fields.dealType'),
      cell: (d) => t(`forms.dealTypeShort.${d.deal_type}`),
      csv: (d) => d.deal_type,
    },
    {
      id: 'lender',
      header: t('forms.log.columns.lender'),
      cell: (d) => d.lender ?? '—',
      csv: (d) => d.lender,
    },
    {
      id: 'salesperson',
      header: t('forms.log.columns.salesperson'),
      cell: (d) =>
        d.salesperson_name || d.second_salesperson_name ? (
          <>
            {d.salesperson_name}
            {d.second_salesperson_name ? (
              <span className="block">{d.second_salesperson_name}</span>
            ) : null}
          </>
        ) : (
          '—'
        ),
      csv: salespeople,
    },
    {
      id: 'fi',
      header: t('forms.log.columns.fi'),
      title: t('forms.fields.fiManager'),
      cell: (d) => d.fi_manager_name ?? '—',
      csv: (d) => d.fi_manager_name,
    },
    {
      id: 'front',
      header: t('forms.log.columns.front'),
      numeric: true,
      cell: (d) => money(d.front_end_gross),
      csv: (d) => d.front_end_gross,
    },
    {
      id: 'reserve',
      header: t('forms.log.columns.reserve'),
      numeric: true,
      cell: (d) => money(d.reserve),
      csv: (d) => d.reserve,
    },
    {
      id: 'products',
      header: t('forms.log.columns.products'),
      title: t('forms.log.columns.productsLong'),
      numeric: true,
      cell: (d) => fmt.number(d.products_sold),
      csv: (d) => d.products_sold,
    },
    {
      id: 'back',
      header: t('forms.log.columns.back'),
      numeric: true,
      cell: (d) => money(d.back_end_gross),
      csv: (d) => d.back_end_gross,
    },
    {
      id: 'total',
      header: t('forms.log.columns.total'),
      numeric: true,
      cell: (d) => money(d.total_gross),
      csv: (d) => d.total_gross,
    },
    {
      id: 'status',
      header: t('forms.log.columns.status'),
      cell: (d) => <DealStatusLabel status={d.status} />,
      csv: (d) => d.status,
    },
    {
      id: 'funded',
      header: t('forms.log.columns.funded'),
      cell: (d) => (d.funded_date ? short(d.funded_date) : '—'),
      csv: (d) => d.funded_date,
    },
  ];
}

/** The log as CSV: every column, then each product's profit, one deal a row. */
export function logCsvRows(
  deals: readonly Deal[],
  columns: readonly LogColumn[],
  productName: (product: (typeof PRODUCTS)[number]) => string,
): CsvRow[] {
  return [
    [...columns.map((column) => column.title ?? column.header), ...PRODUCTS.map(productName)],
    ...deals.map((deal) => [
      ...columns.map((column) => column.csv(deal)),
      ...PRODUCTS.map((product) => deal.products[product] ?? 0),
    ]),
  ];
}
