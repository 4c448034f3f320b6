import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '@/components/ui/button-styles';
import { readFieldIssues } from '@/lib/field-issues';

type Outcome = 'adopted' | 'none' | 'failed';

/**
 * Adopting something the store's group keeps (its product targets, its
 * pay-plan templates, ADR 020): the copy is saved at once; `missingField` is
 * the field the server names when the group has nothing to adopt.
 */
export function useAdoptFromGroup<A>(
  mutation: UseMutationResult<A, Error, void>,
  missingField: string,
  onAdopted: (answer: A) => void,
) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  function adopt() {
    setOutcome(null);
    mutation.mutate(undefined, {
      onSuccess: (answer) => {
        onAdopted(answer);
        setOutcome('adopted');
      },
      onError: (error) =>
        setOutcome(
          readFieldIssues(error).some((issue) => issue.field === missingField) ? 'none' : 'failed',
        ),
    });
  }
  return { adopt, outcome, pending: mutation.isPending };
}

export type Adoption = ReturnType<typeof useAdoptFromGroup>;

export function AdoptButton({ adoption, label }: { adoption: Adoption; label: string }) {
  return (
    <button
      type="button"
      onClick={adoption.adopt}
      disabled={adoption.pending}
      className={secondaryButton}
    >
      {label}
    </button>
  );
}

/** What the last adoption did, in words: copied, nothing to adopt, or failed. */
export function AdoptOutcome({
  adoption,
  done,
  none,
}: {
  adoption: Adoption;
  done: string;
  none: string;
}) {
  const { t } = useTranslation();
  const { outcome } = adoption;
  return (
    <p role="status" className="mb-3 text-sm empty:hidden">
      {outcome === 'adopted' ? (
        <span className="text-emerald-700">{done}</span>
      ) : outcome === 'none' ? (
        <span className="text-slate-700">{none}</span>
      ) : outcome === 'failed' ? (
        <span className="text-red-700">{t('storeDefaults.saveError')}</span>
      ) : null}
    </p>
  );
}
