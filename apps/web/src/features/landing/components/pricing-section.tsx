import { PRICING } from '@das/shared/constants';
import { ArrowRight, Check, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';
import { buttonClass, buttonSize, containerClass } from './styles';

const POINTS = ['first', 'second', 'third'] as const;

type Plan = {
  key: 'singleFinance' | 'dealership';
  amount: number;
  setupMinutes: number;
  hasPrefix: boolean;
  featured: boolean;
};

const PLANS: readonly Plan[] = [
  {
    key: 'singleFinance',
    amount: PRICING.singleFinanceMonthly,
    setupMinutes: PRICING.singleFinanceSetupMinutes,
    hasPrefix: false,
    featured: false,
  },
  {
    key: 'dealership',
    amount: PRICING.dealershipMonthlyPerLocation,
    setupMinutes: PRICING.dealershipSetupMinutes,
    hasPrefix: true,
    featured: true,
  },
];

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
        <p className="mx-auto mt-8 flex w-fit items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-100">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('landing.pricing.trialNote')}
        </p>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2 lg:gap-8">
          {PLANS.map((plan) => (
            <PlanCard key={plan.key} plan={plan} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const prefix = `landing.pricing.${plan.key}`;
  const nameId = `landing-plan-${plan.key}`;
  const dark = plan.featured;

  return (
    <li
      className={`relative flex flex-col rounded-3xl p-7 lg:p-10 ${
        dark
          ? 'bg-ink-900 text-white shadow-xl shadow-ink-900/20 ring-1 ring-ink-900'
          : 'bg-white ring-1 ring-slate-200'
      }`}
    >
      {dark ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 overflow-hidden rounded-3xl"
          style={{
            background: 'radial-gradient(60% 50% at 100% 0%, rgb(14 165 233 / 0.25), transparent)',
          }}
        />
      ) : null}
      <div className="relative flex flex-1 flex-col">
        <p className={`text-sm font-semibold ${dark ? 'text-sky-300' : 'text-brand-700'}`}>
          {t(`${prefix}.audience`)}
        </p>
        <h3
          id={nameId}
          className={`mt-2 text-2xl font-semibold tracking-tight ${dark ? 'text-white' : 'text-ink-900'}`}
        >
          {t(`${prefix}.name`)}
        </h3>
        <p className={`mt-3 text-base/7 ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
          {t(`${prefix}.description`)}
        </p>

        <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
          {plan.hasPrefix ? (
            <span className={`text-base font-medium ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
              {t(`${prefix}.pricePrefix`)}
            </span>
          ) : null}
          <span
            className={`text-4xl font-semibold tracking-tight sm:text-5xl ${dark ? 'text-white' : 'text-ink-900'}`}
          >
            {t(`${prefix}.price`, { amount: plan.amount })}
          </span>
          <span className={`text-base font-medium ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
            {t(`${prefix}.period`)}
          </span>
        </p>
        <p
          className={`mt-3 flex items-center gap-2 text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}
        >
          <Clock
            className={`size-4 shrink-0 ${dark ? 'text-sky-300' : 'text-brand-600'}`}
            aria-hidden="true"
          />
          {t('landing.pricing.setup', { count: plan.setupMinutes })}
        </p>

        <h4 className="sr-only">{t('landing.pricing.includesLabel')}</h4>
        <ul
          className={`mt-8 flex-1 space-y-3 border-t pt-8 ${dark ? 'border-white/10' : 'border-slate-100'}`}
        >
          {POINTS.map((point) => (
            <li
              key={point}
              className={`flex gap-3 text-sm/6 ${dark ? 'text-slate-200' : 'text-slate-700'}`}
            >
              <Check
                className={`mt-0.5 size-5 shrink-0 ${dark ? 'text-sky-300' : 'text-brand-600'}`}
                aria-hidden="true"
              />
              {t(`${prefix}.points.${point}`)}
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col gap-4">
          <Link
            to={paths.signup.getHref()}
            aria-describedby={nameId}
            className={`${dark ? buttonClass.primaryOnDark : buttonClass.primaryOnLight} ${buttonSize.md}`}
          >
            {t('landing.pricing.cta')}
          </Link>
          <Link
            to={paths.pricing.getHref()}
            aria-describedby={nameId}
            className={`group inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-semibold ${
              dark
                ? 'text-sky-300 hover:text-sky-200 focus-visible:outline-sky-300'
                : 'text-brand-700 hover:text-ink-900 focus-visible:outline-brand-600'
            }`}
          >
            {t('landing.pricing.fullPricing')}
            <ArrowRight
              className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </div>
      </div>
    </li>
  );
}
