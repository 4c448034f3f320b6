import { roleMay } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import {
  saveGroupProductTargetsSchema,
  type GroupProductTargets,
} from '@das/shared/schemas/store-defaults';
import { Target } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { useGroupProductTargets, useSaveGroupProductTargets } from '../api/group-settings';
import { controlProps, useFieldIssues } from './field-issues';

/** A share as the whole percentage typed: 0.45 is "45". */
const percentText = (target: number | null) =>
  target === null ? '' : String(Math.round(target * 1000) / 10);

/** The form once the targets are loaded: a percentage per product. */
function TargetsForm({
  groupId,
  loaded,
  canEdit,
}: {
  groupId: number;
  loaded: GroupProductTargets;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveGroupProductTargets(groupId);
  const [texts, setTexts] = useState(() => loaded.targets.map((row) => percentText(row.target)));
  const [failure, setFailure] = useState<string | null>(null);
  const issues = useFieldIssues();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const targets = loaded.targets.map((row, index) => {
      const text = (texts[index] ?? '').trim();
      return { product: row.product, target: text === '' ? null : Number(text) / 100 };
    });
    const input = issues.check(saveGroupProductTargetsSchema, { targets });
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => toast({ title: t('storeDefaults.groupTargets.saved') }),
      onError: (error) => {
        if (!issues.fromError(error)) setFailure(t('storeDefaults.saveError'));
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {loaded.targets.map((row, index) => {
          const field = `${id}-${row.product}`;
          const error = issues.textOf(`targets.${index}.target`);
          const product = t(`finance.productNames.${row.product}`);
          return (
            <li key={row.product}>
              <div className="grid grid-cols-[1fr_7rem] items-center gap-3">
                <label htmlFor={field} className="text-sm text-slate-800">
                  {t('storeDefaults.groupTargets.target', { product })}
                </label>
                <div className="relative">
                  <input
                    {...controlProps(field, error)}
                    inputMode="decimal"
                    disabled={!canEdit}
                    value={texts[index] ?? ''}
                    onChange={(event) =>
                      setTexts((current) =>
                        current.map((text, at) => (at === index ? event.target.value : text)),
                      )
                    }
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
                  >
                    %
                  </span>
                </div>
              </div>
              {error ? <FieldError id={`${field}-error`} message={error} /> : null}
            </li>
          );
        })}
      </ul>
      <FormAlert message={failure} />
      {canEdit ? (
        <button type="submit" disabled={save.isPending} className={primaryButton}>
          {save.isPending ? t('common.saving') : t('storeDefaults.groupTargets.save')}
        </button>
      ) : null}
    </form>
  );
}

/**
 * The group's penetration target per product (ADR 020): each store adopts them
 * from its own settings as a copy, so a change here moves no store's targets.
 */
export function GroupTargetsPanel({ groupId, actor }: { groupId: number; actor: { role: Role } }) {
  const { t } = useTranslation();
  const targets = useGroupProductTargets(groupId);
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <Target className="size-4 text-brand-600" aria-hidden="true" />
          {t('storeDefaults.groupTargets.title')}
        </span>
      }
      description={t('storeDefaults.groupTargets.description')}
    >
      {targets.data ? (
        <TargetsForm
          groupId={groupId}
          loaded={targets.data}
          canEdit={roleMay(actor.role, 'groupSettings.set')}
        />
      ) : targets.isError ? (
        <LoadError
          message={t('storeDefaults.loadError')}
          onRetry={() => void targets.refetch()}
          retrying={targets.isFetching}
        />
      ) : null}
    </Panel>
  );
}
