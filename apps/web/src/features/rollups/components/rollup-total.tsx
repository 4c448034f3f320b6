import type { RollupLine } from '@das/shared/schemas/rollups';
import { useId } from 'react';
import { HeadlineCards } from './headline-cards';

/** The whole (a group, an area) in one set of headline cards, under its own heading. */
export function RollupTotal({
  title,
  line,
  from,
}: {
  title: string;
  line: RollupLine;
  from: { long: string; short: string };
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-base font-semibold text-ink-900">
        {title}
      </h2>
      <HeadlineCards line={line} from={from} />
    </section>
  );
}
