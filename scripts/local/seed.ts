import { createUser } from '#adapters/table/users';
import { hashPassword } from '#core/account/passwords';
import { config } from '#functions/config';
import type { NewUser } from '#adapters/table/users';

/** Demo accounts of the local stack (documented in the README). Never created in AWS. */
export const SEED_ACCOUNTS = [
  {
    email: 'conseiller@demo.local',
    password: 'demo-password-1',
    tier: 'conseiller_sst_pro',
    role: 'user',
    sourceInterface: 'conseiller',
  },
  {
    email: 'entreprise@demo.local',
    password: 'demo-password-1',
    tier: 'pack_entreprise_5',
    role: 'user',
    sourceInterface: 'enterprise',
  },
  {
    email: 'international@demo.local',
    password: 'demo-password-1',
    tier: 'professional',
    role: 'user',
    sourceInterface: 'international',
  },
  {
    email: 'admin@demo.local',
    password: 'admin-password-1',
    tier: 'conseiller_sst_pro',
    role: 'admin',
    sourceInterface: null,
  },
] as const;

/** Creates each seed account once; an existing one is left exactly as it is. Returns those created. */
export async function seedLocalAccounts(): Promise<string[]> {
  if (config().APP_ENV !== 'local') throw new Error('Seed accounts exist only in local mode');
  const created: string[] = [];
  const yearFromNow = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
  for (const account of SEED_ACCOUNTS) {
    const user: NewUser = {
      email: account.email,
      passwordHash: await hashPassword(account.password),
      tier: account.tier,
      role: account.role,
      sourceInterface: account.sourceInterface,
      language: 'fr',
      emailVerified: true,
      subscriptionStatus: 'active',
      subscriptionEndDate: yearFromNow,
    };
    if (await createUser(user)) created.push(account.email);
  }
  return created;
}
