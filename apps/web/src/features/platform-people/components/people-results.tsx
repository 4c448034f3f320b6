import type { PlatformPerson } from '@das/shared/schemas/platform-people';
import { useTranslation } from 'react-i18next';
import { EDGE_CELL, EDGE_HEAD, PanelTable } from '@/components/ui/panel-table';
import {
  AccountState,
  PersonActions,
  RoleControl,
  SignIn,
  Store,
  nameOf,
  type PersonRowProps,
} from './person-parts';

type ResultsProps = Omit<PersonRowProps, 'person'> & { people: readonly PlatformPerson[] };

function Name({ person, isMe }: { person: PlatformPerson; isMe: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-ink-900">
        {nameOf(person)}
        {isMe ? (
          <span className="ml-1 text-xs text-slate-600">{t('platformPeople.you')}</span>
        ) : null}
      </span>
      <span className="block truncate text-xs text-slate-600">{person.email}</span>
    </span>
  );
}

/** From a tablet up: one row per person. */
export function PeopleTable({ people, ...row }: ResultsProps) {
  const { t } = useTranslation();
  const cell = `${EDGE_CELL} py-3 align-top`;
  return (
    <PanelTable
      label={t('platformPeople.caption')}
      caption={t('platformPeople.caption')}
      frameClassName="hidden md:block"
      className="w-full min-w-[60rem] text-sm"
      head={
        <tr className="text-xs text-slate-600">
          <th scope="col" className={EDGE_HEAD}>
            {t('platformPeople.columns.person')}
          </th>
          <th scope="col" className={EDGE_HEAD}>
            {t('platformPeople.columns.role')}
          </th>
          <th scope="col" className={EDGE_HEAD}>
            {t('platformPeople.columns.store')}
          </th>
          <th scope="col" className={EDGE_HEAD}>
            {t('platformPeople.columns.lastSignIn')}
          </th>
          <th scope="col" className={EDGE_HEAD}>
            {t('platformPeople.columns.state')}
          </th>
          <th scope="col" className={EDGE_HEAD}>
            {t('platformPeople.columns.actions')}
          </th>
        </tr>
      }
    >
      {people.map((person) => (
        <tr key={person.id}>
          <th scope="row" className={`${cell} max-w-64 text-left font-normal`}>
            <Name person={person} isMe={person.id === row.actor.id} />
          </th>
          <td className={`${cell} w-48`}>
            <RoleControl person={person} {...row} />
          </td>
          <td className={cell}>
            <Store person={person} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <SignIn person={person} />
          </td>
          <td className={cell}>
            <AccountState person={person} />
          </td>
          <td className={cell}>
            <PersonActions person={person} {...row} />
          </td>
        </tr>
      ))}
    </PanelTable>
  );
}

/** On a phone: a card per person, the same parts stacked under labels. */
export function PeopleCards({ people, ...row }: ResultsProps) {
  const { t } = useTranslation();
  const term = 'text-xs font-medium text-slate-600';
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('platformPeople.caption')}>
      {people.map((person) => (
        <li key={person.id} className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
          <Name person={person} isMe={person.id === row.actor.id} />
          <AccountState person={person} />
          <dl className="grid grid-cols-2 gap-3">
            <div className="col-span-2">
              <dt className={term}>{t('platformPeople.columns.role')}</dt>
              <dd className="mt-1">
                <RoleControl person={person} {...row} />
              </dd>
            </div>
            <div>
              <dt className={term}>{t('platformPeople.columns.store')}</dt>
              <dd className="mt-1">
                <Store person={person} />
              </dd>
            </div>
            <div>
              <dt className={term}>{t('platformPeople.columns.lastSignIn')}</dt>
              <dd className="mt-1">
                <SignIn person={person} />
              </dd>
            </div>
          </dl>
          <PersonActions person={person} {...row} />
        </li>
      ))}
    </ul>
  );
}
