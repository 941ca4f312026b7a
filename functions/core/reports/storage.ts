/**
 * Reports too large for a Lambda answer are stored under this prefix and served through a
 * short-lived link; a bucket lifecycle rule deletes them after a day, long after the link died.
 */
export const REPORTS_PREFIX = 'reports/';
export const STORED_REPORT_RETENTION_DAYS = 1;
