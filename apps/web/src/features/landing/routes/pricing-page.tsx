import { PRICING, SUPPORT_EMAIL, TRIAL_DAYS } from '@das/shared/constants';
import { ArrowRight, BadgeCheck, CalendarClock, CreditCard } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PRICING_PLANS } from '@/entities/subscription-plan/lib/plans';
import { FaqList } from '../components/faq-list';
import { PlanCard } from '../components/plan-card';
import { PageIntro, PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { buttonClass, buttonSize, containerClass } from '../components/styles';

const TRIAL_FACTS = [
  { key: 'days', icon: CalendarClock },
  { key: 'noCard', icon: CreditCard },
  { key: 'noPayment', icon: BadgeCheck },
] as const;

const TRIAL_STEPS = ['signUp', 'use', 'decide'] as const;

const FAQ = [
  'card',
  'trialEnd',
  'location',
  'group',
  'setup',
  'switch',
  'cancel',
  'data',
  'languages',
] as const;

/** /pricing (SPEC.md §1, §9): both tiers in full, how the free trial works, and the usual questions. */
export function PricingPage() {
  const { t } = useTranslation();
  const values = {
    days: TRIAL_DAYS,
    single: PRICING.singleFinanceMonthly,
    dealership: PRICING.dealershipMonthlyPerLocation,
    singleSetup: PRICING.singleFinanceSetupMinutes,
    dealershipSetup: PRICING.dealershipSetupMinutes,
    email: SUPPORT_EMAIL,
  };

  return (
    <PublicLayout title={t('publicSite.pricing.documentTitle')}>
      <PageIntro
        eyebrow={t('publicSite.pricing.eyebrow')}
        title={t('publicSite.pricing.title')}
        lead={t('publicSite.pricing.lead')}
      >
        <ul
          aria-label={t('pricing.trial.factsLabel')}
          className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-200 sm:flex-row sm:flex-wrap"
        >
          {TRIAL_FACTS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-2">
              <Icon className="size-4 shrink-0 text-sky-300" aria-hidden="true" />
              {t(`pricing.trial.facts.${key}`, { count: TRIAL_DAYS })}
            </li>
          ))}
        </ul>
      </PageIntro>

      <section aria-labelledby="pricing-plans-title" className="bg-slate-50 py-16 sm:py-24">
        <h2 id="pricing-plans-title" className="sr-only">
          {t('publicSite.pricing.plansTitle')}
        </h2>
        <div className={containerClass}>
          <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2 lg:gap-8">
            {PRICING_PLANS.map((plan) => (
              <PlanCard key={plan.key} plan={plan} />
            ))}
          </ul>
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm/6 text-slate-600">
            {t('publicSite.pricing.priceNote')}
          </p>
        </div>
      </section>

      <section aria-labelledby="pricing-trial-title" className="bg-white py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="pricing-trial-title"
            eyebrow={t('pricing.trial.eyebrow')}
            title={t('pricing.trial.title', { count: TRIAL_DAYS })}
            lead={t('pricing.trial.lead')}
          />
          <ol className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
            {TRIAL_STEPS.map((step, index) => (
              <li key={step} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-ink-900 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-900">
                  {t(`pricing.trial.steps.${step}.title`, { count: TRIAL_DAYS })}
                </h3>
                <p className="mt-2 text-base/7 text-slate-600">
                  {t(`pricing.trial.steps.${step}.body`, { count: TRIAL_DAYS })}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-8 text-center text-sm text-slate-600">
            <Trans
              i18nKey="pricing.trial.termsLink"
              components={{
                terms: (
                  <Link
                    to={paths.legalSubscription.getHref()}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-ink-900"
                  />
                ),
              }}
            />
          </p>
        </div>
      </section>

      <section aria-labelledby="pricing-faq-title" className="bg-slate-50 py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="pricing-faq-title"
            eyebrow={t('pricing.faq.eyebrow')}
            title={t('pricing.faq.title')}
          />
          <div className="mx-auto mt-12 max-w-3xl">
            <FaqList
              items={FAQ.map((key) => ({
                id: `faq-${key}`,
                question: t(`pricing.faq.items.${key}.question`, values),
                answer: (
                  <Trans
                    i18nKey={`pricing.faq.items.${key}.answer`}
                    values={values}
                    components={{
                      email: (
                        <a
                          href={`mailto:${SUPPORT_EMAIL}`}
                          className="font-medium text-brand-700 underline underline-offset-2 hover:text-ink-900"
                        />
                      ),
                      demo: (
                        <Link
                          to={paths.demo.getHref()}
                          className="font-medium text-brand-700 underline underline-offset-2 hover:text-ink-900"
                        />
                      ),
                    }}
                  />
                ),
              }))}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="pricing-demo-title" className="bg-white py-16 sm:py-24">
        <div className={`${containerClass} text-center`}>
          <h2
            id="pricing-demo-title"
            className="text-2xl font-semibold tracking-tight text-balance text-ink-900 sm:text-3xl"
          >
            {t('publicSite.pricing.demo.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg/8 text-slate-600">
            {t('publicSite.pricing.demo.body')}
          </p>
          <Link
            to={paths.demo.getHref()}
            className={`${buttonClass.primaryOnLight} ${buttonSize.lg} group mt-8`}
          >
            {t('publicSite.pricing.demo.cta')}
            <ArrowRight
              className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
}
