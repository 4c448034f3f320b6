import { HERO_SLIDE_INTERVAL_MS } from '@das/shared/constants';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREENSHOTS, SCREENSHOT_SIZE } from './screenshot-slides';
import { useSlideRotation } from './use-slide-rotation';

const controlClass =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The hero's four real dashboard screenshots (SPEC.md §1, §9), after the WAI-ARIA
 * APG auto-rotating carousel: a new slide every 5 s, held while the pointer is
 * over it or keyboard focus is inside it, a pause / play button first, previous
 * and next, and one button per slide. Slides off screen are inert; the live
 * region speaks only while the reader drives it by hand.
 */
export function HeroCarousel() {
  const { t } = useTranslation();
  const slidesId = useId();
  const { index, playing, rotating, rotation, holdHandlers } = useSlideRotation(
    SCREENSHOTS.length,
    HERO_SLIDE_INTERVAL_MS,
  );
  const current = SCREENSHOTS[index] ?? SCREENSHOTS[0];
  const othersWanted = useOnceLoaded();
  const name = (key: string) => t(`publicSite.screenshots.items.${key}.label`);

  return (
    <section
      aria-roledescription={t('landing.hero.carousel.roleDescription')}
      aria-label={t('landing.hero.carousel.label')}
      className="relative z-10 mx-auto mt-16 max-w-6xl sm:mt-20"
      {...holdHandlers}
    >
      <div
        aria-hidden="true"
        className="absolute -inset-x-6 -top-6 -bottom-6 rounded-[2rem] bg-linear-to-b from-sky-400/25 via-brand-600/10 to-transparent blur-2xl"
      />
      <div className="relative rounded-2xl bg-ink-800 p-1.5 shadow-2xl ring-1 shadow-ink-900/40 ring-white/10 sm:p-2.5">
        <div
          aria-hidden="true"
          className="flex items-center gap-2 px-2 pt-1 pb-2.5 sm:px-3 sm:pb-3"
        >
          <span className="size-2.5 rounded-full bg-white/20" />
          <span className="size-2.5 rounded-full bg-white/15" />
          <span className="size-2.5 rounded-full bg-white/10" />
          <span
            className="ml-3 min-w-0 truncate rounded-md bg-white/5 px-3 py-0.5 text-xs font-medium text-slate-300 ring-1 ring-white/10"
            title={name(current.key)}
          >
            {name(current.key)}
          </span>
          <span className="ml-auto text-xs font-medium text-slate-400 tabular-nums">
            {t('landing.hero.carousel.position', {
              position: index + 1,
              count: SCREENSHOTS.length,
            })}
          </span>
        </div>
        <div
          id={slidesId}
          aria-live={rotating ? 'off' : 'polite'}
          className="grid overflow-hidden rounded-lg bg-slate-50 ring-1 ring-white/10"
        >
          {SCREENSHOTS.map((shot, slide) => {
            const active = slide === index;
            return (
              <div
                key={shot.key}
                role="group"
                aria-roledescription={t('landing.hero.carousel.slideRoleDescription')}
                aria-label={name(shot.key)}
                inert={!active}
                className={`col-start-1 row-start-1 motion-safe:transition-opacity motion-safe:duration-700 ${
                  active ? 'opacity-100' : 'opacity-0'
                }`}
              >
                <img
                  src={active || othersWanted ? shot.src : undefined}
                  width={SCREENSHOT_SIZE.width}
                  height={SCREENSHOT_SIZE.height}
                  alt={t(`publicSite.screenshots.items.${shot.key}.alt`)}
                  loading={slide === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slide === 0 ? 'high' : 'auto'}
                  decoding="async"
                  className="block h-auto w-full"
                />
              </div>
            );
          })}
        </div>
      </div>

      <div className="relative mt-5 flex items-center justify-center gap-2 sm:mt-6 sm:gap-3">
        <button
          type="button"
          onClick={() => rotation.setPlaying(!playing)}
          aria-label={t(playing ? 'landing.hero.carousel.pause' : 'landing.hero.carousel.play')}
          className={controlClass}
        >
          {playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={rotation.previous}
          aria-controls={slidesId}
          aria-label={t('landing.hero.carousel.previous')}
          className={controlClass}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <ul
          aria-label={t('landing.hero.carousel.choose')}
          className="flex items-center gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-inset ring-slate-300"
        >
          {SCREENSHOTS.map((shot, slide) => {
            const active = slide === index;
            return (
              <li key={shot.key}>
                <button
                  type="button"
                  onClick={() => rotation.goTo(slide)}
                  aria-controls={slidesId}
                  aria-current={active ? 'true' : undefined}
                  className={`flex h-8 min-w-8 items-center justify-center rounded-full text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:px-3.5 ${
                    active
                      ? 'bg-ink-900 text-white'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-ink-900'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`size-2.5 rounded-full lg:hidden ${active ? 'bg-sky-300' : 'bg-slate-400'}`}
                  />
                  <span className="sr-only lg:not-sr-only">{name(shot.key)}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={rotation.next}
          aria-controls={slidesId}
          aria-label={t('landing.hero.carousel.next')}
          className={controlClass}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}

/**
 * True once the page has loaded. The slides not shown yet wait for it, so on a
 * phone they do not compete with the first paint of the prerendered landing page
 * (issue 11); the first rotation is seconds later.
 */
function useOnceLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const markLoaded = () => setLoaded(true);
    if (document.readyState === 'complete') markLoaded();
    else window.addEventListener('load', markLoaded, { once: true });
    return () => window.removeEventListener('load', markLoaded);
  }, []);
  return loaded;
}
