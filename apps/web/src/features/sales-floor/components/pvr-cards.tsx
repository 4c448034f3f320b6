import type { GeneralManagerDashboard } from '@das/shared/schemas/sales-floor';
import { Banknote, Gauge, Layers, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { StatCard } from '@/components/ui/stat-card';

/**
 * The whole store per car: front, back and total PVR, and the gross they add up
 * to. A PVR over fewer deals than the store's setting says so (ADR 029).
 */
export function PvrCards({
  data,
}: {
  data: Pick<GeneralManagerDashboard, 'sales' | 'finance' | 'totalPvr' | 'smallSampleDeals'>;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const over = (deals: number) => ({ deals, smallSampleDeals: data.smallSampleDeals });
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label={t('salesFloor.pvr.totalGross')}
        value={fmt.money(data.sales.frontGross + data.finance.backGross)}
        icon={Layers}
        hint={t('salesFloor.pvr.totalGrossHint')}
      />
      <StatCard
        label={t('salesFloor.pvr.front')}
        value={fmt.money(data.sales.frontPvr)}
        icon={ReceiptText}
        sample={over(data.sales.units)}
      />
      <StatCard
        label={t('salesFloor.pvr.back')}
        value={fmt.money(data.finance.backPvr)}
        icon={Banknote}
        sample={over(data.finance.units)}
      />
      <StatCard
        label={t('salesFloor.pvr.total')}
        value={fmt.money(data.totalPvr)}
        icon={Gauge}
        sample={over(data.sales.units)}
      />
    </div>
  );
}
