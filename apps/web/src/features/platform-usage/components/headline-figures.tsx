import { useFormatters } from '@/lib/format';

/** A panel's few headline counts, side by side, in figures that line up. */
export function HeadlineFigures({
  figures,
}: {
  figures: readonly { label: string; value: number | string }[];
}) {
  const fmt = useFormatters();
  return (
    <dl className="mb-4 flex flex-wrap gap-x-8 gap-y-3">
      {figures.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-2xl font-semibold text-ink-900 tabular-nums">
            {typeof value === 'number' ? fmt.number(value) : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
