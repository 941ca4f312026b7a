import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { COUNTRIES, type Country } from '#shared/countries';
import { INTERNATIONAL_PLAN_IDS } from '#shared/plans';
import type { PaymentSession } from '#shared/schemas/account';
import { paths } from '@/app/paths';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Card } from '@/components/ui/Card';
import { formErrorText } from '@/lib/form-errors';
import { useRedirectAfter } from '@/lib/use-redirect';
import { useInternationalSetup } from '../api/international-setup';
import { usePaymentSession } from '../api/payment-session';
import { AccountSetupForm } from '../components/AccountSetupForm';
import { PaymentSessionGate } from '../components/PaymentSessionGate';
import { PlanSummary } from '../components/PlanSummary';
import { checkoutWording } from '../setup-wording';
import { useAccountSetupOutcome } from '../use-account-setup-outcome';
import { useSessionLanguage } from '../use-session-language';

/** Without a session id the page goes back to the international landing after 3 s. */
const MISSING_SESSION_REDIRECT_MS = 3000;

const asCountry = (value: string | null | undefined) => COUNTRIES.find((code) => code === value) ?? null;
const asPlan = (value: string | null | undefined) =>
  INTERNATIONAL_PLAN_IDS.find((id) => id === value) ?? null;

/** /international-sst/account-setup?session_id=&country=&plan=: creates the international account. */
function InternationalSetupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const payment = usePaymentSession(sessionId);
  const session = payment.data?.session;
  useSessionLanguage(session?.metadata.language);
  useRedirectAfter(sessionId ? null : paths.internationalLanding, MISSING_SESSION_REDIRECT_MS);

  return (
    <AuthLayout allLanguages>
      <PaymentSessionGate
        sessionId={sessionId}
        failed={payment.isError}
        ready={session}
        backTo={paths.internationalLanding}
        backLabel={t('intlPayment.back')}
        missingNote={t('intlPayment.returning')}
      >
        {(loaded, id) => (
          <InternationalSetup
            sessionId={id}
            session={loaded}
            country={asCountry(params.get('country') ?? loaded.metadata.country)}
            plan={asPlan(params.get('plan') ?? loaded.metadata.plan)}
          />
        )}
      </PaymentSessionGate>
    </AuthLayout>
  );
}

interface InternationalSetupProps {
  sessionId: string;
  session: PaymentSession;
  country: Country | null;
  plan: (typeof INTERNATIONAL_PLAN_IDS)[number] | null;
}

function InternationalSetup({ sessionId, session, country, plan }: InternationalSetupProps) {
  const { t, i18n } = useTranslation();
  const wording = checkoutWording(session, i18n.language);
  const setup = useInternationalSetup();
  const outcome = useAccountSetupOutcome();
  const [incomplete, setIncomplete] = useState(false);

  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('accountSetup.title')}</h1>
        <p className="text-sm text-slate-600">{t(wording.subtitle)}</p>
      </div>
      <PlanSummary
        plan={plan ?? session.metadata.plan}
        billing={session.metadata.billing}
        country={country}
        trial={session.trial}
        firstCharge={wording.firstCharge}
      />
      <AccountSetupForm
        defaultEmail={session.customer_details.email}
        submitLabel={t('accountSetup.intlSubmit')}
        busy={setup.isPending || outcome.leaving}
        problem={incomplete ? formErrorText(t, 'paymentIncomplete') : outcome.problem(setup.error)}
        onSubmit={({ email, password }) => {
          setIncomplete(!country || !plan);
          if (!country || !plan) return;
          setup.mutate(
            { email, password, session_id: sessionId, country, plan },
            { onSuccess: outcome.succeeded, onError: (error) => outcome.failed(error, email) },
          );
        }}
      />
    </Card>
  );
}

export default InternationalSetupPage;
