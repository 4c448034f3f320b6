import type { Deal } from '@das/shared/schemas/deals';
import { useCallback, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { duplicateStockOf, readFieldIssues } from '@/lib/field-issues';
import { errorOfIssue } from '@/lib/form-resolver';
import { useCreateDeal } from '../api/create-deal';
import { useUpdateDeal } from '../api/update-deal';
import { FIELD_ORDER, type DealFieldName, type DealFormValues } from '../lib/deal-form';
import { firstErrorField, problemFromIssue, splitDealIssues } from '../lib/deal-form-issues';
import { toCreateInput, toUpdateInput, type DealRequest } from '../lib/deal-form-schema';

export interface FormFailure {
  message: string;
  detail?: string | undefined;
}

/**
 * Sends a checked deal (POST for a new one, PATCH with only what changed for
 * a saved one) and places what the server refuses: field issues beside their
 * fields, a taken stock number as a warning that can be overridden, anything
 * else above the form.
 */
export function useSaveDeal({
  mode,
  deal,
  initial,
  form,
  focusField,
  onSaved,
}: {
  mode: 'create' | 'edit';
  deal: Deal | undefined;
  initial: DealFormValues;
  form: UseFormReturn<DealFormValues, unknown, DealRequest>;
  focusField: (field: DealFieldName) => void;
  onSaved: (deal: Deal) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDeal();
  const update = useUpdateDeal();
  const [failure, setFailure] = useState<FormFailure>();
  const [notice, setNotice] = useState<string>();
  const [duplicateStock, setDuplicateStock] = useState<string>();
  /** Bumped to move the focus to the error above the form (a problem no field shows). */
  const [alertFocus, setAlertFocus] = useState(0);

  function showFailure(error: unknown) {
    const duplicate = duplicateStockOf(error);
    if (duplicate !== undefined) {
      setDuplicateStock(duplicate || form.getValues('stock_number').trim());
      focusField('stock_number');
      return;
    }
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
      const { fields, other } = splitDealIssues(readFieldIssues(error));
      for (const field of FIELD_ORDER) {
        const issue = fields[field];
        if (issue) form.setError(field as FieldPath<DealFormValues>, errorOfIssue(issue));
      }
      const first = firstErrorField((field) => fields[field] !== undefined);
      if (other.length > 0 || !first) {
        const detail = other
          .map((issue) => {
            const text = problemFromIssue(issue);
            return t(text.key, text.values);
          })
          .join(' ');
        setFailure({ message: t('deals.form.errors.validation'), detail: detail || undefined });
      }
      if (first) focusField(first);
      else setAlertFocus((count) => count + 1);
      return;
    }
    const key =
      error instanceof ApiError
        ? error.status === 0
          ? 'network'
          : error.status === 403
            ? 'forbidden'
            : error.status === 404
              ? 'notFound'
              : 'generic'
        : 'generic';
    setFailure({
      message: t(`deals.form.errors.${key}`),
      ...(error instanceof Error && key === 'generic' ? { detail: error.message } : {}),
    });
    setAlertFocus((count) => count + 1);
  }

  function send(request: DealRequest, options: { allowDuplicateStock?: boolean } = {}) {
    setFailure(undefined);
    setNotice(undefined);
    setDuplicateStock(undefined);
    const consent = options.allowDuplicateStock ? { allow_duplicate_stock: true } : {};
    const handlers = { onSuccess: onSaved, onError: showFailure };
    if (mode === 'edit' && deal) {
      const patch = toUpdateInput(initial, request);
      if (!patch) return setNotice(t('deals.form.nothingChanged'));
      update.mutate({ id: deal.id, change: { ...patch, ...consent } }, handlers);
    } else {
      create.mutate({ ...toCreateInput(request), ...consent }, handlers);
    }
  }

  const clearMessages = useCallback(() => {
    setFailure(undefined);
    setNotice(undefined);
  }, []);
  const clearDuplicateStock = useCallback(() => setDuplicateStock(undefined), []);

  return {
    send,
    pending: create.isPending || update.isPending,
    failure,
    notice,
    duplicateStock,
    alertFocus,
    /** Typing again puts away what the last attempt said. */
    clearMessages,
    clearDuplicateStock,
  };
}
