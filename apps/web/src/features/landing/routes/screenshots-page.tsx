import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PageIntro, PublicLayout } from '../components/public-layout';
import { SCREENSHOTS, SCREENSHOT_SIZE } from '../components/screenshot-slides';
import { buttonClass, buttonSize, containerClass } from '../components/styles';

const POINTS = ['first', 'second', 'third'] as const;

/** /screenshots: the hero's four dashboards at full width, each with what that role sees. */
export function ScreenshotsPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('publicSite.screenshots.documentTitle')}>
      <PageIntro
        eyebrow={t('publicSite.screenshots.eyebrow')}
        title={t('publicSite.screenshots.title')}
        lead={t('publicSite.screenshots.lead')}
      />
      <div className="bg-slate-50 py-16 sm:py-24">
        <div className={`${containerClass} space-y-20 sm:space-y-28`}>
          {SCREENSHOTS.map((shot, index) => {
            const base = `publicSite.screenshots.items.${shot.key}`;
            const titleId = `screenshot-${shot.key}`;
            return (
              <section key={shot.key} aria-labelledby={titleId}>
                <figure>
                  <div className="mx-auto max-w-3xl text-center">
                    <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                      {t('publicSite.screenshots.position', {
                        position: index + 1,
                        count: SCREENSHOTS.length,
                      })}
                    </p>
                    <h2
                      id={titleId}
                      className="mt-2 text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl"
                    >
                      {t(`${base}.label`)}
                    </h2>
                  </div>
                  <div className="mt-8 rounded-2xl bg-ink-900 p-1.5 shadow-xl ring-1 shadow-ink-900/10 ring-ink-900 sm:mt-10 sm:p-2.5">
                    <img
                      src={shot.src}
                      width={SCREENSHOT_SIZE.width}
                      height={SCREENSHOT_SIZE.height}
                      alt={t(`${base}.alt`)}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="block h-auto w-full rounded-lg bg-white"
                    />
                  </div>
                  <figcaption className="mx-auto mt-8 grid max-w-5xl gap-6 md:grid-cols-5 md:gap-10">
                    <p className="text-lg/8 text-slate-700 md:col-span-3">{t(`${base}.caption`)}</p>
                    <ul className="space-y-2 text-base/7 text-slate-600 md:col-span-2">
                      {POINTS.map((point) => (
                        <li key={point} className="flex gap-3">
                          <span
                            aria-hidden="true"
                            className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600"
                          />
                          {t(`${base}.points.${point}`)}
                        </li>
                      ))}
                    </ul>
                  </figcaption>
                </figure>
              </section>
            );
          })}
        </div>
      </div>
      <section aria-labelledby="screenshots-demo-title" className="bg-white py-16 sm:py-24">
        <div className={`${containerClass} text-center`}>
          <h2
            id="screenshots-demo-title"
            className="text-2xl font-semibold tracking-tight text-balance text-ink-900 sm:text-3xl"
          >
            {t('publicSite.screenshots.demo.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg/8 text-slate-600">
            {t('publicSite.screenshots.demo.body')}
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link
              to={paths.demo.getHref()}
              className={`${buttonClass.primaryOnLight} ${buttonSize.lg} group`}
            >
              {t('publicSite.screenshots.demo.cta')}
              <ArrowRight
                className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
            <Link
              to={paths.pricing.getHref()}
              className={`${buttonClass.secondaryOnLight} ${buttonSize.lg}`}
            >
              {t('publicSite.screenshots.demo.pricing')}
            </Link>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
