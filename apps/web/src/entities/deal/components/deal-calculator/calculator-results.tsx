import { CircleAlert, Info } from 'lucide-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FinanceInput,
  FinanceResult,
  LeaseInput,
  LeaseResult,
} from '@/entities/deal/lib/deal-calculator';
import type { CalculatorFormat } from './use-calculator-format';

/**
 * The navy results card: the monthly payment large, the contract figures
 * under it, the dealer reserve last. A `null` result means the form has errors.
 */
function ResultsCard({
  ref,
  payment,
  summary,
  notice,
  children,
}: {
  ref?: Ref<HTMLElement>;
  payment: string;
  summary: string | null;
  notice: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className="rounded-2xl bg-ink-900 p-5 text-white shadow-lg ring-1 ring-ink-800 sm:p-6"
    >
      <div aria-live="polite" aria-atomic="true">
        <h3 id={titleId} className="text-sm font-medium text-slate-300">
          {t('calculator.results.monthlyPayment')}
        </h3>
        <p className="mt-1 text-4xl font-semibold tracking-tight tabular-nums sm:text-5xl">
          {payment}
        </p>
      </div>
      {summary ? <p className="mt-1.5 text-sm text-slate-300">{summary}</p> : null}
      {notice}
      {children}
      <p className="mt-5 text-xs text-slate-400">{t('calculator.results.disclaimer')}</p>
    </section>
  );
}

function Figures({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="mt-5 divide-y divide-white/10 border-y border-white/10 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2.5">
          <dt className="text-slate-300">{label}</dt>
          <dd className="font-medium text-white tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notice({ tone, children }: { tone: 'warning' | 'info'; children: ReactNode }) {
  const Icon = tone === 'warning' ? CircleAlert : Info;
  return (
    <p
      className={`mt-4 flex items-start gap-2 rounded-lg p-3 text-sm ring-1 ring-inset ${
        tone === 'warning'
          ? 'bg-amber-300/10 text-amber-100 ring-amber-300/30'
          : 'bg-white/5 text-slate-200 ring-white/10'
      }`}
    >
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${tone === 'warning' ? 'text-amber-300' : 'text-sky-300'}`}
        aria-hidden="true"
      />
      <span>{children}</span>
    </p>
  );
}

function Reserve({ amount, notes }: { amount: string | null; notes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 rounded-xl bg-white/5 p-4 ring-1 ring-white/10 ring-inset">
      <div className="flex items-baseline justify-between gap-4">
        <h4 className="text-sm font-medium text-slate-200">{t('calculator.results.reserve')}</h4>
        <p className="text-xl font-semibold text-sky-300 tabular-nums">{amount ?? '—'}</p>
      </div>
      {notes.map((note) => (
        <p key={note} className="mt-1.5 text-xs text-slate-300">
          {note}
        </p>
      ))}
    </div>
  );
}

const DASH = '—';

export function FinanceResults({
  ref,
  result,
  input,
  format,
}: {
  ref?: Ref<HTMLElement>;
  result: FinanceResult | null;
  input: Pick<FinanceInput, 'aprPercent' | 'termMonths'>;
  format: CalculatorFormat;
}) {
  const { t } = useTranslation();
  const { money } = format;
  if (!result) {
    return (
      <ResultsCard
        ref={ref}
        payment={DASH}
        summary={null}
        notice={<Notice tone="warning">{t('calculator.results.invalid')}</Notice>}
      />
    );
  }
  const notes: string[] = [];
  if (result.reserve === null) notes.push(t('calculator.results.noBuyRate'));
  if (result.paymentAtBuyRate !== null && !result.buyRateAboveApr) {
    notes.push(
      t('calculator.results.paymentAtBuyRate', { amount: money(result.paymentAtBuyRate) }),
    );
  }
  if (result.reserveCapped)
    notes.push(t('calculator.results.reserveCapped', { amount: money(result.reserve ?? 0) }));
  if (result.buyRateAboveApr) notes.push(t('calculator.results.buyRateAboveRate'));
  return (
    <ResultsCard
      ref={ref}
      payment={money(result.monthlyPayment)}
      summary={t('calculator.results.financeSummary', {
        count: input.termMonths,
        apr: format.percent(input.aprPercent),
      })}
      notice={
        result.creditsExceedBalance ? (
          <Notice tone="info">
            {t('calculator.results.excessCredit', { amount: money(result.excessCredit) })}
          </Notice>
        ) : null
      }
    >
      <Figures
        rows={[
          [t('calculator.results.amountFinanced'), money(result.amountFinanced)],
          [t('calculator.results.taxAmount'), money(result.taxAmount)],
          [t('calculator.results.totalOfPayments'), money(result.totalOfPayments)],
          [t('calculator.results.financeCharge'), money(result.financeCharge)],
        ]}
      />
      <Reserve amount={result.reserve === null ? null : money(result.reserve)} notes={notes} />
    </ResultsCard>
  );
}

export function LeaseResults({
  ref,
  result,
  input,
  format,
}: {
  ref?: Ref<HTMLElement>;
  result: LeaseResult | null;
  input: Pick<LeaseInput, 'termMonths'>;
  format: CalculatorFormat;
}) {
  const { t } = useTranslation();
  const { money } = format;
  if (!result) {
    return (
      <ResultsCard
        ref={ref}
        payment={DASH}
        summary={null}
        notice={<Notice tone="warning">{t('calculator.results.invalid')}</Notice>}
      />
    );
  }
  const notes: string[] = [];
  if (result.reserve === null) notes.push(t('calculator.results.noBuyRate'));
  if (result.reserveCapped)
    notes.push(t('calculator.results.reserveCapped', { amount: money(result.reserve ?? 0) }));
  if (result.buyRateAboveRate) notes.push(t('calculator.results.buyRateAboveRate'));
  return (
    <ResultsCard
      ref={ref}
      payment={money(result.monthlyPayment)}
      summary={t('calculator.results.leaseSummary', { count: input.termMonths })}
      notice={
        result.capCostBelowResidual ? (
          <Notice tone="warning">{t('calculator.results.capCostBelowResidual')}</Notice>
        ) : null
      }
    >
      <Figures
        rows={[
          [t('calculator.results.basePayment'), money(result.basePayment)],
          [t('calculator.results.monthlyTax'), money(result.monthlyTax)],
          [t('calculator.results.depreciationFee'), money(result.depreciationFee)],
          [t('calculator.results.rentCharge'), money(result.rentCharge)],
          [t('calculator.results.adjustedCapCost'), money(result.adjustedCapCost)],
          [t('calculator.results.residualValue'), money(result.residualValue)],
          [t('calculator.results.totalOfPayments'), money(result.totalOfPayments)],
        ]}
      />
      <Reserve amount={result.reserve === null ? null : money(result.reserve)} notes={notes} />
    </ResultsCard>
  );
}
