import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS, type BillingPeriod } from '#shared/plans';
import { Button } from '@/components/ui/Button';
import { CanadianPlanCard } from '@/components/ui/CanadianPlanCard';
import { EmailInput } from '@/components/ui/EmailInput';
import { useHydrated } from '@/lib/use-hydrated';
import { checkEmailTrialQueryOptions } from '../api/check-email-trial';
import { useCreateCheckout } from '../api/create-checkout';
import { PAYMENT_NOTICE_MS } from '../api/leave-for-payment';
import { reportEmailCheckError } from '../checkout-feedback';
import { checkoutEmailResolver, fieldMessage, showServerFieldErrors } from '../checkout-form';
import { readSubscriptionEmail } from '../checkout-storage';

type TrialNotice = 'trialStartsToday' | 'trialAlreadyUsed';

/**
 * The Pro plan card of the advisor landing: billing switch, professional e-mail and the
 * start-trial button. The trial check tells the visitor whether the trial applies, then the
 * checkout opens in this tab.
 */
export function ConseillerTrialCard() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const [notice, setNotice] = useState<TrialNotice | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm({
    resolver: checkoutEmailResolver,
    defaultValues: { email: readSubscriptionEmail() },
  });
  const checkout = useCreateCheckout({
    minimumWaitMs: PAYMENT_NOTICE_MS,
    onFieldErrors: (error) => showServerFieldErrors(form, error, ['email']),
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setChecking(true);
    setNotice(null);
    try {
      const { hasUsedTrial } = await queryClient.fetchQuery(checkEmailTrialQueryOptions(email));
      setNotice(hasUsedTrial ? 'trialAlreadyUsed' : 'trialStartsToday');
      checkout.mutate({ email, plan: 'conseiller_sst_pro', billing });
    } catch (error) {
      reportEmailCheckError(t, error);
    } finally {
      setChecking(false);
    }
  });

  const busy = checking || checkout.isLeaving;
  return (
    <CanadianPlanCard planId="conseiller_sst_pro" billing={billing} onBillingChange={setBilling} highlighted>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={busy || undefined}>
        <EmailInput
          label={t('conseiller.emailLabel')}
          placeholder={t('conseiller.emailPlaceholder')}
          data-testid="trial-email"
          error={fieldMessage(t, form.formState.errors.email?.message)}
          {...form.register('email')}
        />
        <div role="status" aria-live="polite" data-testid="trial-notice">
          {notice && (
            <p className="rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
              {t(`conseiller.${notice}`, { days: TRIAL_DAYS })}
            </p>
          )}
        </div>
        {/* Until hydrated, a submit would reload the prerendered page and lose the typed address. */}
        <Button type="submit" size="lg" loading={busy} disabled={!hydrated} className="w-full">
          {checking
            ? t('checkout.checking')
            : checkout.isLeaving
              ? t('checkout.redirecting')
              : t('conseiller.startTrial')}
        </Button>
      </form>
    </CanadianPlanCard>
  );
}
