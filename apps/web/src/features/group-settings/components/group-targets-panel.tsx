import { PRODUCTS } from '@das/shared/deals';
import { roleMay } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import {
  saveGroupProductTargetsSchema,
  type GroupProductTargets,
  type SaveGroupProductTargets,
} from '@das/shared/schemas/store-defaults';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { primaryButton } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { sharedSchemaResolver } from '@/lib/form-resolver';
import { useSettingsForm } from '@/lib/use-settings-form';
import { useGroupProductTargets, useSaveGroupProductTargets } from '../api/group-settings';

/** The targets as typed: a whole percentage per product, in menu order (0.45 is "45"). */
interface TargetsValues {
  targets: string[];
}

const targetsValues = (loaded: GroupProductTargets): TargetsValues => ({
  targets: PRODUCTS.map((product) => {
    const target = loaded.targets.find((row) => row.product === product)?.target ?? null;
    return target === null ? '' : String(Math.round(target * 1000) / 10);
  }),
});

/** Left empty is no target; the server's schema checks the shares. */
const targetsResolver = sharedSchemaResolver(
  z
    .object({ targets: z.array(z.string()) })
    .transform(({ targets }) => ({
      targets: PRODUCTS.map((product, index) => {
        const text = (targets[index] ?? '').trim();
        return { product, target: text === '' ? null : Number(text) / 100 };
      }),
    }))
    .pipe(saveGroupProductTargetsSchema) as z.ZodType<SaveGroupProductTargets, TargetsValues>,
  // A problem of `targets.3.target` is shown at the fourth product's box.
  { fieldOf: (path) => path.replace(/\.target$/, '') },
);

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
  const save = useSaveGroupProductTargets(groupId);
  const { onSubmit, saving, failure, errorOf, fieldId, control } = useSettingsForm({
    resolver: targetsResolver,
    values: targetsValues(loaded),
    save: save.mutateAsync,
    valuesOf: targetsValues,
    fields: () => PRODUCTS.map((_, index) => `targets.${index}` as const),
    fieldOf: (field) => field.replace(/\.target$/, ''),
    failure: t('storeDefaults.saveError'),
    onSaved: () => toast({ title: t('storeDefaults.groupTargets.saved') }),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-4">
      <fieldset disabled={!canEdit}>
        <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {PRODUCTS.map((product, index) => {
            const field = `targets.${index}` as const;
            const error = errorOf(field);
            return (
              <li key={product}>
                <div className="grid grid-cols-[1fr_7rem] items-center gap-3">
                  <label htmlFor={fieldId(field)} className="text-sm text-slate-800">
                    {t('storeDefaults.groupTargets.target', {
                      product: t(`finance.productNames.${product}`),
                    })}
                  </label>
                  <div className="relative">
                    <input {...control(field)} inputMode="decimal" />
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
                    >
                      %
                    </span>
                  </div>
                </div>
                {error ? <FieldError id={`${fieldId(field)}-error`} message={error} /> : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <FormAlert message={failure} />
      {canEdit ? (
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? t('common.saving') : t('storeDefaults.groupTargets.save')}
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
