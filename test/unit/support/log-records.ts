import { vi } from 'vitest';

/**
 * Captures every JSON line written to stdout and stderr (the Powertools logger and EMF metrics
 * write there, not through `console`); call the returned function to read the records so far.
 * Restore with `vi.restoreAllMocks()`.
 */
export function capturedLogRecords(): () => Record<string, unknown>[] {
  const lines: string[] = [];
  const capture = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  return () =>
    lines
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
}
