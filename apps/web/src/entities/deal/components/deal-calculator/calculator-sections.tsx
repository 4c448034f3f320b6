/** The deal calculator's layout: its input sections beside the results, and the lease rate switch. */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { aprToMoneyFactor, moneyFactorToApr } from '@/entities/deal/lib/calculator-input';
import {
  LEASE_RATE_KINDS,
  type FinanceField,
  type LeaseField,
  type LeaseRateKind,
} from '@/entities/deal/lib/deal-calculator';
import {
  resolveFieldSpec,
  type CalculatorState,
  type FieldError,
  type FieldSpec,
  type FieldUnit,
  type FormErrors,
  type FormKey,
  type SectionSpec,
} from './calculator-fields';
import { NumberField } from './number-field';
import { parseDecimal } from './number-text';
import type { CalculatorFormat } from './use-calculator-format';

/** True while the element is on screen; used to hide the mobile payment bar next to the full results. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(entry?.isIntersecting ?? true),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

export function PanelLayout({
  form,
  results,
  payment,
}: {
  form: ReactNode;
  results: (ref: RefObject<HTMLElement | null>) => ReactNode;
  payment: string | null;
}) {
  const { t } = useTranslation();
  const resultsRef = useRef<HTMLElement>(null);
  const resultsOnScreen = useOnScreen(resultsRef);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
      <div className="space-y-4">{form}</div>
      <div className="lg:sticky lg:top-4">{results(resultsRef)}</div>
      {/* Narrow screens: the payment stays in sight while the form scrolls. The full results repeat it for assistive technology. */}
      <div
        aria-hidden="true"
        className={`sticky bottom-0 items-center justify-between gap-3 rounded-xl bg-ink-900 px-4 py-3 text-white shadow-lg ring-1 ring-white/10 ${
          resultsOnScreen ? 'hidden' : 'flex lg:hidden'
        }`}
      >
        <span className="text-sm text-slate-300">{t('calculator.results.monthlyPayment')}</span>
        <span className="text-lg font-semibold tabular-nums">{payment ?? '—'}</span>
      </div>
    </div>
  );
}

export function Sections<Field extends FinanceField | LeaseField>({
  idPrefix,
  sections,
  state,
  errors,
  format,
  onChange,
  onRateKindChange,
}: {
  idPrefix: string;
  sections: SectionSpec<Field>[];
  state: CalculatorState;
  errors: FormErrors<Field>;
  format: CalculatorFormat;
  onChange: (key: FormKey, value: string) => void;
  onRateKindChange?: (kind: LeaseRateKind) => void;
}) {
  const { t } = useTranslation();
  const errorText = (error: FieldError<Field> | undefined, unit: FieldUnit) => {
    if (!error) return undefined;
    if (error.code !== 'tooLarge' && error.code !== 'tooSmall') {
      return t(`calculator.errors.${error.code}`);
    }
    const limit = error.limit ?? 0;
    const shown =
      unit === 'currency'
        ? format.money(limit)
        : unit === 'percent'
          ? format.percent(limit)
          : unit === 'months'
            ? format.integer(limit)
            : format.moneyFactor(limit);
    return t(`calculator.errors.${error.code}`, { limit: shown });
  };

  return sections.map((section) => (
    <div
      key={section.id}
      className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">
          {t(`calculator.sections.${section.id}`)}
        </legend>
        {section.id === 'terms' && onRateKindChange ? (
          <RateKindSwitch
            name={`${idPrefix}-rate-kind`}
            value={state.leaseRateKind}
            onChange={onRateKindChange}
          />
        ) : null}
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {section.fields.map((baseSpec) => {
            const spec = resolveFieldSpec(baseSpec, state.leaseRateKind);
            return (
              <NumberField
                key={spec.key}
                id={`${idPrefix}-${spec.key}`}
                label={t(`calculator.fields.${spec.label}`)}
                unit={spec.unit}
                optional={spec.optional}
                hint={fieldHint(spec, state, format, t)}
                error={errorText(errors[spec.key], spec.unit)}
                value={state.values[spec.key]}
                onChange={(value) => onChange(spec.key, value)}
              />
            );
          })}
        </div>
      </fieldset>
    </div>
  ));
}

/** Static hints from the field list, or a live one: the residual in dollars, the rate in the other kind. */
export function fieldHint<Field extends string>(
  spec: FieldSpec<Field>,
  state: CalculatorState,
  format: CalculatorFormat,
  t: TFunction,
): string | undefined {
  const read = (key: FormKey) => {
    const value = parseDecimal(state.values[key], format.locale);
    return value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  if (spec.key === 'residualPercent') {
    const msrp = read('msrp');
    const percent = read('residualPercent');
    if (msrp === undefined || percent === undefined) return undefined;
    return t('calculator.hints.residualValue', { amount: format.money((msrp * percent) / 100) });
  }
  if (spec.key === 'leaseRate' || spec.key === 'leaseBuyRate') {
    const rate = read(spec.key);
    const equivalent =
      rate === undefined
        ? undefined
        : state.leaseRateKind === 'apr'
          ? t('calculator.hints.aprAsMoneyFactor', {
              moneyFactor: format.moneyFactor(aprToMoneyFactor(rate)),
            })
          : t('calculator.hints.moneyFactorAsApr', {
              apr: format.percent(moneyFactorToApr(rate)),
            });
    const base = spec.hint ? t(`calculator.hints.${spec.hint}`) : undefined;
    return [equivalent, base].filter(Boolean).join(' · ') || undefined;
  }
  return spec.hint ? t(`calculator.hints.${spec.hint}`) : undefined;
}

export function RateKindSwitch({
  name,
  value,
  onChange,
}: {
  name: string;
  value: LeaseRateKind;
  onChange: (kind: LeaseRateKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium text-slate-800">
        {t('calculator.rateKinds.label')}
      </legend>
      <div className="mt-1.5 inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset">
        {LEASE_RATE_KINDS.map((kind) => (
          <label key={kind} className="relative">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors peer-checked:bg-white peer-checked:text-ink-900 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-slate-300 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:text-ink-900">
              {t(`calculator.rateKinds.${kind}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
