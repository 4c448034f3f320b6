import { roleMay } from '@das/shared/policies';
import type { Role } from '@das/shared/roles';
import type { GroupPayPlanTemplates, PayPlanDefaults } from '@das/shared/schemas/store-defaults';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadError } from '@/components/ui/load-error';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { planIssueText } from '@/entities/pay-plan/components/pay-plan-form';
import { RolePlansFields } from '@/entities/pay-plan/components/role-plans-fields';
import {
  rolePlanFieldOf,
  rolePlanFields,
  rolePlansResolver,
  rolePlansValues,
} from '@/entities/pay-plan/components/role-plans-form';
import { useSettingsForm } from '@/lib/use-settings-form';
import { useGroupPayPlanTemplates, useSaveGroupPayPlanTemplates } from '../api/group-settings';

/** The templates once loaded: a plan per role, on the same editors as a person's plan. */
function TemplatesForm({
  groupId,
  loaded,
  canEdit,
}: {
  groupId: number;
  loaded: GroupPayPlanTemplates;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveGroupPayPlanTemplates(groupId);
  const settings = useSettingsForm({
    resolver: rolePlansResolver,
    values: rolePlansValues(loaded.templates),
    save: (templates: PayPlanDefaults) => save.mutateAsync({ templates }),
    valuesOf: (answer) => rolePlansValues(answer.templates),
    fields: rolePlanFields,
    fieldOf: rolePlanFieldOf,
    issueText: (_field, issue) => planIssueText(issue),
    failure: t('storeDefaults.saveError'),
    onSaved: () => toast({ title: t('payPlanDefaults.group.saved') }),
  });

  return (
    <form noValidate onSubmit={settings.onSubmit} className="space-y-4">
      <fieldset disabled={!canEdit}>
        <RolePlansFields
          form={settings.form}
          errorOf={settings.errorOf}
          switchLabel={(role) => t(`payPlanDefaults.group.use.${role}`)}
        />
      </fieldset>
      <FormAlert message={settings.failure} />
      {canEdit ? (
        <button type="submit" disabled={settings.saving} className={primaryButton}>
          {settings.saving ? t('common.saving') : t('payPlanDefaults.group.save')}
        </button>
      ) : null}
    </form>
  );
}

/**
 * The group's pay-plan template of each role (ADR 020): each store adopts them
 * from its own settings as a copy of its default plans, so a change here
 * moves no store's defaults, and nobody's plan.
 */
export function GroupPayPlansPanel({ groupId, actor }: { groupId: number; actor: { role: Role } }) {
  const { t } = useTranslation();
  const templates = useGroupPayPlanTemplates(groupId);
  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <Wallet className="size-4 text-brand-600" aria-hidden="true" />
          {t('payPlanDefaults.group.title')}
        </span>
      }
      description={t('payPlanDefaults.group.description')}
    >
      {templates.data ? (
        <TemplatesForm
          groupId={groupId}
          loaded={templates.data}
          canEdit={roleMay(actor.role, 'groupSettings.set')}
        />
      ) : templates.isError ? (
        <LoadError
          message={t('storeDefaults.loadError')}
          onRetry={() => void templates.refetch()}
          retrying={templates.isFetching}
        />
      ) : null}
    </Panel>
  );
}
