import { Check, Loader2, Power, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
/** A quiet action for every row: the red is kept for the confirmation itself. */
const rowAction =
  'inline-flex items-center justify-center gap-2 rounded-lg px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
import { useUpdateStaff } from '../api/update-staff';
import type { StaffMember } from '@/entities/staff/api/get-staff';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
}

/** Initials, a name, and the role in words; "Inactive" when switched off. */
export function MemberName({ row, isMe }: { row: StaffMember; isMe: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className={`flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
          row.isActive ? 'bg-ink-900 text-white' : 'bg-slate-100 text-slate-600'
        }`}
      >
        {initialsOf(row.name)}
      </span>
      <span className="min-w-0">
        <span className="flex items-center gap-2">
          <span
            className={`truncate font-semibold ${row.isActive ? 'text-slate-900' : 'text-slate-500'}`}
            title={row.name}
          >
            {row.name}
          </span>
          {isMe ? (
            <span className="rounded-full bg-brand-50 px-1.5 py-0.5 text-[11px] font-semibold text-brand-700 ring-1 ring-brand-100 ring-inset">
              {t('team.you')}
            </span>
          ) : null}
          {row.isActive ? null : (
            <span className="rounded-full bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-600 ring-1 ring-slate-200 ring-inset">
              {t('team.status.inactive')}
            </span>
          )}
        </span>
        <span className="block text-xs break-words text-slate-500">
          {t(`roles.${row.role}`, { defaultValue: row.role })}
        </span>
      </span>
    </span>
  );
}

/**
 * The sales manager a salesperson reports to, changed in place: saved at once,
 * with a spinner while it saves, a tick when done, and the old team back if it fails.
 */
export function TeamSelect({
  row,
  managers,
  dealershipId,
  className = '',
}: {
  row: StaffMember;
  managers: readonly StaffMember[];
  dealershipId: number | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaff(dealershipId);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(false), 2500);
    return () => window.clearTimeout(timer);
  }, [done]);

  if (row.role !== 'salesperson') return <span className="text-slate-400">–</span>;
  const choices = managers.filter(
    (manager) => manager.isActive || manager.id === row.teamManagerId,
  );
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <select
          aria-label={t('team.teamOf', { name: row.name })}
          value={row.teamManagerId ?? ''}
          disabled={!row.isActive || update.isPending}
          onChange={(event) => {
            setDone(false);
            update.mutate(
              { userId: row.id, change: { teamManagerId: event.target.value || null } },
              { onSuccess: () => setDone(true) },
            );
          }}
          className="block w-full min-w-0 rounded-lg border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500"
        >
          <option value="">{t('team.noTeam')}</option>
          {choices.map((manager) => (
            <option key={manager.id} value={manager.id}>
              {manager.name}
            </option>
          ))}
        </select>
        <span className="flex size-4 shrink-0 items-center justify-center" aria-live="polite">
          {update.isPending ? (
            <Loader2
              className="size-4 text-slate-400 motion-safe:animate-spin"
              aria-hidden="true"
            />
          ) : done ? (
            <>
              <Check className="size-4 text-emerald-600" aria-hidden="true" />
              <span className="sr-only">{t('team.teamSaved', { name: row.name })}</span>
            </>
          ) : null}
        </span>
      </div>
      {update.isError ? (
        <p role="alert" className="mt-1 text-xs text-rose-700">
          {t('team.teamError')}
        </p>
      ) : null}
    </div>
  );
}

export function StatusButton({
  row,
  compact = false,
  onClick,
}: {
  row: StaffMember;
  /** Icon only below very wide screens (the name stays in its label and tooltip). */
  compact?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const text = compact ? 'hidden 2xl:inline' : undefined;
  return row.isActive ? (
    <button
      type="button"
      onClick={onClick}
      className={`${rowAction} text-slate-600 hover:bg-slate-100 hover:text-ink-900`}
      aria-label={t('team.deactivateFor', { name: row.name })}
      title={t('team.deactivateFor', { name: row.name })}
    >
      <Power className="size-4" aria-hidden="true" />
      <span className={text}>{t('team.deactivate')}</span>
    </button>
  ) : (
    <button
      type="button"
      onClick={onClick}
      className={`${rowAction} text-brand-700 hover:bg-brand-50`}
      aria-label={t('team.reactivateFor', { name: row.name })}
      title={t('team.reactivateFor', { name: row.name })}
    >
      <RotateCcw className="size-4" aria-hidden="true" />
      <span className={text}>{t('team.reactivate')}</span>
    </button>
  );
}
