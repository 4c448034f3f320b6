import { ArrowRight, Check, Clock } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { TEASER_FEATURE_COUNT, type PricingPlan } from '@/entities/subscription-plan/lib/plans';
import { buttonClass, buttonSize } from './styles';

/**
 * One pricing tier: name, price with its struck-through regular price, setup
 * time, features and sign-up buttons. `compact` is the landing page's teaser
 * (three features, one button and a link to /pricing); the full card lists
 * everything with every sign-up route of the tier.
 */
export function PlanCard({
  plan,
  compact = false,
  headingLevel = 3,
}: {
  plan: PricingPlan;
  compact?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const prefix = `pricing.plans.${plan.key}`;
  const nameId = `plan-${plan.key}-name`;
  const dark = plan.featured;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ListHeading = headingLevel === 2 ? 'h3' : 'h4';
  const muted = dark ? 'text-slate-300' : 'text-slate-600';
  const accent = dark ? 'text-sky-300' : 'text-brand-600';
  const features = compact ? plan.features.slice(0, TEASER_FEATURE_COUNT) : plan.features;
  const signups = compact ? plan.signups.slice(0, 1) : plan.signups;

  return (
    <li
      className={`relative flex flex-col rounded-3xl p-7 lg:p-10 ${
        dark
          ? 'bg-ink-900 text-white shadow-xl shadow-ink-900/20 ring-1 ring-ink-900'
          : 'bg-white shadow-sm ring-1 ring-slate-200'
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
        <Heading
          id={nameId}
          className={`mt-2 text-2xl font-semibold tracking-tight ${dark ? 'text-white' : 'text-ink-900'}`}
        >
          {t(`${prefix}.name`)}
        </Heading>
        <p className={`mt-3 text-base/7 ${muted}`}>{t(`${prefix}.description`)}</p>

        <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
          {plan.startsFrom ? (
            <span className={`text-base font-medium ${muted}`}>{t('pricing.from')}</span>
          ) : null}
          <span
            className={`text-4xl font-semibold tracking-tight sm:text-5xl ${dark ? 'text-white' : 'text-ink-900'}`}
          >
            {t('pricing.price', { amount: plan.amount })}
          </span>
          <span className={`text-base font-medium ${muted}`}>{t(`${prefix}.period`)}</span>
        </p>
        <p className={`mt-2 text-sm ${muted}`}>
          <Trans
            i18nKey="pricing.regularPrice"
            values={{ price: t('pricing.price', { amount: plan.regularAmount }) }}
            components={{
              old: <s className={`decoration-2 ${dark ? 'text-slate-300' : 'text-slate-600'}`} />,
            }}
          />
        </p>
        <p className={`mt-4 flex items-center gap-2 text-sm ${muted}`}>
          <Clock className={`size-4 shrink-0 ${accent}`} aria-hidden="true" />
          {t('pricing.setup', { count: plan.setupMinutes })}
        </p>

        <ListHeading className="sr-only">{t('pricing.includes')}</ListHeading>
        <ul
          className={`mt-8 flex-1 space-y-3 border-t pt-8 ${dark ? 'border-white/10' : 'border-slate-100'}`}
        >
          {features.map((feature) => (
            <li
              key={feature}
              className={`flex gap-3 text-sm/6 ${dark ? 'text-slate-200' : 'text-slate-700'}`}
            >
              <Check className={`mt-0.5 size-5 shrink-0 ${accent}`} aria-hidden="true" />
              {t(`${prefix}.features.${feature}`)}
            </li>
          ))}
        </ul>

        <div className="mt-10 flex flex-col gap-3">
          {signups.map((signup, index) => (
            <Link
              key={signup.key}
              to={signup.href}
              className={`${
                index === 0
                  ? dark
                    ? buttonClass.primaryOnDark
                    : buttonClass.primaryOnLight
                  : dark
                    ? buttonClass.secondaryOnDark
                    : buttonClass.secondaryOnLight
              } ${buttonSize.md}`}
            >
              {t(`${prefix}.signups.${signup.key}`)}
            </Link>
          ))}
          {compact ? (
            <Link
              to={paths.pricing.getHref()}
              aria-describedby={nameId}
              className={`group mt-1 inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-semibold ${
                dark
                  ? 'text-sky-300 hover:text-sky-200 focus-visible:outline-sky-300'
                  : 'text-brand-700 hover:text-ink-900 focus-visible:outline-brand-600'
              }`}
            >
              {t('pricing.fullPricing')}
              <ArrowRight
                className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
