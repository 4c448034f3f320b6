import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@das/shared/constants';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/lib/paths';

/** The logo in the sidebar and the phone header, leading home. */
export function HomeLogoLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.dashboard.getHref()}
      aria-label={t('shell.homeLink', { product: PRODUCT_NAME })}
      className="-m-1.5 rounded-lg p-1.5 focus-visible:outline-sky-300"
    >
      <BrandLogo />
    </Link>
  );
}
