import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { createInternationalCheckoutRequest } from '#shared/schemas/account';
import { currentLanguage } from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { reportCheckoutError } from '../checkout-feedback';
import { rememberInternationalCheckout } from '../checkout-storage';
import type { CheckoutResponse } from './create-checkout';
import { checkedPaymentUrl, leaveForPayment, useResetWhenRestored } from './leave-for-payment';

export type InternationalCheckoutInput = Omit<z.input<typeof createInternationalCheckoutRequest>, 'language'>;

export function createInternationalCheckout(input: InternationalCheckoutInput): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>('/api/create-international-checkout', {
    method: 'POST',
    body: { ...input, language: currentLanguage() },
  });
}

/**
 * Creates an international checkout, keeps the choice in session storage
 * (`international_payment_pending`) and leaves for the payment page.
 */
export function useCreateInternationalCheckout({
  onFieldErrors,
}: { onFieldErrors?: (error: unknown) => boolean } = {}) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: async (input: InternationalCheckoutInput) =>
      checkedPaymentUrl((await createInternationalCheckout(input)).checkoutUrl),
    onSuccess: (checkoutUrl, input) => {
      rememberInternationalCheckout(input);
      leaveForPayment(checkoutUrl);
    },
    onError: (error) => {
      if (!onFieldErrors?.(error)) reportCheckoutError(t, error);
    },
  });
  useResetWhenRestored(mutation.reset);
  return { ...mutation, isLeaving: mutation.isPending || mutation.isSuccess };
}
