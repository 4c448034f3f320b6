import { mayActOn } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import { movePersonSchema, type GroupSettings } from '@das/shared/schemas/group-settings';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, primaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { useMovePerson } from '../api/group-settings';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';

/**
 * A person moves to another store of the group: from then on they work there;
 * their past deals and sales stay with the store where they happened.
 */
export function MovePersonPanel({
  settings,
  actor,
}: {
  settings: GroupSettings;
  actor: { id: string; role: Role };
}) {
  const { t } = useTranslation();
  const id = useId();
  const move = useMovePerson(settings.group.id);
  const [userId, setUserId] = useState('');
  const [to, setTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();
  const movable = settings.people.filter((person) => mayActOn(actor, 'staff.moveStore', person));
  const person = movable.find((candidate) => candidate.userId === userId);
  const storeName = (storeId: number) =>
    settings.stores.find((store) => store.id === storeId)?.name ?? '';
  const fullName = (who: { firstName: string; lastName: string }) =>
    `${who.firstName} ${who.lastName}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (move.isPending) return;
    setFailure(null);
    if (!person) return setFailure(t('groupSettings.move.choosePerson'));
    const input = issues.check(movePersonSchema, { dealershipId: Number(to) || undefined });
    if (!input) return;
    move.mutate(
      { userId: person.userId, dealershipId: input.dealershipId },
      {
        onSuccess: () => {
          toast({
            title: t('groupSettings.move.moved', {
              name: fullName(person),
              store: storeName(input.dealershipId),
            }),
          });
          setUserId('');
          setTo('');
        },
        onError: (error) => {
          if (!issues.fromError(error)) setFailure(t('groupSettings.saveError'));
        },
      },
    );
  }

  const toError = issues.textOf('dealershipId');
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <ArrowRightLeft className="size-4 text-brand-600" aria-hidden="true" />
          {t('groupSettings.move.title')}
        </span>
      }
      description={t('groupSettings.move.description')}
    >
      {movable.length === 0 ? (
        <p className="text-sm text-slate-600">{t('groupSettings.move.none')}</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-[2fr_1.5fr_auto] sm:items-start">
            <Field id={`${id}-person`} label={t('groupSettings.move.person')}>
              <select
                id={`${id}-person`}
                className={fieldControl}
                value={userId}
                onChange={(event) => {
                  setUserId(event.target.value);
                  setTo('');
                }}
              >
                <option value="">{t('groupSettings.choose')}</option>
                {settings.stores.map((store) => {
                  const staff = movable.filter((candidate) => candidate.dealershipId === store.id);
                  return staff.length === 0 ? null : (
                    <optgroup key={store.id} label={store.name}>
                      {staff.map((candidate) => (
                        <option key={candidate.userId} value={candidate.userId}>
                          {`${fullName(candidate)} · ${t(`roles.${candidate.role}`)}`}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </select>
            </Field>
            <Field id={`${id}-to`} label={t('groupSettings.move.to')} error={toError}>
              <select
                {...controlProps(`${id}-to`, toError)}
                value={to}
                onChange={(event) => setTo(event.target.value)}
                disabled={!person}
              >
                <option value="">{t('groupSettings.choose')}</option>
                {settings.stores
                  .filter((store) => store.id !== person?.dealershipId)
                  .map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name}
                    </option>
                  ))}
              </select>
            </Field>
            <button type="submit" disabled={move.isPending} className={`${primaryButton} sm:mt-6`}>
              {t('groupSettings.move.submit')}
            </button>
          </div>
          {person ? (
            <p className="text-sm text-slate-600">
              {t('groupSettings.move.keepsHistory', {
                name: fullName(person),
                store: storeName(person.dealershipId),
              })}
            </p>
          ) : null}
          <FormAlert message={failure} />
        </form>
      )}
    </Panel>
  );
}
