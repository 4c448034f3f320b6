import { useEffect, useState } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { isSameValues, type DealFormValues } from '../lib/deal-form';
import { clearDraft, readDraft, writeDraft } from '../lib/deal-draft';

/** A draft left by a reload or a crash, if it differs from what the form would start with. */
export function useRestoredDraft(storageKey: string, initial: DealFormValues) {
  const [restored] = useState(() => {
    const draft = readDraft(sessionStorage, storageKey, initial);
    return draft && !isSameValues(draft.values, initial) ? draft : undefined;
  });
  const [shown, setShown] = useState(restored !== undefined);
  return {
    /** What the form starts with: the draft, or the deal as loaded. */
    startValues: restored?.values ?? initial,
    /** The draft while its notice is shown. */
    restored: shown ? restored : undefined,
    dismiss: () => {
      clearDraft(sessionStorage, storageKey);
      setShown(false);
    },
  };
}

/** The draft follows every keystroke; it is dropped once it matches the deal as loaded again. */
export function useKeepDraft(
  watch: UseFormWatch<DealFormValues>,
  storageKey: string,
  initial: DealFormValues,
) {
  useEffect(() => {
    const subscription = watch((values) => {
      const current = values as DealFormValues;
      if (isSameValues(current, initial)) clearDraft(sessionStorage, storageKey);
      else writeDraft(sessionStorage, storageKey, current);
    });
    return () => subscription.unsubscribe();
  }, [watch, storageKey, initial]);
}
