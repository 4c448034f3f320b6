import { addGroupStoreSchema } from '@das/shared/schemas/group-settings';
import { US_STATE_CODES } from '@das/shared/schemas/signup';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useAddStore } from '../api/group-settings';
import { controlProps, useFieldIssues } from '@/components/ui/field-issues';

const EMPTY = { name: '', city: '', state: '' };

/** A new store of the group, billed on its subscription up to the plan's limit of stores. */
export function AddStoreForm({ groupId, maxStores }: { groupId: number; maxStores: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const add = useAddStore(groupId);
  const [draft, setDraft] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();
  const states = useMemo(
    () =>
      US_STATE_CODES.map((code) => ({ code, name: t(`signup.states.${code}`) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [t, i18n.language],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    setFailure(null);
    const input = issues.check(addGroupStoreSchema, draft);
    if (!input) return;
    add.mutate(input, {
      onSuccess: (store) => {
        setDraft(EMPTY);
        toast({ title: t('groupSettings.add.added', { name: store.name }) });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          const reason = (error.details as { reason?: string } | undefined)?.reason;
          setFailure(
            reason === 'subscription_canceled'
              ? t('groupSettings.add.canceled')
              : t('groupSettings.add.limit', { max: maxStores }),
          );
        } else if (!issues.fromError(error)) {
          setFailure(t('groupSettings.saveError'));
        }
      },
    });
  }

  const field = (name: keyof typeof EMPTY) => {
    const error = issues.textOf(name);
    return {
      error,
      props: {
        ...controlProps(`${id}-${name}`, error),
        value: draft[name],
        onChange: (event: { target: { value: string } }) =>
          setDraft((current) => ({ ...current, [name]: event.target.value })),
      },
    };
  };
  const name = field('name');
  const city = field('city');
  const state = field('state');
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-6 border-t border-slate-100 pt-5"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        {t('groupSettings.add.title')}
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{t('groupSettings.add.description')}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1.5fr_1fr_auto] sm:items-start">
        <Field id={`${id}-name`} label={t('groupSettings.stores.name')} error={name.error}>
          <input {...name.props} type="text" autoComplete="off" />
        </Field>
        <Field id={`${id}-city`} label={t('groupSettings.add.city')} error={city.error}>
          <input {...city.props} type="text" autoComplete="off" />
        </Field>
        <Field id={`${id}-state`} label={t('groupSettings.add.state')} error={state.error}>
          <select {...state.props}>
            <option value="">{t('groupSettings.choose')}</option>
            {states.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" disabled={add.isPending} className={`${secondaryButton} sm:mt-6`}>
          <Plus className="size-4" aria-hidden="true" />
          {t('groupSettings.add.submit')}
        </button>
      </div>
      <FormAlert message={failure} className="mt-3" />
    </form>
  );
}
