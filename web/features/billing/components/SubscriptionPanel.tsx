import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/account';
import { grantsAccess } from '#shared/tiers';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { currentLanguage } from '@/i18n';
import { useCurrentUser } from '../api/current-user';
import { formatDate } from '../format-date';
import { billingName, tierName } from '../plan-names';
import { SubscriptionActions } from './SubscriptionActions';

/** The subscription part of the profile: loaded when the dialog opens. */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useCurrentUser();

  let body;
  if (query.isPending) body = <Spinner label={t('profile.loading')} className="text-brand-600" />;
  else if (query.isError)
    body = (
      <FormAlert>
        <p>{t('profile.loadFailed')}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void query.refetch()}
          className="justify-self-start"
        >
          {t('profile.retry')}
        </Button>
      </FormAlert>
    );
  else body = <SubscriptionDetails user={query.data} />;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-slate-200 pt-5">
      <h3 id={headingId} className="text-sm font-medium text-slate-600">
        {t('profile.subscription')}
      </h3>
      {body}
    </section>
  );
}

function SubscriptionDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const billing = billingName(t, user.billing);
  const endDate = user.subscriptionEndDate ? formatDate(user.subscriptionEndDate, currentLanguage()) : null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {tierName(t, user.tier)}
          {billing && <span className="font-normal text-slate-600"> · {billing}</span>}
        </p>
        <Badge
          tone={grantsAccess(user.subscriptionStatus) ? 'success' : 'neutral'}
          data-testid="subscription-status"
          data-status={user.subscriptionStatus}
        >
          {t(`subscriptionStatus.${user.subscriptionStatus}`)}
        </Badge>
      </div>
      {endDate && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <dt className="text-slate-600">
            {user.subscriptionStatus === 'trial' ? t('profile.trialEnds') : t('profile.periodEnds')}
          </dt>
          <dd className="text-right font-medium text-slate-900" data-testid="subscription-end-date">
            {endDate}
          </dd>
          {user.daysLeft !== null && (
            <>
              <dt className="text-slate-600">{t('profile.daysLeftLabel')}</dt>
              <dd className="text-right font-medium text-slate-900" data-testid="subscription-days-left">
                {user.daysLeft > 0 ? user.daysLeft : t('profile.periodOver')}
              </dd>
            </>
          )}
        </dl>
      )}
      {user.cancelAtPeriodEnd && (
        <p className="text-sm text-amber-800" data-testid="cancel-at-period-end">
          {endDate
            ? t('profile.cancelsAtPeriodEnd', { date: endDate })
            : t('profile.cancelsAtPeriodEndNoDate')}
        </p>
      )}
      <SubscriptionActions user={user} endDate={endDate} />
    </div>
  );
}
