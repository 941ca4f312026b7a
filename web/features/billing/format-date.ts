const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as people read it in the interface language ("12 mars 2026", "March 12, 2026").
 * A bare calendar date is shown as that day everywhere, whatever the time zone.
 */
export function formatDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(date);
}
