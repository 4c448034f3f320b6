import type { Shift } from '@das/shared/schemas/schedule';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, useFormatters } from '@/lib/format';
import { CoverageRows } from './coverage-rows';
import { DayHeaders } from './day-headers';
import { cellKeyAction, type Position } from './grid-keys';
import { cellKey, type DayCoverage, type Person } from './schedule-draft';
import { ShiftCell } from './shift-cell';
import { ShiftChip } from './shift-chip';
import { useShiftHours, useShiftName, useWeeklyHours } from './shift-look';

const samePosition = (a: Position | null, b: Position) => a?.row === b.row && a.col === b.col;

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
  const name = useShiftName();
  const plannedHours = useWeeklyHours();
  const captionId = useId();
  const [active, setActive] = useState<Position>({ row: 0, col: 0 });
  const [menu, setMenu] = useState<Position | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cellRefs = useRef(new Map<string, HTMLButtonElement>());
  const editable = canEdit && !busy;
  const longDay = dateFormat(fmt.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const dayName = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));
  const row = Math.min(active.row, Math.max(0, people.length - 1));
  const col = Math.min(active.col, days.length - 1);

  const shiftText = (shift: Shift | null) =>
    shift === null
      ? t('schedule.shifts.none')
      : shift === 'off'
        ? t('schedule.shifts.off')
        : `${name(shift)}, ${hours(shift)}`;

  const cellLabel = (person: Person, dayIndex: number) =>
    t('schedule.grid.cellLabel', {
      name: person.name,
      day: dayName(days[dayIndex] ?? ''),
      shift: shiftText(person.shifts[dayIndex] ?? null),
    });

  function set(position: Position, shift: Shift | null) {
    const person = people[position.row];
    const day = days[position.col];
    if (!person || !day) return;
    onSet(person.userId, day, shift);
    setAnnouncement(
      t('schedule.grid.announceSet', {
        name: person.name,
        day: dayName(day),
        shift: shiftText(shift),
      }),
    );
  }

  function onCellKeyDown(event: KeyboardEvent<HTMLButtonElement>, position: Position) {
    const size = { rows: people.length, cols: days.length };
    const action = cellKeyAction(event, position, size, editable);
    if (!action) return;
    // Also keeps the menu's trigger from acting on Enter, Space and ↓ itself.
    event.preventDefault();
    if (action.kind === 'move') {
      const person = people[action.to.row];
      const day = days[action.to.col];
      if (!person || !day) return;
      setActive(action.to);
      cellRefs.current.get(cellKey(person.userId, day))?.focus();
    } else if (action.kind === 'undo') onUndo();
    else if (action.kind === 'open') setMenu(position);
    else set(position, action.shift);
  }

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
          <DayHeaders days={days} today={today} />
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
                    <span
                      title={person.name}
                      className="block max-w-[7.5rem] truncate font-semibold text-slate-900 sm:max-w-[11rem]"
                    >
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
                    const label = cellLabel(person, colIndex);
                    return (
                      <td
                        key={day}
                        role={canEdit ? 'gridcell' : undefined}
                        className={`border-b border-slate-100 p-1 ${day === today ? 'bg-brand-50/50' : ''}`}
                      >
                        {canEdit ? (
                          <ShiftCell
                            shift={shift}
                            hours={hours}
                            label={isChanged ? `${label} ${t('schedule.grid.unsaved')}` : label}
                            menuLabel={label}
                            changed={isChanged}
                            tabbable={rowIndex === row && colIndex === col}
                            busy={busy}
                            open={samePosition(menu, position)}
                            onOpenChange={(open) => {
                              if (open && editable) {
                                setActive(position);
                                setMenu(position);
                              } else if (!open) {
                                // Another cell's menu may already be opening: close only this one.
                                setMenu((current) =>
                                  samePosition(current, position) ? null : current,
                                );
                              }
                            }}
                            onPick={(next) => {
                              set(position, next);
                              setMenu(null);
                            }}
                            onFocus={() => setActive(position)}
                            onKeyDown={(event) => onCellKeyDown(event, position)}
                            cellRef={(element) => {
                              if (element) cellRefs.current.set(key, element);
                              else cellRefs.current.delete(key);
                            }}
                          />
                        ) : (
                          <ShiftChip shift={shift} hours={hours} />
                        )}
                      </td>
                    );
                  })}
                  <td className="border-b border-slate-100 px-3 py-2 text-right text-slate-700 tabular-nums">
                    {fmt.number(plannedHours(person.shifts))}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <CoverageRows days={days} coverage={coverage} />
        </table>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
