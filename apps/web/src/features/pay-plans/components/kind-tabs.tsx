import { PAY_PLAN_KINDS, type PayPlanKind } from '@das/shared/schemas/pay';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const tabId = (kind: PayPlanKind) => `pay-plans-tab-${kind}`;
export const panelId = (kind: PayPlanKind) => `pay-plans-panel-${kind}`;

/** F&I, salespeople, managers: tabs, with arrow keys, Home and End between them. */
export function KindTabs({
  value,
  onChange,
}: {
  value: PayPlanKind;
  onChange: (kind: PayPlanKind) => void;
}) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<PayPlanKind, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = PAY_PLAN_KINDS.indexOf(value);
    const count = PAY_PLAN_KINDS.length;
    const next =
      event.key === 'ArrowRight'
        ? PAY_PLAN_KINDS[(index + 1) % count]
        : event.key === 'ArrowLeft'
          ? PAY_PLAN_KINDS[(index - 1 + count) % count]
          : event.key === 'Home'
            ? PAY_PLAN_KINDS[0]
            : event.key === 'End'
              ? PAY_PLAN_KINDS[count - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('payPlans.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset sm:inline-flex"
    >
      {PAY_PLAN_KINDS.map((kind) => {
        const selected = kind === value;
        return (
          <button
            key={kind}
            ref={(element) => {
              refs.current[kind] = element;
            }}
            id={tabId(kind)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(kind)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(kind)}
            className={`flex-1 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-none ${
              selected ? 'bg-white text-ink-900 shadow-sm' : 'text-slate-600 hover:text-ink-900'
            }`}
          >
            {t(`payPlans.tabs.${kind}`)}
          </button>
        );
      })}
    </div>
  );
}
