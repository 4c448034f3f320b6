import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './styles';

const SEARCH_DELAY_MS = 300;

/** The search box: typed freely, sent to the server once typing pauses. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  /** The search last sent; an address that differs came from elsewhere (clear, back button). */
  const sent = useRef(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = next;
      latest.current(next);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  function searchNow() {
    const next = text.trim();
    if (next === sent.current) return;
    sent.current = next;
    latest.current(next);
  }

  return (
    <div className="relative w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1">
      <label htmlFor={id} className="sr-only">
        {t('deals.filters.search')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
        placeholder={t('deals.filters.searchPlaceholder')}
        aria-describedby={`${id}-hint`}
        className={inputClass(false, 'pl-9')}
      />
      <span id={`${id}-hint`} className="sr-only">
        {t('deals.filters.searchHint')}
      </span>
    </div>
  );
}
