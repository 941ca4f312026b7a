import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';

export type LoginFailure = 'fields' | 'subscription' | 'shown';

/** Zod message keys of the shared login schema that have a translation. */
const FIELD_MESSAGES = ['invalidEmail', 'passwordRequired'] as const;

export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = FIELD_MESSAGES.find((key) => key === message);
  return t(`validation.${known ?? 'invalid'}`);
}

/**
 * Shows the toast for a failed sign-in and tells the form
 * what else to do: show field errors, or go to pricing.
 */
export function reportLoginError(t: TFunction, error: unknown): LoginFailure {
  if (error instanceof NetworkError) {
    toast({
      variant: 'destructive',
      title: t('login.networkTitle'),
      description: t('login.networkDescription'),
    });
    return 'shown';
  }
  if (!(error instanceof ApiError)) {
    toast({ variant: 'destructive', title: t('login.errorTitle'), description: t('login.unexpected') });
    return 'shown';
  }
  const serverMessage = typeof error.body.message === 'string' ? error.body.message : undefined;
  if (error.status === 402 || error.body.requiresSubscription === true) {
    toast({
      title: t('login.subscriptionTitle'),
      description: serverMessage ?? t('login.subscriptionExpired'),
    });
    return 'subscription';
  }
  if (error.status === 429) {
    toast({
      variant: 'destructive',
      title: t('login.tooManyTitle'),
      description: serverMessage ?? t('login.unexpected'),
    });
    return 'shown';
  }
  const fields = error.body.fields ?? {};
  if (error.status === 400 && ('email' in fields || 'password' in fields)) return 'fields';
  const fallback = error.status === 401 ? t('login.invalidCredentials') : t('login.unexpected');
  toast({ variant: 'destructive', title: t('login.errorTitle'), description: serverMessage ?? fallback });
  return 'shown';
}
