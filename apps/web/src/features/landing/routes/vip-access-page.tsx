import { PRICING, SUPPORT_EMAIL, TRIAL_DAYS } from '@das/shared/constants';
import {
  CalendarCheck,
  DatabaseZap,
  GraduationCap,
  Handshake,
  Mail,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CtaPanel, PrimaryCta, SecondaryCta } from '../components/cta';
import { PageIntro, PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { buttonClass, buttonSize, containerClass } from '../components/styles';

const BENEFITS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'whiteGlove', icon: Handshake },
  { key: 'dataImport', icon: DatabaseZap },
  { key: 'training', icon: GraduationCap },
  { key: 'monthEnd', icon: CalendarCheck },
];

const STEPS = ['contact', 'plan', 'setup', 'live'] as const;

/** /vip-access: the landing page for dealer groups we have invited, with white-glove onboarding. */
export function VipAccessPage() {
  const { t } = useTranslation();
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t('publicSite.vip.mailSubject'))}`;

  return (
    <PublicLayout title={t('publicSite.vip.documentTitle')}>
      <PageIntro
        eyebrow={t('publicSite.vip.eyebrow')}
        title={t('publicSite.vip.title')}
        lead={t('publicSite.vip.lead')}
      >
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a href={mailto} className={`${buttonClass.primaryOnDark} ${buttonSize.lg}`}>
            <Mail className="size-4" aria-hidden="true" />
            {t('publicSite.vip.contact')}
          </a>
          <Link
            to={paths.signupDealerGroup.getHref()}
            className={`${buttonClass.secondaryOnDark} ${buttonSize.lg}`}
          >
            {t('publicSite.vip.signup')}
          </Link>
        </div>
        <p className="mt-5 text-sm text-slate-300">
          {t('publicSite.vip.contactNote', { email: SUPPORT_EMAIL })}
        </p>
      </PageIntro>

      <section aria-labelledby="vip-benefits-title" className="bg-white py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="vip-benefits-title"
            eyebrow={t('publicSite.vip.benefits.eyebrow')}
            title={t('publicSite.vip.benefits.title')}
            lead={t('publicSite.vip.benefits.lead')}
          />
          <ul className="mt-14 grid gap-6 md:grid-cols-2">
            {BENEFITS.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
                <span className="grid size-11 place-items-center rounded-xl bg-ink-900 text-sky-300">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink-900">
                  {t(`publicSite.vip.benefits.items.${key}.title`)}
                </h3>
                <p className="mt-2 text-base/7 text-slate-600">
                  {t(`publicSite.vip.benefits.items.${key}.body`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="vip-steps-title" className="bg-slate-50 py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="vip-steps-title"
            eyebrow={t('publicSite.vip.steps.eyebrow')}
            title={t('publicSite.vip.steps.title')}
          />
          <ol className="mx-auto mt-14 grid max-w-6xl gap-6 md:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, index) => (
              <li key={step} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="grid size-9 place-items-center rounded-full bg-ink-900 text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 font-semibold text-ink-900">
                  {t(`publicSite.vip.steps.items.${step}.title`)}
                </h3>
                <p className="mt-2 text-sm/6 text-slate-600">
                  {t(`publicSite.vip.steps.items.${step}.body`)}
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaPanel
        id="vip-pricing-title"
        title={t('publicSite.vip.pricing.title')}
        body={t('publicSite.vip.pricing.body', {
          amount: PRICING.dealershipMonthlyPerLocation,
          days: TRIAL_DAYS,
        })}
        className="bg-white py-16 sm:py-24"
      >
        <PrimaryCta to={paths.signupDealerGroup.getHref()}>{t('publicSite.vip.signup')}</PrimaryCta>
        <SecondaryCta to={paths.demo.getHref()}>{t('publicSite.vip.demo')}</SecondaryCta>
        <SecondaryCta to={paths.pricing.getHref()}>{t('publicSite.vip.pricingLink')}</SecondaryCta>
      </CtaPanel>
    </PublicLayout>
  );
}
