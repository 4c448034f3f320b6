import { PRICING, PRODUCT_NAME } from '@das/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { TrialNote } from '../components/signup-parts';
import { usePlanText } from '@/entities/subscription-plan/components/use-plan-text';
import { SingleFinanceSignupForm } from '../components/single-finance-signup-form';
import { authButton } from '../components/styles';

/** `/signup/single-finance`: a single finance manager opens their own F&I office. */
export function SingleFinanceSignupPage() {
  const { t } = useTranslation();
  const plan = usePlanText();
  const price = plan.money(PRICING.singleFinanceMonthly);
  return (
    <AuthLayout title={t('auth.signup.documentTitle')} width="wide">
      <div className="space-y-6">
        <AuthHeading
          title={t('auth.signup.title')}
          subtitle={t('auth.signup.subtitle', { product: PRODUCT_NAME, price })}
        />
        <TrialNote after={plan.totalPrice('single_finance')} />
        <SingleFinanceSignupForm />
        <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
          {t('auth.signup.otherPlans')}{' '}
          <Link to={paths.signup.getHref()} className={authButton.link}>
            {t('auth.signup.allPlans')}
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
