/** A day in the interface language ("12 mars 2026"); the text itself when it is not a date. */
export function formatDay(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** A moment in the interface language ("12 mars 2026, 14 h 05"). */
export function formatMoment(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
