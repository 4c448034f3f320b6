import { VEHICLE_TYPES, type VehicleType } from '@das/shared/deals';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import { formatUnits } from '@/lib/format';
import { mixShares } from './units';

export const MIX_COLORS: Record<VehicleType, string> = {
  New: 'bg-ink-900',
  Used: 'bg-brand-500',
  CPO: 'bg-amber-400',
};

/**
 * New / used / CPO units as one bar and, for everyone, as words beside
 * coloured dots: the bar is decoration, the list carries the figures.
 */
export function VehicleMix({
  mix,
  layout = 'inline',
}: {
  mix: Readonly<Record<VehicleType, number>>;
  /** inline: the legend on one line (in a card); stacked: one row per type (in a panel). */
  layout?: 'inline' | 'stacked';
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const shares = mixShares(mix, VEHICLE_TYPES);
  const any = shares.some((part) => part.units > 0);
  return (
    <div className="mt-2">
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-slate-100">
        {any
          ? shares.map((part) =>
              part.share > 0 ? (
                <div
                  key={part.key}
                  className={MIX_COLORS[part.key]}
                  style={{ width: `${part.share * 100}%` }}
                />
              ) : null,
            )
          : null}
      </div>
      <dl
        className={
          layout === 'inline'
            ? 'mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600'
            : 'mt-3 space-y-2 text-sm'
        }
      >
        {shares.map((part) => (
          <div
            key={part.key}
            className={
              layout === 'inline'
                ? 'flex items-center gap-1.5'
                : 'flex items-center justify-between gap-3'
            }
          >
            <dt className="flex items-center gap-1.5 text-slate-600">
              <span className={`size-2 rounded-full ${MIX_COLORS[part.key]}`} aria-hidden="true" />
              {t(`salesFloor.vehicleTypes.${part.key}`)}
            </dt>
            <dd className="font-semibold text-ink-900 tabular-nums">
              {formatUnits(part.units, fmt.number)}
              {layout === 'stacked' ? (
                <span className="ml-2 font-normal text-slate-500">{fmt.percent(part.share)}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
