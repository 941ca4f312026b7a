import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/Button';
import { StatusCard } from '@/components/ui/StatusCard';

interface PaymentSessionProblemProps {
  /** No session id in the address, or the session could not be read. */
  kind: 'missing' | 'failed';
  backTo: string;
  backLabel: string;
  /** Extra line, e.g. "you will be taken back in a few seconds". */
  note?: string;
}

/** Why an account cannot be created from this address: the payment could not be confirmed. */
export function PaymentSessionProblem({ kind, backTo, backLabel, note }: PaymentSessionProblemProps) {
  const { t } = useTranslation();
  return (
    <StatusCard
      tone={kind === 'missing' ? 'warning' : 'error'}
      title={kind === 'missing' ? t('paymentSession.missingTitle') : t('paymentSession.errorTitle')}
      testId={`payment-session-${kind}`}
      footer={
        <Link to={backTo} className={buttonClasses('secondary', 'lg', 'w-full')}>
          {backLabel}
        </Link>
      }
    >
      <p>{kind === 'missing' ? t('paymentSession.missingBody') : t('paymentSession.errorBody')}</p>
      {note && <p>{note}</p>}
    </StatusCard>
  );
}
