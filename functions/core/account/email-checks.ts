import { grantsAccess } from '#shared/tiers';
import { findUserByEmail } from '#adapters/table/users';
import { effectiveStatus } from './users';

/** Whether an address has an account, and whether its subscription opens the apps. */
export async function accountStatus(email: string) {
  const user = await findUserByEmail(email);
  return {
    exists: Boolean(user),
    hasActiveSubscription: Boolean(user && grantsAccess(effectiveStatus(user))),
  };
}
