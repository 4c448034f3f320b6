import { useTranslation } from 'react-i18next';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { DealerGroupSignupForm } from '../components/dealer-group-signup-form';
import { OtherPlansLink, TrialNote } from '../components/signup-parts';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';

/** `/signup/dealer-group`: the group, its stores and its group admin, on one trial. */
export function DealerGroupSignupPage() {
  const { t } = useTranslation();
  const plan = usePlanText();
  return (
    <AuthLayout title={t('signup.group.documentTitle')} width="form">
      <div className="space-y-6">
        <AuthHeading
          title={t('signup.group.title')}
          subtitle={t('signup.group.subtitle', { setup: plan.setup('dealer_group') })}
        />
        <TrialNote after={plan.listPrice('dealer_group')} />
        <DealerGroupSignupForm />
        <OtherPlansLink />
      </div>
    </AuthLayout>
  );
}
