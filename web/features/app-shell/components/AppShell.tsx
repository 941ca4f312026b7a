import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/Brand';
import { Button } from '@/components/ui/Button';
import { LanguageMenu } from '@/components/ui/LanguageMenu';
import { LanguageToggle } from '@/components/ui/LanguageToggle';
import { appAreas, visibleLinks, type AppArea, type NavRole } from '../app-areas';
import { useNavDrawer } from '../use-nav-drawer';
import { AppNav } from './AppNav';
import { NavMenuButton } from './NavMenuButton';

interface AppShellProps {
  area: AppArea;
  /** The signed-in user's address; the app layer passes it from the account feature. */
  email: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** The profile button and its dialog, from the account feature. */
  profile: ReactNode;
  /** The caller's role in their enterprise team (null outside one): which links the menu shows. */
  teamRole?: NavRole | null;
  /** The platform administrator: the menu adds the admin screens. */
  platformAdmin?: boolean;
  children: ReactNode;
}

/**
 * The frame of the signed-in apps: header (menu button on phones, brand, user, language, profile,
 * logout), the app's screens as a sidebar (a drawer on phones), page, legal notice. While the
 * drawer is open the rest of the frame is inert, so the focus stays in the drawer.
 */
export function AppShell({
  area,
  email,
  onLogout,
  loggingOut,
  profile,
  teamRole = null,
  platformAdmin = false,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  const navId = useId();
  const drawer = useNavDrawer();
  const links = visibleLinks(area, teamRole, platformAdmin);
  const hasNav = links.length > 0;
  // A long address may wrap on a phone; let it break after the '@' first.
  const atSign = email.indexOf('@');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header
        inert={drawer.open}
        className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur"
      >
        <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto_auto] items-center gap-x-2 gap-y-2 px-4 py-3 [grid-template-areas:'menu_brand_lang_profile'_'email_email_logout_logout'] sm:grid-cols-[auto_auto_1fr_auto_auto_auto] sm:gap-x-3 sm:px-6 sm:[grid-template-areas:'menu_brand_email_lang_profile_logout'] md:grid-cols-[auto_1fr_auto_auto_auto] md:[grid-template-areas:'brand_email_lang_profile_logout']">
          {hasNav && (
            <NavMenuButton
              controls={navId}
              expanded={drawer.open}
              onClick={drawer.toggle}
              buttonRef={drawer.toggleRef}
              className="[grid-area:menu]"
            />
          )}
          <Link to={appAreas[area].home} className="justify-self-start [grid-area:brand]">
            <Brand />
          </Link>
          <p className="min-w-0 text-sm break-all text-slate-600 [grid-area:email] sm:text-right">
            <span className="sr-only sm:not-sr-only">{t('app.signedInAs')} </span>
            <span data-testid="user-email" className="font-medium text-slate-900">
              {atSign < 0 ? email : email.slice(0, atSign + 1)}
              {atSign >= 0 && <wbr />}
              {atSign >= 0 && email.slice(atSign + 1)}
            </span>
          </p>
          <div className="justify-self-end [grid-area:lang]">
            {area === 'international' || area === 'admin' ? <LanguageMenu /> : <LanguageToggle />}
          </div>
          <div className="justify-self-end [grid-area:profile]">{profile}</div>
          <Button
            variant="secondary"
            size="sm"
            onClick={onLogout}
            loading={loggingOut}
            className="justify-self-end [grid-area:logout]"
          >
            {loggingOut ? t('common.loggingOut') : t('common.logout')}
          </Button>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1">
        {hasNav && (
          <AppNav
            id={navId}
            label={t(appAreas[area].navLabel)}
            links={links}
            open={drawer.open}
            onClose={drawer.close}
            drawerRef={drawer.drawerRef}
          />
        )}
        <main inert={drawer.open} className="min-w-0 flex-1 px-4 py-8 sm:px-6 sm:py-10">
          {children}
        </main>
      </div>
      <footer inert={drawer.open} className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-500 sm:px-6">
          {t('common.legalNotice')}
        </p>
      </footer>
    </div>
  );
}
