import { PRICING, PRODUCT_NAME, TRIAL_DAYS } from '@das/shared/constants';
import { CircleCheck, Sparkles } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { CtaActions, PrimaryCta, SecondaryCta } from './cta';
import { HeroCarousel } from './hero-carousel';
import { containerClass } from './styles';

export function HeroSection() {
  const { t } = useTranslation();
  const highlights = [
    t('landing.hero.highlights.trial', { count: TRIAL_DAYS }),
    t('landing.hero.highlights.noCard'),
    t('landing.hero.highlights.setup', {
      count: PRICING.singleFinanceSetupMinutes,
    }),
  ];

  return (
    <section
      aria-labelledby="landing-hero-title"
      className="relative isolate bg-ink-900 text-white"
    >
      <HeroBackdrop />
      {/* The page turns white behind the lower part of the screenshots, so they straddle both. */}
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-28 bg-white sm:h-44" />
      <div className={`${containerClass} pt-16 sm:pt-24 lg:pt-28`}>
        <div className="mx-auto max-w-5xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3.5 py-1.5 text-sm font-medium text-sky-200 ring-1 ring-inset ring-white/15">
            <Sparkles className="size-4 text-sky-300" aria-hidden="true" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="landing-hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            <Trans
              i18nKey="landing.hero.title"
              components={{
                accent: (
                  <span className="bg-linear-to-r from-sky-300 via-sky-400 to-brand-500 bg-clip-text text-transparent" />
                ),
              }}
            />
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg/8 text-pretty text-slate-300 sm:text-xl/8">
            {t('landing.hero.subtitle', { product: PRODUCT_NAME })}
          </p>
          <CtaActions className="mt-10">
            <PrimaryCta to={paths.signup.getHref()}>{t('landing.hero.primaryCta')}</PrimaryCta>
            <SecondaryCta to={paths.demo.getHref()}>{t('landing.hero.secondaryCta')}</SecondaryCta>
          </CtaActions>
          <ul
            aria-label={t('landing.hero.highlights.label')}
            className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-300 sm:flex-row sm:flex-wrap"
          >
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <CircleCheck className="size-4 shrink-0 text-sky-400" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <HeroCarousel />
      </div>
    </section>
  );
}

/** Soft sky glows over a faint grid, fading out towards the bottom of the hero. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div
        className="absolute inset-0 opacity-40"
        style={{
          backgroundImage:
            'linear-gradient(to right, rgb(255 255 255 / 0.06) 1px, transparent 1px), linear-gradient(to bottom, rgb(255 255 255 / 0.06) 1px, transparent 1px)',
          backgroundSize: '56px 56px',
          maskImage: 'radial-gradient(ellipse 70% 60% at 50% 0%, #000 30%, transparent 100%)',
          WebkitMaskImage: 'radial-gradient(ellipse 70% 60% at 50% 0%, #000 30%, transparent 100%)',
        }}
      />
      <div
        className="absolute top-[-20%] left-1/2 h-[44rem] w-[72rem] max-w-none -translate-x-1/2 rounded-full opacity-60 blur-3xl"
        style={{
          background:
            'radial-gradient(closest-side, rgb(14 165 233 / 0.45), rgb(2 132 199 / 0.15) 55%, transparent)',
        }}
      />
      <div
        className="absolute top-1/3 -right-40 h-96 w-96 rounded-full opacity-50 blur-3xl"
        style={{
          background: 'radial-gradient(closest-side, rgb(56 189 248 / 0.35), transparent)',
        }}
      />
    </div>
  );
}
