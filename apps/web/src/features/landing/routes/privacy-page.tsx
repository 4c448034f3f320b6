import { PRODUCT_NAME } from '@das/shared/constants';
import { useTranslation } from 'react-i18next';
import { LegalDocument, type LegalSection } from '../components/legal-document';

type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage';

/**
 * What the product keeps in the browser, by consent category (SPEC.md §3
 * "Browser-stored items", as DECISIONS.md "Data" narrows them: preferences and
 * UI flags only). Analytics and marketing are empty: the product sets none.
 */
const COOKIE_CATEGORIES: readonly {
  key: 'essential' | 'functional' | 'analytics' | 'marketing';
  items: readonly { key: string; names: readonly string[]; kind: StorageKind }[];
}[] = [
  {
    key: 'essential',
    items: [
      { key: 'session', names: ['das.session_token'], kind: 'cookie' },
      { key: 'csrf', names: ['das.csrf'], kind: 'cookie' },
      {
        key: 'consent',
        names: ['cookie-consent', 'cookie-consent-date', 'cookie-preferences'],
        kind: 'localStorage',
      },
      { key: 'activity', names: ['lastActivity'], kind: 'localStorage' },
      { key: 'draft', names: ['das:deal-draft:…'], kind: 'sessionStorage' },
      { key: 'demo', names: ['demo_mode', 'demo_user_authenticated'], kind: 'localStorage' },
    ],
  },
  {
    key: 'functional',
    items: [
      { key: 'language', names: ['app-language'], kind: 'localStorage' },
      { key: 'welcome', names: ['group-welcome-seen:…'], kind: 'localStorage' },
    ],
  },
  { key: 'analytics', items: [] },
  { key: 'marketing', items: [] },
];

function CookieCategories() {
  const { t } = useTranslation();
  const base = 'legal.privacy.cookieTable';
  return (
    <div className="mt-8 space-y-6">
      {COOKIE_CATEGORIES.map((category) => (
        <section
          key={category.key}
          aria-labelledby={`cookies-${category.key}`}
          className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={`cookies-${category.key}`} className="text-lg font-semibold text-ink-900">
              {t(`${base}.categories.${category.key}.title`)}
            </h3>
            <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-700 ring-1 ring-inset ring-slate-300">
              {t(`${base}.categories.${category.key}.default`)}
            </span>
          </div>
          <p className="mt-2 text-base/7 text-slate-700">
            {t(`${base}.categories.${category.key}.description`)}
          </p>
          {category.items.length === 0 ? (
            <p className="mt-4 rounded-xl bg-white p-4 text-sm/6 text-slate-700 ring-1 ring-slate-200">
              {t(`${base}.none`, { product: PRODUCT_NAME })}
            </p>
          ) : (
            <ul className="mt-4 space-y-3">
              {category.items.map((item) => (
                <li key={item.key} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
                  <p className="flex flex-wrap gap-2">
                    {item.names.map((name) => (
                      <code
                        key={name}
                        className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-sm text-ink-900"
                      >
                        {name}
                      </code>
                    ))}
                  </p>
                  <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm/6 sm:grid-cols-[8rem_minmax(0,1fr)]">
                    <dt className="font-medium text-slate-500">{t(`${base}.kind`)}</dt>
                    <dd className="text-slate-700">{t(`${base}.kinds.${item.kind}`)}</dd>
                    <dt className="font-medium text-slate-500">{t(`${base}.purpose`)}</dt>
                    <dd className="text-slate-700">
                      {t(`${base}.items.${item.key}.purpose`, { product: PRODUCT_NAME })}
                    </dd>
                    <dt className="font-medium text-slate-500">{t(`${base}.duration`)}</dt>
                    <dd className="text-slate-700">{t(`${base}.items.${item.key}.duration`)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

const SECTIONS: readonly LegalSection[] = [
  { id: 'whoWeAre', blocks: ['p1', 'p2'] },
  {
    id: 'collect',
    blocks: ['p1', ['account', 'records', 'security', 'emails', 'support'], 'p2'],
  },
  { id: 'use', blocks: ['p1', ['service', 'roles', 'security', 'emails', 'support'], 'p2'] },
  { id: 'legalBases', blocks: ['p1', ['contract', 'interests', 'law', 'consent']] },
  { id: 'sharing', blocks: ['p1', 'p2', 'p3', 'p4'] },
  { id: 'retention', blocks: ['p1', ['account', 'records', 'audit', 'sessions', 'emails']] },
  {
    id: 'security',
    blocks: ['p1', ['tenants', 'passwords', 'sessions', 'lockout', 'audit', 'headers']],
  },
  { id: 'cookies', blocks: ['p1', 'p2'], after: <CookieCategories /> },
  { id: 'cookieChoices', blocks: ['p1', 'p2', 'p3'] },
  {
    id: 'gdpr',
    blocks: [
      'p1',
      ['access', 'rectify', 'erase', 'restrict', 'portability', 'object', 'withdraw', 'complain'],
      'p2',
    ],
  },
  {
    id: 'ccpa',
    blocks: ['p1', ['know', 'delete', 'correct', 'optOut', 'sensitive', 'equal'], 'p2', 'p3'],
  },
  { id: 'transfers', blocks: ['p1'] },
  { id: 'children', blocks: ['p1'] },
  { id: 'changes', blocks: ['p1'] },
  { id: 'contact', blocks: ['p1'] },
];

/** /legal/privacy: the Privacy Policy, which is also the Cookie Policy (SPEC.md §2). */
export function PrivacyPage() {
  return <LegalDocument doc="privacy" sections={SECTIONS} />;
}
