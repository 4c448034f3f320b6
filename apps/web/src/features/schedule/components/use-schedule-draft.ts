import type { Shift } from '@das/shared/schemas/schedule';
import { useCallback, useState } from 'react';
import { cellKey, type ScheduleDraft } from './schedule-draft';

interface DraftState {
  week: string;
  draft: ScheduleDraft;
  /** Earlier drafts, newest last: what Undo steps back through. */
  past: ScheduleDraft[];
}

const UNDO_DEPTH = 100;

/** Unsaved edits of one week, with Undo; another week starts clean. */
export function useScheduleDraft(week: string) {
  const [state, setState] = useState<DraftState>({ week, draft: {}, past: [] });
  const current = state.week === week ? state : { week, draft: {}, past: [] };

  const set = useCallback(
    (userId: string, day: string, shift: Shift | null) =>
      setState((previous) => {
        const base = previous.week === week ? previous : { week, draft: {}, past: [] };
        return {
          week,
          draft: { ...base.draft, [cellKey(userId, day)]: shift },
          past: [...base.past, base.draft].slice(-UNDO_DEPTH),
        };
      }),
    [week],
  );

  const undo = useCallback(
    () =>
      setState((previous) => {
        if (previous.week !== week || previous.past.length === 0) return previous;
        return {
          week,
          draft: previous.past[previous.past.length - 1] ?? {},
          past: previous.past.slice(0, -1),
        };
      }),
    [week],
  );

  const discard = useCallback(() => setState({ week, draft: {}, past: [] }), [week]);

  return { draft: current.draft, canUndo: current.past.length > 0, set, undo, discard };
}
