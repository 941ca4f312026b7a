import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { StatusCard } from '@/components/ui/StatusCard';
import { apiErrorText } from '@/lib/api-error-text';
import { useRedirectAfter } from '@/lib/use-redirect';
import { useResubscriptionConfirmation } from '../api/resubscription-success';

/** Both outcomes leave after 2 s: success to login, failure to the offer. */
const REDIRECT_MS = 2000;

/** /resubscription-success?session_id=: records a renewal paid by an existing customer. */
function ResubscriptionSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const confirmation = useResubscriptionConfirmation(sessionId);
  const failed = !sessionId || confirmation.isError;
  const succeeded = confirmation.isSuccess;
  useRedirectAfter(failed ? paths.conseiller : succeeded ? paths.login : null, REDIRECT_MS);

  let content;
  if (failed) {
    content = (
      <StatusCard tone="error" title={t('resubscription.errorTitle')} testId="resubscription-error">
        <p>
          {sessionId
            ? apiErrorText(t, confirmation.error, t('resubscription.errorBody'))
            : t('paymentSession.missingBody')}
        </p>
        <p>{t('resubscription.toOffer')}</p>
      </StatusCard>
    );
  } else if (succeeded) {
    content = (
      <StatusCard tone="success" title={t('resubscription.successTitle')} testId="resubscription-success">
        <p>{t('resubscription.successBody')}</p>
        <p>{t('resubscription.toLogin')}</p>
      </StatusCard>
    );
  } else {
    content = (
      <StatusCard tone="loading" title={t('resubscription.loading')} testId="resubscription-loading" />
    );
  }
  return <AuthLayout>{content}</AuthLayout>;
}

export default ResubscriptionSuccessPage;
