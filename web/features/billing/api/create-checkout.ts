import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { checkoutResponse, createCheckoutRequest } from '#shared/schemas/account';
import { currentLanguage } from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { reportCheckoutError } from '../checkout-feedback';
import { rememberCanadianCheckout } from '../checkout-storage';
import { checkedPaymentUrl, leaveForPayment, useResetWhenRestored, wait } from './leave-for-payment';

export type CheckoutResponse = z.infer<typeof checkoutResponse>;
export type CanadianCheckoutInput = Omit<z.input<typeof createCheckoutRequest>, 'language'>;

/** Asks the server for a payment page; it decides whether the address gets a trial. */
export function createCheckout(input: CanadianCheckoutInput): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>('/api/create-checkout', {
    method: 'POST',
    body: { ...input, language: currentLanguage() },
  });
}

interface UseCreateCheckoutOptions {
  /** Keep the page at least this long before leaving (to let a notice be read). */
  minimumWaitMs?: number;
  /** Called instead of the toast when the server rejects fields; returns true if it showed them. */
  onFieldErrors?: (error: unknown) => boolean;
}

/**
 * Creates a Canadian checkout, remembers the choice (in browser storage) and leaves for the
 * payment page. The mutation stays successful while the browser navigates, so the button keeps
 * its loading state; a failure shows a destructive toast.
 */
export function useCreateCheckout({ minimumWaitMs = 0, onFieldErrors }: UseCreateCheckoutOptions = {}) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: async (input: CanadianCheckoutInput) => {
      const [answer] = await Promise.all([createCheckout(input), wait(minimumWaitMs)]);
      return checkedPaymentUrl(answer.checkoutUrl);
    },
    onSuccess: (checkoutUrl, input) => {
      rememberCanadianCheckout(input);
      leaveForPayment(checkoutUrl);
    },
    onError: (error) => {
      if (!onFieldErrors?.(error)) reportCheckoutError(t, error);
    },
  });
  useResetWhenRestored(mutation.reset);
  return { ...mutation, isLeaving: mutation.isPending || mutation.isSuccess };
}
