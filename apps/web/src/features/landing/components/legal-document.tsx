import { PRODUCT_NAME, SUPPORT_EMAIL, TRIAL_DAYS } from '@das/shared/constants';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeForLanguage, dateFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { PageIntro, PublicLayout } from './public-layout';
import { containerClass } from './styles';

export type LegalDocumentKey = 'terms' | 'privacy' | 'subscription';

/**
 * A section of a legal page: its text at `legal.{doc}.sections.{id}`, as
 * paragraphs (`p1`, `p2`…) and bullet lists (arrays of keys under `items`), in
 * the order given. `after` adds what words alone cannot carry (a table).
 */
export interface LegalSection {
  id: string;
  blocks: readonly (string | readonly string[])[];
  after?: ReactNode;
}

/** When the texts were last changed, shown on each page. Change it with the texts. */
export const LEGAL_LAST_UPDATED = '2026-11-21';

const DOCUMENTS: readonly { key: LegalDocumentKey; href: string }[] = [
  { key: 'terms', href: paths.legalTerms.getHref() },
  { key: 'privacy', href: paths.legalPrivacy.getHref() },
  { key: 'subscription', href: paths.legalSubscription.getHref() },
];

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-ink-900';

/** Placeholders every legal text may use, and the links it may wrap in `<tag>`s. */
export function useLegalText() {
  const values = { product: PRODUCT_NAME, email: SUPPORT_EMAIL, days: TRIAL_DAYS };
  const components = {
    email: <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass} />,
    terms: <Link to={paths.legalTerms.getHref()} className={linkClass} />,
    privacy: <Link to={paths.legalPrivacy.getHref()} className={linkClass} />,
    cookies: <Link to={`${paths.legalPrivacy.getHref()}#cookies`} className={linkClass} />,
    subscription: <Link to={paths.legalSubscription.getHref()} className={linkClass} />,
    pricing: <Link to={paths.pricing.getHref()} className={linkClass} />,
    strong: <strong className="font-semibold text-ink-900" />,
  };
  return { values, components };
}

export function LegalText({ i18nKey }: { i18nKey: string }) {
  const { values, components } = useLegalText();
  return <Trans i18nKey={i18nKey} values={values} components={components} />;
}

/**
 * The frame of /legal/terms, /legal/privacy and /legal/subscription: title,
 * last-updated date, a table of contents of anchors, numbered sections, and
 * links to the other two documents.
 */
export function LegalDocument({
  doc,
  sections,
}: {
  doc: LegalDocumentKey;
  sections: readonly LegalSection[];
}) {
  const { t, i18n } = useTranslation();
  const base = `legal.${doc}`;
  const updated = dateFormat(localeForLanguage(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_LAST_UPDATED}T00:00:00Z`));

  return (
    <PublicLayout title={t(`${base}.title`)}>
      <PageIntro
        eyebrow={t('legal.eyebrow')}
        title={t(`${base}.title`)}
        lead={t(`${base}.lead`, { product: PRODUCT_NAME })}
      >
        <p className="mt-6 text-sm text-slate-300">
          {t('legal.lastUpdated')}{' '}
          <time dateTime={LEGAL_LAST_UPDATED} className="font-semibold text-white">
            {updated}
          </time>
        </p>
      </PageIntro>

      <div
        className={`${containerClass} grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16`}
      >
        <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <nav
            aria-labelledby="legal-toc-title"
            className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
          >
            <h2 id="legal-toc-title" className="text-sm font-semibold text-ink-900">
              {t('legal.contents')}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-white hover:text-ink-900"
                  >
                    <span className="w-5 shrink-0 text-slate-500 tabular-nums">{index + 1}.</span>
                    {t(`${base}.sections.${section.id}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <nav
            aria-labelledby="legal-other-title"
            className="mt-4 rounded-2xl p-5 ring-1 ring-slate-200"
          >
            <h2 id="legal-other-title" className="text-sm font-semibold text-ink-900">
              {t('legal.otherDocuments')}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {DOCUMENTS.filter((other) => other.key !== doc).map((other) => (
                <li key={other.key}>
                  <Link
                    to={other.href}
                    className="block rounded-md px-2 py-1.5 text-brand-700 hover:bg-slate-50 hover:text-ink-900"
                  >
                    {t(`legal.${other.key}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <article className="max-w-3xl min-w-0">
          <p className="text-lg/8 text-slate-700">
            <LegalText i18nKey={`${base}.intro`} />
          </p>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-12">
              <h2
                id={section.id}
                className="scroll-mt-24 text-2xl font-semibold tracking-tight text-ink-900"
              >
                <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                {t(`${base}.sections.${section.id}.title`)}
              </h2>
              <div className="mt-4 space-y-4 text-base/7 text-slate-700">
                {section.blocks.map((block) =>
                  typeof block === 'string' ? (
                    <p key={block}>
                      <LegalText i18nKey={`${base}.sections.${section.id}.${block}`} />
                    </p>
                  ) : (
                    <ul
                      key={block.join()}
                      className="list-disc space-y-2 pl-6 marker:text-brand-600"
                    >
                      {block.map((item) => (
                        <li key={item}>
                          <LegalText i18nKey={`${base}.sections.${section.id}.items.${item}`} />
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
              {section.after}
            </section>
          ))}
        </article>
      </div>
    </PublicLayout>
  );
}
