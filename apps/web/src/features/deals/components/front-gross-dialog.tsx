import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deal } from '@das/shared/schemas/deals';
import { useUpdateDeal } from '../api/update-deal';
import { readFieldIssues } from '@/lib/field-issues';
import { readAmount } from '@/lib/amount';
import { LIMITS } from '../lib/deal-form';
import { problemFromIssue } from '../lib/deal-form-issues';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The desk's edit of a deal's front gross, for managers who run the store's deal
 * log but not the F&I office's log-deal form.
 */
export function FrontGrossDialog({
  deal,
  onClose,
}: {
  deal: Deal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateDeal();
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    setText(deal ? deal.front_end_gross.toFixed(2) : '');
    setProblem(undefined);
    update.reset();
    // Only a newly chosen deal resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deal?.id]);

  function save() {
    if (!deal) return;
    const value = readAmount(text);
    if (value === null || Number.isNaN(value)) return setProblem(t('deals.validation.notAmount'));
    if (value < 0) return setProblem(t('deals.validation.negative'));
    if (value > LIMITS.money) {
      return setProblem(t('deals.validation.tooLarge', { max: LIMITS.money }));
    }
    setProblem(undefined);
    update.mutate(
      { id: deal.id, change: { front_end_gross: value } },
      {
        onSuccess: onClose,
        // A refusal the server words for this field shows beside it, as in the log-deal form.
        onError: (error) => {
          const issue = readFieldIssues(error).find((found) => found.field === 'front_end_gross');
          if (!issue) return;
          const text = problemFromIssue(issue);
          setProblem(t(text.key, text.values));
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={deal !== undefined}
      tone="default"
      title={t('deals.frontGross.title', { number: deal?.deal_number ?? '' })}
      description={
        <span className="mt-3 block">
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {t('deals.fields.front_end_gross')}
          </label>
          <input
            id={inputId}
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            className="mt-1.5 w-full rounded-lg border border-slate-300 px-3 py-2 text-right tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          {problem ? (
            <span id={`${inputId}-error`} className="mt-1.5 block text-sm text-red-700">
              {problem}
            </span>
          ) : null}
        </span>
      }
      confirmLabel={t('deals.frontGross.save')}
      workingLabel={t('deals.frontGross.saving')}
      cancelLabel={t('deals.frontGross.cancel')}
      working={update.isPending}
      error={update.isError && !problem ? t('deals.frontGross.failed') : undefined}
      onConfirm={save}
      onCancel={onClose}
    />
  );
}
