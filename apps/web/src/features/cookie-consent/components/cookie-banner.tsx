import { ArrowLeft, Cookie, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, quietButton, secondaryButton } from '@/components/ui/button-styles';
import { paths } from '@/lib/paths';
import {
  ALL_PREFERENCES,
  DEFAULT_PREFERENCES,
  MINIMAL_PREFERENCES,
  regionForTimeZone,
  saveConsent,
  type ConsentKind,
  type CookiePreferences,
} from '../lib/consent';

export type BannerView = 'main' | 'manage';
type Optional = Exclude<keyof CookiePreferences, 'essential'>;
const OPTIONAL: readonly Optional[] = ['functional', 'analytics', 'marketing'];

function browserRegion() {
  return regionForTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
}

/**
 * The banner's two views, loaded when cookie-banner-gate.tsx opens it. It takes
 * only its own box in the corner stack of the root layout, so navigation stays
 * usable until it is answered (issue 10).
 */
export function CookieBanner({
  initialView,
  initialPreferences = DEFAULT_PREFERENCES,
  onClose,
}: {
  initialView: BannerView;
  initialPreferences?: CookiePreferences;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [view, setView] = useState<BannerView>(initialView);
  const [preferences, setPreferences] = useState<CookiePreferences>(initialPreferences);
  const region = browserRegion();

  function choose(consent: ConsentKind, chosen: CookiePreferences) {
    try {
      saveConsent(localStorage, window, consent, chosen, new Date());
    } catch {
      // Storage can be full or blocked; the choice still holds for this visit.
    }
    onClose();
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className="pointer-events-auto max-h-[calc(100dvh-1.5rem)] w-full overflow-y-auto rounded-2xl bg-white shadow-2xl ring-1 shadow-ink-900/20 ring-slate-200 sm:max-h-[calc(100dvh-2rem)] print:hidden"
    >
      <div className="p-5 sm:p-6">
        {view === 'main' ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Cookie className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <h2 id={titleId} className="text-base font-semibold text-ink-900">
                {t('cookies.title')}
              </h2>
              {region === 'EU' ? <Badge label={t('cookies.gdprBadge')} /> : null}
              {region === 'CA' ? <Badge label={t('cookies.ccpaBadge')} /> : null}
            </div>
            {/*
              Smaller than the hero's text on a phone, so the banner that opens a
              second in never becomes the page's largest paint (issue 11).
            */}
            <p className="mt-3 text-xs/5 text-slate-700 sm:text-sm/6">
              {t('cookies.description')}{' '}
              <Link
                to={`${paths.legalPrivacy.getHref()}#cookies`}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('cookies.policyLink')}
              </Link>
            </p>
            {region === 'CA' ? (
              <p className="mt-2 text-xs/5 text-slate-700 sm:text-sm/6">
                {t('cookies.ccpaNotice')}
              </p>
            ) : null}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => choose('minimal', MINIMAL_PREFERENCES)}
              >
                {t('cookies.reject')}
              </button>
              <button type="button" className={quietButton} onClick={() => setView('manage')}>
                {t('cookies.privacyRights')}
              </button>
              <button
                type="button"
                className={`${primaryButton} sm:ml-auto`}
                onClick={() => choose('all', ALL_PREFERENCES)}
              >
                {t('cookies.accept')}
              </button>
            </div>
          </>
        ) : (
          <>
            <h2 id={titleId} className="text-base font-semibold text-ink-900">
              {t('cookies.manage.title')}
            </h2>
            <p className="mt-2 text-sm/6 text-slate-700">{t('cookies.manage.description')}</p>
            <ul className="mt-4 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
              <Category
                name="essential"
                checked
                locked
                onChange={() => undefined}
                lockedLabel={t('cookies.manage.alwaysOn')}
              />
              {OPTIONAL.map((name) => (
                <Category
                  key={name}
                  name={name}
                  checked={preferences[name]}
                  onChange={(checked) =>
                    setPreferences((current) => ({ ...current, [name]: checked }))
                  }
                />
              ))}
            </ul>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center">
              <button type="button" className={secondaryButton} onClick={() => setView('main')}>
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('cookies.manage.back')}
              </button>
              <button
                type="button"
                className={`${primaryButton} sm:ml-auto`}
                onClick={() => choose('custom', preferences)}
              >
                {t('cookies.manage.save')}
              </button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function Badge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}

function Category({
  name,
  checked,
  locked = false,
  lockedLabel,
  onChange,
}: {
  name: keyof CookiePreferences;
  checked: boolean;
  locked?: boolean;
  lockedLabel?: string;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className="flex items-start gap-3 p-4">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={locked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 disabled:opacity-70"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {t(`cookies.categories.${name}.name`)}
          {locked ? (
            <span className="ml-2 text-xs font-medium text-slate-600">{lockedLabel}</span>
          ) : null}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {t(`cookies.categories.${name}.description`)}
        </p>
      </div>
    </li>
  );
}
