import type { ReactNode } from 'react';
import { PeriodPicker } from '@/entities/period/components/period-picker';
import { recentMonths } from '@/entities/period/lib/period-options';
import { PageHeader } from '@/components/ui/page-header';
import { PrivacyToggle } from '@/components/ui/privacy-toggle';
import { UpdatingStatus } from '@/components/ui/dashboard-state';

/** A rollup page's header: whose figures, the title, the period, and the period picker below. */
export function RollupHeader({
  eyebrow,
  title,
  label,
  period,
  today,
  onPeriod,
  updating,
}: {
  eyebrow: ReactNode;
  title: string;
  /** The period's name and days (`useRollupLabels`). */
  label: { name: string; range: string };
  period: string;
  today: string;
  onPeriod: (period: string) => void;
  updating: boolean;
}) {
  const subtitle = [label.name, label.range].filter(Boolean).join(' · ');
  return (
    <PageHeader eyebrow={eyebrow} title={title} subtitle={subtitle} actions={<PrivacyToggle />}>
      <PeriodPicker value={period} months={recentMonths(today, 24)} onChange={onPeriod} />
      {updating ? <UpdatingStatus /> : null}
    </PageHeader>
  );
}
