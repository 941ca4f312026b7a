import type { Profile } from '#shared/schemas/profile';
import { ChangePasswordPanel } from '../../components/ChangePasswordPanel';
import { LanguagePreference } from './LanguagePreference';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** The account's security: its language, password, two-factor sign-in and signed-in browsers. */
export function SecurityTab({ profile }: { profile: Profile }) {
  return (
    <>
      <LanguagePreference language={profile.profile.language} />
      <ChangePasswordPanel />
      <TwoFactorPanel state={profile.twoFactor} />
      <SessionsPanel />
    </>
  );
}
