import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { DealCalculator } from './deal-calculator';
import { useCalculatorSession } from './use-calculator-session';

export interface DealCalculatorDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The deal calculator as a modal, for any screen's "Calculator" button. Its
 * figures live here, outside the dialog's content, so they are still there
 * when the desk reopens it (Reset clears them). Focus moves to the deal type
 * tabs on open and returns to the opener on close; a press on the backdrop
 * closes it (nothing is lost).
 */
export function DealCalculatorDialog({ open, onClose }: DealCalculatorDialogProps) {
  const { t } = useTranslation();
  const session = useCalculatorSession();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      closeOnBackdrop
      closeLabel={t('calculator.close')}
      title={t('calculator.title')}
      description={t('calculator.subtitle')}
      icon={
        <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-ink-900 text-sky-300 shadow-sm ring-1 ring-ink-800 sm:grid">
          <Calculator className="size-5" aria-hidden="true" />
        </span>
      }
      bodyClassName="scroll-pb-24 bg-slate-50 p-4 sm:p-6 lg:scroll-pb-0"
    >
      <DealCalculator session={session} />
    </Dialog>
  );
}
