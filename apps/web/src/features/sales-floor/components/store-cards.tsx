import type { VehicleType } from '@das/shared/deals';
import { Banknote, Car, Layers, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { changeBetween } from '@/entities/period/lib/change';
import { ChangeIndicator } from '@/entities/period/components/change-indicator';
import { CardsNote, StatCard } from '@/components/ui/stat-card';
import { formatUnits } from '@/lib/format';
import { VehicleMix } from './vehicle-mix';

export interface StoreFigures {
  units: number;
  previousUnits: number;
  frontGross: number;
  backGross: number;
  totalGross: number;
  mix: Record<VehicleType, number>;
  /** The store's small-sample setting (ADR 029). */
  smallSampleDeals: number;
}

/** Per unit, or nothing to say when there were no units. */
export function perUnit(gross: number, units: number): number | null {
  return units > 0 ? gross / units : null;
}

/** The store's period: units (against the period before, with their mix) and gross, front to total. */
export function StoreCards({
  figures,
  from,
  note,
}: {
  figures: StoreFigures;
  from: { long: string; short: string };
  note: string | null;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  // The PVR hints stand on the period's units (no units, no PVR to mark); the units' change
  // on the fewer of the two periods' (ADR 029).
  const perUnitSample =
    figures.units > 0
      ? { deals: figures.units, smallSampleDeals: figures.smallSampleDeals }
      : undefined;
  const changeSample = {
    deals: Math.min(figures.units, figures.previousUnits),
    smallSampleDeals: figures.smallSampleDeals,
  };
  const pvr = (gross: number) => {
    const value = perUnit(gross, figures.units);
    return value === null ? undefined : t('salesFloor.cards.pvrHint', { amount: fmt.money(value) });
  };
  return (
    <div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label={t('salesFloor.cards.storeUnits')}
          value={formatUnits(figures.units, fmt.number)}
          icon={Car}
          change={
            <ChangeIndicator
              change={changeBetween(figures.units, figures.previousUnits)}
              from={from}
            />
          }
          sample={changeSample}
          className="col-span-2 lg:col-span-1"
        >
          <VehicleMix mix={figures.mix} />
        </StatCard>
        <StatCard
          label={t('salesFloor.cards.frontGross')}
          value={fmt.money(figures.frontGross)}
          icon={ReceiptText}
          hint={pvr(figures.frontGross)}
          sample={perUnitSample}
        />
        <StatCard
          label={t('salesFloor.cards.backGross')}
          value={fmt.money(figures.backGross)}
          icon={Banknote}
          hint={pvr(figures.backGross)}
          sample={perUnitSample}
        />
        <StatCard
          label={t('salesFloor.cards.totalGross')}
          value={fmt.money(figures.totalGross)}
          icon={Layers}
          hint={pvr(figures.totalGross)}
          sample={perUnitSample}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <CardsNote note={note} />
    </div>
  );
}
