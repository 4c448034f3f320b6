import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealCalculatorDialog } from '@/components/deal-calculator/deal-calculator-dialog';
import { secondaryButton } from '@/components/ui/button-styles';

export function DealCalculatorButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={secondaryButton}
      >
        <Calculator className="size-4" aria-hidden="true" />
        {t('salesFloor.actions.calculator')}
      </button>
      <DealCalculatorDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
