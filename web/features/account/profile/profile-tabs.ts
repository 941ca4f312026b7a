/** The profile page's tabs, in order; the one shown is kept in the address (`?tab=security`). */
export const PROFILE_TABS = ['profile', 'subscription', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function tabOf(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'profile';
}

/** The tab an arrow, Home or End key moves to from `current`; null for any other key. */
export function tabAfterKey(current: ProfileTab, key: string): ProfileTab | null {
  const index = PROFILE_TABS.indexOf(current);
  const last = PROFILE_TABS.length - 1;
  if (key === 'ArrowRight') return PROFILE_TABS[index === last ? 0 : index + 1]!;
  if (key === 'ArrowLeft') return PROFILE_TABS[index === 0 ? last : index - 1]!;
  if (key === 'Home') return PROFILE_TABS[0];
  if (key === 'End') return PROFILE_TABS[last]!;
  return null;
}
