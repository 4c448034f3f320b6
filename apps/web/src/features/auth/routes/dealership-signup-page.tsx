import { useTranslation } from 'react-i18next';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { DealershipSignupForm } from '../components/dealership-signup-form';
import { OtherPlansLink, TrialNote } from '../components/signup-parts';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';

/** `/signup/dealership`: a store and its admin, on a trial for one location. */
export function DealershipSignupPage() {
  const { t } = useTranslation();
  const plan = usePlanText();
  return (
    <AuthLayout title={t('signup.dealership.documentTitle')} width="wide">
      <div className="space-y-6">
        <AuthHeading
          title={t('signup.dealership.title')}
          subtitle={t('signup.dealership.subtitle', { setup: plan.setup('dealership') })}
        />
        <TrialNote after={plan.totalPrice('dealership')} />
        <DealershipSignupForm />
        <OtherPlansLink />
      </div>
    </AuthLayout>
  );
}
