import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { logoUploadRequest, ReportProfile, reportProfileRequest } from '#shared/schemas/workbench';
import { MAX_LOGO_BYTES } from '#shared/schemas/workbench';
import { deleteObjects, presignUpload, presignView } from '#adapters/objects';
import { updateUser, type User } from '#adapters/table/users';
import { uploadPrefix } from '#core/analysis';
import { keepUploadedImage, storedImageType } from '#core/stored-images';

/** Who signs the reports: name, title, credentials, organisation and logo, set once in the profile. */
export async function reportProfileOf(user: User): Promise<ReportProfile> {
  const profile = user.reportProfile;
  return {
    adviserName: profile?.adviserName ?? '',
    adviserTitle: profile?.adviserTitle ?? '',
    credentials: profile?.credentials ?? '',
    organisation: profile?.organisation ?? '',
    logoUrl: profile?.logoKey ? await presignView(profile.logoKey, storedImageType(profile.logoKey)) : null,
  };
}

export async function updateReportProfile(
  user: User,
  input: z.infer<typeof reportProfileRequest>,
): Promise<ReportProfile> {
  const current = user.reportProfile;
  const { logoKey, ...texts } = input;
  let nextLogo = current?.logoKey ?? null;
  if (logoKey !== undefined)
    nextLogo = logoKey ? await keepUploadedImage(user.id, logoKey, `logos/${user.id}`, MAX_LOGO_BYTES) : null;
  const updated = await updateUser(user.id, {
    reportProfile: {
      adviserName: texts.adviserName ?? current?.adviserName ?? '',
      adviserTitle: texts.adviserTitle ?? current?.adviserTitle ?? '',
      credentials: texts.credentials ?? current?.credentials ?? '',
      organisation: texts.organisation ?? current?.organisation ?? '',
      logoKey: nextLogo,
    },
  });
  if (current?.logoKey && current.logoKey !== nextLogo) await deleteObjects([current.logoKey]);
  return reportProfileOf(updated);
}

/** Where the browser puts a new logo: the caller's upload folder, checked by its bytes on save. */
export async function logoUpload(user: User, input: z.infer<typeof logoUploadRequest>) {
  const name = input.type === 'image/png' ? 'logo.png' : 'logo.jpg';
  return presignUpload(`${uploadPrefix(user.id)}${randomUUID()}/${name}`, input.type, input.size);
}
