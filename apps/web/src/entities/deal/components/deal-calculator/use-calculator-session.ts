import { useState, type Dispatch, type SetStateAction } from 'react';
import { defaultState, type CalculatorState, type DealMode } from './calculator-fields';
import { useCalculatorFormat } from './use-calculator-format';

/** The calculator's tab and figures, held by whoever outlives its screen (the dialog). */
export interface CalculatorSession {
  mode: DealMode;
  setMode: (mode: DealMode) => void;
  state: CalculatorState;
  setState: Dispatch<SetStateAction<CalculatorState>>;
}

export function useCalculatorSession(defaultMode: DealMode = 'finance'): CalculatorSession {
  const format = useCalculatorFormat();
  const [mode, setMode] = useState<DealMode>(defaultMode);
  const [state, setState] = useState<CalculatorState>(() => defaultState(format.locale));
  return { mode, setMode, state, setState };
}
