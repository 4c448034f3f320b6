import { PRODUCT_NAME, SUPPORT_EMAIL } from '@das/shared/constants';
import {
  Building2,
  ClipboardList,
  FileSpreadsheet,
  Handshake,
  HandCoins,
  KeyRound,
  LayoutDashboard,
  Lock,
  Mail,
  MonitorSmartphone,
  Network,
  ScrollText,
  ServerCog,
  ShieldCheck,
  TimerReset,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { CtaPanel, SecondaryCta } from '../components/cta';
import { PageIntro, PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { buttonClass, buttonSize, containerClass } from '../components/styles';

/** Every role of SPEC.md §1, grouped by where in the dealership it sits. */
const ROLE_GROUPS: readonly { key: string; icon: LucideIcon; roles: readonly string[] }[] = [
  { key: 'floor', icon: Handshake, roles: ['salesperson', 'sales_manager'] },
  {
    key: 'finance',
    icon: HandCoins,
    roles: ['finance_manager', 'single_finance_manager', 'finance_director'],
  },
  { key: 'store', icon: Building2, roles: ['general_manager', 'dealership_admin'] },
  { key: 'group', icon: Network, roles: ['dealer_group_admin', 'area_vice_president'] },
  { key: 'platform', icon: Wrench, roles: ['admin', 'master_admin'] },
];

const COMPARISON: readonly { key: string; icon: LucideIcon; ours: boolean }[] = [
  { key: 'spreadsheets', icon: FileSpreadsheet, ours: false },
  { key: 'addOns', icon: ClipboardList, ours: false },
  { key: 'board', icon: LayoutDashboard, ours: true },
];
const COMPARISON_POINTS = ['first', 'second', 'third'] as const;

/** Statements about how this product keeps data; each one true of the code as built. */
const SAFEGUARDS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'tenants', icon: Building2 },
  { key: 'server', icon: ServerCog },
  { key: 'passwords', icon: KeyRound },
  { key: 'sessions', icon: TimerReset },
  { key: 'lockout', icon: Lock },
  { key: 'audit', icon: ScrollText },
  { key: 'browser', icon: MonitorSmartphone },
  { key: 'headers', icon: ShieldCheck },
];

/** /about: who DAS Board is for, why one live board, how data is kept, and how to reach us. */
export function AboutPage() {
  const { t } = useTranslation();
  const product = PRODUCT_NAME;

  return (
    <PublicLayout title={t('publicSite.about.documentTitle')}>
      <PageIntro
        eyebrow={t('publicSite.about.eyebrow', { product })}
        title={t('publicSite.about.title')}
        lead={t('publicSite.about.lead', { product })}
      />

      <section aria-labelledby="about-roles-title" className="bg-white py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="about-roles-title"
            eyebrow={t('publicSite.about.roles.eyebrow')}
            title={t('publicSite.about.roles.title')}
            lead={t('publicSite.about.roles.lead', { product })}
          />
          <div className="mt-14 grid gap-6 lg:grid-cols-2">
            {ROLE_GROUPS.map(({ key, icon: Icon, roles }) => (
              <section
                key={key}
                aria-labelledby={`about-roles-${key}`}
                className={`rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8 ${
                  key === 'platform' ? 'lg:col-span-2' : ''
                }`}
              >
                <div className="flex items-center gap-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-900 text-sky-300">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 id={`about-roles-${key}`} className="text-lg font-semibold text-ink-900">
                    {t(`publicSite.about.roles.groups.${key}`)}
                  </h3>
                </div>
                <dl className="mt-6 space-y-5">
                  {roles.map((role) => (
                    <div key={role}>
                      <dt className="font-semibold text-ink-900">{t(`roles.${role}`)}</dt>
                      <dd className="mt-1 text-base/7 text-slate-600">
                        {t(`publicSite.about.roles.items.${role}`, { product })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="about-why-title" className="bg-slate-50 py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="about-why-title"
            eyebrow={t('publicSite.about.why.eyebrow', { product })}
            title={t('publicSite.about.why.title')}
            lead={t('publicSite.about.why.lead', { product })}
          />
          <ul className="mt-14 grid gap-6 lg:grid-cols-3">
            {COMPARISON.map(({ key, icon: Icon, ours }) => (
              <li
                key={key}
                className={`flex flex-col rounded-2xl p-6 sm:p-8 ${
                  ours
                    ? 'bg-ink-900 text-white shadow-xl shadow-ink-900/20'
                    : 'bg-white ring-1 ring-slate-200'
                }`}
              >
                <Icon
                  className={`size-6 ${ours ? 'text-sky-300' : 'text-slate-500'}`}
                  aria-hidden="true"
                />
                <h3
                  className={`mt-5 text-lg font-semibold ${ours ? 'text-white' : 'text-ink-900'}`}
                >
                  {t(`publicSite.about.why.items.${key}.title`, { product })}
                </h3>
                <ul className="mt-4 space-y-3">
                  {COMPARISON_POINTS.map((point) => (
                    <li
                      key={point}
                      className={`flex gap-3 text-sm/6 ${ours ? 'text-slate-200' : 'text-slate-600'}`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-2 size-1.5 shrink-0 rounded-full ${
                          ours ? 'bg-sky-300' : 'bg-slate-400'
                        }`}
                      />
                      {t(`publicSite.about.why.items.${key}.points.${point}`)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-data-title" className="bg-white py-16 sm:py-24">
        <div className={containerClass}>
          <SectionHeading
            id="about-data-title"
            eyebrow={t('publicSite.about.data.eyebrow')}
            title={t('publicSite.about.data.title')}
            lead={t('publicSite.about.data.lead', { product })}
          />
          <ul className="mt-14 grid gap-x-10 gap-y-10 md:grid-cols-2">
            {SAFEGUARDS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">
                    {t(`publicSite.about.data.items.${key}.title`)}
                  </h3>
                  <p className="mt-1 text-base/7 text-slate-600">
                    {t(`publicSite.about.data.items.${key}.body`, { product })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-12 text-center text-base text-slate-600">
            <Trans
              i18nKey="publicSite.about.data.privacyLink"
              components={{
                privacy: (
                  <Link
                    to={paths.legalPrivacy.getHref()}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-ink-900"
                  />
                ),
              }}
            />
          </p>
        </div>
      </section>

      <CtaPanel
        id="about-contact-title"
        title={t('publicSite.about.contact.title')}
        body={t('publicSite.about.contact.body', { product })}
        className="bg-white pb-20 sm:pb-28"
      >
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className={`${buttonClass.primaryOnDark} ${buttonSize.lg}`}
        >
          <Mail className="size-4" aria-hidden="true" />
          {t('publicSite.about.contact.email', { email: SUPPORT_EMAIL })}
        </a>
        <SecondaryCta to={paths.demo.getHref()}>{t('publicSite.about.contact.demo')}</SecondaryCta>
      </CtaPanel>
    </PublicLayout>
  );
}
