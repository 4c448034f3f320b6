import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a page sits above the store: area › group › store, each a way back but the last. */
export function Breadcrumb({ trail }: { trail: readonly { label: string; href?: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('groupViews.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {trail.map((step, index) => (
          <li key={`${index}-${step.label}`} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />
            ) : null}
            {step.href ? (
              <Link
                to={step.href}
                className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {step.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink-900">
                {step.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
