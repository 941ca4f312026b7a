import { LOGO_TYPES, MAX_LOGO_BYTES } from '#shared/schemas/workbench';

/** Why a chosen file cannot be the report's logo, as a message key of `profileReport.logo.problems`. */
export type LogoProblem = 'logoType' | 'fileTooLarge' | 'emptyFile';

/** The server's own checks (logoUploadRequest), made before anything is sent. */
export function logoProblem(file: { type: string; size: number }): LogoProblem | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'logoType';
  if (file.size === 0) return 'emptyFile';
  if (file.size > MAX_LOGO_BYTES) return 'fileTooLarge';
  return null;
}

/** What the logo becomes on Save: unchanged, a new file (with its preview link), or none. */
export type LogoChange =
  { kind: 'keep' } | { kind: 'replace'; file: File; previewUrl: string } | { kind: 'remove' };

/** The `logoKey` to send once the new file (if any) is stored: absent leaves the logo as it is. */
export function logoKeyFor(change: LogoChange, uploadedKey: string | null): { logoKey?: string } {
  if (change.kind === 'remove') return { logoKey: '' };
  if (change.kind === 'replace' && uploadedKey) return { logoKey: uploadedKey };
  return {};
}
