import type { DealStatus } from '@das/shared/deals';
import type { Deal } from '@das/shared/schemas/deals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeDealStatus } from '../api/change-deal-status';
import { useDeleteDeal } from '../api/delete-deal';
import { useFailureText } from './use-failure-text';

/** A change that asks first: unwinding a deal, or deleting it. */
export type PendingConfirm = { kind: 'unwind'; deal: Deal } | { kind: 'delete'; deal: Deal };

/**
 * What an editor changes from the log's rows: a status (an unwind asks
 * first), the front gross alone, or a deletion (asks first); which rows are
 * still saving, and the last row's failure.
 */
export function useDealLogEdits() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const changeStatus = useChangeDealStatus();
  const remove = useDeleteDeal();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<PendingConfirm>();
  const [frontEdit, setFrontEdit] = useState<Deal>();
  const [rowError, setRowError] = useState<string>();

  function applyStatus(deal: Deal, status: DealStatus) {
    setRowError(undefined);
    setPendingIds((current) => new Set(current).add(deal.id));
    changeStatus.mutate(
      { id: deal.id, status },
      {
        onError: (error) =>
          setRowError(
            t('deals.log.statusFailed', { number: deal.deal_number, reason: failureText(error) }),
          ),
        onSettled: () =>
          setPendingIds((current) => {
            const next = new Set(current);
            next.delete(deal.id);
            return next;
          }),
      },
    );
  }

  function onStatusChange(deal: Deal, status: DealStatus) {
    if (status === deal.status) return;
    if (status === 'Unwound') setConfirm({ kind: 'unwind', deal });
    else applyStatus(deal, status);
  }

  function confirmPending() {
    if (!confirm) return;
    if (confirm.kind === 'unwind') {
      applyStatus(confirm.deal, 'Unwound');
      setConfirm(undefined);
    } else {
      remove.mutate(confirm.deal, { onSuccess: () => setConfirm(undefined) });
    }
  }

  function cancelPending() {
    setConfirm(undefined);
    remove.reset();
  }

  return {
    pendingIds,
    rowError,
    clearRowError: () => setRowError(undefined),
    onStatusChange,
    askDelete: (deal: Deal) => setConfirm({ kind: 'delete', deal }),
    confirm,
    confirmPending,
    cancelPending,
    removing: remove.isPending,
    removeError: remove.isError ? failureText(remove.error) : undefined,
    frontEdit,
    setFrontEdit,
  };
}
