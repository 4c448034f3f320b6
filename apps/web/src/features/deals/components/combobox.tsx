import {
  useCombobox,
  type UseComboboxState,
  type UseComboboxStateChangeOptions,
  type UseComboboxStateChangeTypes,
} from 'downshift';
import { Check, ChevronDown, X } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
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

const { stateChangeTypes: types } = useCombobox;
const OPENING = new Set<UseComboboxStateChangeTypes>([
  types.InputKeyDownArrowDown,
  types.InputKeyDownArrowUp,
  types.InputClick,
  types.ToggleButtonClick,
]);

/** Leaves an event to us: downshift's own handler for it does not run. */
function ownEvent(event: SyntheticEvent) {
  (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
    true;
}

/**
 * A searchable choice, on downshift's `useCombobox` (the WAI-ARIA 1.2 combobox
 * with a listbox: roles, ids, active descendant, arrows, Home/End, Page keys,
 * hover and scrolling the highlighted option into view). Type to filter, the
 * best match is highlighted, Enter or Tab takes it, Escape closes and keeps
 * exactly what was typed. What a typed text becomes when the field is left
 * (the text itself, a choice, or nothing) is ours, so Enter, Tab, Escape and
 * blur are handled here rather than by downshift.
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
  /** What was typed since the field got focus; null when nothing was. */
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTypedState] = useState<string | null>(null);
  // Read by blur, which can follow a keystroke before React has re-rendered.
  const typedRef = useRef<string | null>(null);
  const setTyped = (next: string | null) => {
    typedRef.current = next;
    setTypedState(next);
  };

  const selected = freeText ? undefined : choices.find((choice) => choice.value === value);
  const current = freeText ? exactChoice(choices, value) : selected;
  const text = typed ?? (freeText ? value : (selected?.label ?? ''));
  const shown = useMemo(() => filterChoices(choices, typed ?? ''), [choices, typed]);

  function pick(choice: Choice) {
    onChange(freeText ? choice.label : choice.value);
    setTyped(null);
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

  /** On open the current choice is highlighted, or after typing the best match. */
  function stateReducer(
    state: UseComboboxState<Choice>,
    { type, changes }: UseComboboxStateChangeOptions<Choice>,
  ): Partial<UseComboboxState<Choice>> {
    if (type === types.InputClick && state.isOpen) return state;
    if (OPENING.has(type) && !state.isOpen && changes.isOpen) {
      const index =
        typed === null
          ? shown.findIndex((choice) => choice.value === current?.value)
          : shown.length > 0
            ? 0
            : -1;
      return { ...changes, highlightedIndex: index };
    }
    if (type === types.InputChange) {
      const next = changes.inputValue ?? '';
      const matches = filterChoices(choices, next).length > 0;
      return { ...changes, highlightedIndex: next.trim() !== '' && matches ? 0 : -1 };
    }
    return changes;
  }

  const {
    isOpen,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    closeMenu,
  } = useCombobox<Choice>({
    items: shown,
    itemToString: (choice) => choice?.label ?? '',
    itemToKey: (choice) => choice?.value,
    inputId: id,
    labelId: `${id}-label`,
    inputValue: text,
    // Never held by downshift: the value is ours, so picking any choice (the
    // current one too) is reported as a change.
    selectedItem: null,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) pick(selectedItem);
    },
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Ctrl/⌘+Enter saves the form as it stands; downshift would pick the highlighted choice.
    if (event.key === 'Enter') ownEvent(event);
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Enter') {
      // The form moves on to the next field after this (Enter never submits).
      const choice = isOpen ? shown[highlightedIndex] : undefined;
      if (choice) pick(choice);
      else settle();
      closeMenu();
    } else if (event.key === 'Tab') {
      const choice = isOpen && typed !== null ? shown[highlightedIndex] : undefined;
      if (choice) pick(choice);
    } else if (event.key === 'Escape') {
      ownEvent(event);
      if (isOpen) {
        event.preventDefault();
        event.stopPropagation();
        closeMenu();
      } else if (!freeText && typed !== null) {
        event.preventDefault();
        setTyped(null);
      }
    }
  }

  const hasValue = freeText ? value !== '' : selected !== undefined;
  const iconButton =
    'flex size-6 items-center justify-center rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700';

  return (
    <div className="relative">
      <input
        {...getInputProps({
          type: 'text',
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          spellCheck: false,
          disabled,
          placeholder,
          ref: inputRef,
          maxLength,
          onChange: (event) => {
            // Kept in step here, not after downshift's render, so the caret stays put.
            const next = event.currentTarget.value;
            setTyped(next);
            if (freeText) onChange(next);
          },
          onKeyDown,
          onFocus: (event) => event.target.select(),
          onBlur: (event) => {
            ownEvent(event);
            settle();
            closeMenu();
          },
          className: inputClass(invalid, 'pr-14'),
        })}
        data-entry=""
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
            className={iconButton}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        ) : null}
        <button
          {...getToggleButtonProps({
            type: 'button',
            'aria-label': toggleLabel,
            disabled,
            onMouseDown: (event) => event.preventDefault(),
            className: `${iconButton} disabled:opacity-50`,
          })}
        >
          <ChevronDown className="size-4" aria-hidden="true" />
        </button>
      </div>
      <ul
        {...getMenuProps({
          hidden: !isOpen,
          className:
            'absolute z-30 mt-1 max-h-64 w-full min-w-48 overflow-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none',
        })}
      >
        {isOpen
          ? shown.map((choice, index) => {
              const isCurrent = freeText ? choice.label === value : choice.value === value;
              return (
                <li
                  key={choice.value}
                  {...getItemProps({
                    item: choice,
                    index,
                    className: `flex cursor-pointer items-center gap-2 px-3 py-2 ${
                      index === highlightedIndex ? 'bg-brand-50 text-ink-900' : 'text-slate-700'
                    }`,
                  })}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate">{choice.label}</span>
                    {choice.detail ? (
                      <span className="block truncate text-xs text-slate-500">{choice.detail}</span>
                    ) : null}
                  </span>
                  {isCurrent ? (
                    <Check className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  ) : null}
                </li>
              );
            })
          : null}
        {isOpen && shown.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-slate-500">
            {emptyText(text.trim())}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
