import { PRODUCT_NAME } from '@das/shared/constants';
import {
  ArrowRight,
  ChartNoAxesColumn,
  LayoutDashboard,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useCreateDemoSession } from '../api/create-demo-session';
import { useDemoInfo } from '@/lib/demo-info';
import { DarkNotice, DemoLayout } from '../components/demo-layout';
import { demoErrorKey } from '../components/demo-error-text';
import { demoButton } from '../components/styles';

const DEFAULT_ROLE = 'sales_manager';
const DEFAULT_DEALERSHIP_ID = 46;

/** `/demo`: what the demo is, and one button into it (SPEC.md §3 "Demo user"). */
export function DemoPage() {
  const { t } = useTranslation();
  const info = useDemoInfo();
  const demoSession = useCreateDemoSession();
  const role = info.data?.defaultRole ?? DEFAULT_ROLE;
  const dealershipId = info.data?.dealershipId ?? DEFAULT_DEALERSHIP_ID;
  const disabled = info.data?.enabled === false;
  const entering = demoSession.isPending || demoSession.isSuccess;

  function enter() {
    if (entering) return;
    demoSession
      .mutateAsync(role)
      .then(() => window.location.assign(paths.dashboard.getHref()))
      .catch(() => undefined);
  }

  const highlights = [
    { key: 'roles', Icon: LayoutDashboard },
    { key: 'data', Icon: ChartNoAxesColumn },
    { key: 'safe', Icon: ShieldCheck },
  ] as const;

  return (
    <DemoLayout title={t('demo.page.documentTitle')}>
      <section aria-labelledby="demo-title" className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3.5 py-1.5 text-sm font-medium text-sky-200 ring-1 ring-inset ring-white/15">
          <Sparkles className="size-4 text-sky-300" aria-hidden="true" />
          {t('demo.page.eyebrow')}
        </p>
        <h1
          id="demo-title"
          className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
        >
          {t('demo.page.title', { product: PRODUCT_NAME })}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg/8 text-pretty text-slate-300">
          {t('demo.page.description', {
            role: t(`demo.roles.${role}.title`),
            dealershipId,
          })}
        </p>

        <div className="mt-10">
          {info.isPending ? (
            <div role="status" className="flex justify-center">
              <span className="sr-only">{t('demo.page.checking')}</span>
              <span
                aria-hidden="true"
                className="h-12 w-64 animate-pulse rounded-lg bg-white/10 motion-reduce:animate-none"
              />
            </div>
          ) : disabled ? (
            <div role="alert" className="mx-auto max-w-xl text-left">
              <DarkNotice
                tone="warning"
                actions={
                  <>
                    <Link to={paths.auth.getHref()} className={demoButton.small}>
                      {t('demo.page.signIn')}
                    </Link>
                    <Link to={paths.landing.getHref()} className={demoButton.small}>
                      {t('demo.page.home')}
                    </Link>
                  </>
                }
              >
                {t('demo.unavailable')}
              </DarkNotice>
            </div>
          ) : (
            <>
              <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
                <button
                  type="button"
                  onClick={enter}
                  disabled={entering}
                  className={`${demoButton.primary} group`}
                >
                  {entering ? (
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
                    />
                  ) : null}
                  {t(entering ? 'demo.page.entering' : 'demo.page.enter')}
                  {!entering && (
                    <ArrowRight
                      className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  )}
                </button>
                <Link to={paths.dashboardSelector.getHref()} className={demoButton.secondary}>
                  {t('demo.page.chooseRole')}
                </Link>
              </div>
              <p className="mt-4 text-sm text-slate-400">{t('demo.page.noSignup')}</p>
              <div role="alert" className="mx-auto mt-6 max-w-xl text-left empty:hidden">
                {demoSession.isError && (
                  <DarkNotice tone="error">{t(demoErrorKey(demoSession.error))}</DarkNotice>
                )}
              </div>
            </>
          )}
        </div>
      </section>

      <ul
        hidden={disabled}
        className="mx-auto mt-16 grid max-w-5xl grid-cols-1 gap-4 sm:mt-20 md:grid-cols-3"
      >
        {highlights.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl bg-white/[0.04] p-6 ring-1 ring-inset ring-white/10">
            <span className="flex size-11 items-center justify-center rounded-xl bg-sky-400/10 text-sky-300 ring-1 ring-inset ring-sky-300/20">
              <Icon className="size-5.5" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-base font-semibold text-white">
              {t(`demo.page.highlights.${key}.title`)}
            </h2>
            <p className="mt-1.5 text-sm/6 text-pretty text-slate-300">
              {t(`demo.page.highlights.${key}.description`, { dealershipId })}
            </p>
          </li>
        ))}
      </ul>
    </DemoLayout>
  );
}
