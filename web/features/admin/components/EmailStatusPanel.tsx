import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { formatDateTime } from '@/features/analysis';
import { apiErrorText } from '@/lib/api-error-text';
import { useEmailStatus } from '../api/email-status';

/** Spec 2.11: a button that asks the server whether its mail service is configured and working. */
export function EmailStatusPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [asked, setAsked] = useState(false);
  const status = useEmailStatus(asked);
  const test = () => (asked ? void status.refetch() : setAsked(true));
  const yesNo = (value: boolean) => (value ? t('adminUsers.yes') : t('adminUsers.no'));

  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="email-status">
      <h2 className="text-lg font-semibold text-slate-900">{t('stripeTest.email.title')}</h2>
      <Button
        variant="secondary"
        onClick={test}
        loading={status.isFetching}
        className="justify-self-start"
        data-testid="email-status-test"
      >
        {status.isFetching ? t('stripeTest.email.testing') : t('stripeTest.email.test')}
      </Button>
      <div aria-live="polite" className="grid gap-2">
        {status.isError && !status.isFetching && (
          <FormAlert>
            <p>{apiErrorText(t, status.error, t('stripeTest.email.failed'))}</p>
          </FormAlert>
        )}
        {status.data && !status.isError && !status.isFetching && (
          <dl
            className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4"
            data-testid="email-status-result"
          >
            <dt className="font-medium text-slate-600">{t('stripeTest.email.configured')}</dt>
            <dd data-testid="email-status-configured">{yesNo(status.data.mailService.configured)}</dd>
            <dt className="font-medium text-slate-600">{t('stripeTest.email.status')}</dt>
            <dd>
              <Badge tone={status.data.mailService.status.success ? 'success' : 'warning'}>
                {status.data.mailService.status.success
                  ? t('stripeTest.email.ok')
                  : t('stripeTest.email.notOk')}
              </Badge>
            </dd>
            <dt className="font-medium text-slate-600">{t('stripeTest.email.message')}</dt>
            <dd className="break-words" data-testid="email-status-message">
              {status.data.mailService.status.message}
            </dd>
            <dt className="font-medium text-slate-600">{t('stripeTest.email.checkedAt')}</dt>
            <dd>{formatDateTime(status.data.timestamp, language)}</dd>
          </dl>
        )}
      </div>
    </Card>
  );
}
