import { PRODUCT_NAME } from '@das/shared/constants';
import { useTranslation } from 'react-i18next';
import { DemoLayout } from '../components/demo-layout';
import { RoleSelector } from '../components/role-selector';

/** `/dashboard-selector`: open any role's dashboard on demo data (DECISIONS.md "Back doors replaced"). */
export function DashboardSelectorPage() {
  const { t } = useTranslation();
  return (
    <DemoLayout title={t('demo.selector.documentTitle')}>
      <div className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {t('demo.selector.title')}
        </h1>
        <p className="mt-3 text-base/7 text-pretty text-slate-300 sm:text-lg/8">
          {t('demo.selector.subtitle', { product: PRODUCT_NAME })}
        </p>
      </div>
      <div className="mt-10">
        <RoleSelector />
      </div>
    </DemoLayout>
  );
}
