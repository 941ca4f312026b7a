import type { TeamRole } from '#shared/schemas/teams';
import { paths } from '@/app/paths';

/** The caller's place in an enterprise team: a member role, or a visitor let in by code (read-only). */
export type NavRole = TeamRole | 'visitor';

/** A link of an app's navigation: where it goes, the key of its label, and who sees it (all when absent). */
interface NavLinkEntry {
  to: string;
  label:
    | 'workNav.newAnalysis'
    | 'workNav.history'
    | 'workNav.actions'
    | 'app.profile'
    | 'appNav.home'
    | 'appNav.dashboard'
    | 'appNav.riskAnalysis'
    | 'appNav.assistant'
    | 'appNav.teamManagement'
    | 'adminNav.dashboard'
    | 'adminNav.backups'
    | 'adminNav.stripeTest';
  roles?: readonly NavRole[];
}

/** The adviser's screens, in each edition that has them; the profile page is the edition's own. */
function adviserNav(
  newAnalysis: string,
  history: string,
  actions: string,
  profile: string,
): readonly NavLinkEntry[] {
  return [
    { to: newAnalysis, label: 'workNav.newAnalysis' },
    { to: history, label: 'workNav.history' },
    { to: actions, label: 'workNav.actions' },
    { to: profile, label: 'app.profile' },
  ];
}

/**
 * The enterprise menu (spec 2.1 and 2.5). A visitor only reads the team's reports: no new
 * analysis, no assistant, no profile (no account of their own); managing the team is for its owner
 * and admins.
 */
const ENTERPRISE_NAV: readonly NavLinkEntry[] = [
  { to: paths.home, label: 'appNav.home' },
  { to: paths.dashboard, label: 'appNav.dashboard' },
  { to: paths.riskAnalysis, label: 'appNav.riskAnalysis', roles: ['owner', 'admin', 'member'] },
  { to: paths.assistant, label: 'appNav.assistant', roles: ['owner', 'admin', 'member'] },
  { to: paths.teamManagement, label: 'appNav.teamManagement', roles: ['owner', 'admin'] },
  { to: paths.profile, label: 'app.profile', roles: ['owner', 'admin', 'member'] },
];

/** The platform administrator's screens: the admin app's menu, and added to any app an administrator uses. */
const ADMIN_NAV: readonly NavLinkEntry[] = [
  { to: paths.admin, label: 'adminNav.dashboard' },
  { to: paths.adminBackups, label: 'adminNav.backups' },
  { to: paths.stripeTest, label: 'adminNav.stripeTest' },
];

/**
 * The signed-in apps: the adviser's, the international edition's, the enterprise dashboard, the
 * platform administrator's;
 * `home` is where the brand leads, `navLabel` names the navigation landmark.
 */
export const appAreas = {
  conseiller: {
    home: paths.conseillerApp,
    navLabel: 'workNav.label',
    nav: adviserNav(
      paths.conseillerApp,
      paths.conseillerHistory,
      paths.conseillerActions,
      paths.conseillerProfile,
    ),
  },
  international: {
    home: paths.internationalApp,
    navLabel: 'workNav.label',
    nav: adviserNav(
      paths.internationalApp,
      paths.internationalHistory,
      paths.internationalActions,
      paths.profile,
    ),
  },
  enterprise: { home: paths.dashboard, navLabel: 'appNav.enterpriseLabel', nav: ENTERPRISE_NAV },
  admin: { home: paths.admin, navLabel: 'adminNav.label', nav: ADMIN_NAV },
} as const satisfies Record<string, { home: string; navLabel: string; nav: readonly NavLinkEntry[] }>;

export type AppArea = keyof typeof appAreas;
/** The apps where analyses are made and read (every one but the administrator's). */
export type WorkArea = Exclude<AppArea, 'admin'>;
export type NavEntries = (typeof appAreas)[AppArea]['nav'];

/**
 * The links of an area the caller may follow (role unknown: only the links open to all); a platform
 * administrator finds the admin screens in every app.
 */
export function visibleLinks(area: AppArea, role: NavRole | null, platformAdmin = false): NavEntries {
  const links = appAreas[area].nav.filter(
    (link) => !link.roles || (role !== null && link.roles.includes(role)),
  );
  return platformAdmin && area !== 'admin' ? [...links, ...ADMIN_NAV] : links;
}
