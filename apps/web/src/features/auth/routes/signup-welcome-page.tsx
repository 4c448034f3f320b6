import type { SignupPlan } from '@das/shared/subscription-plans';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { readWelcomeFacts, SignupWelcome } from '../components/signup-welcome';

function WelcomeAfterSignup({ plan }: { plan: SignupPlan }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('welcome.signup.documentTitle')} width="wide">
      <SignupWelcome plan={plan} facts={readWelcomeFacts(params)} />
    </AuthLayout>
  );
}

/** `/welcome/single-finance?email=…&trialEnds=…`: where the single finance sign-up ends. */
export function SingleFinanceWelcomePage() {
  return <WelcomeAfterSignup plan="single_finance" />;
}

/** `/welcome/dealership?email=…&trialEnds=…`: where the dealership sign-up ends. */
export function DealershipWelcomePage() {
  return <WelcomeAfterSignup plan="dealership" />;
}
