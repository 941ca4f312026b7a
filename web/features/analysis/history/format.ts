/** Date and time of a job in the interface language (never the analysis's language). */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}
