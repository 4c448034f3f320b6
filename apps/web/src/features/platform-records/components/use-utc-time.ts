import { dateFormat, useFormatters } from '@/lib/format';

/** A record's moment, in UTC as the records keep it, written as the reader writes dates. */
export function useUtcTime(): (iso: string) => string {
  const { locale } = useFormatters();
  const format = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
  return (iso) => format.format(new Date(iso));
}
