import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportProfile } from '#shared/schemas/workbench';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { apiErrorText } from '@/lib/api-error-text';
import { useReportProfile } from '../api/report-profile';
import { ReportProfileForm } from './ReportProfileForm';

/**
 * The profile's "Report" part: who signs the adviser's reports (name, title, credentials,
 * organisation, logo). Loaded when the profile dialog opens; the form opens under its button.
 */
export function ReportProfilePanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useState(false);
  const query = useReportProfile();

  const close = () => {
    setExpanded(false);
    // The form is gone: the focus returns to the button that opened it.
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  let body;
  if (query.isPending) body = <Spinner label={t('profileReport.loading')} className="text-brand-600" />;
  else if (query.isError)
    body = (
      <FormAlert>
        <p>{apiErrorText(t, query.error, t('profileReport.loadFailed'))}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          className="justify-self-start"
        >
          {t('profile.retry')}
        </Button>
      </FormAlert>
    );
  else
    body = (
      <>
        <IdentitySummary profile={query.data} />
        <Button
          ref={toggleRef}
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={formId}
          onClick={() => setExpanded((value) => !value)}
          data-testid="report-profile-edit"
        >
          {t('profileReport.edit')}
        </Button>
        <div id={formId} className="empty:hidden">
          {expanded && (
            <ReportProfileForm profile={query.data} language={language} onSaved={close} onCancel={close} />
          )}
        </div>
      </>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 border-t border-slate-200 pt-5"
      data-testid="report-profile"
    >
      <h3 id={headingId} className="text-sm font-medium text-slate-600">
        {t('profileReport.heading')}
      </h3>
      {body}
    </section>
  );
}

/** What the reports show now: the logo and the signature lines, or a word that nothing is set. */
function IdentitySummary({ profile }: { profile: ReportProfile }) {
  const { t } = useTranslation();
  const lines = [
    [profile.adviserName, profile.credentials].filter(Boolean).join(', '),
    profile.adviserTitle,
    profile.organisation,
  ].filter(Boolean);
  if (lines.length === 0 && !profile.logoUrl)
    return (
      <p className="text-sm text-slate-600" data-testid="report-identity-empty">
        {t('profileReport.empty')}
      </p>
    );
  return (
    <div className="flex items-center gap-4 rounded-lg bg-slate-50 p-3" data-testid="report-identity">
      {profile.logoUrl && (
        <img
          src={profile.logoUrl}
          alt={t('profileReport.logo.currentAlt')}
          className="h-12 max-w-28 rounded bg-white object-contain p-1"
          data-testid="report-identity-logo"
        />
      )}
      <div className="grid min-w-0 gap-0.5 text-sm">
        {lines.map((line, index) => (
          <p
            key={line}
            className={
              index === 0 ? 'font-semibold break-words text-slate-900' : 'break-words text-slate-600'
            }
          >
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}
