import type { VehicleType } from '@das/shared/deals';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { VehicleMix } from './vehicle-mix';

/** New, used and certified pre-owned units of the period, each with its share. */
export function VehicleMixPanel({
  mix,
  periodName,
  className = '',
}: {
  mix: Readonly<Record<VehicleType, number>>;
  periodName: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('salesFloor.mix.title')}
      description={t('salesFloor.mix.description', { period: periodName })}
      className={className}
    >
      <VehicleMix mix={mix} layout="stacked" />
    </Panel>
  );
}
