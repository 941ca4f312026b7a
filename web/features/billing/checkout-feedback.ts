import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

/** The server's message (already in the user's language), when there is one. */
function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError && typeof error.body.message === 'string' && error.body.message
    ? error.body.message
    : undefined;
}

/** A checkout could not be created. */
export function reportCheckoutError(t: TFunction, error: unknown): void {
  toast({
    variant: 'destructive',
    title: t('checkout.redirectError'),
    description: serverMessage(error) ?? t('checkout.tryAgain'),
  });
}

/** The e-mail check before checkout failed. */
export function reportEmailCheckError(t: TFunction, error: unknown): void {
  toast({ variant: 'destructive', title: t('checkout.tryAgain'), description: serverMessage(error) });
}
