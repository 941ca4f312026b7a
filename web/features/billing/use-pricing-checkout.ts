import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmailQueryOptions } from './api/check-email';
import { useCreateCheckout, type CanadianCheckoutInput } from './api/create-checkout';
import { PAYMENT_NOTICE_MS } from './api/leave-for-payment';
import { ApiError } from '@/lib/api-client';
import { reportEmailCheckError } from './checkout-feedback';

/**
 * What the e-mail check found: a new customer (trial), a lapsed one (renewal) or an active one;
 * `signIn`: a lapsed account renews only signed in (the server refuses an anonymous renewal).
 */
export type PricingNotice = { kind: 'trial' | 'renewal' | 'active' | 'signIn'; email: string };

/**
 * The pricing page's choice of a plan: check the address, say what will happen, then open
 * the checkout, except for an active subscriber, who is sent to log in instead.
 */
export function usePricingCheckout(onFieldErrors: (error: unknown) => boolean) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<PricingNotice | null>(null);
  const [checkingPlan, setCheckingPlan] = useState<CanadianCheckoutInput['plan'] | null>(null);
  const checkout = useCreateCheckout({
    minimumWaitMs: PAYMENT_NOTICE_MS,
    onFieldErrors: (error) => {
      if (error instanceof ApiError && error.code === 'signInToRenew') {
        setNotice((shown) => ({ kind: 'signIn', email: shown?.email ?? '' }));
        return true;
      }
      return onFieldErrors(error);
    },
  });

  async function choosePlan(input: CanadianCheckoutInput) {
    setCheckingPlan(input.plan);
    setNotice(null);
    try {
      const account = await queryClient.fetchQuery(checkEmailQueryOptions(input.email));
      if (account.exists && account.hasActiveSubscription) {
        setNotice({ kind: 'active', email: input.email });
        return;
      }
      setNotice({ kind: account.exists ? 'renewal' : 'trial', email: input.email });
      checkout.mutate(input);
    } catch (error) {
      reportEmailCheckError(t, error);
    } finally {
      setCheckingPlan(null);
    }
  }

  const leavingPlan = checkout.isLeaving ? (checkout.variables?.plan ?? null) : null;
  return {
    choosePlan,
    notice,
    /** The plan whose button shows a spinner, and whether any plan is being processed. */
    busyPlan: checkingPlan ?? leavingPlan,
    isLeaving: checkout.isLeaving,
  };
}
