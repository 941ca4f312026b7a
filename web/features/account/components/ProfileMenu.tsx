import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';

// The panels carry the form libraries: they load when the dialog first opens, not with every screen.
const ChangePasswordPanel = lazy(() =>
  import('./ChangePasswordPanel').then((module) => ({ default: module.ChangePasswordPanel })),
);
const ReportProfilePanel = lazy(() =>
  import('./ReportProfilePanel').then((module) => ({ default: module.ReportProfilePanel })),
);

interface ProfileMenuProps {
  email: string;
  /** The subscription panel comes from the billing feature, through the app layer (loaded lazily there). */
  subscription: ReactNode;
  /** Whether the user signs reports of their own (the advisers' apps): the report identity panel shows. */
  reportIdentity?: boolean;
  /** Logout is passed by the app layer, which also uses it in the header. */
  onLogout: () => void;
  loggingOut: boolean;
}

/** The header's profile button and the profile dialog: account, subscription, report, password, logout. */
export function ProfileMenu({
  email,
  subscription,
  reportIdentity = false,
  onLogout,
  loggingOut,
}: ProfileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="profile-button"
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 text-brand-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="8.5" r="3.5" />
          <path d="M5 19.5c1.4-3.2 4-4.8 7-4.8s5.6 1.6 7 4.8" strokeLinecap="round" />
        </svg>
        <span className="max-sm:sr-only">{t('app.profile')}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('profile.title')} testId="profile-dialog">
        <div className="grid gap-6">
          <section className="grid gap-1 text-sm">
            <h3 className="font-medium text-slate-600">{t('login.email')}</h3>
            <p className="font-semibold break-all text-slate-900" data-testid="profile-email">
              {email}
            </p>
          </section>
          <Suspense fallback={<Spinner label={t('common.loading')} className="text-brand-600" />}>
            {subscription}
            {reportIdentity && <ReportProfilePanel />}
            <ChangePasswordPanel />
          </Suspense>
          <div className="border-t border-slate-200 pt-5">
            <Button
              variant="secondary"
              onClick={onLogout}
              loading={loggingOut}
              className="w-full"
              data-testid="profile-logout"
            >
              {loggingOut ? t('common.loggingOut') : t('common.logout')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
