/** A due date (a calendar day) as people read it in the interface language, the same day everywhere. */
export function formatDueDate(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "in 3 days", "yesterday", "today"… in the interface language. */
export function formatDaysFromToday(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

/** "7 days", "30 jours", "7 日"… in the interface language. */
export function formatDayCount(days: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);
}
