import { PRODUCT_NAME } from '@das/shared/constants';
import {
  Building,
  Calculator,
  ChartColumnIncreasing,
  Handshake,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { containerClass } from './styles';

const AUDIENCES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'sales', icon: Handshake },
  { key: 'finance', icon: Calculator },
  { key: 'salesManagers', icon: Users },
  { key: 'generalManagers', icon: ChartColumnIncreasing },
  { key: 'groups', icon: Building },
];

export function MissionSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="landing-mission-title" className="bg-white py-20 sm:py-28">
      <div className={containerClass}>
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('landing.mission.eyebrow')}
          </p>
          <h2
            id="landing-mission-title"
            className="mt-4 text-2xl/snug font-semibold tracking-tight text-balance text-ink-900 sm:text-4xl/tight"
          >
            {t('landing.mission.title')}
          </h2>
          <p className="mx-auto mt-6 max-w-2xl text-lg/8 text-pretty text-slate-600">
            {t('landing.mission.body', { product: PRODUCT_NAME })}
          </p>
        </div>
        <div className="mx-auto mt-14 max-w-5xl">
          <h3 className="text-center text-sm font-medium text-slate-500">
            {t('landing.mission.audienceTitle')}
          </h3>
          <ul className="mt-5 flex flex-wrap justify-center gap-3">
            {AUDIENCES.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="flex items-center gap-2 rounded-full bg-slate-50 px-4 py-2 text-sm font-medium text-ink-900 ring-1 ring-inset ring-slate-200"
              >
                <Icon className="size-4 text-brand-600" aria-hidden="true" />
                {t(`landing.mission.audiences.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
