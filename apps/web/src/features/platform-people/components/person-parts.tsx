import { grantableRoles, mayActOn } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import type { PlatformPerson } from '@das/shared/schemas/platform-people';
import { KeyRound, Loader2, LockOpen, LogOut, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quietButton, quietDangerButton } from '@/components/ui/button-styles';
import { dateFormat, useFormatters } from '@/lib/format';
import type { PersonAction } from '../api/platform-people';

export type Actor = { id: string; role: Role };

/** What a row needs: the person, who is looking, and how to act. */
export interface PersonRowProps {
  person: PlatformPerson;
  actor: Actor;
  /** The action running now, on whichever row. */
  running: { userId: string; kind: PersonAction['kind'] } | null;
  onAction: (person: PlatformPerson, action: PersonAction) => void;
}

export const nameOf = (person: PlatformPerson) => `${person.firstName} ${person.lastName}`;

/** A moment in the reader's own time zone, as they write dates and times. */
export function useLocalTime(): (iso: string) => string {
  const { locale } = useFormatters();
  const format = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** Locked, deactivated, unverified: each its own badge; "Active" when none holds. */
export function AccountState({ person }: { person: PlatformPerson }) {
  const { t } = useTranslation();
  const time = useLocalTime();
  const badges: ReactNode[] = [];
  if (person.lockedUntil) {
    badges.push(
      <span key="locked" className={`${badge} bg-rose-50 text-rose-800 ring-rose-200`}>
        {t('platformPeople.state.locked', { time: time(person.lockedUntil) })}
      </span>,
    );
  }
  if (!person.isActive) {
    badges.push(
      <span key="inactive" className={`${badge} bg-slate-100 text-slate-700 ring-slate-200`}>
        {t('platformPeople.state.inactive')}
      </span>,
    );
  }
  if (!person.emailVerified) {
    badges.push(
      <span key="unverified" className={`${badge} bg-amber-50 text-amber-900 ring-amber-200`}>
        {t('platformPeople.state.unverified')}
      </span>,
    );
  }
  if (badges.length === 0) {
    badges.push(
      <span key="active" className={`${badge} bg-emerald-50 text-emerald-800 ring-emerald-200`}>
        {t('platformPeople.state.active')}
      </span>,
    );
  }
  return <span className="flex flex-wrap gap-1">{badges}</span>;
}

/** When they last signed in, and how many sessions are still open. */
export function SignIn({ person }: { person: PlatformPerson }) {
  const { t } = useTranslation();
  const time = useLocalTime();
  return (
    <span className="flex flex-col text-sm text-slate-700">
      <span>
        {person.lastSignInAt ? time(person.lastSignInAt) : t('platformPeople.neverSignedIn')}
      </span>
      <span className="text-xs text-slate-600">
        {t('platformPeople.openSessions', { count: person.openSessions })}
      </span>
    </span>
  );
}

export function Store({ person }: { person: PlatformPerson }) {
  const { t } = useTranslation();
  if (person.dealershipId === null) {
    return <span className="text-sm text-slate-600">{t('platformPeople.noStore')}</span>;
  }
  return (
    <span className="text-sm text-slate-700">
      {person.dealershipName} <span className="text-slate-600">#{person.dealershipId}</span>
    </span>
  );
}

/**
 * Their role: a select of the roles this actor may give (the shared policy
 * decides: never admin for an admin, never master admin for anyone), or the
 * role as text when the person is out of the actor's rank.
 */
export function RoleControl({ person, actor, running, onAction }: PersonRowProps) {
  const { t } = useTranslation();
  if (!mayActOn(actor, 'platformPeople.changeRole', { userId: person.id, role: person.role })) {
    return <span className="text-sm text-slate-700">{t(`roles.${person.role}`)}</span>;
  }
  return (
    <select
      aria-label={t('platformPeople.roleOf', { name: nameOf(person) })}
      value={person.role}
      disabled={running !== null}
      onChange={(event) => onAction(person, { kind: 'role', role: event.target.value as Role })}
      className="block w-full min-w-0 rounded-lg border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50"
    >
      {grantableRoles(actor, 'platformPeople.changeRole').map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

/** The row's buttons, each only where it applies; none for a person out of the actor's rank. */
export function PersonActions({ person, actor, running, onAction }: PersonRowProps) {
  const { t } = useTranslation();
  const name = nameOf(person);
  if (!mayActOn(actor, 'platformPeople.help', { userId: person.id, role: person.role })) {
    return <p className="text-xs text-slate-600">{t('platformPeople.outOfRank')}</p>;
  }
  const icon = (kind: PersonAction['kind'], idle: ReactNode) =>
    running?.kind === kind && running.userId === person.id ? (
      <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
    ) : (
      idle
    );
  const button = (kind: Exclude<PersonAction['kind'], 'role'>, label: string, idle: ReactNode) => (
    <button
      type="button"
      className={kind === 'endSessions' ? quietDangerButton : quietButton}
      disabled={running !== null}
      aria-label={t(`platformPeople.actions.${kind}For`, { name })}
      onClick={() => onAction(person, { kind })}
    >
      {icon(kind, idle)}
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center gap-1">
      {person.lockedUntil
        ? button(
            'unlock',
            t('platformPeople.actions.unlock'),
            <LockOpen className="size-4" aria-hidden="true" />,
          )
        : null}
      {person.emailVerified
        ? null
        : button(
            'verification',
            t('platformPeople.actions.verification'),
            <MailCheck className="size-4" aria-hidden="true" />,
          )}
      {person.hasPassword
        ? button(
            'passwordReset',
            t('platformPeople.actions.passwordReset'),
            <KeyRound className="size-4" aria-hidden="true" />,
          )
        : null}
      {person.openSessions > 0
        ? button(
            'endSessions',
            t('platformPeople.actions.endSessions'),
            <LogOut className="size-4" aria-hidden="true" />,
          )
        : null}
    </div>
  );
}
