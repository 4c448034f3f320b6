import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowroomBoard } from '@das/shared/schemas/showroom-board';
import { dateFormat, shiftTimes, type Formatters } from '@/lib/format';
import type { THEMES } from './board-theme';
import { useFittedPages } from './use-fitted-pages';

type Colors = (typeof THEMES)[keyof typeof THEMES];

/** A card of the board; its list, when it has one, fills what is left of its height. */
export function BoardCard({
  title,
  colors,
  pageNote,
  className = '',
  children,
}: {
  title: string;
  colors: Colors;
  pageNote?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`flex min-h-0 flex-col rounded-[0.8em] p-[0.9em] ${colors.card} ${className}`}
    >
      <div className="flex items-baseline justify-between gap-[0.5em]">
        <h2 className="text-[1.25em] font-semibold">{title}</h2>
        {pageNote ? <p className={`text-[0.9em] ${colors.muted}`}>{pageNote}</p> : null}
      </div>
      <div className="mt-[0.6em] flex min-h-0 flex-1 flex-col">{children}</div>
    </section>
  );
}

/** "Page 2 of 3" while a list turns; nothing when it all fits. */
function usePageNote(pages: number, page: number): string | undefined {
  const { t } = useTranslation();
  return pages > 1 ? t('showroomBoard.page', { page: page + 1, pages }) : undefined;
}

/**
 * A card whose list fills it, turning pages every 15 s when it holds more
 * rows than fit (useFittedPages), or saying `empty` when it has none.
 */
function FittedListCard<T>({
  title,
  empty,
  rows,
  rowKey,
  renderRow,
  header,
  colors,
  className,
}: {
  title: string;
  empty: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  renderRow: (row: T) => ReactNode;
  header?: ReactNode;
  colors: Colors;
  className?: string | undefined;
}) {
  const { boxRef, items, page, pages } = useFittedPages(rows);
  return (
    <BoardCard
      title={title}
      colors={colors}
      pageNote={usePageNote(pages, page)}
      className={className}
    >
      {header}
      {rows.length === 0 ? (
        <p className={colors.muted}>{empty}</p>
      ) : (
        <ul ref={boxRef} className={listBox}>
          {items.map((row) => (
            <li key={rowKey(row)}>{renderRow(row)}</li>
          ))}
        </ul>
      )}
    </BoardCard>
  );
}

/** What every panel of the board is given. */
interface PanelProps {
  board: ShowroomBoard;
  colors: Colors;
  format: Formatters;
  className?: string | undefined;
}

const listBox = 'flex min-h-0 flex-1 flex-col gap-[0.35em] overflow-hidden';

export function SalespeoplePanel({ board, colors, format, className }: PanelProps) {
  const { t } = useTranslation();
  const columns = board.showGross
    ? 'grid-cols-[1fr_4.5em_4.5em_7em]'
    : 'grid-cols-[1fr_4.5em_4.5em]';
  return (
    <FittedListCard
      title={t('showroomBoard.salespeople.title')}
      empty={t('showroomBoard.salespeople.none')}
      rows={board.salespeople}
      rowKey={(row) => row.userId}
      colors={colors}
      className={className}
      header={
        <div
          aria-hidden="true"
          className={`grid ${columns} gap-[0.5em] pb-[0.3em] text-right text-[0.95em] ${colors.muted}`}
        >
          <span className="text-left">{t('showroomBoard.salespeople.name')}</span>
          <span>{t('showroomBoard.salespeople.today')}</span>
          <span>{t('showroomBoard.salespeople.month')}</span>
          {board.showGross ? <span>{t('showroomBoard.salespeople.gross')}</span> : null}
        </div>
      }
      renderRow={(row) => (
        <div
          className={`grid ${columns} items-baseline gap-[0.5em] text-right text-[1.45em] tabular-nums`}
        >
          <span className="truncate text-left font-medium">{row.name}</span>
          <span className={`font-bold ${colors.accent}`}>
            <span className="sr-only">{t('showroomBoard.salespeople.today')}: </span>
            {format.units(row.todayUnits)}
          </span>
          <span>
            <span className="sr-only">{t('showroomBoard.salespeople.month')}: </span>
            {format.units(row.monthUnits)}
          </span>
          {row.monthGross !== undefined ? (
            <span className="text-[0.8em]">
              <span className="sr-only">{t('showroomBoard.salespeople.gross')}: </span>
              {format.money(row.monthGross)}
            </span>
          ) : null}
        </div>
      )}
    />
  );
}

export function FeedPanel({ board, colors, format, className }: PanelProps) {
  const { t } = useTranslation();
  const time = dateFormat(format.locale, { hour: 'numeric', minute: '2-digit' });
  return (
    <FittedListCard
      title={t('showroomBoard.feed.title')}
      empty={t('showroomBoard.feed.none')}
      rows={board.feed}
      rowKey={(item) => `${item.kind}-${item.id}`}
      colors={colors}
      className={className}
      renderRow={(item) => (
        <div className="flex items-baseline gap-[0.6em]">
          <span className={`w-[4.2em] shrink-0 text-[0.95em] tabular-nums ${colors.muted}`}>
            {time.format(new Date(item.at))}
          </span>
          <span className="min-w-0 flex-1 truncate text-[1.15em]">
            <span className="font-semibold">
              {item.salesperson ?? t('showroomBoard.feed.noSalesperson')}
            </span>{' '}
            <span className={colors.muted}>
              {t(`showroomBoard.feed.${item.kind}`)}
              {item.vehicle || item.vehicleType
                ? ` · ${[item.vehicle, item.vehicleType].filter(Boolean).join(' ')}`
                : ''}
            </span>
          </span>
          <span className="shrink-0 text-[0.95em]">
            {item.kind === 'deal'
              ? t(`common.dealStatus.${item.status}`)
              : t(`salesFloor.saleStatus.${item.status}`)}
            {item.gross !== undefined ? ` · ${format.money(item.gross)}` : ''}
          </span>
        </div>
      )}
    />
  );
}

export function ShiftPanel({ board, colors, format, className }: PanelProps) {
  const { t } = useTranslation();
  return (
    <FittedListCard
      title={t('showroomBoard.shift.title')}
      empty={t('showroomBoard.shift.none')}
      rows={board.onShift}
      rowKey={(person) => person.userId}
      colors={colors}
      className={className}
      renderRow={(person) => {
        const times = shiftTimes(person, format.locale);
        return (
          <div className="flex items-baseline justify-between gap-[0.5em]">
            <span className="truncate text-[1.15em] font-medium">{person.name}</span>
            <span className={`shrink-0 tabular-nums ${colors.muted}`}>
              {t('showroomBoard.shift.hours', { start: times.start, end: times.end })}
            </span>
          </div>
        );
      }}
    />
  );
}

export function ProductsPanel({ board, colors, format, className }: PanelProps) {
  const { t } = useTranslation();
  return (
    <FittedListCard
      title={t('showroomBoard.products.title')}
      empty={t('showroomBoard.products.none')}
      rows={board.topProducts}
      rowKey={(row) => row.product}
      colors={colors}
      className={className}
      renderRow={(row) => (
        <div className="flex items-baseline justify-between gap-[0.5em]">
          <span className="truncate text-[1.15em]">{t(`deals.products.${row.product}`)}</span>
          <span className="shrink-0 tabular-nums">
            <span className={`text-[1.2em] font-bold ${colors.accent}`}>
              {t('showroomBoard.products.sold', { n: format.number(row.sold) })}
            </span>
            {row.profit !== undefined ? ` · ${format.money(row.profit)}` : ''}
          </span>
        </div>
      )}
    />
  );
}
