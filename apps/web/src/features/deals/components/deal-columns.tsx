import { PRODUCTS, type DealStatus, type Product } from '@das/shared/deals';
import type { Deal, DealListResponse } from '@das/shared/schemas/deals';
import {
  columnSizingFeature,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';
import { type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, type Formatters } from '@/lib/format';
import type { DealSortField } from '../lib/deal-log-params';
import { DealStatusBadge } from '@/entities/deal/components/deal-status-badge';
import { ChargebackBadge } from '@/entities/deal/components/chargeback-badge';
import { InTransitBadge } from '@/entities/deal/components/in-transit-badge';
import { DealRowActions, StatusSelect } from './deal-row-controls';

/**
 * The deal log's columns as react-table column defs: header, width, alignment,
 * the server's sort field, and the cell of each.
 */

export type Align = 'left' | 'right' | 'center';

const ACTIONS_WIDTH = 92;

/** What a deal column adds to react-table's: its alignment, long name and server sort field. */
interface DealColumnMeta {
  align?: Align;
  /** A longer header for screen readers and the tooltip. */
  title?: string;
  /** The API's `sort` value; sorting happens on the server. */
  sort?: DealSortField;
  /**
   * Pinned to the table's right edge at this offset (px), so the status and row
   * actions stay in view without scrolling sideways (issue 10, 1366 px screens).
   */
  pinEnd?: number;
  /** The cell's content for a deal: the one rendering of each figure, table and phone cards alike. */
  render?: (deal: Deal) => ReactNode;
}

/** Sorting only to say which column the server sorted on; sizes for the fixed layout. */
export const features = tableFeatures({
  rowSortingFeature,
  columnSizingFeature,
  columnMeta: {} as DealColumnMeta,
});
export type Features = typeof features;
export type DealTransit = DealListResponse['transit'] | undefined;

export type DealColumn = ColumnDef<Features, Deal> & { id: string; meta: DealColumnMeta };
export type DealRowModel = Row<Features, Deal>;

export const metaOf = (column: Column<Features, Deal>): DealColumnMeta =>
  column.columnDef.meta ?? {};

/** A column of the log: its header text, width (react-table's size) and cell. */
function dealColumn(spec: {
  id: string;
  header: string;
  title?: string;
  width: number;
  align?: Align;
  sort?: DealSortField;
  pinEnd?: number;
  cell: (deal: Deal) => ReactNode;
}): DealColumn {
  return {
    id: spec.id,
    header: spec.header,
    size: spec.width,
    meta: {
      align: spec.align,
      title: spec.title,
      sort: spec.sort,
      pinEnd: spec.pinEnd,
      render: spec.cell,
    },
    cell: ({ row }) => spec.cell(row.original),
  };
}

/** Undefined for read-only roles: no status select, no edit, no delete. */
export type DealEditing =
  | {
      editHref: ((deal: Deal) => string) | undefined;
      /** For editors without the log-deal form: the front gross alone. */
      onEditFront: ((deal: Deal) => void) | undefined;
      pendingIds: ReadonlySet<string>;
      onStatusChange: (deal: Deal, status: DealStatus) => void;
      onDelete: (deal: Deal) => void;
    }
  | undefined;

export const alignClass = (align: Align = 'left') =>
  align === 'right' ? 'text-right' : align === 'center' ? 'text-center' : 'text-left';

/** Classes and offset of a cell in a column pinned to the right edge; nothing for the others. */
export function pinnedEnd(meta: DealColumnMeta): { className: string; style?: CSSProperties } {
  if (meta.pinEnd === undefined) return { className: '' };
  return {
    // The leftmost pinned column draws the edge the rows slide under. A phone keeps
    // them unpinned: with the first column pinned too, nothing would be left to scroll.
    // The offset goes through a variable so that it too applies from `sm` up only.
    className: `sm:sticky sm:right-(--pin-end) ${meta.pinEnd > 0 ? 'sm:shadow-[-1px_0_0_0_#e2e8f0]' : ''}`,
    style: { '--pin-end': `${meta.pinEnd}px` } as CSSProperties,
  };
}

function money(format: Formatters, value: number, muteZero = false): ReactNode {
  if (muteZero && value === 0) {
    return <span className="text-slate-300">—</span>;
  }
  return format.moneyExact(value);
}

/** `transit`: the log's today and alert days, to mark deals long in transit (ADR 029). */
export function useDealColumns(editing: DealEditing, transit: DealTransit): DealColumn[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const productColumn = (product: Product): DealColumn =>
    dealColumn({
      id: product,
      header: t(`deals.productsShort.${product}`),
      title: t(`deals.productsLong.${product}`),
      width: 124,
      align: 'right',
      cell: (deal) => money(format, deal.products[product] ?? 0, true),
    });
  const columns: DealColumn[] = [
    dealColumn({
      id: 'deal_number',
      header: t('deals.columns.dealNumber'),
      width: 96,
      sort: 'deal_number',
      cell: (deal) => <span className="font-semibold text-slate-900">{deal.deal_number}</span>,
    }),
    dealColumn({
      id: 'deal_date',
      header: t('deals.columns.date'),
      width: 124,
      sort: 'deal_date',
      cell: (deal) => format.date(deal.deal_date),
    }),
    dealColumn({
      id: 'customer',
      header: t('deals.columns.customer'),
      width: 150,
      sort: 'customer_last_name',
      cell: (deal) => <span className="font-medium text-slate-900">{deal.customer_last_name}</span>,
    }),
    dealColumn({
      id: 'stock',
      header: t('deals.columns.stock'),
      width: 100,
      sort: 'stock_number',
      cell: (deal) => deal.stock_number,
    }),
    dealColumn({
      id: 'vin',
      header: t('deals.columns.vin'),
      title: t('deals.fields.vin_last8'),
      width: 100,
      sort: 'vin_last8',
      cell: (deal) => (
        <span className="font-mono text-[13px] text-slate-600">{deal.vin_last8}</span>
      ),
    }),
    dealColumn({
      id: 'vehicle',
      header: t('deals.columns.vehicle'),
      title: t('deals.fields.vehicle_type'),
      width: 84,
      align: 'center',
      sort: 'vehicle_type',
      cell: (deal) => (
        <span className="inline-flex min-w-10 justify-center rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
          {t(`deals.vehicleTypeShort.${deal.vehicle_type}`)}
        </span>
      ),
    }),
    dealColumn({
      id: 'lender',
      header: t('deals.columns.lender'),
      width: 180,
      sort: 'lender',
      cell: (deal) =>
        deal.deal_type === 'Cash' ? (
          <span className="text-slate-500 italic">{t('deals.dealType.Cash')}</span>
        ) : (
          <span
            title={
              deal.deal_type === 'Lease'
                ? `${deal.lender ?? '—'} · ${t('deals.dealType.Lease')}`
                : (deal.lender ?? undefined)
            }
          >
            {deal.lender ?? '—'}
            {deal.deal_type === 'Lease' ? (
              <span className="ml-1.5 rounded bg-brand-50 px-1 py-0.5 text-[11px] font-semibold text-brand-700">
                {t('deals.dealType.Lease')}
              </span>
            ) : null}
          </span>
        ),
    }),
    dealColumn({
      id: 'front',
      header: t('deals.columns.front'),
      title: t('deals.fields.front_end_gross'),
      width: 124,
      align: 'right',
      sort: 'front_end_gross',
      cell: (deal) => money(format, deal.front_end_gross),
    }),
    ...PRODUCTS.map(productColumn),
    dealColumn({
      id: 'reserve',
      header: t('deals.columns.reserve'),
      width: 124,
      align: 'right',
      sort: 'reserve',
      cell: (deal) => money(format, deal.reserve, true),
    }),
    dealColumn({
      id: 'back',
      header: t('deals.columns.back'),
      title: t('deals.summary.back'),
      width: 128,
      align: 'right',
      sort: 'back_end_gross',
      cell: (deal) => (
        <span className="font-medium text-slate-900">{money(format, deal.back_end_gross)}</span>
      ),
    }),
    dealColumn({
      id: 'total',
      header: t('deals.columns.total'),
      title: t('deals.summary.total'),
      width: 132,
      align: 'right',
      sort: 'total_gross',
      cell: (deal) => (
        <span className="font-semibold text-slate-900">{money(format, deal.total_gross)}</span>
      ),
    }),
    dealColumn({
      id: 'ppd',
      header: t('deals.columns.ppd'),
      title: t('deals.columns.ppdLong'),
      width: 72,
      align: 'center',
      sort: 'products_sold',
      cell: (deal) => format.number(deal.products_sold),
    }),
    dealColumn({
      id: 'status',
      header: t('deals.columns.status'),
      // Room beside the status for the mark of a deal long in transit (ADR 029).
      width: editing ? 232 : 192,
      sort: 'status',
      pinEnd: editing ? ACTIONS_WIDTH : undefined,
      cell: (deal) => (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          {editing ? (
            <span className="min-w-28 shrink-0">
              <StatusSelect
                deal={deal}
                pending={editing.pendingIds.has(deal.id)}
                onChange={(status) => editing.onStatusChange(deal, status)}
              />
            </span>
          ) : (
            <DealStatusBadge status={deal.status} />
          )}
          <InTransitBadge deal={deal} transit={transit} />
          <ChargebackBadge deal={deal} />
        </span>
      ),
    }),
  ];
  if (editing) {
    columns.push(
      dealColumn({
        id: 'actions',
        header: t('deals.columns.actions'),
        width: ACTIONS_WIDTH,
        align: 'right',
        pinEnd: 0,
        cell: (deal) => <DealRowActions deal={deal} editing={editing} />,
      }),
    );
  }
  return columns;
}
