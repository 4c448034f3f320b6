import { RotateCcw } from 'lucide-react';
import { useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FinanceResults, LeaseResults } from './calculator-results';
import {
  DEAL_MODES,
  FINANCE_SECTIONS,
  LEASE_SECTIONS,
  calculateFinanceForm,
  calculateLeaseForm,
  defaultState,
  switchLeaseRateKind,
  type DealMode,
  type FormKey,
} from './calculator-fields';
import type { CalculatorSession } from './use-calculator-session';
import { useCalculatorFormat } from './use-calculator-format';
import { PanelLayout, Sections } from './calculator-sections';

export interface DealCalculatorProps {
  /** The tab and figures, kept by the caller so they outlive this screen. */
  session: CalculatorSession;
}

/**
 * Finance and lease payments, worked live as the desk types: no submit
 * button, errors beside the field that caused them, results beside the form.
 */
export function DealCalculator({ session }: DealCalculatorProps) {
  const { t } = useTranslation();
  const format = useCalculatorFormat();
  const { mode, setMode, state, setState } = session;
  const baseId = useId();
  const tabId = (tab: DealMode) => `${baseId}-tab-${tab}`;
  const panelId = (tab: DealMode) => `${baseId}-panel-${tab}`;
  const tabRefs = useRef<Partial<Record<DealMode, HTMLButtonElement | null>>>({});

  const finance = useMemo(() => calculateFinanceForm(state, format.locale), [state, format]);
  const lease = useMemo(() => calculateLeaseForm(state, format.locale), [state, format]);

  const setValue = (key: FormKey, value: string) =>
    setState((current) => ({ ...current, values: { ...current.values, [key]: value } }));

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = DEAL_MODES.indexOf(mode);
    const last = DEAL_MODES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % DEAL_MODES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + DEAL_MODES.length) % DEAL_MODES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = DEAL_MODES[next] ?? 'finance';
    setMode(target);
    tabRefs.current[target]?.focus();
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label={t('calculator.modes.label')}
          className="inline-flex rounded-xl bg-slate-200/70 p-1"
        >
          {DEAL_MODES.map((tab) => {
            const selected = tab === mode;
            return (
              <button
                key={tab}
                ref={(element) => {
                  tabRefs.current[tab] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={selected}
                aria-controls={panelId(tab)}
                tabIndex={selected ? 0 : -1}
                data-autofocus={selected ? '' : undefined}
                onClick={() => setMode(tab)}
                onKeyDown={onTabKeyDown}
                className={`min-w-28 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  selected
                    ? 'bg-ink-900 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-white hover:text-ink-900'
                }`}
              >
                {t(`calculator.modes.${tab}`)}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          onClick={() => setState(defaultState(format.locale))}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('calculator.reset')}
        </button>
      </div>

      <div
        role="tabpanel"
        id={panelId('finance')}
        aria-labelledby={tabId('finance')}
        hidden={mode !== 'finance'}
        className="mt-5"
      >
        <PanelLayout
          payment={
            finance.calculation.ok ? format.money(finance.calculation.result.monthlyPayment) : null
          }
          form={
            <Sections
              idPrefix={`${baseId}-finance`}
              sections={FINANCE_SECTIONS}
              state={state}
              errors={finance.errors}
              format={format}
              onChange={setValue}
            />
          }
          results={(ref) => (
            <FinanceResults
              ref={ref}
              result={finance.calculation.ok ? finance.calculation.result : null}
              input={finance.input}
              format={format}
            />
          )}
        />
      </div>

      <div
        role="tabpanel"
        id={panelId('lease')}
        aria-labelledby={tabId('lease')}
        hidden={mode !== 'lease'}
        className="mt-5"
      >
        <PanelLayout
          payment={
            lease.calculation.ok ? format.money(lease.calculation.result.monthlyPayment) : null
          }
          form={
            <Sections
              idPrefix={`${baseId}-lease`}
              sections={LEASE_SECTIONS}
              state={state}
              errors={lease.errors}
              format={format}
              onChange={setValue}
              onRateKindChange={(kind) =>
                setState((current) => switchLeaseRateKind(current, kind, format.locale))
              }
            />
          }
          results={(ref) => (
            <LeaseResults
              ref={ref}
              result={lease.calculation.ok ? lease.calculation.result : null}
              input={lease.input}
              format={format}
            />
          )}
        />
      </div>
    </div>
  );
}
