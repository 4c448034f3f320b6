import type { Shift } from '@das/shared/schemas/schedule';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters, dateFormat } from '@/lib/format';
import {
  cellKey,
  coverageGaps,
  WORKING_SHIFTS,
  weeklyHours,
  type DayCoverage,
  type Person,
} from './schedule-draft';
import { SHIFT_CHIP, SHIFT_DOT, SHIFT_SHORTCUTS, useShiftHours } from './shift-look';
import { ShiftMenu, type MenuCloseReason } from './shift-menu';

interface Position {
  row: number;
  col: number;
}
type MenuState = Position & { anchor: HTMLElement };

/**
 * People × days. Editors get a grid: one cell is in the Tab order, arrow keys
 * move between cells, Enter opens the shift menu, a shift's letter sets it and
 * Delete clears it. Everyone else reads a plain table. The names stay put
 * while the days scroll sideways on a narrow screen.
 */
export function ScheduleGrid({
  days,
  people,
  coverage,
  changed,
  canEdit,
  busy,
  today,
  currentUserId,
  caption,
  onSet,
  onUndo,
}: {
  days: readonly string[];
  people: readonly Person[];
  coverage: readonly DayCoverage[];
  /** Cells with unsaved edits (`cellKey`). */
  changed: ReadonlySet<string>;
  canEdit: boolean;
  busy: boolean;
  today: string;
  currentUserId: string | undefined;
  caption: string;
  onSet: (userId: string, day: string, shift: Shift | null) => void;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const hours = useShiftHours();
  const captionId = useId();
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [menu, setMenuState] = useState<MenuState | null>(null);
  const menuRef = useRef<MenuState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cellRefs = useRef(new Map<string, HTMLButtonElement>());
  const editable = canEdit && !busy;
  const weekday = dateFormat(fmt.locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = dateFormat(fmt.locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const longDay = dateFormat(fmt.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const row = Math.min(active.row, Math.max(0, people.length - 1));
  const col = Math.min(active.col, days.length - 1);

  const shiftText = (shift: Shift | null) =>
    shift === null
      ? t('schedule.shifts.none')
      : shift === 'off'
        ? t('schedule.shifts.off')
        : `${t(`schedule.shifts.${shift}`)}, ${hours(shift)}`;

  const cellLabel = (person: Person, dayIndex: number) =>
    t('schedule.grid.cellLabel', {
      name: person.name,
      day: longDay.format(asDate(days[dayIndex] ?? '')),
      shift: shiftText(person.shifts[dayIndex] ?? null),
    });

  function focusCell(next: Position) {
    const person = people[next.row];
    const day = days[next.col];
    if (!person || !day) return;
    setActive(next);
    cellRefs.current.get(cellKey(person.userId, day))?.focus();
  }

  function set(position: Position, shift: Shift | null) {
    const person = people[position.row];
    const day = days[position.col];
    if (!person || !day) return;
    onSet(person.userId, day, shift);
    setAnnouncement(
      t('schedule.grid.announceSet', {
        name: person.name,
        day: longDay.format(asDate(day)),
        shift: shiftText(shift),
      }),
    );
  }

  const setMenu = useCallback((next: MenuState | null) => {
    menuRef.current = next;
    setMenuState(next);
  }, []);

  const closeMenu = useCallback(
    (reason: MenuCloseReason) => {
      const current = menuRef.current;
      setMenu(null);
      // Back to the cell the menu belongs to; a press elsewhere keeps its own focus.
      if (current && reason !== 'outside') requestAnimationFrame(() => current.anchor.focus());
    },
    [setMenu],
  );

  function onCellKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: Position) {
    const key = event.key;
    const lastRow = people.length - 1;
    const lastCol = days.length - 1;
    const move = (next: Position) => {
      event.preventDefault();
      focusCell(next);
    };
    if (key === 'ArrowRight')
      return move({ ...position, col: Math.min(lastCol, position.col + 1) });
    if (key === 'ArrowLeft') return move({ ...position, col: Math.max(0, position.col - 1) });
    if (key === 'ArrowDown' && !event.altKey)
      return move({ ...position, row: Math.min(lastRow, position.row + 1) });
    if (key === 'ArrowUp') return move({ ...position, row: Math.max(0, position.row - 1) });
    if (key === 'Home') return move(event.ctrlKey ? { row: 0, col: 0 } : { ...position, col: 0 });
    if (key === 'End')
      return move(event.ctrlKey ? { row: lastRow, col: lastCol } : { ...position, col: lastCol });
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === 'z') {
      event.preventDefault();
      onUndo();
      return;
    }
    if (!editable) return;
    if (key === 'Enter' || key === ' ' || key === 'F2' || (key === 'ArrowDown' && event.altKey)) {
      event.preventDefault();
      setMenu({ ...position, anchor: event.currentTarget });
      return;
    }
    if (key === 'Delete' || key === 'Backspace') {
      event.preventDefault();
      set(position, null);
      return;
    }
    const shortcut = SHIFT_SHORTCUTS[key.toLowerCase()];
    if (shortcut && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      set(position, shortcut);
    }
  }

  const menuPerson = menu ? people[menu.row] : undefined;

  return (
    <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0">
      <div
        className="relative overflow-x-auto rounded-2xl print:overflow-visible"
        role="region"
        aria-labelledby={captionId}
        // Without buttons to tab to, the scroll box itself takes focus to scroll by keys.
        tabIndex={canEdit ? undefined : 0}
      >
        <table
          role={canEdit ? 'grid' : undefined}
          aria-labelledby={captionId}
          aria-busy={busy || undefined}
          className={`w-full min-w-[52rem] border-separate border-spacing-0 text-sm print:min-w-0 ${
            busy ? 'opacity-60' : ''
          }`}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-20 w-36 border-b border-slate-200 bg-white px-3 py-3 text-left text-xs font-medium text-slate-500 sm:w-52 sm:px-4"
              >
                {t('schedule.grid.person')}
              </th>
              {days.map((day) => {
                const isToday = day === today;
                return (
                  <th
                    key={day}
                    scope="col"
                    aria-current={isToday ? 'date' : undefined}
                    className={`border-b border-slate-200 px-1.5 py-2.5 text-center font-medium ${
                      isToday ? 'bg-brand-50 text-brand-700' : 'text-slate-600'
                    }`}
                  >
                    <span className="block text-xs tracking-wide uppercase">
                      {weekday.format(asDate(day))}
                    </span>
                    <span className="block text-sm font-semibold text-ink-900">
                      {dayMonth.format(asDate(day))}
                    </span>
                    {isToday ? <span className="sr-only">{t('schedule.grid.today')}</span> : null}
                  </th>
                );
              })}
              <th
                scope="col"
                className="border-b border-slate-200 px-3 py-3 text-right text-xs font-medium text-slate-500"
              >
                {t('schedule.grid.hours')}
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person, rowIndex) => {
              const isMe = person.userId === currentUserId;
              return (
                <tr key={person.userId} className="group">
                  <th
                    scope="row"
                    className={`sticky left-0 z-10 border-b border-slate-100 px-3 py-2 text-left font-normal shadow-[1px_0_0_0_var(--color-slate-200)] sm:px-4 ${
                      isMe ? 'bg-brand-50' : 'bg-white'
                    }`}
                  >
                    <span className="block max-w-[7.5rem] truncate font-semibold text-slate-900 sm:max-w-[11rem]">
                      {person.name}
                    </span>
                    <span className="block truncate text-xs text-slate-600">
                      {isMe ? t('schedule.grid.you') : t(`roles.${person.role}`, person.role)}
                    </span>
                  </th>
                  {days.map((day, colIndex) => {
                    const shift = person.shifts[colIndex] ?? null;
                    const key = cellKey(person.userId, day);
                    const isChanged = changed.has(key);
                    const position = { row: rowIndex, col: colIndex };
                    const chip = <ShiftChip shift={shift} hours={hours} />;
                    return (
                      <td
                        key={day}
                        role={canEdit ? 'gridcell' : undefined}
                        className={`border-b border-slate-100 p-1 ${day === today ? 'bg-brand-50/50' : ''}`}
                      >
                        {canEdit ? (
                          <button
                            ref={(element) => {
                              if (element) cellRefs.current.set(key, element);
                              else cellRefs.current.delete(key);
                            }}
                            type="button"
                            tabIndex={rowIndex === row && colIndex === col ? 0 : -1}
                            aria-haspopup="menu"
                            aria-expanded={
                              menu?.row === rowIndex && menu.col === colIndex ? true : undefined
                            }
                            aria-label={
                              isChanged
                                ? `${cellLabel(person, colIndex)} ${t('schedule.grid.unsaved')}`
                                : cellLabel(person, colIndex)
                            }
                            disabled={busy}
                            onFocus={() => setActive(position)}
                            onClick={(event) => {
                              if (!editable) return;
                              const anchor = event.currentTarget;
                              setActive(position);
                              const open =
                                menuRef.current?.row === rowIndex &&
                                menuRef.current.col === colIndex;
                              setMenu(open ? null : { ...position, anchor });
                            }}
                            onKeyDown={(event) => onCellKeyDown(event, position)}
                            className={`relative block w-full rounded-lg text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ${
                              isChanged ? 'ring-2 ring-amber-400 ring-offset-1' : ''
                            }`}
                          >
                            {chip}
                            {isChanged ? (
                              <span
                                aria-hidden="true"
                                className="absolute -top-1 -right-1 size-2.5 rounded-full bg-amber-500 ring-2 ring-white print:hidden"
                              />
                            ) : null}
                          </button>
                        ) : (
                          chip
                        )}
                      </td>
                    );
                  })}
                  <td className="border-b border-slate-100 px-3 py-2 text-right text-slate-700 tabular-nums">
                    {fmt.number(weeklyHours(person.shifts))}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <CoverageRows days={days} coverage={coverage} />
        </table>
      </div>
      {menu && menuPerson ? (
        <ShiftMenu
          anchor={menu.anchor}
          value={menuPerson.shifts[menu.col] ?? null}
          label={cellLabel(menuPerson, menu.col)}
          onPick={(shift) => {
            set(menu, shift);
            closeMenu('pick');
          }}
          onClose={closeMenu}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function ShiftChip({ shift, hours }: { shift: Shift | null; hours: (shift: Shift) => string }) {
  const { t } = useTranslation();
  if (shift === null) {
    return (
      <span className="flex h-12 items-center justify-center rounded-lg text-slate-400 ring-1 ring-slate-200 ring-inset [border-style:dashed] print:ring-0">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('schedule.shifts.none')}</span>
      </span>
    );
  }
  return (
    <span
      className={`flex h-12 flex-col justify-center rounded-lg px-2 ring-1 ring-inset ${SHIFT_CHIP[shift]}`}
    >
      <span className="truncate text-[13px] leading-tight font-semibold">
        {t(`schedule.shifts.${shift}`)}
      </span>
      {shift !== 'off' ? (
        <span className="truncate text-[11px] leading-tight tabular-nums opacity-80">
          {hours(shift)}
        </span>
      ) : null}
    </span>
  );
}

function CoverageRows({
  days,
  coverage,
}: {
  days: readonly string[];
  coverage: readonly DayCoverage[];
}) {
  const { t } = useTranslation();
  const rowHeader =
    'sticky left-0 z-10 bg-slate-50 px-3 py-1.5 text-left text-xs font-medium text-slate-600 shadow-[1px_0_0_0_var(--color-slate-200)] sm:px-4';
  return (
    <tfoot className="bg-slate-50">
      <tr>
        <th scope="row" className={`${rowHeader} border-t border-slate-200 pt-3`}>
          {t('schedule.coverage.working')}
        </th>
        {coverage.map((counts, index) => (
          <td
            key={days[index]}
            className="border-t border-slate-200 px-2 pt-3 pb-1.5 text-center font-semibold text-ink-900 tabular-nums"
          >
            {WORKING_SHIFTS.reduce((sum, shift) => sum + counts[shift], 0)}
          </td>
        ))}
        <td className="border-t border-slate-200" />
      </tr>
      {WORKING_SHIFTS.map((shift) => (
        <tr key={shift}>
          <th scope="row" className={rowHeader}>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className={`size-2 rounded-full ${SHIFT_DOT[shift]}`} />
              {t(`schedule.shifts.${shift}`)}
            </span>
          </th>
          {coverage.map((counts, index) => (
            <td
              key={days[index]}
              className={`px-2 py-1.5 text-center tabular-nums ${
                counts[shift] === 0 ? 'text-slate-500' : 'text-slate-800'
              }`}
            >
              {counts[shift]}
            </td>
          ))}
          <td />
        </tr>
      ))}
      <tr>
        <th scope="row" className={`${rowHeader} rounded-bl-2xl pb-3`}>
          {t('schedule.coverage.status')}
        </th>
        {coverage.map((counts, index) => {
          const day = days[index] ?? '';
          const gaps = coverageGaps(counts, day);
          const missing = [
            gaps.opening ? t('schedule.coverage.noOpener') : null,
            gaps.closing ? t('schedule.coverage.noCloser') : null,
          ].filter((text): text is string => text !== null);
          return (
            <td key={day} className="px-1.5 pt-1.5 pb-3 text-center align-top">
              {missing.length === 0 ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
                  <CheckCircle2 className="size-3.5" aria-hidden="true" />
                  {t('schedule.coverage.covered')}
                </span>
              ) : (
                <span className="inline-flex flex-col items-center gap-0.5 rounded-md bg-amber-50 px-1.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
                  <AlertTriangle className="size-3.5 text-amber-600" aria-hidden="true" />
                  {missing.map((text) => (
                    <span key={text}>{text}</span>
                  ))}
                </span>
              )}
            </td>
          );
        })}
        <td />
      </tr>
    </tfoot>
  );
}
