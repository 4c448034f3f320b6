import { PRODUCT_NAME } from '@das/shared/constants';
import { useTranslation } from 'react-i18next';

/** Marks a demo session, so nobody mistakes demo figures for their store's. */
export function DemoBadge({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const description = t('shell.demo.description', { product: PRODUCT_NAME });
  return (
    <span title={description} className="inline-flex shrink-0">
      <span
        className={`rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase ring-1 ring-inset ${
          tone === 'dark'
            ? 'bg-amber-400/10 text-amber-200 ring-amber-300/30'
            : 'bg-amber-50 text-amber-800 ring-amber-200'
        }`}
      >
        {t('shell.demo.badge')}
      </span>
      <span className="sr-only">{`: ${description}`}</span>
    </span>
  );
}
