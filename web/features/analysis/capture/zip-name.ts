/**
 * Names for "Download selected": the zip is named after the
 * selected files and the date. Pure, unit-tested.
 */

/** Room for the file names part; the date and ".zip" come on top. */
export const MAX_ZIP_BASE_LENGTH = 80;

function stem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Letters (any script), digits, '.', '_' and '-' are kept; runs of anything else become one '-'. */
function safe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** The local calendar date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `photo-1_rapport_2026-11-22.zip` for photo-1.jpg and rapport.pdf on that day. Long
 * selections are cut at a name boundary when possible, never past MAX_ZIP_BASE_LENGTH.
 */
export function zipFileName(names: readonly string[], date: Date): string {
  const parts = names.map((name) => safe(stem(name))).filter(Boolean);
  let base = '';
  for (const part of parts) {
    const next = base ? `${base}_${part}` : part;
    if (next.length > MAX_ZIP_BASE_LENGTH) {
      // The first name alone is too long: keep its beginning rather than nothing.
      if (!base) base = part.slice(0, MAX_ZIP_BASE_LENGTH).replace(/[-._]+$/, '');
      break;
    }
    base = next;
  }
  return `${base || 'files'}_${isoDay(date)}.zip`;
}

/**
 * Entry names inside the zip, one per file: the same name twice would overwrite the first,
 * so later ones become "name (2).ext".
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const base = dot > 0 ? name.slice(0, dot) : name;
    const ext = dot > 0 ? name.slice(dot) : '';
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${base} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}
