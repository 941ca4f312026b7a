import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/account';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { currentLanguage } from '@/i18n';
import { apiErrorText } from '@/lib/api-error-text';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useManageSubscription } from '../api/manage-subscription';
import { formatDate } from '../format-date';

/** Statuses with a renewal that can still be stopped. */
const CANCELLABLE = ['active', 'trial', 'past_due'];

interface SubscriptionActionsProps {
  user: CurrentUser;
  /** The end of the paid period, already formatted. */
  endDate: string | null;
}

/**
 * Update (the payment provider's portal) and cancel (after confirmation). Outcomes are
 * said inside the dialog, where the user is, rather than in a toast behind its backdrop.
 */
export function SubscriptionActions({ user, endDate }: SubscriptionActionsProps) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const manage = useManageSubscription();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const canCancel = !user.cancelAtPeriodEnd && CANCELLABLE.includes(user.subscriptionStatus);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: ({ subscriptionEndDate }) => {
        const date = subscriptionEndDate ? formatDate(subscriptionEndDate, currentLanguage()) : null;
        setNotice(date ? t('profile.cancelledBody', { date }) : t('profile.cancelledNoDate'));
      },
      onError: (error) => setProblem(apiErrorText(t, error, t('profile.cancelFailed'))),
      onSettled: () => setConfirming(false),
    });

  const openPortal = () => {
    setNotice(null);
    setProblem(null);
    manage.mutate(undefined, {
      onSuccess: (answer) => {
        if ('url' in answer) {
          setLeaving(true);
          window.location.assign(answer.url);
        } else {
          setNotice(t('profile.portalUnavailable'));
        }
      },
      onError: (error) => setProblem(apiErrorText(t, error, t('profile.portalFailed'))),
    });
  };

  return (
    <div className="grid gap-3">
      <div role="status" className="empty:hidden" data-testid="subscription-notice">
        {notice && <p className="rounded-lg bg-brand-50 px-3.5 py-3 text-sm text-brand-900">{notice}</p>}
      </div>
      <FormAlert>{problem}</FormAlert>
      <div className="grid gap-2">
        <Button variant="secondary" onClick={openPortal} loading={manage.isPending || leaving}>
          {t('profile.updateSubscription')}
        </Button>
        {canCancel && (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => {
              setNotice(null);
              setProblem(null);
              setConfirming(true);
            }}
          >
            {t('profile.cancelSubscription')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('profile.cancelConfirmTitle')}
        description={
          endDate ? t('profile.cancelConfirmBody', { date: endDate }) : t('profile.cancelConfirmBodyNoDate')
        }
        confirmLabel={t('profile.cancelConfirmAction')}
        cancelLabel={t('profile.keepSubscription')}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
        pending={cancel.isPending}
        testId="confirm-cancel-subscription"
      />
    </div>
  );
}
