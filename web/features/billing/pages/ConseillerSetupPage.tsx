import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PaymentSession } from '#shared/schemas/account';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Card } from '@/components/ui/Card';
import { useConseillerSetup } from '../api/conseiller-setup';
import { usePaymentSession } from '../api/payment-session';
import { AccountSetupForm } from '../components/AccountSetupForm';
import { PaymentSessionGate } from '../components/PaymentSessionGate';
import { PlanSummary } from '../components/PlanSummary';
import { checkoutWording } from '../setup-wording';
import { useAccountSetupOutcome } from '../use-account-setup-outcome';

/**
 * /conseiller-sst/setup and /conseiller/account-setup?session_id=: the Canadian
 * checkout returns here; the payer chooses a password and the account is created.
 */
function ConseillerSetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const payment = usePaymentSession(sessionId);

  return (
    <AuthLayout>
      <PaymentSessionGate
        sessionId={sessionId}
        failed={payment.isError}
        ready={payment.data?.session}
        backTo={paths.conseiller}
        backLabel={t('accountSetup.backToOffer')}
      >
        {(session, id) => <ConseillerSetup sessionId={id} session={session} />}
      </PaymentSessionGate>
    </AuthLayout>
  );
}

function ConseillerSetup({ sessionId, session }: { sessionId: string; session: PaymentSession }) {
  const { t, i18n } = useTranslation();
  const wording = checkoutWording(session, i18n.language);
  const setup = useConseillerSetup();
  const outcome = useAccountSetupOutcome();

  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('accountSetup.title')}</h1>
        <p className="text-sm text-slate-600">{t(wording.subtitle)}</p>
      </div>
      <PlanSummary
        plan={session.metadata.plan}
        billing={session.metadata.billing}
        trial={session.trial}
        firstCharge={wording.firstCharge}
      />
      <AccountSetupForm
        defaultEmail={session.customer_details.email}
        submitLabel={t('accountSetup.submit')}
        busy={setup.isPending || outcome.leaving}
        problem={outcome.problem(setup.error)}
        onSubmit={({ email, password }) =>
          setup.mutate(
            { email, password, sessionId },
            { onSuccess: outcome.succeeded, onError: (error) => outcome.failed(error, email) },
          )
        }
      />
    </Card>
  );
}

export default ConseillerSetupPage;
