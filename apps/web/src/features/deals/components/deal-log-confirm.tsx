import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { PendingConfirm } from './use-deal-log-edits';

/** Asks before a deal is unwound or deleted. */
export function DealLogConfirm({
  confirm,
  working,
  error,
  onCancel,
  onConfirm,
}: {
  confirm: PendingConfirm | undefined;
  working: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={confirm !== undefined}
      tone={confirm?.kind === 'unwind' ? 'default' : 'danger'}
      title={
        confirm
          ? t(confirm.kind === 'unwind' ? 'deals.unwind.title' : 'deals.delete.title', {
              number: confirm.deal.deal_number,
            })
          : ''
      }
      description={
        confirm
          ? t(confirm.kind === 'unwind' ? 'deals.unwind.description' : 'deals.delete.description', {
              customer: confirm.deal.customer_last_name,
              stock: confirm.deal.stock_number,
            })
          : ''
      }
      confirmLabel={t(confirm?.kind === 'unwind' ? 'deals.unwind.confirm' : 'deals.delete.confirm')}
      workingLabel={t('deals.delete.working')}
      cancelLabel={t(confirm?.kind === 'unwind' ? 'deals.unwind.cancel' : 'deals.delete.cancel')}
      working={working}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
