import { paths } from '@/app/paths';

/** The three signed-in apps: the adviser's, the international edition's, the enterprise dashboard. */
export const appAreas = {
  conseiller: { home: paths.conseillerApp, title: 'app.workspaceTitle', body: 'app.workspaceBody' },
  international: {
    home: paths.internationalApp,
    title: 'app.internationalTitle',
    body: 'app.internationalBody',
  },
  enterprise: { home: paths.dashboard, title: 'app.enterpriseTitle', body: 'app.enterpriseBody' },
} as const;

export type AppArea = keyof typeof appAreas;
