import { PRODUCT_NAME } from '@das/shared/constants';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { CtaActions, PrimaryCta, SecondaryCta } from './cta';
import { containerClass } from './styles';

export function CtaSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-cta-title" className="bg-white pb-20 sm:pb-28">
      <div className={containerClass}>
        <div className="relative isolate overflow-hidden rounded-3xl bg-ink-900 px-6 py-16 text-center shadow-2xl shadow-ink-900/20 sm:px-16 sm:py-24">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -z-10"
            style={{
              background:
                'radial-gradient(50% 80% at 50% 0%, rgb(14 165 233 / 0.35), transparent 70%), radial-gradient(40% 60% at 100% 100%, rgb(56 189 248 / 0.18), transparent 70%)',
            }}
          />
          <h2
            id="landing-cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-5xl"
          >
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-6 max-w-xl text-lg/8 text-pretty text-slate-300">
            {t('landing.cta.subtitle', { product: PRODUCT_NAME })}
          </p>
          <CtaActions className="mt-10">
            <PrimaryCta to={paths.signup.getHref()}>{t('landing.cta.primary')}</PrimaryCta>
            <SecondaryCta to={paths.demo.getHref()}>{t('landing.cta.secondary')}</SecondaryCta>
          </CtaActions>
        </div>
      </div>
    </section>
  );
}
