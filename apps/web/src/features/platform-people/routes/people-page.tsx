import type { Role } from '@das/shared/roles';
import type { PlatformPerson } from '@das/shared/schemas/platform-people';
import { Search, UserSearch } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, describedBy } from '@/components/ui/field';
import { Notice, useFleetingNotice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { usePeopleSearch, usePersonAction, type PersonAction } from '../api/platform-people';
import { PeopleCards, PeopleTable } from '../components/people-results';
import { nameOf } from '../components/person-parts';

/** Actions that are hard to take back ask first: ending sessions and changing a role. */
const CONFIRMED: ReadonlySet<PersonAction['kind']> = new Set(['endSessions', 'role']);

/**
 * `/master-admin/people` (issue 13, "People across tenants"): platform staff
 * find anyone by name or e-mail, see how their sign-in stands, and help them:
 * unlock, end their sessions, resend verification, send a password reset, or
 * change their role as far as the policy allows. The server decides again.
 */
export function PlatformPeoplePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const searchId = useId();
  const [q, setQ] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const results = usePeopleSearch(q);
  const action = usePersonAction();
  const [asking, setAsking] = useState<{ person: PlatformPerson; action: PersonAction } | null>(
    null,
  );
  const [notice, setNotice] = useFleetingNotice<{ kind: 'done' | 'failed'; text: string }>(
    8000,
    (shown) => shown.kind === 'failed',
  );
  if (!user) return null;
  const actor = { id: user.id, role: user.role };
  const people = results.data?.pages.flatMap((page) => page.items) ?? [];
  const roleName = (role: Role) => t(`roles.${role}`);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setTooShort(text.length < 2);
    if (text.length >= 2) setQ(text);
  };

  function failure(person: PlatformPerson, error: unknown, act: PersonAction): string {
    const name = nameOf(person);
    if (error instanceof ApiError && error.status === 403) {
      return t('platformPeople.done.notAllowed', { name });
    }
    if (error instanceof ApiError && error.status === 409 && act.kind === 'role') {
      return t('platformPeople.done.needsPlace', { name, role: roleName(act.role) });
    }
    return t('platformPeople.done.failed', { name });
  }

  function run(person: PlatformPerson, act: PersonAction) {
    const name = nameOf(person);
    action.mutate(
      { userId: person.id, action: act },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            text:
              act.kind === 'role'
                ? t('platformPeople.done.role', { name, role: roleName(act.role) })
                : t(`platformPeople.done.${act.kind}`, { name, email: person.email }),
          }),
        onError: (error) => setNotice({ kind: 'failed', text: failure(person, error, act) }),
        onSettled: () => setAsking(null),
      },
    );
  }

  const onAction = (person: PlatformPerson, act: PersonAction) =>
    CONFIRMED.has(act.kind) ? setAsking({ person, action: act }) : run(person, act);
  const running =
    action.isPending && action.variables
      ? { userId: action.variables.userId, kind: action.variables.action.kind }
      : null;
  const rowProps = { actor, running, onAction };
  const askingName = asking ? nameOf(asking.person) : '';
  const askingRole = asking?.action.kind === 'role' ? roleName(asking.action.role) : '';

  return (
    <Panel title={t('platformPeople.title')} description={t('platformPeople.description')}>
      <form
        role="search"
        aria-label={t('platformPeople.search.label')}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <Field
          id={searchId}
          label={t('platformPeople.search.label')}
          hint={t('platformPeople.search.hint')}
          error={tooShort ? t('platformPeople.search.tooShort') : undefined}
          className="sm:w-96"
        >
          <input
            id={searchId}
            name="q"
            type="search"
            maxLength={100}
            autoComplete="off"
            aria-invalid={tooShort || undefined}
            aria-describedby={describedBy(searchId, !tooShort, tooShort)}
            className={fieldControl}
          />
        </Field>
        <button type="submit" className={`${primaryButton} sm:mb-5`}>
          <Search className="size-4" aria-hidden="true" />
          {t('platformPeople.search.submit')}
        </button>
      </form>

      <div role="status" className="mt-4 empty:hidden">
        {notice ? (
          <Notice tone={notice.kind === 'done' ? 'success' : 'error'}>{notice.text}</Notice>
        ) : null}
      </div>

      <div className="mt-4" aria-busy={results.isFetching}>
        {q === '' ? (
          <PanelEmpty icon={UserSearch} text={t('platformPeople.prompt')} />
        ) : results.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            {t('platformPeople.loadFailed')}
          </p>
        ) : results.data === undefined ? null : people.length === 0 ? (
          <PanelEmpty icon={UserSearch} text={t('platformPeople.empty', { q })} />
        ) : (
          <>
            <PeopleTable people={people} {...rowProps} />
            <PeopleCards people={people} {...rowProps} />
            {results.hasNextPage ? (
              <button
                type="button"
                className={`${secondaryButton} mt-4`}
                disabled={results.isFetchingNextPage}
                onClick={() => void results.fetchNextPage()}
              >
                {t('platformPeople.more')}
              </button>
            ) : null}
          </>
        )}
      </div>

      <ConfirmDialog
        open={asking !== null}
        tone="danger"
        title={
          asking?.action.kind === 'role'
            ? t('platformPeople.confirm.roleTitle', { name: askingName, role: askingRole })
            : t('platformPeople.confirm.endSessionsTitle', { name: askingName })
        }
        description={
          asking?.action.kind === 'role'
            ? t('platformPeople.confirm.roleDescription', { role: askingRole })
            : t('platformPeople.confirm.endSessionsDescription')
        }
        confirmLabel={
          asking?.action.kind === 'role'
            ? t('platformPeople.confirm.role')
            : t('platformPeople.confirm.endSessions')
        }
        workingLabel={t('platformPeople.confirm.working')}
        cancelLabel={t('platformPeople.confirm.cancel')}
        working={action.isPending}
        onConfirm={() => (asking ? run(asking.person, asking.action) : undefined)}
        onCancel={() => setAsking(null)}
      />
    </Panel>
  );
}
