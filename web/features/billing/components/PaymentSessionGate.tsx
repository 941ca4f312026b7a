import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusCard } from '@/components/ui/StatusCard';
import { PaymentSessionProblem } from './PaymentSessionProblem';

interface PaymentSessionGateProps<T> {
  /** The `session_id` of the address the checkout came back to. */
  sessionId: string | null;
  /** The payment session could not be read. */
  failed: boolean;
  /** What the page needs from the session; null or undefined while it loads. */
  ready: T | null | undefined;
  backTo: string;
  backLabel: string;
  /** An extra line when the address has no session id (e.g. "you will be taken back"). */
  missingNote?: string;
  /** The page itself, once the session is there. */
  children: (ready: T, sessionId: string) => ReactNode;
}

/**
 * A page the checkout comes back to with `?session_id=`: what is wrong with the address or
 * the session, the session loading, or the page.
 */
export function PaymentSessionGate<T>({
  sessionId,
  failed,
  ready,
  backTo,
  backLabel,
  missingNote,
  children,
}: PaymentSessionGateProps<T>) {
  const { t } = useTranslation();
  if (!sessionId || failed) {
    return (
      <PaymentSessionProblem
        kind={sessionId ? 'failed' : 'missing'}
        backTo={backTo}
        backLabel={backLabel}
        note={sessionId ? undefined : missingNote}
      />
    );
  }
  if (ready === null || ready === undefined) {
    return <StatusCard tone="loading" title={t('paymentSession.loading')} testId="payment-session-loading" />;
  }
  return children(ready, sessionId);
}
