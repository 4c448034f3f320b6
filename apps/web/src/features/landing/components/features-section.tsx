import {
  CalendarDays,
  Calculator,
  Check,
  FileChartColumn,
  HandCoins,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { containerClass } from './styles';

/** The six product areas of the spec, in its order. */
const FEATURES: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'finance', icon: HandCoins },
  { key: 'sales', icon: TrendingUp },
  { key: 'manager', icon: Trophy },
  { key: 'info', icon: FileChartColumn },
  { key: 'scheduler', icon: CalendarDays },
  { key: 'calculator', icon: Calculator },
];

const POINTS = ['first', 'second'] as const;

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="landing-features-title"
      className="bg-slate-50 py-20 sm:py-28"
    >
      <div className={containerClass}>
        <SectionHeading
          id="landing-features-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          lead={t('landing.features.subtitle')}
        />
        <ul className="mt-14 grid gap-5 sm:mt-16 md:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="group flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md sm:p-8"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-ink-900 text-sky-300 shadow-sm ring-1 ring-ink-800">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-lg font-semibold text-ink-900">
                {t(`landing.features.${key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-base/7 text-slate-600">
                {t(`landing.features.${key}.description`)}
              </p>
              <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-5">
                {POINTS.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    {t(`landing.features.${key}.points.${point}`)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
