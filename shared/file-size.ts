const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size for people, on a 1024 base, in the language's own units through Intl, so no unit is
 * ever written in English in another language: "25 octets", "671,41 ko", "200 Mo" in French;
 * "25 bytes", "671.41 kB", "200 MB" in English; "25 バイト", "671.41 KB" in Japanese. Bytes are
 * spelled out (the short English form is "25 byte"); larger units are short, with two decimals at most.
 * The one size formatter of the web app and of the server's messages.
 */
export function formatFileSize(bytes: number, language: string): string {
  const size = Math.max(0, bytes);
  const power = size < 1 ? 0 : Math.min(Math.floor(Math.log(size) / Math.log(1024)), UNITS.length - 1);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[power],
    unitDisplay: power === 0 ? 'long' : 'short',
    maximumFractionDigits: power === 0 ? 0 : 2,
  }).format(size / 1024 ** power);
}
