import { mayCorrectSale } from '@das/shared/policies';
import type { SessionUser } from '@das/shared/schemas/auth';
import type { Sale } from '@das/shared/schemas/sales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietButton, quietDangerButton } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useCancelSale } from '../api/change-sale';
import { CorrectSaleDialog } from './correct-sale-dialog';

/**
 * Correct or cancel a pending sale, shown only where the policy allows it (the
 * salesperson's own, the store's managers any); the server decides again.
 */
export function SaleRowActions({
  sale,
  user,
  today,
}: {
  sale: Sale;
  user: Pick<SessionUser, 'id' | 'role' | 'dealershipId'>;
  today: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'correct' | 'cancel' | null>(null);
  const cancel = useCancelSale();
  const ref = {
    dealershipId: sale.dealership_id,
    salespersonId: sale.salesperson_id,
    status: sale.status,
  };
  if (!mayCorrectSale(user, ref)) return null;
  const customer = sale.customer_name || t('salesFloor.sales.noCustomer');
  return (
    <>
      <span className="flex flex-wrap justify-end gap-1">
        <button
          type="button"
          className={quietButton}
          aria-label={t('salesFloor.saleActions.correctLabel', { customer })}
          onClick={() => setOpen('correct')}
        >
          {t('salesFloor.saleActions.correct')}
        </button>
        <button
          type="button"
          className={quietDangerButton}
          aria-label={t('salesFloor.saleActions.cancelLabel', { customer })}
          onClick={() => {
            cancel.reset();
            setOpen('cancel');
          }}
        >
          {t('salesFloor.saleActions.cancel')}
        </button>
      </span>
      {open === 'correct' ? (
        <CorrectSaleDialog sale={sale} today={today} onClose={() => setOpen(null)} />
      ) : null}
      <ConfirmDialog
        open={open === 'cancel'}
        tone="danger"
        title={t('salesFloor.saleActions.cancelTitle')}
        description={t('salesFloor.saleActions.cancelBody', { customer })}
        confirmLabel={t('salesFloor.saleActions.cancelConfirm')}
        cancelLabel={t('salesFloor.saleActions.keep')}
        workingLabel={t('salesFloor.saleActions.cancelling')}
        working={cancel.isPending}
        error={
          cancel.isError
            ? cancel.error instanceof ApiError && cancel.error.code === 'CONFLICT'
              ? t('salesFloor.correctSale.notPending')
              : t('salesFloor.saleActions.cancelFailed')
            : undefined
        }
        onConfirm={() => cancel.mutate(sale.id, { onSuccess: () => setOpen(null) })}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}
