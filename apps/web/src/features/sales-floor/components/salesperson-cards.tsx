import type { SalespersonDashboard } from '@das/shared/schemas/sales-floor';
import { Banknote, Car, Layers, MinusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { changeBetween } from '@/entities/period/lib/change';
import { ChangeIndicator } from '@/entities/period/components/change-indicator';
import { CardsNote, StatCard } from '@/components/ui/stat-card';
import { formatUnits } from '@/lib/format';
import { VehicleMix } from './vehicle-mix';

/**
 * My period in four figures: units (and their mix), front gross, total gross,
 * minis. The units' change against the period before is marked when either
 * period has fewer units than the store's small-sample setting.
 */
export function SalespersonCards({
  data,
  from,
  note,
  scope,
}: {
  data: SalespersonDashboard;
  from: { long: string; short: string };
  note: string | null;
  /** mine: a salesperson's own figures; store: the store's, as a viewer reads them. */
  scope: 'mine' | 'store';
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={scope === 'mine' ? t('salesFloor.cards.units') : t('salesFloor.cards.storeUnits')}
          value={formatUnits(data.units, fmt.number)}
          icon={Car}
          change={
            <ChangeIndicator change={changeBetween(data.units, data.previousUnits)} from={from} />
          }
          hint={t('salesFloor.cards.unitsHint')}
          // Its change is a rate too: over the fewer units of the two periods (ADR 029).
          sample={{
            deals: Math.min(data.units, data.previousUnits),
            smallSampleDeals: data.smallSampleDeals,
          }}
          className="col-span-2 lg:col-span-1"
        >
          <VehicleMix mix={data.mix} />
        </StatCard>
        <StatCard
          label={t('salesFloor.cards.frontGross')}
          value={fmt.money(data.frontGross)}
          icon={Banknote}
          hint={t('salesFloor.cards.frontGrossHint')}
        />
        <StatCard
          label={t('salesFloor.cards.totalGross')}
          value={fmt.money(data.totalGross)}
          icon={Layers}
          hint={t('salesFloor.cards.backGrossHint', {
            amount: fmt.money(data.totalGross - data.frontGross),
          })}
        />
        <StatCard
          label={t('salesFloor.cards.minis')}
          value={formatUnits(data.minis, fmt.number)}
          icon={MinusCircle}
          hint={t('salesFloor.cards.minisHint')}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <CardsNote note={note} />
    </div>
  );
}
