import { MessageSquareText } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';

/** A plan editor's dialog: the fields, the plan in plain words as typed, and Save. */
export function PlanDialogFrame({
  name,
  preview,
  saving,
  problem,
  onSubmit,
  onClose,
  children,
}: {
  name: string;
  /** The plan as typed, in words; null while a field doesn't read. */
  preview: string | null;
  saving: boolean;
  /** What kept the last try from saving. */
  problem: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('payPlans.dialog.title', { name })}
      description={t('payPlans.dialog.description')}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          {children}
          <div className="flex gap-3 rounded-xl bg-slate-50 p-3.5 ring-1 ring-slate-200 ring-inset">
            <MessageSquareText
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              aria-hidden="true"
            />
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t('payPlans.dialog.inWords')}
              </p>
              <p className="mt-0.5 text-sm text-slate-800" aria-live="polite">
                {preview ?? t('payPlans.dialog.previewUnavailable')}
              </p>
            </div>
          </div>
          <FormAlert message={problem} />
        </div>
        <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <button type="button" onClick={onClose} className={secondaryButton}>
            {t('payPlans.dialog.cancel')}
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? t('payPlans.dialog.saving') : t('payPlans.dialog.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
