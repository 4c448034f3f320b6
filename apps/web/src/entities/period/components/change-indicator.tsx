import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';
import type { Change } from '@/entities/period/lib/change';

const TONE = {
  up: 'text-emerald-700',
  down: 'text-rose-700',
  flat: 'text-slate-500',
  none: 'text-slate-500',
} as const;

const ARROW = { up: '▲', down: '▼', flat: '■', none: '–' } as const;

/**
 * ▲ 12% vs Oct on screen; "up 12% from October 2026" for a screen reader.
 * Every figure on the dashboards is better when higher, so up is green.
 */
export function ChangeIndicator({
  change,
  from,
  subject,
  className = '',
}: {
  change: Change;
  /** What changed, when the card holds more than one figure. */
  subject?: string;
  /** The period before: `long` is read aloud, `short` shown. */
  from: { long: string; short: string };
  className?: string;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const value = change.direction === 'none' ? '' : fmt.percent(change.ratio);
  const spoken = t(`common.change.${change.direction}`, { value, from: from.long });
  const shown =
    change.direction === 'none'
      ? t('common.change.noneShort', { from: from.short })
      : change.direction === 'flat'
        ? t('common.change.flatShort', { from: from.short })
        : t('common.change.short', { value, from: from.short });
  return (
    <p className={`text-xs font-medium ${TONE[change.direction]} ${className}`}>
      <span aria-hidden="true">
        <span className="mr-1">{ARROW[change.direction]}</span>
        {shown}
      </span>
      <span className="sr-only">{subject ? `${subject}: ${spoken}` : spoken}</span>
    </p>
  );
}
