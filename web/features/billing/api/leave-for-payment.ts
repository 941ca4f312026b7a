import { useEffect } from 'react';

/** Delay that lets a visitor read what happens next (trial or renewal) before leaving. */
export const PAYMENT_NOTICE_MS = 1500;

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

/** Opens the hosted payment page in this tab (new tabs are blocked on phones after an await). */
export function leaveForPayment(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}

/** The payment page address from the server, accepted only as an http(s) URL. */
export function checkedPaymentUrl(checkoutUrl: string): string {
  const url = new URL(checkoutUrl, window.location.origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('Unexpected payment page address');
  return url.href;
}

/**
 * A page restored from the back-forward cache after the payment page still shows its
 * "redirecting" state; `reset` brings the form back.
 */
export function useResetWhenRestored(reset: () => void): void {
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) reset();
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}
