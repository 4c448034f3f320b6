import type { Tenant } from '@das/shared/schemas/platform-tenants';
import { UserRound } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControl, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { PanelEmpty } from '@/components/ui/panel-empty';
import { toast } from '@/components/ui/toast-store';
import { useAreaVicePresidents, useAssignAreaVicePresident } from '../api/platform-tenants';

/** An area's vice presidents, and any area vice president found by name or e-mail made one of them. */
export function AreaVicePresidentsDialog({ area, onClose }: { area: Tenant; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const current = useAreaVicePresidents({ area_id: area.id });
  const found = useAreaVicePresidents({ q: search }, search !== '');
  const assign = useAssignAreaVicePresident();
  const [failure, setFailure] = useState<string | null>(null);

  const assignOne = (person: { userId: string; name: string }) => {
    setFailure(null);
    assign.mutate(
      { areaId: area.id, userId: person.userId },
      {
        onSuccess: () =>
          toast({
            title: t('platformTenants.vicePresidents.done', {
              name: person.name,
              area: area.name,
            }),
          }),
        onError: () => setFailure(t('platformTenants.saveError')),
      },
    );
  };

  const candidates = (found.data?.items ?? []).filter((person) => person.areaId !== area.id);
  return (
    <Dialog
      open
      onClose={onClose}
      busy={assign.isPending}
      size="md"
      title={t('platformTenants.vicePresidents.title', { name: area.name })}
    >
      <div className="space-y-5 px-5 py-4 sm:px-6">
        <section aria-labelledby={`${id}-current`}>
          <h3 id={`${id}-current`} className="text-sm font-semibold text-ink-900">
            {t('platformTenants.vicePresidents.current')}
          </h3>
          {current.data && current.data.items.length === 0 ? (
            <PanelEmpty icon={UserRound} text={t('platformTenants.vicePresidents.none')} />
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-busy={current.isFetching}>
              {current.data?.items.map((person) => (
                <li key={person.userId} className="py-2 text-sm">
                  <span className="font-medium text-ink-900">{person.name}</span>{' '}
                  <span className="break-all text-slate-600">{person.email}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${id}-add`} className="space-y-3">
          <h3 id={`${id}-add`} className="text-sm font-semibold text-ink-900">
            {t('platformTenants.vicePresidents.add')}
          </h3>
          <Field id={`${id}-q`} label={t('platformTenants.vicePresidents.search')}>
            <input
              id={`${id}-q`}
              type="search"
              autoComplete="off"
              className={fieldControl}
              value={q}
              onChange={(event) => setQ(event.target.value)}
              data-autofocus
            />
          </Field>
          {search !== '' && found.data && candidates.length === 0 ? (
            <p className="text-sm text-slate-600">{t('platformTenants.vicePresidents.noMatch')}</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-busy={found.isFetching}>
              {candidates.map((person) => (
                <li
                  key={person.userId}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink-900">{person.name}</p>
                    <p className="break-all text-slate-600">{person.email}</p>
                    <p className="text-xs text-slate-600">
                      {person.areaName
                        ? t('platformTenants.vicePresidents.now', { area: person.areaName })
                        : t('platformTenants.vicePresidents.noArea')}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={assign.isPending}
                    aria-label={t('platformTenants.vicePresidents.assignNamed', {
                      name: person.name,
                    })}
                    onClick={() => assignOne(person)}
                  >
                    {t('platformTenants.vicePresidents.assign')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <FormAlert message={failure} />
        </section>
      </div>
    </Dialog>
  );
}
