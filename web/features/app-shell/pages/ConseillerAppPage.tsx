import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { Brand, BrandLogo } from '../../../components/ui/Brand';
import { Button } from '../../../components/ui/Button';
import { LanguageToggle } from '../../../components/ui/LanguageToggle';

interface ConseillerAppPageProps {
  /** The signed-in user's address; the app layer passes it from the auth feature. */
  email: string;
  onLogout: () => void;
  loggingOut: boolean;
}

/** /conseiller-sst/app: the adviser's workspace (the analysis features come next). */
export function ConseillerAppPage({ email, onLogout, loggingOut }: ConseillerAppPageProps) {
  const { t } = useTranslation();
  // A long address may wrap on a phone; let it break after the '@' first.
  const atSign = email.indexOf('@');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto grid max-w-6xl grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 [grid-template-areas:'brand_lang'_'email_logout'] sm:grid-cols-[auto_1fr_auto_auto] sm:gap-x-4 sm:px-6 sm:[grid-template-areas:'brand_email_lang_logout']">
          <Link to={paths.conseillerApp} className="justify-self-start [grid-area:brand]">
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
          <LanguageToggle className="justify-self-end [grid-area:lang]" />
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
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('app.workspaceTitle')}
        </h1>
        <section className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <BrandLogo className="size-12 opacity-90" />
          <p className="max-w-md text-slate-600">{t('app.workspaceBody')}</p>
        </section>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500 sm:px-6">
          {t('common.legalNotice')}
        </p>
      </footer>
    </div>
  );
}
