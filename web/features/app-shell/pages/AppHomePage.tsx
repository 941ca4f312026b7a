import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@/components/ui/Brand';
import { appAreas, type AppArea } from '../app-areas';
import { AppShell } from '../components/AppShell';

interface AppHomePageProps {
  area: AppArea;
  email: string;
  onLogout: () => void;
  loggingOut: boolean;
  profile: ReactNode;
}

/**
 * /conseiller-sst/app, /international-sst/app and /dashboard: the home of each signed-in
 * app. Their tools (analyses, team dashboard) are built next; the page says so plainly.
 */
export function AppHomePage({ area, ...shell }: AppHomePageProps) {
  const { t } = useTranslation();
  const texts = appAreas[area];
  return (
    <AppShell area={area} {...shell}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(texts.title)}</h1>
      <section className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <BrandLogo className="size-12 opacity-90" />
        <p className="max-w-md text-slate-600">{t(texts.body)}</p>
      </section>
    </AppShell>
  );
}
