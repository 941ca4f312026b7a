import { paths } from '@/app/paths';

/** A link of an app's navigation: where it goes and the key of its label. */
interface NavLinkEntry {
  to: string;
  label: 'workNav.newAnalysis' | 'workNav.history' | 'workNav.actions';
}

/** The adviser's three screens, in each edition that has them. */
function adviserNav(newAnalysis: string, history: string, actions: string): readonly NavLinkEntry[] {
  return [
    { to: newAnalysis, label: 'workNav.newAnalysis' },
    { to: history, label: 'workNav.history' },
    { to: actions, label: 'workNav.actions' },
  ];
}

/**
 * The three signed-in apps: the adviser's, the international edition's, the enterprise dashboard.
 * `nav` lists the app's screens (the enterprise app gets its own with issue 13).
 */
export const appAreas = {
  conseiller: {
    home: paths.conseillerApp,
    title: 'app.workspaceTitle',
    body: 'app.workspaceBody',
    nav: adviserNav(paths.conseillerApp, paths.conseillerHistory, paths.conseillerActions),
  },
  international: {
    home: paths.internationalApp,
    title: 'app.internationalTitle',
    body: 'app.internationalBody',
    nav: adviserNav(paths.internationalApp, paths.internationalHistory, paths.internationalActions),
  },
  enterprise: { home: paths.dashboard, title: 'app.enterpriseTitle', body: 'app.enterpriseBody', nav: [] },
} as const satisfies Record<
  string,
  { home: string; title: string; body: string; nav: readonly NavLinkEntry[] }
>;

export type AppArea = keyof typeof appAreas;
