import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealCalculatorDialog } from './deal-calculator-dialog';
import { secondaryButton } from '@/components/ui/button-styles';

/** Opens the deal calculator over the page, from a dashboard's actions. */
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
        {t('calculator.title')}
      </button>
      <DealCalculatorDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
