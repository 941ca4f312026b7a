import type { Profile, UpdateProfileRequest } from '#shared/schemas/profile';
import { countRecoveryCodes } from '#adapters/table/two-factor';
import { updateUser, type User } from '#adapters/table/users';
import { analysesThisMonth } from '#core/analysis';
import { effectiveStatus } from './users';

/** The profile page: the person, the subscription, this month's use and the state of two-factor sign-in. */
export async function profileOf(user: User): Promise<Profile> {
  const twoFactorEnabled = Boolean(user.twoFactorSecret);
  const [analyses, recoveryCodesLeft] = await Promise.all([
    analysesThisMonth(user),
    twoFactorEnabled ? countRecoveryCodes(user.id) : 0,
  ]);
  return {
    profile: {
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      company: user.company ?? '',
      position: user.position ?? '',
      language: user.language,
    },
    subscription: {
      tier: user.tier,
      status: effectiveStatus(user),
      endDate: user.subscriptionEndDate,
      cancelAtPeriodEnd: user.cancelAtPeriodEnd ?? false,
      billing: user.billing ?? null,
    },
    usage: {
      analysesThisMonth: analyses,
      // The team's figures come from the team's own route (see the schema).
      pagesUsed: null,
      pagesLimit: null,
      seatsUsed: null,
      seatsTotal: null,
    },
    twoFactor: { enabled: twoFactorEnabled, recoveryCodesLeft },
  };
}

/** Saves the fields given (the language too: e-mails are written in it) and answers the new profile. */
export async function updateProfile(user: User, changes: UpdateProfileRequest): Promise<Profile> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length > 0) await updateUser(user.id, given);
  // The session's user, not the stored row: a team member's plan is the team's (withTeam).
  return profileOf({ ...user, ...given });
}
