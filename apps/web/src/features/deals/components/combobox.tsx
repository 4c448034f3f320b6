import { Check, ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { exactChoice, filterChoices, type Choice } from '../lib/filter-choices';
import { inputClass } from './styles';

export interface ComboboxProps {
  id: string;
  /** Free text: the text itself. Otherwise the chosen value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  /** Any typed text is a value (lenders, makes); otherwise only a choice is. */
  freeText?: boolean;
  placeholder?: string | undefined;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Shown when nothing matches; `{text}` is what was typed. */
  emptyText: (text: string) => string;
  clearLabel: string;
  toggleLabel: string;
  maxLength?: number;
}

/**
 * A searchable choice (WAI-ARIA combobox with a list): type to filter, the
 * best match is highlighted, Enter or Tab takes it, arrows move, Escape
 * closes and keeps exactly what was typed.
 */
export function Combobox({
  id,
  value,
  onChange,
  choices,
  freeText = false,
  placeholder,
  disabled = false,
  invalid = false,
  describedBy,
  emptyText,
  clearLabel,
  toggleLabel,
  maxLength,
}: ComboboxProps) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  /** What was typed since the field got focus; null when nothing was. */
  const [typed, setTypedState] = useState<string | null>(null);
  // Read by blur, which can follow a keystroke before React has re-rendered.
  const typedRef = useRef<string | null>(null);
  const setTyped = (next: string | null) => {
    typedRef.current = next;
    setTypedState(next);
  };
  const [active, setActive] = useState(-1);

  const selected = freeText ? undefined : choices.find((choice) => choice.value === value);
  const text = typed ?? (freeText ? value : (selected?.label ?? ''));
  const shown = useMemo(() => filterChoices(choices, typed ?? ''), [choices, typed]);

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  function currentIndex(list: readonly Choice[]): number {
    const current = freeText ? exactChoice(list, value) : selected;
    return current ? list.findIndex((choice) => choice.value === current.value) : -1;
  }

  function openList() {
    if (disabled) return;
    setOpen(true);
    setActive(typed === null ? currentIndex(shown) : shown.length > 0 ? 0 : -1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function pick(choice: Choice) {
    onChange(freeText ? choice.label : choice.value);
    setTyped(null);
    close();
  }

  /** Leaving the field: a typed text becomes the value, a choice, or nothing. */
  function settle() {
    const pending = typedRef.current;
    if (pending === null) return;
    if (freeText) {
      onChange(pending.trim());
    } else if (pending.trim() === '') {
      onChange('');
    } else {
      const match = exactChoice(choices, pending);
      if (match) onChange(match.value);
    }
    setTyped(null);
  }

  function onType(next: string) {
    setTyped(next);
    if (freeText) onChange(next);
    const matches = filterChoices(choices, next);
    setOpen(true);
    setActive(next.trim() === '' || matches.length === 0 ? -1 : 0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => (shown.length === 0 ? -1 : (index + 1) % shown.length));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else
          setActive((index) =>
            shown.length === 0 ? -1 : index <= 0 ? shown.length - 1 : index - 1,
          );
        return;
      case 'Enter': {
        // The form moves on to the next field after this (Enter never submits).
        const choice = open ? shown[active] : undefined;
        if (choice) pick(choice);
        else {
          settle();
          close();
        }
        return;
      }
      case 'Tab': {
        const choice = open && typed !== null ? shown[active] : undefined;
        if (choice) pick(choice);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (!freeText && typed !== null) {
          event.preventDefault();
          setTyped(null);
        }
        return;
    }
  }

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;
  const hasValue = freeText ? value !== '' : selected !== undefined;

  return (
    <div className="relative">
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        data-entry=""
        disabled={disabled}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        onClick={() => (open ? undefined : openList())}
        onBlur={() => {
          settle();
          close();
        }}
        className={inputClass(invalid, 'pr-14')}
      />
      <div className="absolute inset-y-0 right-1 flex items-center">
        {hasValue && !disabled ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={clearLabel}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange('');
              setTyped(null);
              inputRef.current?.focus();
            }}
            className="flex size-6 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
        <button
          type="button"
          tabIndex={-1}
          aria-label={toggleLabel}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            inputRef.current?.focus();
            if (open) close();
            else openList();
          }}
          className="flex size-6 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-50"
        >
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full min-w-48 overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {shown.map((choice, index) => {
          const isSelected = freeText ? choice.label === value : choice.value === value;
          return (
            <li
              key={choice.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              aria-selected={isSelected}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(choice)}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 ${
                index === active ? 'bg-brand-50 text-ink-900' : 'text-slate-700'
              }`}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate">{choice.label}</span>
                {choice.detail ? (
                  <span className="block truncate text-xs text-slate-500">{choice.detail}</span>
                ) : null}
              </span>
              {isSelected ? (
                <Check className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              ) : null}
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-slate-500">
            {emptyText(text.trim())}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
