import { TRIAL_DAYS } from '@das/shared/constants';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PRICING_PLANS } from '@/entities/subscription-plan/lib/plans';
import { PlanCard } from './plan-card';
import { SectionHeading } from './section-heading';
import { containerClass } from './styles';

/** The landing page's pricing teaser: both tiers in compact cards, with a link to /pricing. */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <section
      id="pricing"
      aria-labelledby="landing-pricing-title"
      className="bg-white py-20 sm:py-28"
    >
      <div className={containerClass}>
        <SectionHeading
          id="landing-pricing-title"
          eyebrow={t('landing.pricing.eyebrow')}
          title={t('landing.pricing.title')}
          lead={t('landing.pricing.subtitle')}
        />
        <p className="mx-auto mt-8 flex w-fit items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-center text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-100">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('pricing.trial.badge', { count: TRIAL_DAYS })}
        </p>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2 lg:gap-8">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.key} plan={plan} compact />
          ))}
        </ul>
      </div>
    </section>
  );
}
