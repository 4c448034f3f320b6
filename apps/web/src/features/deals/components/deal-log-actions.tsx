import { Download, FilePlus2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { button } from './styles';

/** Beside the search: export what the log shows as CSV, and log a deal (for those who may). */
export function DealLogActions({
  exporting,
  canExport,
  onExport,
  logDealHref,
}: {
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
  logDealHref: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={button.small}
        disabled={exporting || !canExport}
        onClick={onExport}
      >
        {exporting ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Download className="size-4" aria-hidden="true" />
        )}
        <span className="hidden sm:inline">
          {exporting ? t('deals.log.exporting') : t('deals.log.export')}
        </span>
        <span className="sm:hidden">{t('deals.log.exportShort')}</span>
      </button>
      {logDealHref ? (
        <Link to={logDealHref} className={`${button.primary} py-2`}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('deals.log.logDeal')}</span>
          <span className="sm:hidden">{t('deals.log.logDealShort')}</span>
        </Link>
      ) : null}
    </>
  );
}
