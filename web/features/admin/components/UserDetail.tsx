import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '#shared/schemas/admin';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/use-toast';
import { formatCount, formatDateTime } from '@/features/analysis';
import { apiErrorText } from '@/lib/api-error-text';
import { useEnableAccount } from '../api/enable-account';
import { useResendVerification } from '../api/resend-verification';
import { billingLabel, tierLabel } from '../account-labels';
import { formatSignupDate } from '../format';
import { DisableAccountDialog } from './DisableAccountDialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One account as the administrator sees it: subscription, usage, state, and what may be done to it. */
export function UserDetail({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const resend = useResendVerification();
  const enable = useEnableAccount();
  const [disabling, setDisabling] = useState(false);
  const moment = (value: string | null) =>
    value ? formatDateTime(value, language) : t('adminDashboard.recent.never');
  const yesNo = (value: boolean) => (value ? t('adminUsers.yes') : t('adminUsers.no'));

  const onResend = () =>
    resend.mutate(user.id, {
      onSuccess: () =>
        toast({
          title: t('adminUsers.resend.done'),
          description: t('adminUsers.resend.doneBody', { email: user.email }),
        }),
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('adminUsers.resend.failed')), variant: 'destructive' }),
    });
  const onEnable = () =>
    enable.mutate(user.id, {
      onSuccess: () =>
        toast({
          title: t('adminUsers.enable.done'),
          description: t('adminUsers.enable.doneBody', { email: user.email }),
        }),
      onError: (error) =>
        toast({ title: apiErrorText(t, error, t('adminUsers.enable.failed')), variant: 'destructive' }),
    });

  return (
    <section
      aria-labelledby="admin-user-found"
      className="grid gap-4 border-t border-slate-200 pt-4"
      data-testid="admin-user-detail"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="admin-user-found" className="text-base font-semibold break-all text-slate-900">
          {user.email}
        </h3>
        <Badge tone={user.disabled ? 'warning' : 'success'} data-testid="admin-user-state">
          {user.disabled
            ? t('adminUsers.disabledSince', { date: moment(user.disabledAt) })
            : t('adminUsers.enabled')}
        </Badge>
      </div>
      <dl className="grid gap-2">
        <Row label={t('adminUsers.fields.id')}>
          <span className="font-mono text-xs">{user.id}</span>
        </Row>
        <Row label={t('adminUsers.fields.role')}>{t(`adminUsers.roles.${user.role}`)}</Row>
        <Row label={t('adminUsers.fields.tier')}>{tierLabel(t, user.subscriptionTier)}</Row>
        <Row label={t('adminUsers.fields.status')}>{t(`subscriptionStatus.${user.subscriptionStatus}`)}</Row>
        <Row label={t('adminUsers.fields.billing')}>{billingLabel(t, user.billingCycle)}</Row>
        <Row label={t('adminUsers.fields.endDate')}>
          {user.subscriptionEndDate
            ? formatDateTime(user.subscriptionEndDate, language)
            : t('adminDashboard.recent.none')}
        </Row>
        <Row label={t('adminUsers.fields.cancelAtPeriodEnd')}>{yesNo(user.cancelAtPeriodEnd)}</Row>
        <Row label={t('adminUsers.fields.analyses')}>{formatCount(user.analysisCount, language)}</Row>
        <Row label={t('adminUsers.fields.lastActivity')}>{moment(user.lastActivity)}</Row>
        <Row label={t('adminUsers.fields.createdAt')}>{formatSignupDate(user.createdAt)}</Row>
        <Row label={t('adminUsers.fields.verified')}>
          <span data-testid="admin-user-verified">{yesNo(user.emailVerified)}</span>
        </Row>
        <Row label={t('adminUsers.fields.team')}>
          {user.teamId && user.teamRole
            ? t('adminUsers.teamRole', { role: t(`team.roles.${user.teamRole}`), team: user.teamId })
            : t('adminUsers.noTeam')}
        </Row>
        <Row label={t('adminUsers.fields.language')}>{user.language}</Row>
        <Row label={t('adminUsers.fields.sessions')}>
          <span data-testid="admin-user-sessions">{formatCount(user.sessions, language)}</span>
        </Row>
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {!user.emailVerified && (
          <Button
            variant="secondary"
            onClick={onResend}
            loading={resend.isPending}
            data-testid="admin-user-resend"
          >
            {t('adminUsers.resend.button')}
          </Button>
        )}
        {user.disabled ? (
          <Button
            variant="secondary"
            onClick={onEnable}
            loading={enable.isPending}
            data-testid="admin-user-enable"
          >
            {t('adminUsers.enable.button')}
          </Button>
        ) : (
          user.role !== 'admin' && (
            <Button variant="danger" onClick={() => setDisabling(true)} data-testid="admin-user-disable">
              {t('adminUsers.disable.button')}
            </Button>
          )
        )}
      </div>
      <DisableAccountDialog user={disabling ? user : null} onClose={() => setDisabling(false)} />
    </section>
  );
}
