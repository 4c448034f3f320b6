import { roleMay } from '@das/shared/policies';
import type { Person } from '@das/shared/schemas/people';
import { FileUp, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Notice, useFleetingNotice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { useUpdateStaff } from '../api/update-staff';
import { useSession } from '@/lib/session/session';
import { usePeople, usePersonAction, type PersonAction } from '../api/people';
import { AddPersonDialog } from '../components/add-person-dialog';
import { ImportPeopleDialog } from '../components/import-people-dialog';
import { PeopleCards, PeopleTable } from '../components/people-rows';

const DONE: Record<PersonAction, string> = {
  resend: 'people.done.resent',
  revoke: 'people.done.revoked',
  passwordReset: 'people.done.passwordReset',
};

/**
 * `/dashboard/admin/people`: the dealership admin's people. Adding someone
 * e-mails them an invitation; each row changes role, team and status, and
 * resends, revokes or sends a password reset, as far as the policy allows.
 */
export function PeoplePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const dealershipId = user?.dealershipId ?? null;
  const people = usePeople(dealershipId);
  const action = usePersonAction(dealershipId);
  const status = useUpdateStaff(dealershipId);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [revoking, setRevoking] = useState<Person | null>(null);
  const [switching, setSwitching] = useState<Person | null>(null);
  const [notice, setNotice] = useFleetingNotice<{ kind: 'done' | 'failed'; text: string }>(
    6000,
    (shown) => shown.kind === 'failed',
  );

  if (!user) return null;
  const actor = { id: user.id, role: user.role };
  const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

  function run(kind: PersonAction, person: Person) {
    action.mutate(
      { action: kind, userId: person.id },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            text: t(DONE[kind], { name: nameOf(person), email: person.email }),
          }),
        onError: () =>
          setNotice({ kind: 'failed', text: t('people.done.failed', { name: nameOf(person) }) }),
        onSettled: () => setRevoking(null),
      },
    );
  }

  function changeStatus() {
    const person = switching;
    if (!person) return;
    const isActive = !person.isActive;
    status.mutate(
      { userId: person.id, change: { isActive } },
      {
        onSuccess: () =>
          setNotice({
            kind: 'done',
            text: t(isActive ? 'team.confirm.reactivated' : 'team.confirm.deactivated', {
              name: nameOf(person),
            }),
          }),
        onError: () =>
          setNotice({ kind: 'failed', text: t('team.confirm.failed', { name: nameOf(person) }) }),
        onSettled: () => setSwitching(null),
      },
    );
  }

  const list = people.data?.people ?? [];
  const views = {
    people: list,
    actor,
    dealershipId: dealershipId ?? 0,
    running: action.isPending && action.variables ? action.variables : null,
    onAction: (kind: PersonAction, person: Person) =>
      kind === 'revoke' ? setRevoking(person) : run(kind, person),
    onStatus: setSwitching,
  };
  const canAdd = roleMay(user.role, 'staff.add') && dealershipId !== null;

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={user.dealershipName ?? t(`roles.${user.role}`)}
        title={t('people.title')}
        subtitle={t('people.subtitle')}
        actions={
          canAdd ? (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryButton} onClick={() => setImporting(true)}>
                <FileUp className="size-4" aria-hidden="true" />
                {t('peopleImport.open')}
              </button>
              <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
                <UserPlus className="size-4" aria-hidden="true" />
                {t('people.add.open')}
              </button>
            </div>
          ) : null
        }
      />

      <div role="status" className="empty:hidden">
        {notice ? (
          <Notice tone={notice.kind === 'done' ? 'success' : 'error'}>{notice.text}</Notice>
        ) : null}
      </div>

      {dealershipId === null ? (
        <EmptyState
          icon={Users}
          title={t('people.noStore.title')}
          body={t('people.noStore.body')}
        />
      ) : people.isPending ? (
        <PageSkeleton
          label={t('people.loading')}
          blocks={['h-14', 'h-14', 'h-14', 'h-14']}
          className="space-y-3"
        />
      ) : people.isError ? (
        <LoadError
          message={t('people.error')}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      ) : (
        <>
          <PeopleTable {...views} />
          <PeopleCards {...views} />
        </>
      )}

      {adding && dealershipId !== null ? (
        <AddPersonDialog
          dealershipId={dealershipId}
          actor={actor}
          managers={list.filter((person) => person.role === 'sales_manager')}
          onClose={() => setAdding(false)}
          onInvited={(person) => {
            setAdding(false);
            setNotice({
              kind: 'done',
              text: t('people.done.invited', { name: nameOf(person), email: person.email }),
            });
          }}
        />
      ) : null}

      {importing && dealershipId !== null ? (
        <ImportPeopleDialog
          dealershipId={dealershipId}
          onClose={() => setImporting(false)}
          onImported={(count) => {
            setImporting(false);
            setNotice({ kind: 'done', text: t('peopleImport.done', { n: count }) });
          }}
        />
      ) : null}

      <ConfirmDialog
        open={revoking !== null}
        title={t('people.revoke.title', { name: revoking ? nameOf(revoking) : '' })}
        description={t('people.revoke.body', { name: revoking ? nameOf(revoking) : '' })}
        confirmLabel={t('people.actions.revoke')}
        workingLabel={t('people.revoke.working')}
        cancelLabel={t('people.add.cancel')}
        tone="danger"
        working={action.isPending}
        onConfirm={() => revoking && run('revoke', revoking)}
        onCancel={() => setRevoking(null)}
      />

      <ConfirmDialog
        open={switching !== null}
        title={
          switching?.isActive
            ? t('team.confirm.deactivateTitle', { name: nameOf(switching) })
            : t('team.confirm.reactivateTitle', { name: switching ? nameOf(switching) : '' })
        }
        description={
          switching?.isActive
            ? t('team.confirm.deactivateBody', { name: nameOf(switching) })
            : t('team.confirm.reactivateBody', { name: switching ? nameOf(switching) : '' })
        }
        confirmLabel={switching?.isActive ? t('team.deactivate') : t('team.reactivate')}
        workingLabel={t('team.confirm.working')}
        cancelLabel={t('team.confirm.cancel')}
        tone={switching?.isActive ? 'danger' : 'default'}
        working={status.isPending}
        onConfirm={changeStatus}
        onCancel={() => setSwitching(null)}
      />
    </div>
  );
}
