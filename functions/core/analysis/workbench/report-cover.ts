import type { ReportCover } from '#shared/schemas/workbench';
import type { User } from '#adapters/table/users';

/** The cover fields of an analysis, completed from the adviser's profile where left empty. */
export function reportCoverOf(cover: ReportCover, user: User) {
  const profile = user.reportProfile;
  return {
    clientName: cover.clientName ?? '',
    clientAddress: cover.clientAddress ?? '',
    visitDate: cover.visitDate ?? '',
    adviserName: cover.adviserName || profile?.adviserName || '',
    adviserTitle: cover.adviserTitle || profile?.adviserTitle || '',
  };
}
