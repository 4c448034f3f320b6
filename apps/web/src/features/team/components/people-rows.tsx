import { mayActOn } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import type { Person } from '@das/shared/schemas/people';
import { KeyRound, Loader2, MailPlus, MailX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { quietButton, quietDangerButton } from '@/components/ui/button-styles';
import { TableScroll } from '@/components/ui/table-scroll';
import type { StaffMember } from '@/entities/staff/api/get-staff';
import { useUpdateStaff } from '../api/update-staff';
import { MemberName, StatusButton, TeamSelect } from './member-parts';
import { useFormatters } from '@/lib/format';
import type { PersonAction } from '../api/people';
import { grantableRoles } from './add-person-dialog';

export type Actor = { id: string; role: Role };

/** A person as the shared staff parts (name, team, status) take them. */
export const staffOf = (person: Person): StaffMember => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  role: person.role,
  isActive: person.isActive,
  teamManagerId: person.teamManagerId,
});

export interface PeopleViewProps {
  people: readonly Person[];
  actor: Actor;
  dealershipId: number;
  /** The action running now, to show its spinner on its row. */
  running: { action: PersonAction; userId: string } | null;
  onAction: (action: PersonAction, person: Person) => void;
  onStatus: (person: Person) => void;
}

/** Their role, changed in place by whoever outranks both it and the new one. */
function RoleSelect({
  person,
  actor,
  dealershipId,
}: {
  person: Person;
  actor: Actor;
  dealershipId: number;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaff(dealershipId);
  const name = `${person.firstName} ${person.lastName}`;
  if (!mayActOn(actor, 'staff.changeRole', { userId: person.id, role: person.role })) {
    return <span className="text-sm text-slate-700">{t(`roles.${person.role}`)}</span>;
  }
  return (
    <div>
      <select
        aria-label={t('people.roleOf', { name })}
        value={person.role}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({ userId: person.id, change: { role: event.target.value as Role } })
        }
        className="block w-full min-w-0 rounded-lg border-0 bg-white py-1.5 pr-8 pl-2.5 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50"
      >
        {grantableRoles(actor).map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      {update.isError ? (
        <p role="alert" className="mt-1 text-xs text-rose-700">
          {t('people.roleError')}
        </p>
      ) : null}
    </div>
  );
}

/** Where their invitation stands, or when they last signed in. */
function SignInState({ person }: { person: Person }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';
  switch (person.invitation) {
    case 'accepted':
      return (
        <span className="text-sm whitespace-nowrap text-slate-700">
          {person.lastSignInAt
            ? t('people.lastSignIn', { date: fmt.date(person.lastSignInAt) })
            : t('people.neverSignedIn')}
        </span>
      );
    case 'pending':
      return (
        <span className="flex flex-col items-start gap-1">
          <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-200`}>
            {t('people.invitation.pending')}
          </span>
          <span className="text-xs whitespace-nowrap text-slate-600">
            {t('people.invitation.expires', { date: fmt.date(person.invitationExpiresAt ?? '') })}
          </span>
        </span>
      );
    case 'expired':
      return (
        <span className={`${badge} bg-rose-50 text-rose-900 ring-rose-200`}>
          {t('people.invitation.expired')}
        </span>
      );
    case 'none':
      return (
        <span className={`${badge} bg-slate-100 text-slate-700 ring-slate-200`}>
          {t('people.invitation.none')}
        </span>
      );
  }
}

/** The row's buttons: each shown only when the policy lets this admin do it to this person. */
function RowActions({
  person,
  actor,
  running,
  onAction,
  onStatus,
  compact = false,
}: Omit<PeopleViewProps, 'people' | 'dealershipId'> & {
  person: Person;
  /** In the table: the status button shows its icon only below very wide screens. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const name = `${person.firstName} ${person.lastName}`;
  const may = (action: Parameters<typeof mayActOn>[1]) =>
    mayActOn(actor, action, { userId: person.id, role: person.role });
  const busy = (action: PersonAction) =>
    running?.action === action && running.userId === person.id ? (
      <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
    ) : null;
  const invited = person.invitation !== 'accepted';
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {invited && may('staff.add') ? (
        <button
          type="button"
          className={quietButton}
          disabled={running !== null}
          aria-label={t('people.actions.resendFor', { name })}
          onClick={() => onAction('resend', person)}
        >
          {busy('resend') ?? <MailPlus className="size-4" aria-hidden="true" />}
          {t(person.invitation === 'none' ? 'people.actions.send' : 'people.actions.resend')}
        </button>
      ) : null}
      {invited && person.invitation !== 'none' && may('staff.add') ? (
        <button
          type="button"
          className={quietDangerButton}
          disabled={running !== null}
          aria-label={t('people.actions.revokeFor', { name })}
          onClick={() => onAction('revoke', person)}
        >
          <MailX className="size-4" aria-hidden="true" />
          {t('people.actions.revoke')}
        </button>
      ) : null}
      {!invited && may('staff.sendPasswordReset') ? (
        <button
          type="button"
          className={quietButton}
          disabled={running !== null}
          aria-label={t('people.actions.passwordResetFor', { name })}
          onClick={() => onAction('passwordReset', person)}
        >
          {busy('passwordReset') ?? <KeyRound className="size-4" aria-hidden="true" />}
          {t('people.actions.passwordReset')}
        </button>
      ) : null}
      {may('staff.setActive') ? (
        <StatusButton row={staffOf(person)} compact={compact} onClick={() => onStatus(person)} />
      ) : null}
    </div>
  );
}

function Team({
  person,
  people,
  actor,
  dealershipId,
}: {
  person: Person;
  people: readonly Person[];
  actor: Actor;
  dealershipId: number;
}) {
  const { t } = useTranslation();
  const managers = people.filter((candidate) => candidate.role === 'sales_manager').map(staffOf);
  if (mayActOn(actor, 'staff.moveTeam', { userId: person.id, role: person.role })) {
    return (
      <TeamSelect
        row={staffOf(person)}
        managers={managers}
        dealershipId={dealershipId}
        className="w-48 max-w-full"
      />
    );
  }
  const manager = managers.find((candidate) => candidate.id === person.teamManagerId);
  return (
    <span className="text-slate-700">
      {manager ? t('team.filters.teamOf', { name: manager.name }) : '–'}
    </span>
  );
}

/** From a tablet up: one row per person. */
export function PeopleTable(props: PeopleViewProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const head =
    'border-b border-slate-200 px-3 py-2.5 text-left text-xs font-medium whitespace-nowrap text-slate-500';
  const cell = 'border-b border-slate-100 px-3 py-3 align-middle';
  return (
    <div className="hidden rounded-2xl bg-white px-5 shadow-sm ring-1 ring-slate-200 sm:px-6 md:block">
      <TableScroll label={t('people.table.caption')}>
        <table
          className="w-full min-w-[64rem] border-separate border-spacing-0 text-sm"
          aria-labelledby={captionId}
        >
          <caption id={captionId} className="sr-only">
            {t('people.table.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${head} pl-5`}>
                {t('people.table.person')}
              </th>
              <th scope="col" className={head}>
                {t('people.table.email')}
              </th>
              <th scope="col" className={head}>
                {t('people.table.role')}
              </th>
              <th scope="col" className={head}>
                {t('people.table.team')}
              </th>
              <th scope="col" className={head}>
                {t('people.table.signIn')}
              </th>
              <th scope="col" className={`${head} pr-5 text-right`}>
                <span className="sr-only">{t('people.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.people.map((person) => (
              <tr key={person.id} className={person.isActive ? undefined : 'bg-slate-50/70'}>
                <th scope="row" className={`${cell} pl-5 text-left font-normal`}>
                  <MemberName row={staffOf(person)} isMe={person.id === props.actor.id} />
                </th>
                <td className={`${cell} max-w-56 truncate text-slate-700`} title={person.email}>
                  {person.email}
                </td>
                <td className={`${cell} w-44 min-w-44`}>
                  <RoleSelect
                    person={person}
                    actor={props.actor}
                    dealershipId={props.dealershipId}
                  />
                </td>
                <td className={cell}>
                  <Team
                    person={person}
                    people={props.people}
                    actor={props.actor}
                    dealershipId={props.dealershipId}
                  />
                </td>
                <td className={cell}>
                  <SignInState person={person} />
                </td>
                <td className={`${cell} pr-5`}>
                  <RowActions person={person} {...props} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** On a phone: a card per person, the same parts stacked. */
export function PeopleCards(props: PeopleViewProps) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('people.table.caption')}>
      {props.people.map((person) => (
        <li
          key={person.id}
          className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <MemberName row={staffOf(person)} isMe={person.id === props.actor.id} />
          <p className="truncate text-sm text-slate-700" title={person.email}>
            {person.email}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <RoleSelect person={person} actor={props.actor} dealershipId={props.dealershipId} />
            <Team
              person={person}
              people={props.people}
              actor={props.actor}
              dealershipId={props.dealershipId}
            />
          </div>
          <SignInState person={person} />
          <RowActions person={person} {...props} />
        </li>
      ))}
    </ul>
  );
}
